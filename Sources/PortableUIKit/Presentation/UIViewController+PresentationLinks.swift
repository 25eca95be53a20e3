#if !canImport(UIKit)
import Foundation

/// The presentation links as UIKit answers them (spec 13.6) and the presentation controller's
/// creation (13.10, 13.11).
extension UIViewController {
    /// The receiver's own presented controller, else its nearest ancestor's.
    var nearestPresentedController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presented = current.presentation.presented { return presented }
            controller = current._parent
        }
        return nil
    }

    /// The receiver's presenter, else the presenter of its farthest presented ancestor.
    var nearestPresentingController: UIViewController? {
        if let presenting = presentation.presenting { return presenting }
        var found: UIViewController?
        var ancestor = _parent
        while let current = ancestor {
            if let presenting = current.presentation.presenting { found = presenting }
            ancestor = current._parent
        }
        return found
    }

    /// The presentation controller, created for the current style on first read: for `.custom`
    /// the transitioning delegate's (or a default one that adds no views), for the other styles
    /// the system one. Nil for a child of a presented controller.
    var currentPresentationController: UIPresentationController? {
        if let existing = presentation.presentationController { return existing }
        let controller = makePresentationController(presenting: nil, source: self)
        presentation.presentationController = controller
        return controller
    }

    /// The presentation controller of the receiver's presentation or its nearest presented
    /// ancestor's (a presentation in progress or settled), without creating one.
    var activePresentationControllerLookup: UIPresentationController? {
        var controller: UIViewController? = self
        while let current = controller {
            if current.presentation.presenting != nil { return current.presentation.presentationController }
            controller = current._parent
        }
        return nil
    }

    /// The coordinator of the presentation or dismissal the receiver takes part in as presented
    /// controller or as presenter (13.9).
    var modalTransitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let transition = presentation.modal?.transition { return transition.coordinator }
        if let transition = presentation.presented?.presentation.modal?.transition { return transition.coordinator }
        return nil
    }

    /// A new presentation controller for presenting the receiver with its current style.
    func makePresentationController(presenting: UIViewController?, source: UIViewController) -> UIPresentationController
    {
        let style = PresentationStyleRules.effectiveStyle(modalPresentationStyle) ?? .fullScreen
        guard style == .custom else {
            return makeSystemPresentationController(for: self, presenting: presenting, style: style)
        }
        let vended = transitioningDelegate?.presentationController(
            forPresented: self, presenting: presenting, source: source)
        let controller = vended ?? UIPresentationController(presentedViewController: self, presenting: presenting)
        if controller.resolvedPresentationStyle == nil { controller.resolvedPresentationStyle = .custom }
        return controller
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A presentation the engine accepted: who presents, with which controller, style and
/// transition, in which window and where (spec 13.1, 13.7, 13.8).
struct PresentationPlan {
    let presented: UIViewController
    let presenter: UIViewController
    let controller: UIPresentationController
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    /// Whether the presentation covers a presentation context rather than the window.
    let contextual: Bool
    let window: UIWindow
    /// The container's frame in the window: the window's bounds, or the context's view.
    let containerFrame: CGRect
    /// Whether the presenter's view leaves the window once the presentation completes (13.2).
    let removesCoveredView: Bool
}

extension UIViewController {
    /// The plan for presenting `presented` from the receiver, or nil after reporting why UIKit
    /// refuses it (`invalidPresentation`; the call is ignored and its completion never runs).
    func presentationPlan(for presented: UIViewController) -> PresentationPlan? {
        if presented === self || isDescendantController(of: presented) {
            return refusePresentation(
                "Application tried to present modal view controller on itself. Presenting controller is \(presented)",
                fix: "present a different controller", spec: "13.8")
        }
        if let current = presented.presentation.presenting {
            return refusePresentation(
                "Application tried to present modally a view controller \(presented) that is already being presented by \(current)",
                fix: "dismiss it first, or present a new controller", spec: "13.8")
        }
        if presented._parent != nil || presented.isWindowRoot || presented.presentation.presented != nil
            || presented.viewIfLoaded?.window != nil
        {
            return refusePresentation(
                "Application tried to present modally an active controller \(presented)",
                fix: "remove it from its parent (or window) before presenting it", spec: "13.8")
        }
        guard var style = PresentationStyleRules.effectiveStyle(presented.modalPresentationStyle) else {
            return refusePresentation(
                "\(presented) has modalPresentationStyle \(presented.modalPresentationStyle), which presents nothing",
                fix: "set a presentation style such as .fullScreen or .pageSheet", spec: "13.1")
        }
        let controller =
            presented.presentation.presentationController
            ?? presented.makePresentationController(presenting: nil, source: self)
        presented.presentation.presentationController = controller
        if presented.modalPresentationStyle == .popover {
            style = PresentationStyleRules.adaptedPopoverStyle(
                controller.adaptivePresentationStyle(for: traitCollection))
            controller.resolvedPresentationStyle = style
        }
        let contextual =
            PresentationStyleRules.isCurrentContext(style)
            || (style == .custom && !controller.shouldPresentInFullscreen)
        let presenter = contextual ? presentationContext : topOfHierarchy
        if let current = presenter.presentation.presented {
            let running = current.presentation.phase != .idle
            return refusePresentation(
                running
                    ? "Attempt to present \(presented) on \(presenter) (from \(self)) while a presentation is in progress."
                    : "Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current).",
                fix:
                    "present from the controller on top (presentedViewController), or after the current presentation ends",
                spec: "13.8")
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            return refusePresentation(
                "Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in the window hierarchy!",
                fix:
                    "present once the presenter's view is in a window (viewDidAppear, not viewDidLoad or viewWillAppear)",
                spec: "13.8")
        }
        let contextStyle = contextual && presenter.providesPresentationContextTransitionStyle
        let transitionStyle = contextStyle ? presenter.modalTransitionStyle : presented.modalTransitionStyle
        guard PresentationStyleRules.allows(transitionStyle, with: style) else {
            return refusePresentation(
                "\(presented) asks for .partialCurl with \(style); a partial curl needs .fullScreen",
                fix: "use .fullScreen with .partialCurl, or another transition style", spec: "13.1")
        }
        let frame = contextual ? presenterView.convert(presenterView.bounds, to: window) : window.bounds
        let removes = PresentationStyleRules.removesCoveredView(
            style, shouldRemovePresentersView: controller.shouldRemovePresentersView,
            compactHeight: window.traitCollection.verticalSizeClass == .compact)
        return PresentationPlan(
            presented: presented, presenter: presenter, controller: controller, style: style,
            transitionStyle: transitionStyle, contextual: contextual, window: window,
            containerFrame: frame, removesCoveredView: removes)
    }

    /// The top of the receiver's controller hierarchy: the controller that covers the screen
    /// (the window's root or a presented controller) and so presents the full-screen styles.
    var topOfHierarchy: UIViewController {
        var top = self
        while let parent = top._parent { top = parent }
        return top
    }

    /// The nearest controller, from the receiver up, whose `definesPresentationContext` is true;
    /// the top of the hierarchy when none is (13.7).
    var presentationContext: UIViewController {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate.definesPresentationContext { return candidate }
            current = candidate._parent
        }
        return topOfHierarchy
    }

    /// Whether the receiver is a window's root controller.
    var isWindowRoot: Bool {
        guard let window = _view?.superview as? UIWindow else { return false }
        return window.rootViewController === self
    }

    func refusePresentation<T>(_ message: String, fix: String, spec: String) -> T? {
        PortableUIKitDiagnostics.report(.invalidPresentation, message, fix: fix, spec: spec)
        return nil
    }
}
#endif

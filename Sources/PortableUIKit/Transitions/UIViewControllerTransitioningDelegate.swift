#if !canImport(UIKit)
import Foundation

/// Vends the objects of a modal presentation's transitions (UIKit's
/// `UIViewControllerTransitioningDelegate`, spec 13.10). Set it, weakly held, on the presented
/// controller's `transitioningDelegate` before reading its `presentationController`.
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has
/// UIKit's "not implemented" answer (nil) as a default in an extension.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of the presentation: `presented` is the presented controller, `presenting` the
    /// controller that actually presents, `source` the one `present` was called on; nil uses the
    /// standard animation. Asked for every style [UNC, recommended].
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator of the dismissal of `dismissed`; nil uses the standard animation.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of the presentation; asked only when the presentation animator
    /// was non-nil. Nil: not interactive.
    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller of the dismissal; asked only when the dismissal animator was
    /// non-nil. Nil: not interactive.
    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation (asked for that style only);
    /// `presenting` may be nil ("determined later"). Nil gives a default presentation controller.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Not implemented: nil (the standard animation).
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Not implemented: nil (the standard animation).
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    { nil }
    /// Not implemented: nil (not interactive).
    public func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    /// Not implemented: nil (not interactive).
    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    /// Not implemented: nil (a default presentation controller).
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
#endif

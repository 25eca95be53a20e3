#if !canImport(UIKit)
import Foundation

/// An object that animates one view controller transition in a fixed time (UIKit's
/// `UIViewControllerAnimatedTransitioning`). It reads everything from the context it is given —
/// never caching views between calls — and calls `completeTransition(_:)` when its animations end.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The length of the animation; interactive transitions scrub over this duration.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Creates the animations: add the incoming view to the context's container view, animate,
    /// and call `completeTransition(!transitionContext.transitionWasCancelled)` when done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Optional: called after the transition ended (`transitionCompleted` is false when cancelled).
    func animationEnded(_ transitionCompleted: Bool)
    /// Optional: the interruptible animator that runs this transition. It must be the same object
    /// for the whole transition (spec 8.11); interactive transitions then scrub and finish it.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// UIKit's behaviour when the optional method is not implemented: nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// Not implemented: UIKit would not call it. PortableUIKit has no Objective-C runtime to ask
    /// `responds(to:)`, so it returns ``UIViewControllerAnimatedTransitioningNoInterruptibleAnimator``,
    /// which callers test for with `is`.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        UIViewControllerAnimatedTransitioningNoInterruptibleAnimator()
    }
}
#endif

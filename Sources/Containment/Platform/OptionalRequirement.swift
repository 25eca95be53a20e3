#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

// Whether a transition animator implements the optional `interruptibleAnimator(using:)`. UIKit
// answers through the Objective-C runtime; PortableUIKit, which has none, returns a stand-in type
// from the protocol's default implementation.

/// The animator's interruptible animator, or nil when it does not offer one.
@MainActor
func offeredInterruptibleAnimator(
    of animator: UIViewControllerAnimatedTransitioning, using context: UIViewControllerContextTransitioning
) -> UIViewImplicitlyAnimating? {
    #if canImport(UIKit)
    let selector = #selector(UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:))
    return animator.responds(to: selector) ? animator.interruptibleAnimator?(using: context) : nil
    #else
    let offered = animator.interruptibleAnimator(using: context)
    return offered is UIViewControllerAnimatedTransitioningNoInterruptibleAnimator ? nil : offered
    #endif
}

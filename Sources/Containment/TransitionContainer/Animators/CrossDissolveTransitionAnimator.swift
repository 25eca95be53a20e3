#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Fades the incoming view in over the outgoing one, which fades out (seed 002's
/// `.transitionCrossDissolve`), with an interruptible `UIViewPropertyAnimator`.
@MainActor
public final class CrossDissolveTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The length of the dissolve.
    public let duration: TimeInterval
    private let animators = TransitionPropertyAnimators()

    public init(duration: TimeInterval = 0.3) {
        self.duration = duration
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// One animator per transition, the same each time it is asked for (spec 8.11).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        let fromView = transitionContext.view(forKey: .from), toView = transitionContext.view(forKey: .to)
        return animators.animator(
            for: transitionContext, duration: duration,
            setUp: { animator in
                guard let toVC = transitionContext.viewController(forKey: .to), let fromView, let toView else { return }
                toView.frame = transitionContext.finalFrame(for: toVC)
                toView.alpha = 0
                transitionContext.containerView.addSubview(toView)
                animator.addAnimations {
                    toView.alpha = 1
                    fromView.alpha = 0
                }
            },
            cleanUp: {
                fromView?.alpha = 1
                toView?.alpha = 1
            })
    }
}

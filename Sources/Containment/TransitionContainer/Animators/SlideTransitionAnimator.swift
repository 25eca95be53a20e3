#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Slides the incoming view in from the side the context gives (its initial frame) while the
/// outgoing view slides out the other way — seed 001's default, run by an interruptible
/// `UIViewPropertyAnimator`, so interactive transitions scrub, finish and reverse it exactly.
@MainActor
public final class SlideTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The length of the slide (seed 001: 0.35 s).
    public let duration: TimeInterval
    private let animators = TransitionPropertyAnimators()

    public init(duration: TimeInterval = 0.35) {
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
        var fromStart: CGRect?
        var fromView: UIView?
        return animators.animator(
            for: transitionContext, duration: duration,
            setUp: { animator in
                guard let fromVC = transitionContext.viewController(forKey: .from),
                    let toVC = transitionContext.viewController(forKey: .to),
                    let from = transitionContext.view(forKey: .from),
                    let toView = transitionContext.view(forKey: .to)
                else { return }
                fromView = from
                fromStart = transitionContext.initialFrame(for: fromVC)
                toView.frame = transitionContext.initialFrame(for: toVC)
                transitionContext.containerView.addSubview(toView)
                animator.addAnimations {
                    toView.frame = transitionContext.finalFrame(for: toVC)
                    from.frame = transitionContext.finalFrame(for: fromVC)
                }
            },
            cleanUp: {
                if transitionContext.transitionWasCancelled, let fromStart { fromView?.frame = fromStart }
            })
    }
}

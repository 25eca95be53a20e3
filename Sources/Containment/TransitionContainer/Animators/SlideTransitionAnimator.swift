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
    private var running: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

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
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let key = ObjectIdentifier(transitionContext)
        if let animator = running[key] { return animator }
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        running[key] = animator
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return animator }
        toView.frame = transitionContext.initialFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)
        let fromStart = transitionContext.initialFrame(for: fromVC)
        animator.addAnimations {
            toView.frame = transitionContext.finalFrame(for: toVC)
            fromView.frame = transitionContext.finalFrame(for: fromVC)
        }
        animator.addCompletion { [weak self] _ in
            if transitionContext.transitionWasCancelled { fromView.frame = fromStart }
            self?.running[key] = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        return animator
    }
}

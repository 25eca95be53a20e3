#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Flips the content view from the outgoing view to the incoming one with
/// `UIView.transition(from:to:duration:options:)` (seed 002's flip). It offers no interruptible
/// animator: interactive flips are scrubbed through the container view's layer time.
@MainActor
public final class FlipTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The length of the flip.
    public let duration: TimeInterval
    /// The transition options: a flip direction, plus a curve (seed 002: ease in).
    public let options: UIView.AnimationOptions

    /// A flip; `options` should hold one of the `.transitionFlipFrom…` styles.
    public init(
        duration: TimeInterval = 0.5, options: UIView.AnimationOptions = [.transitionFlipFromLeft, .curveEaseIn]
    ) {
        self.duration = duration
        self.options = options
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            return transitionContext.completeTransition(false)
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        UIView.transition(from: fromView, to: toView, duration: duration, options: options) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

#if !canImport(UIKit)
import Foundation

/// The transition context PortableUIKit's own controllers hand to animators (UIKit's private
/// `_UIViewControllerTransitionContext`; spec 8.11, 13.10): modal presentations and dismissals
/// today, and any built-in container that runs delegate-vended animators.
///
/// - Views, controllers and frames come from closures its owner gives, read on every call (a
///   presentation controller's `frameOfPresentedViewInContainerView` is read each time).
/// - `completeTransition(_:)` hands the outcome to the owner, once; a second call is reported.
/// - Interactive progress scrubs the animator's interruptible animator when it offers one;
///   otherwise the container view's layer time is paused, scrubbed and resumed or run back
///   (``PausedLayerClock``), which scrubs `UIView.animate` animations too.
@MainActor
final class SystemTransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// One side of the transition: its controller, the view the animator may touch (nil when it
    /// must not), and where that view starts and ends in container coordinates.
    struct Side {
        let controller: UIViewController?
        let view: () -> UIView?
        let initialFrame: () -> CGRect
        let finalFrame: () -> CGRect
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIViewControllerInteractiveTransitioning?
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` was called.
    private(set) var isComplete = false
    /// Whether the animator was asked to animate.
    private(set) var hasStarted = false
    /// The animator's interruptible animator, once it started (nil when it offers none).
    private(set) var interruptible: UIViewImplicitlyAnimating?
    var targetTransform: CGAffineTransform { .identity }

    private let from: Side
    private let to: Side
    private let outcome: (Bool) -> Void
    private var layerClock: PausedLayerClock?
    /// Told when the animations exist (alongside blocks may join them) and when the interaction
    /// changes; set by the coordinator.
    var animationsStarted: (() -> Void)?
    var interactionChanged: (() -> Void)?

    init(
        containerView: UIView, from: Side, to: Side, isAnimated: Bool, presentationStyle: UIModalPresentationStyle,
        animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
        outcome: @escaping (Bool) -> Void
    ) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.animator = animator
        self.interaction = interaction
        initiallyInteractive = interaction?.wantsInteractiveStart ?? false
        isInteractive = initiallyInteractive
        self.outcome = outcome
        super.init()
    }

    // MARK: Controllers, views, frames

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from.controller
        case .to: to.controller
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view()
        case .to: to.view()
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === from.controller { return from.initialFrame() }
        if vc === to.controller { return to.initialFrame() }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === to.controller { return to.finalFrame() }
        if vc === from.controller { return from.finalFrame() }
        return .zero
    }

    /// The non-interactive length of the animations.
    var transitionDuration: TimeInterval {
        let duration = animator.transitionDuration(using: self)
        return duration.isFinite && duration > 0 ? duration : 0
    }

    // MARK: Running

    /// Starts the interaction (if any), then the animator.
    func start() {
        guard !hasStarted else { return }
        hasStarted = true
        if let interaction {
            interaction.startInteractiveTransition(self)
            if isInteractive, offeredInterruptible() == nil {
                layerClock = PausedLayerClock(layer: containerView.layer)
            }
        }
        animator.animateTransition(using: self)
        guard !isComplete else { return }
        interruptible = offeredInterruptible()
        if isInteractive, let interruptible, interruptible.isRunning { interruptible.pauseAnimation() }
        animationsStarted?()
    }

    private func offeredInterruptible() -> UIViewImplicitlyAnimating? {
        let offered = animator.interruptibleAnimator(using: self)
        return offered is UIViewControllerAnimatedTransitioningNoInterruptibleAnimator ? nil : offered
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive, !isComplete else {
            return misuse("updateInteractiveTransition(_:) while the transition is not interactive")
        }
        let clamped = percentComplete.isNaN ? self.percentComplete : min(max(percentComplete, 0), 1)
        self.percentComplete = clamped
        if let interruptible {
            interruptible.fractionComplete = clamped
        } else {
            // Held just short of the end: a paused layer at its end would retire the animations.
            let duration = transitionDuration
            layerClock?.scrub(to: max(min(TimeInterval(clamped) * duration, duration - 1e-4), 0))
        }
    }

    func pauseInteractiveTransition() {
        guard !isComplete, !isInteractive, let interruptible else {
            return misuse(
                "pauseInteractiveTransition() needs a running transition whose animator offers interruptibleAnimator(using:)"
            )
        }
        interruptible.pauseAnimation()
        percentComplete = interruptible.fractionComplete
        isInteractive = true
        interactionChanged?()
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive, !isComplete else {
            return misuse(
                "\(cancelled ? "cancel" : "finish")InteractiveTransition() while the transition is not interactive")
        }
        isInteractive = false
        transitionWasCancelled = cancelled
        interactionChanged?()
        let asked = interaction?.completionSpeed ?? 1
        let speed = asked.isFinite && asked >= 0.01 ? min(asked, 1000) : 1
        let remaining = cancelled ? percentComplete : 1 - percentComplete
        if let interruptible {
            interruptible.isReversed = cancelled
            interruptible.continueAnimation(
                withTimingParameters: UICubicTimingParameters(animationCurve: completionCurve),
                durationFactor: max(remaining / speed, 0.0001))
        } else if let layerClock {
            if cancelled { layerClock.rewind(speed: Double(speed)) } else { layerClock.resume(speed: Double(speed)) }
        }
    }

    /// The curve of the animation after the interaction.
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return misuse("completeTransition(_:) called a second time") }
        isComplete = true
        layerClock?.restore()
        layerClock = nil
        if isInteractive {
            // The animator completed during the interaction: it ends here.
            isInteractive = false
            transitionWasCancelled = !didComplete
        }
        interruptible = nil
        outcome(didComplete)
    }

    private func misuse(_ message: String) {
        PortableUIKitDiagnostics.report(
            .invalidTransitionContextUse, message,
            fix:
                "report progress only between the start of an interactive transition and finish/cancel, and complete it once",
            spec: "8.11")
    }
}
#endif

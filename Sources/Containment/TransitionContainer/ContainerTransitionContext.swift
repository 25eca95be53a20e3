#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The transition context of a ``TransitionContainerController`` transition — seed 001's
/// PrivateTransitionContext, done right. It is also the transition's coordinator, which children
/// reach through `transitionCoordinator`.
///
/// - It never caches views: `view(forKey:)` and the frames are read from the controllers and the
///   container view each time they are asked for.
/// - `completeTransition(_:)` drives containment: the container commits (the outgoing child leaves,
///   the incoming one stays) or restores exactly what was there before.
/// - Interactive progress is applied here: the animator's interruptible animator is scrubbed,
///   continued and reversed when it offers one; otherwise the container view's layer time is
///   paused, offset and resumed (Core Animation's `speed` / `timeOffset` / `beginTime`), which
///   scrubs `UIView.animate` and `UIView.transition` animations alike.
@MainActor
public final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning,
    UIViewControllerTransitionCoordinator
{
    private let fromViewController: UIViewController
    private let toViewController: UIViewController
    private let animator: UIViewControllerAnimatedTransitioning
    private let interaction: UIViewControllerInteractiveTransitioning?
    private let completion: (ContainerTransitionContext, Bool) -> Void

    /// The view the transition happens in (the container's content view).
    public let containerView: UIView
    /// Whether the incoming controller comes after the outgoing one in the container's list; the
    /// incoming view then starts off the trailing (right) edge.
    public let isGoingForward: Bool
    public let isAnimated: Bool
    public let initiallyInteractive: Bool
    public private(set) var isInteractive: Bool
    public private(set) var transitionWasCancelled = false
    public private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` was called.
    public private(set) var isComplete = false

    public var presentationStyle: UIModalPresentationStyle { .custom }
    public var targetTransform: CGAffineTransform { .identity }
    public var isCancelled: Bool { transitionWasCancelled }
    public var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }
    public var completionCurve: UIView.AnimationCurve {
        interaction.map { OptionalRequirement.completionCurve(of: $0) } ?? .easeInOut
    }
    public var completionVelocity: CGFloat { 0 }
    public var isInterruptible: Bool { interruptible != nil }

    private var interruptible: UIViewImplicitlyAnimating?
    /// How far before its end a paused layer time may be scrubbed.
    static let scrubEndMargin: TimeInterval = 1e-4
    private var hasStarted = false
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionChangeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var layerTime: PausedLayerTime?

    init(
        from: UIViewController, to: UIViewController, containerView: UIView, goingForward: Bool, animated: Bool,
        animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
        completion: @escaping (ContainerTransitionContext, Bool) -> Void
    ) {
        fromViewController = from
        toViewController = to
        self.containerView = containerView
        isGoingForward = goingForward
        isAnimated = animated
        self.animator = animator
        self.interaction = interaction
        initiallyInteractive = interaction.map { OptionalRequirement.wantsInteractiveStart(of: $0) } ?? false
        isInteractive = initiallyInteractive
        self.completion = completion
        super.init()
    }

    // MARK: Controllers, views, frames

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromViewController.view
        case .to: toViewController.view
        default: nil
        }
    }

    /// The outgoing view starts filling the container view; the incoming one starts one width
    /// off the edge it slides in from (seed 001).
    public func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return containerView.bounds }
        if vc === toViewController { return offset(containerView.bounds, by: isGoingForward ? 1 : -1) }
        return .zero
    }

    /// The incoming view ends filling the container view; the outgoing one ends one width off
    /// the opposite edge.
    public func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === toViewController { return containerView.bounds }
        if vc === fromViewController { return offset(containerView.bounds, by: isGoingForward ? -1 : 1) }
        return .zero
    }

    private func offset(_ rect: CGRect, by widths: CGFloat) -> CGRect {
        rect.offsetBy(dx: widths * rect.width, dy: 0)
    }

    // MARK: Running

    /// Starts the animations (called once by the container, after its containment calls).
    func start() {
        hasStarted = true
        if let interaction {
            interaction.startInteractiveTransition(self)
            if isInteractive, !offersInterruptibleAnimator { layerTime = PausedLayerTime(layer: containerView.layer) }
        }
        animator.animateTransition(using: self)
        guard !isComplete else { return }
        interruptible = OptionalRequirement.interruptibleAnimator(of: animator, using: self)
        if isInteractive, let interruptible, interruptible.isRunning { interruptible.pauseAnimation() }
        runAlongside(alongside)
        alongside = []
    }

    private var offersInterruptibleAnimator: Bool {
        OptionalRequirement.interruptibleAnimator(of: animator, using: self) != nil
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive, !isComplete else {
            return misuse("updateInteractiveTransition(_:) while the transition is not interactive")
        }
        let clamped = percentComplete.isNaN ? self.percentComplete : min(max(percentComplete, 0), 1)
        self.percentComplete = clamped
        if let interruptible {
            interruptible.fractionComplete = clamped
        } else {
            // Held just short of the end: a paused layer scrubbed to its end would retire the
            // animations and complete the transition while the finger is still down.
            let duration = transitionDuration
            layerTime?.scrub(to: min(TimeInterval(clamped) * duration, duration - Self.scrubEndMargin))
        }
    }

    public func pauseInteractiveTransition() {
        guard !isComplete, !isInteractive, let interruptible else {
            return misuse(
                "pauseInteractiveTransition() needs a running transition whose animator offers interruptibleAnimator(using:)"
            )
        }
        interruptible.pauseAnimation()
        percentComplete = interruptible.fractionComplete
        isInteractive = true
        notifyInteractionChanged()
    }

    public func finishInteractiveTransition() { endInteraction(cancelled: false) }

    public func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive, !isComplete else {
            return misuse(
                "\(cancelled ? "cancel" : "finish")InteractiveTransition() while the transition is not interactive")
        }
        isInteractive = false
        transitionWasCancelled = cancelled
        notifyInteractionChanged()
        let speed = completionSpeed()
        let remaining = cancelled ? percentComplete : 1 - percentComplete
        if let interruptible {
            interruptible.isReversed = cancelled
            let continued = OptionalRequirement.continueAnimation(
                interruptible, withTimingParameters: UICubicTimingParameters(animationCurve: completionCurve),
                durationFactor: max(remaining / speed, 0.0001))
            // An animator without continueAnimation is restarted from where it is, as UIKit does.
            if !continued { interruptible.startAnimation() }
        } else if let layerTime {
            if cancelled { layerTime.rewind(speed: Double(speed)) } else { layerTime.resume(speed: Double(speed)) }
        }
    }

    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return misuse("completeTransition(_:) called a second time") }
        isComplete = true
        layerTime?.restore()
        layerTime = nil
        if isInteractive {
            // The animator completed during the interaction: it ends here.
            isInteractive = false
            transitionWasCancelled = !didComplete
        }
        completion(self, didComplete)
        OptionalRequirement.animationEnded(animator, didComplete)
        let completions = alongsideCompletions
        alongsideCompletions = []
        for handler in completions { handler(self) }
        interactionChangeHandlers = []
        interruptible = nil
    }

    // MARK: Coordinator

    @discardableResult
    public func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard !isComplete else { return false }
        if let completion { alongsideCompletions.append(completion) }
        guard let animation else { return true }
        if hasStarted { runAlongside([animation]) } else { alongside.append(animation) }
        return true
    }

    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionChangeHandlers.append(handler)
    }

    public func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionChangeHandlers.append(handler)
    }

    private func notifyInteractionChanged() {
        for handler in interactionChangeHandlers { handler(self) }
    }

    /// Runs alongside blocks inside the transition's animations: added to the interruptible
    /// animator, or as an animation of the transition's duration (under the paused layer time
    /// when interactive); without animation, at once.
    private func runAlongside(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        let body = { for block in blocks { block(self) } }
        if let interruptible, interruptible.state != .stopped {
            OptionalRequirement.addAnimations(body, to: interruptible)
        } else if isAnimated {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: body)
        } else {
            body()
        }
    }

    /// The interaction controller's completion speed, as ``CompletionSpeed`` accepts it: one it
    /// refuses is reported and the completion runs at normal speed, so the transition ends.
    private func completionSpeed() -> CGFloat {
        let asked = interaction.map { OptionalRequirement.completionSpeed(of: $0) } ?? 1
        guard CompletionSpeed.accepts(asked) else {
            reportContainerMisuse(
                .invalidTransitionContextUse,
                "the interaction controller's completionSpeed \(asked) describes no completion",
                fix: "return a finite completionSpeed of at least \(CompletionSpeed.slowest) (1 is normal speed)",
                spec: "8.10")
            return 1
        }
        return CompletionSpeed.effective(asked)
    }

    private func misuse(_ message: String) {
        reportContainerMisuse(
            .invalidTransitionContextUse, message,
            fix:
                "report progress only between the start of an interactive transition and finish/cancel, and complete it once",
            spec: "8.11")
    }
}

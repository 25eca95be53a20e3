#if !canImport(UIKit)
import Foundation

/// An interaction controller driven by a percentage (UIKit's `UIPercentDrivenInteractiveTransition`,
/// spec 8.10): call `update(_:)` as the user's gesture moves and `finish()` or `cancel()` when it
/// ends. Each call is forwarded to the transition context, which scrubs, finishes or reverses the
/// animator's animations — driving its interruptible animator when it offers one.
///
/// UIKit's class also starts the animator itself, reading it from UIKit's own (private) context;
/// a custom context cannot be read that way, so in PortableUIKit — as in a custom container on
/// UIKit — the context starts the animator once this object received it.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The timing curve of the completion animation; nil uses `completionCurve`.
    open var timingCurve: UITimingCurveProvider?
    /// The curve of the animation after the interaction; the interactive phase is linear.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The speed of the completion animation; must be greater than 0 (default 1).
    open var completionSpeed: CGFloat = 1 {
        didSet {
            guard !(completionSpeed > 0) || !completionSpeed.isFinite else { return }
            PortableUIKitDiagnostics.report(
                .invalidTransitionContextUse, "completionSpeed set to \(completionSpeed)",
                fix: "use a finite speed greater than 0 (1 is normal speed)", spec: "8.10")
            completionSpeed = oldValue
        }
    }
    /// Whether the transition starts paused, waiting for `update(_:)` (default true).
    open var wantsInteractiveStart = true
    /// The last progress reported through `update(_:)`, clamped to 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// The transition's duration once a transition started, read from a context that also adopts
    /// `UIViewControllerTransitionCoordinatorContext`; 0 before.
    open var duration: CGFloat { CGFloat(transitionDuration) }

    private weak var transitionContext: UIViewControllerContextTransitioning?
    private var transitionDuration: TimeInterval = 0
    private var isFinished = false
    private var hasStarted = false

    public override init() { super.init() }

    /// Keeps `transitionContext`; call `super` first when overriding.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        hasStarted = true
        percentComplete = 0
        isFinished = false
        if let coordinator = transitionContext as? UIViewControllerTransitionCoordinatorContext {
            transitionDuration = coordinator.transitionDuration
        }
    }

    /// Scrubs the transition to `percentComplete` (below 0 counts as 0, above 1 as 1).
    open func update(_ percentComplete: CGFloat) {
        guard let context = activeContext("update(_:)") else { return }
        let clamped = percentComplete.isNaN ? self.percentComplete : min(max(percentComplete, 0), 1)
        self.percentComplete = clamped
        context.updateInteractiveTransition(clamped)
    }

    /// Pauses a running (interruptible) transition so an interaction can take it over.
    open func pause() {
        activeContext("pause()")?.pauseInteractiveTransition()
    }

    /// The interaction ended: the transition completes from where it is.
    open func finish() {
        guard let context = activeContext("finish()") else { return }
        isFinished = true
        context.finishInteractiveTransition()
    }

    /// The interaction ended: the transition returns to where it started.
    open func cancel() {
        guard let context = activeContext("cancel()") else { return }
        isFinished = true
        context.cancelInteractiveTransition()
    }

    private func activeContext(_ call: String) -> UIViewControllerContextTransitioning? {
        if let transitionContext, !isFinished { return transitionContext }
        PortableUIKitDiagnostics.report(
            .invalidTransitionContextUse,
            "\(call) on \(self) "
                + (!hasStarted
                    ? "before a transition started"
                    : transitionContext == nil ? "after its transition ended" : "after finish() or cancel()"),
            fix:
                "call update/finish/cancel only between startInteractiveTransition(_:) and the first finish() or cancel()",
            spec: "8.10")
        return nil
    }
}
#endif

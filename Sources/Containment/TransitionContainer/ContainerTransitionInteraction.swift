#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A percent-driven interaction controller for ``TransitionContainerController`` transitions:
/// the same calls as `UIPercentDrivenInteractiveTransition` (`update`, `pause`, `finish`,
/// `cancel`), forwarded to the transition context, which scrubs and completes the animations.
///
/// UIKit's `UIPercentDrivenInteractiveTransition` reads the animator from UIKit's own private
/// context, so it cannot drive a custom container's transition on iOS; this class needs nothing
/// but the public context protocol. (PortableUIKit's `UIPercentDrivenInteractiveTransition`
/// forwards the same way and also works with the container on Linux.)
@MainActor
public final class ContainerTransitionInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    /// The speed of the animation after the interaction (default 1). A speed that is not finite
    /// or is below 0.01 (zero, negative, NaN, infinite, tiny) is refused with an
    /// `invalidTransitionContextUse` diagnostic and the previous speed is kept, as
    /// PortableUIKit's `UIPercentDrivenInteractiveTransition` refuses it; speeds above 1000
    /// complete at once.
    public var completionSpeed: CGFloat = 1 {
        didSet {
            guard !CompletionSpeed.accepts(completionSpeed) else { return }
            reportContainerMisuse(
                .invalidTransitionContextUse, "completionSpeed set to \(completionSpeed)",
                fix: "use a finite speed of at least \(CompletionSpeed.slowest) (1 is normal speed)", spec: "8.10")
            completionSpeed = oldValue
        }
    }
    /// The curve of the animation after the interaction (default ease in, ease out).
    public var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts paused, waiting for `update(_:)` (default true).
    public var wantsInteractiveStart = true
    /// The last progress passed to `update(_:)`, clamped to 0…1.
    public private(set) var percentComplete: CGFloat = 0

    private weak var context: UIViewControllerContextTransitioning?
    private var hasEnded = false

    public override init() { super.init() }

    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        hasEnded = false
    }

    /// Scrubs the transition to `percentComplete` (clamped to 0…1).
    public func update(_ percentComplete: CGFloat) {
        guard let context = live("update(_:)") else { return }
        if !percentComplete.isNaN { self.percentComplete = min(max(percentComplete, 0), 1) }
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Pauses a running interruptible transition so the user can take it over.
    public func pause() { live("pause()")?.pauseInteractiveTransition() }

    /// Completes the transition from where it is.
    public func finish() {
        guard let context = live("finish()") else { return }
        hasEnded = true
        context.finishInteractiveTransition()
    }

    /// Returns the transition to where it started.
    public func cancel() {
        guard let context = live("cancel()") else { return }
        hasEnded = true
        context.cancelInteractiveTransition()
    }

    private func live(_ call: String) -> UIViewControllerContextTransitioning? {
        if let context, !hasEnded { return context }
        reportContainerMisuse(
            .invalidTransitionContextUse,
            "\(call) on an interaction controller "
                + (context == nil ? "that has no transition" : "after finish() or cancel()"),
            fix: "call update/pause/finish/cancel only while its transition is interactive", spec: "8.10")
        return nil
    }
}

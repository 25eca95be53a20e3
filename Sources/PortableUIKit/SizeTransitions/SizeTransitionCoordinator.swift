#if !canImport(UIKit)
import Foundation

/// The coordinator of a window resize (spec 14.7): not animated, not interactive, never
/// cancelled, duration 0, identity `targetTransform`, the window as container view.
///
/// - Alongside blocks registered before the window's next layout pass run once, in
///   registration order, inside that pass, after the views took their new sizes (spec 14.4,
///   recommended); blocks registered during it run at once.
/// - Completions run at the end of that turn, in registration order (14.4, recommended), with
///   the work deferred to it; `animate…` after that returns false and runs nothing.
/// - `notifyWhenInteractionChanges` handlers are kept but never called: a resize is never
///   interactive, so its interaction never changes.
@MainActor
final class SizeTransitionCoordinator: TransitionCoordinatorBase {
    /// Whether the alongside blocks ran (the window's layout pass began).
    private var alongsideStarted = false

    init(window: UIWindow) {
        super.init(containerView: window)
    }

    // MARK: The context

    override var percentComplete: CGFloat { alongsideStarted ? 1 : 0 }

    // MARK: Driven by the window

    /// Before the layout pass a block waits for it; during and after it, it runs at once.
    override func joinRunningAnimations(_ animation: @escaping Block) -> Bool {
        guard alongsideStarted else { return false }
        UIView.performWithoutAnimation { animation(self) }
        return true
    }

    /// Runs the alongside blocks (the window's layout pass, views at their new sizes), without
    /// animation: the transition's duration is 0.
    func runAlongside() {
        guard !alongsideStarted else { return }
        alongsideStarted = true
        let blocks = takePendingAlongside()
        UIView.performWithoutAnimation { for block in blocks { block(self) } }
    }

    /// Runs the completions; the transition is over.
    func end() {
        runAlongside()
        end(cancelled: false)
    }
}
#endif

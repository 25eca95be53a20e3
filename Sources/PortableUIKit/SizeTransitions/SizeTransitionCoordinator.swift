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
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private enum Phase { case pending, runningAlongside, awaitingCompletions, ended }

    private var phase = Phase.pending
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    let containerView: UIView

    init(window: UIWindow) {
        containerView = window
        super.init()
    }

    // MARK: The context

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { phase == .pending ? 0 : 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    // MARK: The coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard phase != .ended else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if phase == .pending { alongside.append(animation) } else { UIView.performWithoutAnimation { animation(self) } }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    // MARK: Driven by the window

    /// Runs the alongside blocks (the window's layout pass, views at their new sizes), without
    /// animation: the transition's duration is 0.
    func runAlongside() {
        guard phase == .pending else { return }
        phase = .runningAlongside
        let blocks = alongside
        alongside = []
        UIView.performWithoutAnimation { for block in blocks { block(self) } }
        phase = .awaitingCompletions
    }

    /// Runs the completions; the transition is over.
    func end() {
        runAlongside()
        phase = .ended
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
#endif

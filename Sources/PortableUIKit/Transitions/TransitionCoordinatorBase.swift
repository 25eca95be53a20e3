#if !canImport(UIKit)
import Foundation

/// What every transition coordinator shares (UIKit's `UIViewControllerTransitionCoordinator`):
/// alongside blocks that wait for the transition's animations, completions that run once when it
/// ends, interaction handlers, and nothing accepted after the end.
///
/// A coordinator subclasses it and says how an alongside block joins the running animations
/// (``joinRunningAnimations(_:)``), when the queued ones start (``takePendingAlongside()``),
/// when the interaction changes (``interactionChanged(forgettingHandlers:)``) and when the
/// transition ends (``end(cancelled:)``). The context members answer for a transition that is
/// not animated, not interactive and has no controllers; a coordinator overrides the ones its
/// transition knows.
@MainActor
class TransitionCoordinatorBase: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    private var pendingAlongside: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    /// Whether the transition ended: completions ran, `animate…` returns false.
    private(set) var hasEnded = false

    let containerView: UIView

    init(containerView: UIView) {
        self.containerView = containerView
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
    var percentComplete: CGFloat { hasEnded ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    // MARK: The coordinator

    @discardableResult
    final func animate(
        alongsideTransition animation: Block?,
        completion: Block?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        if let animation, !joinRunningAnimations(animation) { pendingAlongside.append(animation) }
        return true
    }

    @discardableResult
    final func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    final func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        guard !hasEnded else { return }
        interactionHandlers.append(handler)
    }

    final func notifyWhenInteractionEnds(_ handler: @escaping Block) {
        notifyWhenInteractionChanges(handler)
    }

    // MARK: Driven by the subclass

    /// Runs `animation` with the animations under way and returns true; false (the default)
    /// queues it until ``takePendingAlongside()``.
    func joinRunningAnimations(_ animation: @escaping Block) -> Bool { false }

    /// The queued alongside blocks, in registration order; the queue is left empty.
    func takePendingAlongside() -> [Block] {
        defer { pendingAlongside = [] }
        return pendingAlongside
    }

    /// Calls every interaction handler; with `forgettingHandlers`, each is called only this once.
    func interactionChanged(forgettingHandlers: Bool) {
        let handlers = interactionHandlers
        if forgettingHandlers { interactionHandlers = [] }
        for handler in handlers { handler(self) }
    }

    /// The transition is over (its callbacks delivered): alongside blocks that never joined an
    /// animation land, unanimated, where a finished transition puts them (not when `cancelled`),
    /// then the completions run, once. Later calls do nothing.
    func end(cancelled: Bool) {
        guard !hasEnded else { return }
        let queued = takePendingAlongside()
        if !cancelled, !queued.isEmpty { UIView.performWithoutAnimation { for body in queued { body(self) } } }
        hasEnded = true
        let handlers = completions
        completions = []
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }
}
#endif

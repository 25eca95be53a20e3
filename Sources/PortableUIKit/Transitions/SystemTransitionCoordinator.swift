#if !canImport(UIKit)
import Foundation

/// The coordinator of a ``SystemTransitionContext`` (UIKit's `UIViewControllerTransitionCoordinator`
/// for a presentation, spec 13.9), reached through `transitionCoordinator` by the controllers of
/// the transition and their descendants.
///
/// - Alongside blocks registered before the animator started join its animations when they
///   exist; later ones join the running (or paused) animations: the interruptible animator's, or
///   a `UIView.animate` of the transition's duration in the container (scrubbed with it when
///   interactive). Without animation they run at once, unanimated.
/// - `notifyWhenInteractionChanges` handlers run each time the interaction ends or resumes.
/// - Completions run when the owner calls ``transitionEnded()``: after the transition's
///   callbacks, before the `present`/`dismiss` completion. Then nothing more is accepted.
@MainActor
final class SystemTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let context: SystemTransitionContext
    private var pendingAlongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasEnded = false
    private var animationsExist = false

    init(context: SystemTransitionContext) {
        self.context = context
        super.init()
        context.animationsStarted = { [weak self] in self?.animationsStarted() }
        context.interactionChanged = { [weak self] in self?.interactionChanged() }
    }

    // MARK: The context

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { context.interruptible != nil }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.transitionDuration }
    var percentComplete: CGFloat { context.interruptible?.fractionComplete ?? context.percentComplete }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { context.completionCurve }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    // MARK: The coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if animationsExist { run([animation]) } else { pendingAlongside.append(animation) }
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

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !hasEnded else { return }
        interactionHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    // MARK: Driven by the context and the owner

    private func animationsStarted() {
        animationsExist = true
        let queued = pendingAlongside
        pendingAlongside = []
        run(queued)
    }

    private func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition is over (its callbacks delivered): queued alongside blocks that never ran
    /// land where a finished transition puts them, then the completions run, once.
    func transitionEnded() {
        guard !hasEnded else { return }
        let queued = pendingAlongside
        pendingAlongside = []
        if !context.transitionWasCancelled { UIView.performWithoutAnimation { for body in queued { body(self) } } }
        hasEnded = true
        let handlers = completions
        completions = []
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        let body = { [weak self] in
            guard let self else { return }
            for block in blocks { block(self) }
        }
        if let interruptible = context.interruptible, interruptible.state != .stopped {
            interruptible.addAnimations(body)
        } else if context.isAnimated, !context.isComplete {
            UIView.animate(withDuration: context.transitionDuration, delay: 0, options: [], animations: body)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }
}
#endif

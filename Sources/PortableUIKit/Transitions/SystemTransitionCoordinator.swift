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
final class SystemTransitionCoordinator: TransitionCoordinatorBase {
    let context: SystemTransitionContext
    private var animationsExist = false

    init(context: SystemTransitionContext) {
        self.context = context
        super.init(containerView: context.containerView)
        context.animationsStarted = { [weak self] in self?.animationsStarted() }
        context.interactionChanged = { [weak self] in self?.interactionChanged(forgettingHandlers: false) }
    }

    // MARK: The context

    override var isAnimated: Bool { context.isAnimated }
    override var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    override var initiallyInteractive: Bool { context.initiallyInteractive }
    override var isInterruptible: Bool { context.interruptible != nil }
    override var isInteractive: Bool { context.isInteractive }
    override var isCancelled: Bool { context.transitionWasCancelled }
    override var transitionDuration: TimeInterval { context.transitionDuration }
    override var percentComplete: CGFloat { context.interruptible?.fractionComplete ?? context.percentComplete }
    override var completionCurve: UIView.AnimationCurve { context.completionCurve }
    override var targetTransform: CGAffineTransform { context.targetTransform }
    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    override func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    // MARK: Driven by the context and the owner

    override func joinRunningAnimations(_ animation: @escaping Block) -> Bool {
        guard animationsExist else { return false }
        run([animation])
        return true
    }

    private func animationsStarted() {
        animationsExist = true
        run(takePendingAlongside())
    }

    /// The transition is over (its callbacks delivered): queued alongside blocks that never ran
    /// land where a finished transition puts them, then the completions run, once.
    func transitionEnded() {
        end(cancelled: context.transitionWasCancelled)
    }

    private func run(_ blocks: [Block]) {
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

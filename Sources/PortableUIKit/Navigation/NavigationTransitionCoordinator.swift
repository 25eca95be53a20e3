#if !canImport(UIKit)
import Foundation

/// The transition coordinator of an animated push or pop (spec 5.7), reached through
/// `transitionCoordinator` from the navigation controller and, through the ancestor lookup, from
/// both children.
///
/// It exists from the moment the transition begins, so a child's `viewWillAppear` /
/// `viewWillDisappear` can use it:
/// - alongside animations registered before the slide starts join the slide when it is created;
///   later ones join the running (or, interactively, paused) slide and are scrubbed with it;
/// - `notifyWhenInteractionChanges` handlers run once, when the finger of an interactive pop
///   lifts (`isInteractive` false, `isCancelled` telling which way it goes);
/// - completions run after the transition has ended: the did-callbacks, containment and the
///   delegate's `didShow` come first [UNC: the same order as every Containment container].
@MainActor
final class NavigationTransitionCoordinator: TransitionCoordinatorBase {
    private weak var transition: NavigationTransition?
    private let interactiveAtStart: Bool
    private var interactive: Bool
    private var cancelled = false

    init(transition: NavigationTransition, containerView: UIView) {
        self.transition = transition
        interactiveAtStart = transition.isInteractive
        interactive = transition.isInteractive
        super.init(containerView: containerView)
    }

    // MARK: The context

    override var isAnimated: Bool { true }
    override var initiallyInteractive: Bool { interactiveAtStart }
    override var isInteractive: Bool { interactive }
    override var isCancelled: Bool { cancelled }
    override var transitionDuration: TimeInterval { NavigationTransition.duration }
    override var percentComplete: CGFloat { transition?.animator?.fractionComplete ?? (hasEnded ? 1 : 0) }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: transition?.from
        case .to: transition?.to
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: transition?.from?.viewIfLoaded
        case .to: transition?.to.viewIfLoaded
        default: nil
        }
    }

    // MARK: Driven by the navigation controller

    /// A block registered while the slide runs joins it; before, it waits for the slide.
    override func joinRunningAnimations(_ animation: @escaping Block) -> Bool {
        guard let animator = transition?.animator, animator.state == .active else { return false }
        animator.addAnimations(alongside(animation))
        return true
    }

    /// The slide's animator was made (its own animations added): queued alongside blocks join it.
    func slideAnimatorCreated(_ animator: UIViewPropertyAnimator) {
        for animation in takePendingAlongside() { animator.addAnimations(alongside(animation)) }
    }

    /// Weak, not unowned: the animator may outlive the coordinator (issue 18: no `unowned`
    /// reachable from public API); a coordinator gone has nothing left to animate alongside.
    private func alongside(_ animation: @escaping Block) -> () -> Void {
        { [weak self] in
            guard let self else { return }
            animation(self)
        }
    }

    /// The finger lifted: the pop now animates to its end, or back when `cancelled`.
    func interactionEnded(cancelled: Bool) {
        guard interactive else { return }
        interactive = false
        self.cancelled = cancelled
        interactionChanged(forgettingHandlers: true)
    }

    /// The transition is over (every callback delivered): completions run, then nothing more.
    func transitionEnded(cancelled: Bool) {
        guard !hasEnded else { return }
        self.cancelled = cancelled
        interactive = false
        end(cancelled: cancelled)
    }
}
#endif

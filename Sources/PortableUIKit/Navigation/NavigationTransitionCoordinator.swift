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
final class NavigationTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private weak var transition: NavigationTransition?
    private var pendingAlongside: [() -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasEnded = false

    let containerView: UIView
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false

    init(transition: NavigationTransition, containerView: UIView) {
        self.transition = transition
        self.containerView = containerView
        initiallyInteractive = transition.isInteractive
        isInteractive = transition.isInteractive
        super.init()
    }

    // MARK: The context

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var isInterruptible: Bool { false }
    var transitionDuration: TimeInterval { NavigationTransition.duration }
    var percentComplete: CGFloat { transition?.animator?.fractionComplete ?? (hasEnded ? 1 : 0) }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: transition?.from
        case .to: transition?.to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: transition?.from?.viewIfLoaded
        case .to: transition?.to.viewIfLoaded
        default: nil
        }
    }

    // MARK: The coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        // Weak, not unowned: the animator may outlive the coordinator (issue 18: no `unowned`
        // reachable from public API); a coordinator gone has nothing left to animate alongside.
        let body = { [weak self] in
            guard let self else { return }
            animation(self)
        }
        if let animator = transition?.animator, animator.state == .active {
            animator.addAnimations(body)
        } else {
            pendingAlongside.append(body)
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

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !hasEnded else { return }
        interactionHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    // MARK: Driven by the navigation controller

    /// The slide's animator was made (its own animations added): queued alongside blocks join it.
    func slideAnimatorCreated(_ animator: UIViewPropertyAnimator) {
        let queued = pendingAlongside
        pendingAlongside = []
        for body in queued { animator.addAnimations(body) }
    }

    /// The finger lifted: the pop now animates to its end, or back when `cancelled`.
    func interactionEnded(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition is over (every callback delivered): completions run, then nothing more.
    func transitionEnded(cancelled: Bool) {
        guard !hasEnded else { return }
        isCancelled = cancelled
        isInteractive = false
        // Blocks that never joined a slide land where a finished transition would have put them.
        let queued = pendingAlongside
        pendingAlongside = []
        if !cancelled { UIView.performWithoutAnimation { for body in queued { body() } } }
        hasEnded = true
        let handlers = completions
        completions = []
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }
}
#endif

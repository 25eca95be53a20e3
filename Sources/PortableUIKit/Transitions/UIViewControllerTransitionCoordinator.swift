import Foundation

/// Runs work alongside a view controller transition (UIKit's `UIViewControllerTransitionCoordinator`).
/// A controller reaches the coordinator of the transition it takes part in through
/// `transitionCoordinator`, which asks the parent chain; a custom container overrides that
/// property to hand out its own coordinator while it transitions.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animations (so it is scrubbed with them when
    /// interactive) and `completion` after the transition ended. Returns false when the
    /// animations could not be queued (the transition is over).
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Like `animate(alongsideTransition:completion:)` for a view outside the container view.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` each time the transition changes from interactive to animating.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Deprecated by UIKit in favour of `notifyWhenInteractionChanges(_:)`.
    @available(*, deprecated, renamed: "notifyWhenInteractionChanges(_:)")
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

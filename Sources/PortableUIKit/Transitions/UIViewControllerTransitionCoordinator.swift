#if !canImport(UIKit)
import Foundation

/// Runs work alongside a view controller transition (UIKit's `UIViewControllerTransitionCoordinator`).
/// A controller reaches the coordinator of the transition it takes part in through
/// `transitionCoordinator`, which asks the parent chain; a custom container overrides that
/// property to hand out its own coordinator while it transitions.
@preconcurrency @MainActor
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

// UIKit's Swift interface gives both `completion` parameters a default of nil. Protocol
// requirements cannot carry defaults, so the forms without `completion` are spelled here.
extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion (UIKit's `completion: nil`
    /// default).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs `animation` alongside the transition for a view outside the container view, with no
    /// completion (UIKit's `completion: nil` default).
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
#endif

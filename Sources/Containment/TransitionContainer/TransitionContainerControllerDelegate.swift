#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// What a ``TransitionContainerController`` asks its delegate. Every method is optional.
@MainActor
public protocol TransitionContainerControllerDelegate: AnyObject {
    /// Whether the user may select `viewController` (asked before a pan starts a transition; like
    /// UIKit's tab bar controller, programmatic selection is not asked). Default: true.
    func containerController(
        _ containerController: TransitionContainerController,
        shouldSelect viewController: UIViewController
    ) -> Bool
    /// A selection completed: `viewController` is now shown (not sent for a cancelled transition).
    func containerController(
        _ containerController: TransitionContainerController,
        didSelect viewController: UIViewController)
    /// The animator for a transition; nil uses the container's ``TransitionContainerController/defaultAnimator``.
    func containerController(
        _ containerController: TransitionContainerController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for a programmatic animated selection with `animationController`;
    /// nil runs it as a plain animation. Transitions the container's pan starts use the pan's own.
    func containerController(
        _ containerController: TransitionContainerController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
}

extension TransitionContainerControllerDelegate {
    public func containerController(
        _ containerController: TransitionContainerController,
        shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func containerController(
        _ containerController: TransitionContainerController,
        didSelect viewController: UIViewController
    ) {}
    public func containerController(
        _ containerController: TransitionContainerController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func containerController(
        _ containerController: TransitionContainerController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    { nil }
}

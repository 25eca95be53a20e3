#if !canImport(UIKit)
import Foundation

/// The delegate of a tab bar controller (UIKit's `UITabBarControllerDelegate`).
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has a
/// default in an extension (the answer UIKit uses when the method is missing). PortableUIKit has
/// no customization sheet (the More list's Edit button), so the customizing methods are never
/// called.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// The user tapped the tab of `viewController`: return `false` to keep the current tab
    /// (spec 15.3). Not asked for changes made in code.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab, even when it was selected already: called after
    /// the switch's will-callbacks, before its did-callbacks (spec 15.3). Never called for changes
    /// made in code.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The customization sheet is about to show `viewControllers`.
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The customization sheet is about to close.
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The customization sheet closed.
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The animator of a tab switch from `fromVC` to `toVC`; nil (the default) switches without
    /// animation.
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animationController`; nil (the default) runs it
    /// on its own. Asked only when an animator was returned.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// The orientations the tab bar controller supports; the default answers what it would
    /// without a delegate (the intersection of its controllers', spec 14.6).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    /// The orientation to present the tab bar controller in; the default answers what it would
    /// without a delegate.
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
}

extension UITabBarControllerDelegate {
    /// `true` by default.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Does nothing by default.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Does nothing by default.
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {}
    /// Does nothing by default.
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    /// Does nothing by default.
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    /// Nil by default: no custom animation.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil by default: not interactive.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    /// The tab bar controller's own answer: the orientations all its controllers support.
    public func tabBarControllerSupportedInterfaceOrientations(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientationMask { tabBarController.orientationsAllTabsSupport }
    /// The tab bar controller's own answer (the orientation the host shows now).
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientation { tabBarController.currentHostInterfaceOrientation }
}
#endif

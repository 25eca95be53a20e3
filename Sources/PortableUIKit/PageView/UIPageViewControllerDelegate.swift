#if !canImport(UIKit)
import Foundation

/// Hears about gesture-driven page turns (UIKit's `UIPageViewControllerDelegate`, spec 16.4).
/// Programmatic `setViewControllers` calls never reach it (16.2).
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has a
/// default in an extension.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A gesture began a turn toward `pendingViewControllers`; sent before their `viewWillAppear`,
    /// also for turns that end up cancelled (16.4, 16.5).
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended, after the pages' did-callbacks (16.5): `completed` is false
    /// when the user bailed out; `previousViewControllers` is what `viewControllers` was before.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Page curl only: the spine location for `orientation`, asked when the window's size turns
    /// the interface to another orientation (before the views resize). The default keeps the
    /// current spine.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports (spec 14.6); the default gives
    /// `UIViewController`'s answer.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    /// The orientation to present the page view controller in (spec 14.6); the default gives
    /// `UIViewController`'s answer.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// Keeps the current spine.
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    /// `UIViewController`'s default.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    {
        pageViewController.inheritedSupportedInterfaceOrientations
    }
    /// `UIViewController`'s default.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation {
        pageViewController.inheritedPreferredInterfaceOrientationForPresentation
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The delegate of a split view controller (UIKit's `UISplitViewControllerDelegate`).
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has a
/// default in an extension (what UIKit does when the method is missing). The column-style methods
/// are called as spec 24.8 says; the classic collapse methods (`primaryViewController(forCollapsing:)`
/// and its siblings) are declared but PortableUIKit collapses only column-style interfaces, so it
/// never calls them. The iOS 2–8 methods that take a `UIPopoverController` are not declared.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode` (spec 24.8).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display mode button goes to; `.automatic` (the default) lets the
    /// split view controller choose.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself; `false` (the default) lets the split view
    /// controller show it.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Whether the delegate showed `vc` as the detail itself; `false` (the default) lets the
    /// split view controller show it.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// Classic style: the primary controller after collapsing; never called by PortableUIKit.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Classic style: the primary controller after expanding; never called by PortableUIKit.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Classic style: whether the delegate collapsed the secondary itself; never called by
    /// PortableUIKit.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// Classic style: the secondary controller after expanding; never called by PortableUIKit.
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// The orientations the split view controller supports.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    /// The orientation a presented split view controller prefers.
    func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation
    /// The column on top after collapsing; the default answers `proposedTopColumn` (spec 24.7).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode after expanding; the default answers `proposedDisplayMode` (spec 24.7).
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// The interface collapsed: ``UISplitViewController/isCollapsed`` is `true` (spec 24.7).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The interface expanded: ``UISplitViewController/isCollapsed`` is `false` (spec 24.7).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// `column` is about to show (spec 24.8).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to hide (spec 24.8).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The user began the gesture that shows or hides a column; PortableUIKit has no such gesture.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// The user ended the gesture that shows or hides a column; PortableUIKit has no such gesture.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        .automatic
    }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    { splitViewController.defaultSupportedInterfaceOrientations }
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation { splitViewController.defaultPreferredInterfaceOrientationForPresentation }
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
#endif

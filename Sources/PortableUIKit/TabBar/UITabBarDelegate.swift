#if !canImport(UIKit)
import Foundation

/// The delegate of a tab bar (UIKit's `UITabBarDelegate`): told when the user selects an item.
/// A ``UITabBarController`` is the delegate of the bar it manages.
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has an
/// empty default in an extension. PortableUIKit has no customization sheet
/// (`beginCustomizingItems(_:)`), so the customizing methods are never called.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item` (a tap), even when it was already selected. Not called when
    /// ``UITabBar/selectedItem`` is set in code.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// The customization sheet is about to show `items`.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// The customization sheet showed `items`.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// The customization sheet is about to close; `changed` tells whether the items changed.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// The customization sheet closed; `changed` tells whether the items changed.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    /// Does nothing by default.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// Does nothing by default.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing by default.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing by default.
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// Does nothing by default.
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
#endif

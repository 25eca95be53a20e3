#if !canImport(UIKit)
import Foundation

/// What a navigation bar asks and tells about its items being pushed and popped (UIKit's
/// `UINavigationBarDelegate`). Every method is optional (defaults: allow, do nothing). A
/// navigation controller is the delegate of its own bar, as in UIKit; its conformance uses the
/// defaults, so a subclass cannot intercept the back button by implementing
/// `navigationBar(_:shouldPop:)` (Swift protocol extensions do not dispatch dynamically).
/// `UIBarPositioningDelegate` (bar positions) is not provided.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether the bar should push `item`.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// The bar pushed `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether the bar should pop `item` (asked when the back button is tapped and by
    /// ``UINavigationBar/popItem(animated:)``).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// The bar popped `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// Allows the push.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Allows the pop.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// A navigation controller is its bar's delegate (UIKit: `UINavigationController:
/// UINavigationBarDelegate`).
extension UINavigationController: UINavigationBarDelegate {}
#endif

#if !canImport(UIKit)
import Foundation

/// The delegate of a navigation controller (UIKit's `UINavigationControllerDelegate`), limited to
/// the show notifications.
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has an
/// empty default in an extension.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// A controller is about to be shown: called after the outgoing controller's
    /// `viewWillDisappear` and the incoming one's `viewWillAppear` (spec 5.1 step 4).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller was shown: called after both controllers' did-callbacks and the containment
    /// calls that end the transition (spec 5.1 step 8).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
#endif

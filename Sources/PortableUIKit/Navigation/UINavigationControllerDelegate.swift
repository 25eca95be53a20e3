#if !canImport(UIKit)
import Foundation

/// The delegate of a navigation controller (UIKit's `UINavigationControllerDelegate`): the show
/// notifications and the orientation hooks.
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
    /// The orientations the navigation controller supports (spec 14.6).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    /// The orientation to present the navigation controller in.
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation
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
    /// What a navigation controller supports when its delegate does not say: the idiom's default
    /// (`.allButUpsideDown` on the phone idiom, `.all` on the pad idiom), as UIKit without the method.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    {
        navigationController.traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation the host shows now, as UIKit without the method.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        navigationController.currentHostInterfaceOrientation
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The walk behind `UIViewController.tabBarController`.
extension UIViewController {
    /// The nearest ancestor (parent, grandparent, …) that is a tab bar controller. A controller in
    /// a tab bar controller's list that is nobody's child (one the More list holds but does not
    /// show) answers the tab bar controller that lists it.
    var nearestTabBarController: UITabBarController? {
        var current: UIViewController = self
        while true {
            guard let parent = current._parent else { return current.owningTabBarController }
            if let tabBarController = parent as? UITabBarController { return tabBarController }
            current = parent
        }
    }
}
#endif

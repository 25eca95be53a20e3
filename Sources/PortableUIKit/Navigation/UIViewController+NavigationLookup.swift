#if !canImport(UIKit)
import Foundation

/// The walk behind `UIViewController.navigationController`.
extension UIViewController {
    /// The nearest ancestor (parent, grandparent, …) that is a navigation controller.
    var nearestNavigationController: UINavigationController? {
        var current = _parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate._parent
        }
        return nil
    }
}
#endif

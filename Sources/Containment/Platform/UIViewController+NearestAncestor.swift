#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension UIViewController {
    /// The nearest controller of type `T` among this controller's ancestors (its parent, its
    /// parent's parent…), as `navigationController` finds a navigation controller.
    func nearestAncestor<T: UIViewController>(ofType type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
    }
}

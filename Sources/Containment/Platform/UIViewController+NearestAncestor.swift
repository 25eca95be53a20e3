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

    /// Whether this controller is `controller` itself or one of its ancestors: a container
    /// asked to hold such a controller would become its own child (UIKit raises for
    /// `addChild` cycles), so containers refuse it before touching containment.
    func isSelfOrAncestor(of controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let node = current {
            if node === self { return true }
            current = node.parent
        }
        return false
    }
}

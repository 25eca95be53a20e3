#if !canImport(UIKit)
import Foundation

extension UIViewController {
    /// The nearest ancestor that is a split view controller, or nil (spec 24.3).
    public var splitViewController: UISplitViewController? {
        var current: UIViewController = self
        while let parent = current._parent {
            if let split = parent as? UISplitViewController { return split }
            current = parent
        }
        return nil
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` without selectors: UIKit asks
/// `targetViewController(forAction:sender:)`, which walks up the parents (and from a presented
/// controller to its presenter) to the first controller that overrides the action. Among
/// PortableUIKit's containers only `UINavigationController` handles `show` (it pushes); no
/// built-in container handles `showDetailViewController` (that is a split view's), so both
/// present modally when nothing above handles them.
extension UIViewController {
    func performShow(_ controller: UIViewController, sender: Any?) {
        if let handler = showTarget {
            handler.show(controller, sender: sender)
        } else {
            present(controller, animated: true)
        }
    }

    func performShowDetail(_ controller: UIViewController, sender: Any?) {
        // A split view controller above handles it (spec 24.10).
        if let split = splitViewController {
            split.showDetailViewController(controller, sender: sender)
        } else {
            present(controller, animated: true)
        }
    }

    /// The nearest navigation controller above the receiver: its parents, then its presenter's.
    private var showTarget: UIViewController? {
        var current: UIViewController? = _parent ?? presentation.presenting
        while let candidate = current {
            if candidate is UINavigationController { return candidate }
            current = candidate._parent ?? candidate.presentation.presenting
        }
        return nil
    }
}
#endif

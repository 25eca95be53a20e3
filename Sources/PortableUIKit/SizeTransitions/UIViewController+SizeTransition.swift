#if !canImport(UIKit)
import Foundation

/// The default propagation of a size transition to child controllers (spec 14.2).
extension UIViewController {
    /// Tells each child its new size, as `super.viewWillTransition(to:with:)` does in UIKit: the
    /// size comes from ``size(forChildContentContainer:withParentContainerSize:)``, and a child
    /// whose view already has that size is not told. Every controller in ``children`` is asked,
    /// on screen or not (spec 14.2, recommended).
    func forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in _children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            if let current = child._view?.bounds.size, current == childSize { continue }
            child.viewWillTransition(to: childSize, with: coordinator)
        }
    }
}
#endif

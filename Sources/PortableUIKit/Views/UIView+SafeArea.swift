#if !canImport(UIKit)
import Foundation

/// Safe area: the window's insets, narrowed to the part each view covers, plus the owning
/// controller's `additionalSafeAreaInsets`.
extension UIView {
    /// The safe rectangle in this view's coordinates.
    var safeAreaRect: CGRect {
        guard let window = enclosingWindow else { return bounds }
        return safeAreaRect(in: window)
    }

    /// The safe rectangle of a view inside `window` (found once, not again at every level),
    /// cached until the ``GeometryEpoch`` moves: a layout pass computes each ancestor's once.
    private func safeAreaRect(in window: UIWindow) -> CGRect {
        if safeAreaCache.epoch == GeometryEpoch.current { return safeAreaCache.rect }
        var rect: CGRect
        if self === window {
            rect = bounds.inset(by: window.hostSafeAreaInsets)
        } else if let parent = _superview, let offered = parent.safeAreaInsetsOffered(to: self) {
            rect = bounds.inset(by: offered)
        } else if let parent = _superview {
            rect = convert(parent.safeAreaRect(in: window), from: parent).nonTrappingIntersection(bounds)
            if rect.isNull { rect = CGRect(origin: CGPoint(x: bounds.midX, y: bounds.midY), size: .zero) }
        } else {
            rect = bounds
        }
        if let controller = _viewDelegate {
            // A container's bars over the view bound the safe area (UIKit extends the child's safe
            // area by its bars, spec 15.6); the controller's own additional insets come on top.
            let bars = controller.containerBarInsets
            if bars != .zero {
                let uncovered = bounds.inset(by: bars)
                rect = rect.nonTrappingIntersection(uncovered)
                if rect.isNull { rect = CGRect(origin: CGPoint(x: uncovered.midX, y: uncovered.midY), size: .zero) }
            }
            rect = rect.inset(by: controller.additionalSafeAreaInsets)
        }
        safeAreaCache = (GeometryEpoch.current, rect)
        return rect
    }

    var computedSafeAreaInsets: UIEdgeInsets {
        let safe = safeAreaRect
        return UIEdgeInsets(
            top: max(0, safe.minY - bounds.minY), left: max(0, safe.minX - bounds.minX),
            bottom: max(0, bounds.maxY - safe.maxY), right: max(0, bounds.maxX - safe.maxX))
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Coordinate conversion through transforms (via the layer tree) and the default hit-test.
extension UIView {
    /// Converts a point from this view's coordinates to `view`'s (window coordinates when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts a point from `view`'s coordinates (window coordinates when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts a rectangle to `view`'s coordinates; the result bounds the four converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates; the result bounds the four converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        // From the superview (safe areas and layout ask this of every view): one step, not a
        // walk to the window and back.
        if let view, view === _superview {
            if !rect.isNull, let translated = layer.translatedRectFromSuperlayer(rect.standardized) {
                return translated
            }
            return boundingBox(of: rect) { layer.pointFromSuperlayer($0) }
        }
        return boundingBox(of: rect) { convert($0, from: view) }
    }

    private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let r = rect.standardized
        let a = map(CGPoint(x: r.minX, y: r.minY)), b = map(CGPoint(x: r.maxX, y: r.minY))
        let c = map(CGPoint(x: r.minX, y: r.maxY)), d = map(CGPoint(x: r.maxX, y: r.maxY))
        let minX = min(min(a.x, b.x), min(c.x, d.x)), maxX = max(max(a.x, b.x), max(c.x, d.x))
        let minY = min(min(a.y, b.y), min(c.y, d.y)), maxY = max(max(a.y, b.y), max(c.y, d.y))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in _subviews.reversed() {
            let local = subview.layer.pointFromSuperlayer(point)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
#endif

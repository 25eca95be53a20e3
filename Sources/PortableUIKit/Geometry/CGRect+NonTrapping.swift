#if !canImport(UIKit)
import Foundation

/// Rectangle arithmetic that never traps (issue 18). swift-corelibs-foundation's
/// `CGRect.intersection(_:)` and `contains(_:)` trap on NaN and on the `inf − inf` an infinite
/// frame produces, where Core Graphics computes on: UIKit lets NaN geometry flow through as NaN
/// frames. These are what PortableUIKit's layout, safe area and hit testing use instead; with
/// finite rectangles they give Foundation's results.
extension CGRect {
    /// The intersection of two rectangles in plain floating-point arithmetic: `.null` when they
    /// do not meet or either is null; a rectangle whose fields are NaN when either has a NaN
    /// (NaN compares false, so it never reads as "no intersection").
    func nonTrappingIntersection(_ other: CGRect) -> CGRect {
        if isNull || other.isNull { return .null }
        let a = Self.normalized(self), b = Self.normalized(other)
        if a.contains(where: \.isNaN) || b.contains(where: \.isNaN) {
            return CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)
        }
        let minX = Swift.max(a[0], b[0]), maxX = Swift.min(a[2], b[2])
        let minY = Swift.max(a[1], b[1]), maxY = Swift.min(a[3], b[3])
        if maxX < minX || maxY < minY { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` lies in the rectangle (the minimum edges in, the maximum edges out, as
    /// Core Graphics); false for a null rectangle and whenever NaN is involved.
    func nonTrappingContains(_ point: CGPoint) -> Bool {
        if isNull { return false }
        let r = Self.normalized(self)
        return point.x >= r[0] && point.x < r[2] && point.y >= r[1] && point.y < r[3]
    }

    /// minX, minY, maxX, maxY with negative sizes turned around, without Foundation's checks.
    private static func normalized(_ rect: CGRect) -> [CGFloat] {
        let x0 = rect.origin.x, x1 = rect.origin.x + rect.size.width
        let y0 = rect.origin.y, y1 = rect.origin.y + rect.size.height
        return [Swift.min(x0, x1), Swift.min(y0, y1), Swift.max(x0, x1), Swift.max(y0, y1)]
    }
}
#endif

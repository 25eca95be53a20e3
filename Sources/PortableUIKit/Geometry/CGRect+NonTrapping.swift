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
        let a = Edges(self), b = Edges(other)
        if a.hasNaN || b.hasNaN {
            return CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)
        }
        let minX = Swift.max(a.minX, b.minX), maxX = Swift.min(a.maxX, b.maxX)
        let minY = Swift.max(a.minY, b.minY), maxY = Swift.min(a.maxY, b.maxY)
        if maxX < minX || maxY < minY { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` lies in the rectangle (the minimum edges in, the maximum edges out, as
    /// Core Graphics); false for a null rectangle and whenever NaN is involved.
    func nonTrappingContains(_ point: CGPoint) -> Bool {
        if isNull { return false }
        let r = Edges(self)
        return point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY
    }
}

/// A rectangle's edges with negative sizes turned around, without Foundation's checks (a value:
/// layout computes one per view per pass, so nothing is allocated).
private struct Edges {
    let minX, minY, maxX, maxY: CGFloat
    /// Whether any field is NaN (read before `min`/`max`, which can drop a NaN).
    let hasNaN: Bool

    init(_ rect: CGRect) {
        let x0 = rect.origin.x, x1 = rect.origin.x + rect.size.width
        let y0 = rect.origin.y, y1 = rect.origin.y + rect.size.height
        minX = Swift.min(x0, x1)
        minY = Swift.min(y0, y1)
        maxX = Swift.max(x0, x1)
        maxY = Swift.max(y0, y1)
        hasNaN = x1.isNaN || y1.isNaN
    }
}
#endif

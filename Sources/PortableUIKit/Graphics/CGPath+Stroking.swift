#if !canImport(UIKit)
import Foundation

extension CGPath {
    /// A path whose filled area is what stroking this path with a solid line of `lineWidth`,
    /// `lineCap`, `lineJoin` and `miterLimit` paints, with `transform` applied to the result
    /// (fact 20.47). Fill it with the nonzero winding rule. A width that is not positive and
    /// finite gives an empty path.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        guard lineWidth.isFinite, lineWidth > 0 else { return CGPath(elements: []) }
        var outline = StrokeOutline(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        for subpath in subpaths { outline.add(subpath) }
        let elements = outline.elements
        return CGPath(elements: transform.isIdentity ? elements : elements.map { $0.applying(transform) })
    }
}
#endif

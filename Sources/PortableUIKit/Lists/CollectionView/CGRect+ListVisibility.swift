#if !canImport(UIKit)
import Foundation

extension CGRect {
    /// Whether the two rectangles share interior area: rectangles that only touch along an edge
    /// do not (Core Graphics' `CGRectIntersectsRect`; Foundation on Linux counts touching edges).
    /// An element shows when its frame overlaps the bounds this way.
    func sharesArea(with other: CGRect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the rectangles meet, edges included (a layout's "elements in rect" test). Never
    /// traps: a NaN coordinate meets nothing (Foundation's `intersects` may trap on NaN).
    func meets(_ other: CGRect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}
#endif

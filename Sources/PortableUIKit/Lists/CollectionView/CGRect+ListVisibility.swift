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
}
#endif

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

    /// Whether an element with this frame shows in `visible`: it shares area with it, or, along
    /// an axis where it has no extent (an estimated size of zero), its edge lies in the
    /// half-open range of `visible` (fact 20.21). NaN shows nowhere.
    func showsElement(in visible: CGRect) -> Bool {
        guard !isNull, !visible.isNull else { return false }
        return Self.axisShows(minX, maxX, in: visible.minX, visible.maxX)
            && Self.axisShows(minY, maxY, in: visible.minY, visible.maxY)
    }

    private static func axisShows(_ low: CGFloat, _ high: CGFloat, in visibleLow: CGFloat, _ visibleHigh: CGFloat)
        -> Bool
    {
        low == high ? low >= visibleLow && low < visibleHigh : low < visibleHigh && visibleLow < high
    }

    /// Whether the rectangles meet, edges included (a layout's "elements in rect" test). Never
    /// traps: a NaN coordinate meets nothing (Foundation's `intersects` may trap on NaN).
    func meets(_ other: CGRect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}
#endif

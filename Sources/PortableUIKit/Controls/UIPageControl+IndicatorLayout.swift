#if !canImport(UIKit)
import Foundation

/// Where a page control's indicators go, without views: dots of ``dotDiameter`` points
/// ``dotGap`` points apart, centred in the bounds along one axis, in page order or reversed, and
/// which page a point is nearest to. The metrics are the classic UIKit page control's (7 pt dots,
/// 9 pt gaps; PortableUIKit does not model iOS 14's symbol indicators or their clipping to a
/// maximum number of visible dots).
struct PageIndicatorLayout: Equatable {
    static let dotDiameter: CGFloat = 7
    static let dotGap: CGFloat = 9
    /// The control's thickness across the axis, and the padding at each end along it.
    static let thickness: CGFloat = 26
    static let endPadding: CGFloat = 8

    var numberOfPages: Int
    var vertical: Bool
    var reversed: Bool
    var bounds: CGRect

    /// The bounds size `size(forNumberOfPages:)` answers: the dots plus the end padding along
    /// the axis (0 without pages), ``thickness`` across it.
    static func size(forNumberOfPages count: Int, vertical: Bool) -> CGSize {
        let pages = CGFloat(max(0, count))
        let length = pages == 0 ? 0 : pages * dotDiameter + (pages - 1) * dotGap + 2 * endPadding
        return vertical ? CGSize(width: thickness, height: length) : CGSize(width: length, height: thickness)
    }

    /// The frame of page `page`'s dot (nil outside 0..<numberOfPages).
    func dotFrame(_ page: Int) -> CGRect? {
        guard page >= 0, page < numberOfPages else { return nil }
        let slot = CGFloat(reversed ? numberOfPages - 1 - page : page)
        let lead = runStart + slot * Self.pitch
        if vertical {
            return CGRect(
                x: bounds.midX - Self.dotDiameter / 2, y: lead, width: Self.dotDiameter, height: Self.dotDiameter)
        }
        let left = lead
        return CGRect(x: left, y: bounds.midY - Self.dotDiameter / 2, width: Self.dotDiameter, height: Self.dotDiameter)
    }

    /// The page one step from `current` toward `point`: +1 past the current dot's centre in page
    /// order, −1 before it, 0 on it (or without pages, or for a point that is not finite).
    func step(from current: Int, toward point: CGPoint) -> Int {
        guard let dot = dotFrame(current) else { return 0 }
        let along = vertical ? point.y - dot.midY : point.x - dot.midX
        guard along.isFinite, along != 0 else { return 0 }
        return (along > 0) != reversed ? 1 : -1
    }

    /// Where the first slot's dot starts along the axis.
    private var runStart: CGFloat {
        let run = CGFloat(numberOfPages) * Self.dotDiameter + CGFloat(max(0, numberOfPages - 1)) * Self.dotGap
        return (vertical ? bounds.midY : bounds.midX) - run / 2
    }

    private static var pitch: CGFloat { dotDiameter + dotGap }

    /// The page whose dot is nearest `point` along the axis (nil without pages or for a point
    /// that is not finite).
    func page(nearest point: CGPoint) -> Int? {
        guard numberOfPages > 0 else { return nil }
        let along = vertical ? point.y : point.x
        guard along.isFinite else { return nil }
        let centre = runStart + Self.dotDiameter / 2
        let slot = Int(flooring: ((along - centre) / Self.pitch).rounded(), clampedTo: 0...(numberOfPages - 1))
        return reversed ? numberOfPages - 1 - slot : slot
    }

    /// The pages whose dots lie (at least partly) inside the bounds: the only ones drawn, so a
    /// huge page count costs no more than the dots that fit.
    var visiblePages: [Int] {
        guard numberOfPages > 0 else { return [] }
        let low = vertical ? bounds.minY : bounds.minX
        let high = vertical ? bounds.maxY : bounds.maxX
        guard low.isFinite, high.isFinite else { return [] }
        let last = numberOfPages - 1
        let first = Int(flooring: (low - runStart - Self.dotDiameter) / Self.pitch, clampedTo: 0...last)
        let end = Int(flooring: (high - runStart) / Self.pitch + 1, clampedTo: 0...last)
        guard first <= end else { return [] }
        return (first...end).compactMap { slot in
            let page = reversed ? last - slot : slot
            guard let dot = dotFrame(page), dot.intersects(bounds) else { return nil }
            return page
        }
    }
}
#endif

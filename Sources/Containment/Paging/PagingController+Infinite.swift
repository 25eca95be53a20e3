#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Wrap-around (`isInfinite`, issue 15). The content keeps every page in its own place, plus
/// one page of room before the first and after the last; a neighbour across the seam (the
/// first page after the last, or the last before the first) is laid out in that room, beside
/// the selected page, exactly as an animated jump's target is. When the pages land across the
/// seam, the content offset moves to the new page's own place: the same picture, so the
/// finger (or the spring, which has landed) does not notice.
extension PagingController {
    /// Whether the page after the last is the first (and the one before the first the last).
    /// Default false. A drag or settle under way lands first; the neighbours of the first and
    /// last pages follow (loaded or released). With one page there is nothing to wrap to; with
    /// two, the other page is the neighbour on both sides and is laid out on the side the
    /// pages are moving towards.
    public var isInfinite: Bool {
        get { engine.isInfinite }
        set {
            guard newValue != engine.isInfinite else { return }
            stopSettleAnimation()
            send(.setInfinite(newValue))
            cancelFinger()
            layoutPages()
        }
    }

    /// Where `page` is laid out along the axis: a jump's target and every neighbour beside the
    /// selected page (for a neighbour not across the seam that is its own place), other pages
    /// in their own place.
    func displayOrigin(of page: Int) -> CGFloat {
        if let jump, jump.target == page { return jumpOrigin(for: jump.direction) }
        let slots = engine.slots
        guard engine.isInfinite, page != slots.selected else { return axisOrigin(of: page) }
        let isNext = slots.next == page, isPrevious = slots.previous == page
        switch (isNext, isPrevious) {
        case (true, true): return jumpOrigin(for: wrapSide)
        case (true, false): return jumpOrigin(for: .forward)
        case (false, true): return jumpOrigin(for: .reverse)
        case (false, false): return axisOrigin(of: page)
        }
    }

    /// With two wrapping pages, the side the other page is shown on: the side the drag is on,
    /// kept while the pages settle.
    var wrapSide: PageDirection {
        if case .dragging(let position) = engine.motion, let side = PageDirection(position: position) {
            lastWrapSide = side
        }
        return lastWrapSide
    }

    /// After the pages landed on a neighbour while the finger is still down: if the landing
    /// crossed the seam, the content offset moves to the new page's own place, keeping what
    /// is shown (`position` is where the finger had the pages, relative to the old page).
    func recentreAfterLanding(from old: Int?, position: CGFloat) {
        guard engine.isInfinite, let old, let new = engine.selectedIndex, old != new,
            case .dragging = engine.motion, let direction = PageDirection(position: position)
        else { return }
        let remainder = position - direction.sign
        let visual = axisLayout.visualOffset(logicalPosition: remainder, pageStride: pageStride)
        setContentOffset(point(alongAxis: axisOrigin(of: new) + visual))
    }
}

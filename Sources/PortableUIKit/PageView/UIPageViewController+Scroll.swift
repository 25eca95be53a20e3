#if !canImport(UIKit)
import Foundation

/// The scroll style (16.1, 16.5, 16.6): pages in the three slots of a paging scroll view, with
/// `interPageSpacing` between them. The current page rests in the middle slot; a side with no
/// page is closed by a negative content inset (the content rubber-bands there). A drag toward a
/// side asks the data source for that neighbour (16.3) and begins the turn at once: delegate
/// `willTransitionTo`, then the will-callbacks. The paging snap decides: landing on the
/// neighbour completes the turn, landing back cancels it; either way the slots are re-centred
/// without animation. A drag that crosses back over the current page to the other side cancels
/// the first turn and begins one toward the other side (PortableUIKit's choice). A settling page
/// cannot be caught by a finger (scrolling is off until it settles).
extension UIPageViewController {
    var isHorizontal: Bool { _navigationOrientation == .horizontal }

    /// A slot's length along the navigation axis: a page plus the spacing.
    var pageStride: CGFloat {
        guard let view = _view else { return 0 }
        return (isHorizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
    }

    func slotOrigin(_ slot: Int) -> CGPoint {
        let along = CGFloat(slot) * pageStride
        return isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }

    func slot(of side: PageState<UIViewController>.Side) -> Int { side == .before ? 0 : 2 }

    /// Which page sits in which slot: during a programmatic turn the outgoing page in the middle
    /// and the incoming one on its side; otherwise the current page and its cached neighbours.
    var scrollSlots: [(page: UIViewController, slot: Int)] {
        if let turn = pages.turn, !turn.byGesture {
            return turn.outgoing.map { ($0, 1) } + turn.incoming.map { ($0, slot(of: turn.side)) }
        }
        var slots = pages.current.map { ($0, 1) }
        if let before = pages.neighbour(.before).page { slots.append((before, 0)) }
        if let after = pages.neighbour(.after).page { slots.append((after, 2)) }
        return slots
    }

    func layoutScrollPages() {
        guard let view = _view, let scroll = queuingScrollView else { return }
        let size = view.bounds.size
        let stride = pageStride
        let slots = scrollSlots
        UIView.performWithoutAnimation {
            scroll.frame = CGRect(
                origin: .zero,
                size: isHorizontal
                    ? CGSize(width: size.width + interPageSpacing, height: size.height)
                    : CGSize(width: size.width, height: size.height + interPageSpacing))
            scroll.contentSize =
                isHorizontal
                ? CGSize(width: 3 * stride, height: size.height) : CGSize(width: size.width, height: 3 * stride)
            for (page, slot) in slots {
                let pageView: UIView = page.view
                if pageView.superview !== scroll { scroll.addSubview(pageView) }
                pageView.frame = CGRect(origin: slotOrigin(slot), size: size)
            }
            for child in pageChildren where !slots.contains(where: { $0.page === child }) {
                if let pageView = child._view, pageView.superview === scroll { pageView.removeFromSuperview() }
            }
            let opensBefore = slots.contains { $0.slot == 0 }
            let opensAfter = slots.contains { $0.slot == 2 }
            let closedBefore = opensBefore ? 0 : -stride
            let closedAfter = opensAfter ? 0 : -stride
            // A scroll view resting at its inset edge follows the edge when the inset changes
            // (7.6); opening the side a turn comes from must not move the current page there
            // (an animated reverse set on the first page would have nowhere left to scroll).
            let shown = scroll.contentOffset
            scroll.contentInset =
                isHorizontal
                ? UIEdgeInsets(top: 0, left: closedBefore, bottom: 0, right: closedAfter)
                : UIEdgeInsets(top: closedBefore, left: 0, bottom: closedAfter, right: 0)
            if pages.isTurning, scroll.contentOffset != shown, !scroll.isInMotion { scroll.contentOffset = shown }
            // A finger that rests on the content without dragging it does not hold it off its
            // slot: a programmatic turn that lands under it is re-centred like any other.
            if !pages.isTurning, !scroll.isDragging, !scroll.isInMotion {
                scroll.contentOffset = slotOrigin(1)
            }
        }
    }

    /// How far the content is from the middle slot along the axis (positive toward "after").
    private var scrollDisplacement: CGFloat {
        guard let scroll = queuingScrollView else { return 0 }
        let offset = scroll.contentOffset
        let rest = slotOrigin(1)
        return isHorizontal ? offset.x - rest.x : offset.y - rest.y
    }

    /// A drag starts: the neighbour it heads for is asked for now (16.3), so the content can move
    /// onto it from the first frame.
    func scrollDragBegan() {
        guard let scroll = queuingScrollView, !pages.isTurning else { return }
        let translation = scroll.panGestureRecognizer.translation(in: scroll)
        let along = isHorizontal ? translation.x : translation.y
        if along < 0 { askForNeighbourIfNeeded(.after) } else if along > 0 { askForNeighbourIfNeeded(.before) }
    }

    /// While dragging: begin the turn toward the side the content moved to; crossing back over
    /// the current page cancels it and turns toward the other side.
    func scrollDidScroll() {
        guard let scroll = queuingScrollView, scroll.isDragging else { return }
        let displacement = scrollDisplacement
        guard displacement != 0, displacement.isFinite else { return }
        let side: PageState<UIViewController>.Side = displacement > 0 ? .after : .before
        if let turn = pages.turn {
            guard turn.byGesture, turn.side != side else { return }
            finishTurn(completed: false)
        }
        beginGestureTurn(toward: side)
    }

    /// The finger lifted: the snap runs with scrolling off; without one the turn settles now.
    func scrollDragEnded(willDecelerate: Bool) {
        guard willDecelerate else {
            scrollSettled()
            return
        }
        if pages.isTurning { queuingScrollView?.isScrollEnabled = false }
    }

    /// The content came to rest: the turn completes if it rests on the incoming page's slot,
    /// otherwise it is cancelled (programmatic turns always complete).
    func scrollSettled() {
        guard let scroll = queuingScrollView else { return }
        guard let turn = pages.turn else {
            updateGestureAvailability()
            layoutPages()
            return
        }
        let stride = pageStride
        let along = isHorizontal ? scroll.contentOffset.x : scroll.contentOffset.y
        let landed = stride > 0 ? Int(flooring: (along / stride).rounded(), clampedTo: 0...2) : 1
        finishTurn(completed: !turn.byGesture || landed == slot(of: turn.side))
    }

    /// An animated set: the incoming page waits in its slot and the content scrolls onto it.
    func startProgrammaticScroll(_ turn: PageState<UIViewController>.Turn) {
        guard let scroll = queuingScrollView else {
            finishTurn(completed: true)
            return
        }
        layoutPages()
        scroll.isScrollEnabled = false
        scroll.setContentOffset(slotOrigin(slot(of: turn.side)), animated: true)
    }
}
#endif

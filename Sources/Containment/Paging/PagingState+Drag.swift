#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Drags: which neighbour begins appearing, reversal, and where a release settles (spec 5.6,
/// 16.5; issue 15).
extension PagingState {
    /// A finger takes hold. At rest it starts a drag; mid-settle towards the selected page or
    /// a neighbour, the finger catches the pages where they are and the open change carries on
    /// (no second begin, the point of a flick storm), remembering where the settle was heading
    /// (``caughtTarget``); mid-jump to a farther page, the jump lands first. Without pages, or
    /// while already dragging, nothing happens.
    mutating func beginDrag(at position: CGFloat) -> [PagingEffect] {
        guard selectedIndex != nil else { return [] }
        switch motion {
        case .dragging:
            return []
        case .rest:
            caughtTarget = nil
            queuedPages = 0
            motion = .dragging(position: 0)
            return moveDrag(to: position)
        case .settling(let target):
            if slots.isAdjacentOrSelected(target) {
                caughtTarget = target
                motion = .dragging(position: 0)
                return moveDrag(to: position)
            }
            caughtTarget = nil
            queuedPages = 0
            let landed = land(on: target, animated: false)
            motion = .dragging(position: 0)
            return landed
        }
    }

    /// The finger moved the pages to `position`.
    ///
    /// The first movement towards a neighbour begins the change to it; movement across the
    /// selected page towards the other neighbour retargets (that one begins, the first
    /// reverses). Back at exactly 0, or towards a side without a page (rubber-banding at the
    /// ends), the open change is left as it is: only a release or a landing decides. A
    /// position reaching a neighbour lands on it during the drag (the scroll view shows it
    /// whole): the change commits and the neighbour becomes the selected page, so a finger
    /// that keeps going begins a fresh change from there. Positions are clamped to one page
    /// either way (only the live pages are laid out); non-finite ones are ignored.
    mutating func moveDrag(to rawPosition: CGFloat) -> [PagingEffect] {
        guard case .dragging = motion, rawPosition.isFinite else { return [] }
        let position = min(max(rawPosition, -1), 1)
        let slots = self.slots
        let direction = PageDirection(position: position)
        let neighbour = direction.flatMap { slots.neighbour(in: $0) }
        if abs(position) == 1, let neighbour {
            let landed = land(on: neighbour, animated: true)
            motion = .dragging(position: 0)
            return landed
        }
        motion = .dragging(position: position)
        guard let neighbour, neighbour != appearanceTarget else { return [] }
        appearanceTarget = neighbour
        return [.appearance(.retarget(toVisible: neighbour, animated: true))]
    }

    /// The finger let go: ``PageReleaseDecision`` picks the page; a release exactly on it lands
    /// at once, otherwise the view layer settles there with the seed's spring. A release back
    /// keeps the change open until it lands (then it is cancelled), so catching the pages again
    /// on the way back and turning the page after all costs no extra callbacks.
    ///
    /// A drag that caught a settle and ends in a flick counts one page on from where the pages
    /// were heading — the settle's target plus the pages still queued (``queuedPages``) — in
    /// the flick's direction (spec 7.5 leaves it open; issue 37's choice: each deliberate flick
    /// of a storm moves one page). The pages settle on the neighbour towards that page and
    /// queue the rest: each landing goes on to the next page until the queue is empty, so the
    /// selection never runs ahead of the content and at most three pages stay live.
    mutating func endDrag(velocity: CGFloat, pageLength: CGFloat) -> [PagingEffect] {
        guard case .dragging(let position) = motion, selectedIndex != nil else { return [] }
        let caught = caughtTarget
        let queued = queuedPages
        caughtTarget = nil
        queuedPages = 0
        let slots = self.slots
        // (Two wrapping pages are each other's previous and next: no side to count on from.)
        if let caught, slots.previous == nil || slots.previous != slots.next,
            let caughtOffset = slots.offset(of: caught),
            let step = PageReleaseDecision.flickStep(velocity: velocity, settings: settings)
        {
            let wanted = caughtOffset + queued + step
            let now = min(max(wanted, -1), 1)
            let reachable = (now > 0 ? slots.next : now < 0 ? slots.previous : slots.selected) != nil
            let effects = settle(from: position, toOffset: now, velocity: velocity, pageLength: pageLength)
            queuedPages = reachable ? wanted - now : 0
            // Released exactly on the page: it landed at once, and the queue goes on from it.
            return motion == .rest ? effects + continueQueuedPages() : effects
        }
        let offset = PageReleaseDecision.targetOffset(
            position: position, velocity: velocity, settings: settings,
            hasPrevious: slots.previous != nil, hasNext: slots.next != nil)
        return settle(from: position, toOffset: offset, velocity: velocity, pageLength: pageLength)
    }

    /// A settle landed with pages still queued: the pages go on towards the next one with the
    /// selection spring, or the queue is dropped at the last page (the first, going back).
    mutating func continueQueuedPages() -> [PagingEffect] {
        guard queuedPages != 0 else { return [] }
        let direction: PageDirection = queuedPages > 0 ? .forward : .reverse
        guard motion == .rest, let next = slots.neighbour(in: direction) else {
            queuedPages = 0
            return []
        }
        queuedPages -= queuedPages > 0 ? 1 : -1
        appearanceTarget = next
        motion = .settling(target: next)
        return [
            .appearance(.retarget(toVisible: next, animated: true)),
            .settle(PageSettle(target: next, direction: direction, spring: settings.selectionSpring)),
        ]
    }

    /// Settles a released drag at `position` on the page `offset` (−1, 0, +1) from the selected
    /// one; a side without a page settles back on the selected page.
    private mutating func settle(
        from position: CGFloat, toOffset requested: Int, velocity: CGFloat, pageLength: CGFloat
    ) -> [PagingEffect] {
        guard let selected = selectedIndex else { return [] }
        let slots = self.slots
        let neighbour = requested > 0 ? slots.next : requested < 0 ? slots.previous : selected
        let offset = neighbour == nil ? 0 : requested
        let target = neighbour ?? selected
        if position == CGFloat(offset) { return land(on: target, animated: true) }
        var effects: [PagingEffect] = []
        if target != selected, target != appearanceTarget {
            appearanceTarget = target
            effects.append(.appearance(.retarget(toVisible: target, animated: true)))
        }
        motion = .settling(target: target)
        let direction: PageDirection = CGFloat(offset) > position ? .forward : .reverse
        let spring = PageReleaseDecision.spring(
            position: position, targetOffset: offset, velocity: velocity, pageLength: pageLength, settings: settings)
        effects.append(.settle(PageSettle(target: target, direction: direction, spring: spring)))
        return effects
    }
}

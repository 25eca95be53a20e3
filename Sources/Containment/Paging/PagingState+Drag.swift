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
    /// (no second begin, the point of a flick storm); mid-jump to a farther page, the jump
    /// lands first. Without pages, or while already dragging, nothing happens.
    mutating func beginDrag(at position: CGFloat) -> [PagingEffect] {
        guard selectedIndex != nil else { return [] }
        switch motion {
        case .dragging:
            return []
        case .rest:
            motion = .dragging(position: 0)
            return moveDrag(to: position)
        case .settling(let target):
            if slots.isAdjacentOrSelected(target) {
                motion = .dragging(position: 0)
                return moveDrag(to: position)
            }
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
    mutating func endDrag(velocity: CGFloat, pageLength: CGFloat) -> [PagingEffect] {
        guard case .dragging(let position) = motion, let selected = selectedIndex else { return [] }
        let slots = self.slots
        let offset = PageReleaseDecision.targetOffset(
            position: position, velocity: velocity, settings: settings,
            hasPrevious: slots.previous != nil, hasNext: slots.next != nil)
        let target = offset > 0 ? slots.next : offset < 0 ? slots.previous : selected
        guard let target else { return land(on: selected, animated: true) }
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

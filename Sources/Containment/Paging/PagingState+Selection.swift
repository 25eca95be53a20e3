#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Programmatic selection: `select(pageAt:animated:)` (issue 15, seed 004's spring).
extension PagingState {
    /// Selects `index`. An index outside the pages is ignored. Any motion lands first (on the
    /// page a drag is nearer to, or a settle's target): one page turn at a time, as
    /// UIPageViewController requires (overlapping turns are unbalanced, spec 5.6 / 16.7), so
    /// a selection during a drag ends the drag's change balanced before the new one begins.
    ///
    /// Animated, the change begins now and commits when the spring lands; a target that is not
    /// a neighbour is loaded in place of the neighbours, keeping three pages live at most.
    /// Not animated, the page is shown at once (the gesture order of 5.6, as 16.2 recommends).
    mutating func select(_ index: Int, animated: Bool) -> [PagingEffect] {
        guard index >= 0, index < pageCount else { return [] }
        var effects = interrupt()
        guard let selected = selectedIndex, index != selected else { return effects }
        let oldLive = livePages
        if animated {
            let slots = self.slots
            let direction: PageDirection
            if index == slots.next {
                direction = .forward
            } else if index == slots.previous {
                direction = .reverse
            } else {
                direction = index > selected ? .forward : .reverse
            }
            motion = .settling(target: index)
            appearanceTarget = index
            effects += liveChanges(from: oldLive)
            effects.append(.appearance(.retarget(toVisible: index, animated: true)))
            effects.append(.settle(PageSettle(target: index, direction: direction, spring: settings.selectionSpring)))
            return effects
        }
        if !oldLive.contains(index) { effects.append(.load(index)) }
        effects.append(.appearance(.show(index, animated: false)))
        selectedIndex = index
        return effects + liveChanges(from: oldLive.contains(index) ? oldLive : oldLive + [index])
    }
}

#if !canImport(UIKit)
import Foundation

/// The constraints installed on one view (or using it as an item), in installation order, with
/// removal in O(1) (amortized) wherever the constraint sits and in time that does not grow with
/// the list (spec 17.15b). Each constraint keeps its own position in each list that holds it
/// (`NSLayoutConstraint.listSlot(_:)`: a `member` of `installedMember` for its installing view's
/// `installed`, the index of the item view in `itemViews` for that view's `usedBy`), so no
/// table keyed by identity is searched. A removed slot becomes a hole; trailing holes are dropped
/// at once (removing back to front never compacts) and the list is compacted in place once holes
/// outnumber the constraints.
@MainActor
struct InstalledConstraintList {
    /// The `member` of a constraint's position in its installing view's `installed` list.
    static let installedMember = -1

    private struct Entry {
        let constraint: NSLayoutConstraint
        let member: Int
    }

    private var slots: [Entry?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The constraints in installation order.
    var all: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(count)
        for case let entry? in slots { result.append(entry.constraint) }
        return result
    }

    /// Lists `constraint` at the end, as `member` (see the type's documentation).
    mutating func append(_ constraint: NSLayoutConstraint, member: Int) {
        constraint.setListSlot(slots.count, member: member)
        slots.append(Entry(constraint: constraint, member: member))
        count += 1
    }

    /// Removes `constraint` listed as `member`; false when it is not listed here.
    @discardableResult
    mutating func remove(_ constraint: NSLayoutConstraint, member: Int) -> Bool {
        let slot = constraint.listSlot(member)
        guard slots.indices.contains(slot), let entry = slots[slot], entry.constraint === constraint,
            entry.member == member
        else { return false }
        constraint.setListSlot(-1, member: member)
        slots[slot] = nil
        count -= 1
        while let last = slots.last, last == nil { slots.removeLast() }
        let holes = slots.count - count
        if holes > 16 && holes > count { compact() }
        return true
    }

    /// Closes the holes in place, keeping the order; each moved constraint learns its new slot.
    private mutating func compact() {
        var kept = 0
        for index in slots.indices {
            guard let entry = slots[index] else { continue }
            if kept != index {
                entry.constraint.setListSlot(kept, member: entry.member)
                slots[kept] = entry
            }
            kept += 1
        }
        slots.removeLast(slots.count - kept)
    }
}

extension NSLayoutConstraint {
    /// The constraint's position in the list that holds it as `member` (-1 when not listed).
    func listSlot(_ member: Int) -> Int {
        if member == InstalledConstraintList.installedMember { return installedSlot }
        return itemViews.indices.contains(member) ? itemViews[member].slot : -1
    }

    func setListSlot(_ slot: Int, member: Int) {
        if member == InstalledConstraintList.installedMember {
            installedSlot = slot
        } else if itemViews.indices.contains(member) {
            itemViews[member].slot = slot
        }
    }
}

/// An item view of an installed constraint and the constraint's position in that view's `usedBy`.
struct ConstraintItemView {
    weak var view: UIView?
    var slot = -1
}
#endif

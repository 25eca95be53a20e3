#if !canImport(UIKit)
import Foundation

/// The constraints installed on one view, in installation order, with removal in O(1)
/// (amortized) wherever the constraint sits (spec 17.15b): a removed slot becomes a hole, and the
/// list is compacted once holes outnumber the constraints. Positions are keyed by the identity of
/// constraints the list itself holds, so an identity is never reused while it is listed.
@MainActor
struct InstalledConstraintList {
    private var slots: [NSLayoutConstraint?] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    private var holes = 0

    var isEmpty: Bool { positions.isEmpty }
    var count: Int { positions.count }

    /// The constraints in installation order.
    var all: [NSLayoutConstraint] { slots.compactMap { $0 } }

    func contains(_ constraint: NSLayoutConstraint) -> Bool { positions[ObjectIdentifier(constraint)] != nil }

    mutating func append(_ constraint: NSLayoutConstraint) {
        guard positions[ObjectIdentifier(constraint)] == nil else { return }
        positions[ObjectIdentifier(constraint)] = slots.count
        slots.append(constraint)
    }

    /// Removes `constraint`; false when it is not listed.
    @discardableResult
    mutating func remove(_ constraint: NSLayoutConstraint) -> Bool {
        guard let index = positions.removeValue(forKey: ObjectIdentifier(constraint)) else { return false }
        slots[index] = nil
        holes += 1
        if holes > 16 && holes > positions.count { compact() }
        return true
    }

    private mutating func compact() {
        var kept: [NSLayoutConstraint?] = []
        kept.reserveCapacity(positions.count)
        for case let constraint? in slots {
            positions[ObjectIdentifier(constraint)] = kept.count
            kept.append(constraint)
        }
        slots = kept
        holes = 0
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The engine's constraints and their marker symbols, keyed by the constraint's identity alone.
/// A lookup then compares one-word keys packed together rather than whole `LayoutConstraint`s
/// (expression, relation, strength): once the table outgrows the cache (16,000 constraints of a
/// grid of views) every probe of a wide key missed it, and removal cost grew with the system.
/// Each entry keeps its constraint, so an identity in the table stays alive and is never reused.
struct LayoutConstraintTable {
    private struct Key: Hashable {
        let identity: ObjectIdentifier
        init(_ constraint: LayoutConstraint) { identity = ObjectIdentifier(constraint.identity) }
        func hash(into hasher: inout Hasher) { hasher.combine(identity) }
        func _rawHashValue(seed: Int) -> Int { layoutIdentityHash(identity, seed: seed) }
    }
    private struct Entry {
        let constraint: LayoutConstraint
        let tag: LayoutEngine.Tag
    }

    private var entries: [Key: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

    subscript(constraint: LayoutConstraint) -> LayoutEngine.Tag? {
        get { entries[Key(constraint)]?.tag }
        set { entries[Key(constraint)] = newValue.map { Entry(constraint: constraint, tag: $0) } }
    }

    @discardableResult
    mutating func removeValue(forKey constraint: LayoutConstraint) -> LayoutEngine.Tag? {
        entries.removeValue(forKey: Key(constraint))?.tag
    }
}
#endif

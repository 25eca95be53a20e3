#if !canImport(UIKit)
import Foundation

/// One trait's value in a collection or an override set, with what it takes to compare it
/// without knowing its type.
struct TraitEntry: @unchecked Sendable {
    let trait: UITrait
    /// Whether the value is the trait's default (an unspecified system trait).
    let isDefault: Bool
    private let box: any ComparableTraitValue

    init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        self.trait = trait
        isDefault = value == T.defaultValue
        box = TraitValueBox(value: value)
    }

    /// The value, to be cast to the trait's `Value`.
    var value: Any { box.anyValue }

    /// Whether `other` holds the same value (for the same trait).
    func hasSameValue(as other: TraitEntry) -> Bool { box.isEqual(to: other.value) }
}

/// A trait value compared without knowing its type.
private protocol ComparableTraitValue {
    var anyValue: Any { get }
    func isEqual(to other: Any) -> Bool
}

private struct TraitValueBox<Value: Equatable>: ComparableTraitValue {
    let value: Value
    var anyValue: Any { value }
    func isEqual(to other: Any) -> Bool { (other as? Value) == value }
}

/// The traits a collection or an override set specifies, keyed by trait type: the storage of
/// `UITraitCollection` and of the mutable trait containers. Traits not in it have their default.
struct TraitEntries: @unchecked Sendable {
    private(set) var byTrait: [ObjectIdentifier: TraitEntry] = [:]

    var isEmpty: Bool { byTrait.isEmpty }

    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        (byTrait[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue
    }

    func contains(_ trait: UITrait) -> Bool { byTrait[ObjectIdentifier(trait)] != nil }

    mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        byTrait[ObjectIdentifier(trait)] = TraitEntry(trait, value)
    }

    mutating func remove(_ trait: UITrait) { byTrait[ObjectIdentifier(trait)] = nil }

    /// Sets every trait `other` contains (the later value wins).
    mutating func apply(_ other: TraitEntries) {
        for (key, entry) in other.byTrait { byTrait[key] = entry }
    }

    /// Sets the traits `other` specifies (not those it holds at their default), as
    /// `init(traitsFrom:)` merges.
    mutating func applySpecified(_ other: TraitEntries) {
        for (key, entry) in other.byTrait where !entry.isDefault { byTrait[key] = entry }
    }

    /// The entries that hold a value other than the trait's default.
    var specified: [ObjectIdentifier: TraitEntry] { byTrait.filter { !$0.value.isDefault } }

    /// The traits whose values differ between the two (a missing trait has its default), in a
    /// stable order (by identifier).
    static func changedTraits(_ lhs: TraitEntries, _ rhs: TraitEntries) -> [UITrait] {
        var changed: [UITrait] = []
        for key in Set(lhs.byTrait.keys).union(rhs.byTrait.keys) {
            let left = lhs.byTrait[key], right = rhs.byTrait[key]
            switch (left, right) {
            case let (l?, r?): if !l.hasSameValue(as: r) { changed.append(l.trait) }
            case let (l?, nil): if !l.isDefault { changed.append(l.trait) }
            case let (nil, r?): if !r.isDefault { changed.append(r.trait) }
            case (nil, nil): break
            }
        }
        return changed.sorted { $0.identifier < $1.identifier }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The traits of an element's environment: size classes, idiom, scale, layout direction, style
/// (UIKit's `UITraitCollection`, in its iOS 17 shape). Immutable; build new collections with the
/// initializers, `modifyingTraits(_:)` or `replacing(_:value:)`.
///
/// A collection specifies some traits; the others read as their trait's default (unspecified).
/// Equality compares every trait's value.
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    /// The traits. Set once while the collection is being made: `init()` makes an empty
    /// collection and the internal initializer sets them after it, so that `init()` and
    /// `init?(coder:)`, the initializers UIKit designates, are the only designated ones and a
    /// subclass that overrides them inherits the conveniences (spec 20.65).
    private(set) var entries = TraitEntries()

    convenience init(entries: TraitEntries) {
        self.init()
        self.entries = entries
    }

    /// A collection whose traits all have their default (unspecified) values.
    public override init() {
        super.init()
    }

    /// Creates a collection from an archive; PortableUIKit has no archives, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// A collection that specifies `value` for `trait` only.
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var entries = TraitEntries()
        entries.set(trait, value)
        self.init(entries: entries)
    }

    /// A collection that contains only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitHorizontalSizeClass.self, value: horizontalSizeClass)
    }
    /// A collection that contains only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitVerticalSizeClass.self, value: verticalSizeClass)
    }
    /// A collection that contains only the interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(UITraitUserInterfaceIdiom.self, value: idiom)
    }
    /// A collection that contains only the display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(UITraitDisplayScale.self, value: scale)
    }
    /// A collection that contains only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(UITraitLayoutDirection.self, value: layoutDirection)
    }
    /// A collection that contains only the user interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitUserInterfaceStyle.self, value: userInterfaceStyle)
    }
    /// A collection that contains only the content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, value: preferredContentSizeCategory)
    }

    /// Merges `traitCollections`: for each trait, the last collection in the array that
    /// specifies it gives its value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var entries = TraitEntries()
        for collection in traitCollections { entries.applySpecified(collection.entries) }
        self.init(entries: entries)
    }

    /// A collection built by `mutations` from an empty one (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(entries: Self.mutated(TraitEntries(), by: mutations))
    }

    /// A copy of this collection changed by `mutations` (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(entries: Self.mutated(entries, by: mutations))
    }

    /// A copy of this collection with `trait` set to `value` (iOS 17).
    public func replacing<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) -> UITraitCollection {
        var copy = entries
        copy.set(trait, value)
        return UITraitCollection(entries: copy)
    }

    static func mutated(_ start: TraitEntries, by mutations: (inout any UIMutableTraits) -> Void) -> TraitEntries {
        var container: any UIMutableTraits = MutableTraitValues(start)
        mutations(&container)
        return TraitEntries(of: container)
    }

    // MARK: Reading traits

    /// The value of `trait`; its default when the collection does not specify it.
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { entries.value(trait) }

    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    /// The user interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    /// The display scale (0 when unspecified).
    public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }
    /// The user interface style.
    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// The preferred content size category.
    public var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }

    // MARK: Comparing

    /// Whether every trait `trait` specifies has the same value here; unspecified traits of
    /// `trait` are ignored, and nil is contained in every collection.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.entries.specified.allSatisfy { key, entry in
            guard let mine = entries.byTrait[key] else { return false }
            return mine.hasSameValue(as: entry)
        }
    }

    /// The traits whose values differ from `traitCollection`'s (iOS 17); against nil, every trait
    /// this collection specifies.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        TraitEntries.changedTraits(entries, traitCollection?.entries ?? TraitEntries())
    }

    /// Whether a dynamic colour could resolve differently in the two collections: a trait that
    /// affects colour appearance differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        changedTraits(from: traitCollection).contains { $0.affectsColorAppearance }
    }

    /// The system traits that change how dynamic colours resolve.
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || TraitEntries.changedTraits(entries, other.entries).isEmpty
    }

    open override var hash: Int {
        var hasher = Hasher()
        for key in entries.specified.keys.sorted(by: { $0.hashValue < $1.hashValue }) { hasher.combine(key) }
        return hasher.finalize()
    }

    open override var description: String {
        let traits = entries.specified.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
        return "<UITraitCollection: \(traits.joined(separator: "; "))>"
    }

    /// Collections are immutable: a copy is the collection itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif

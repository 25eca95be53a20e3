#if !canImport(UIKit)
import Foundation

/// A mutable container of traits (UIKit's `UIMutableTraits`, iOS 17): what
/// `UITraitCollection(mutations:)` hands its closure, and what trait overrides are. Custom traits
/// read and write through the subscript; give them properties in an extension, as UIKit suggests.
public protocol UIMutableTraits {
    /// The value of `trait` (its default when not set).
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// The user interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// The user interface style.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The display scale.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// The preferred content size category.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
}

/// The trait changes an object applies to itself and its descendants (UIKit's `UITraitOverrides`,
/// iOS 17): the type of `traitOverrides` on views and view controllers.
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether the overrides set `trait`.
    func contains(_ trait: UITrait) -> Bool
    /// Removes the override of `trait`.
    mutating func remove(_ trait: UITrait)
}

/// PortableUIKit's mutable trait container: trait entries behind UIKit's protocols.
struct MutableTraitValues: UITraitOverrides {
    var entries: TraitEntries

    init(_ entries: TraitEntries = TraitEntries()) { self.entries = entries }

    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { entries.value(trait) }
        set { entries.set(trait, newValue) }
    }

    func contains(_ trait: UITrait) -> Bool { entries.contains(trait) }
    mutating func remove(_ trait: UITrait) { entries.remove(trait) }
}

extension TraitEntries {
    /// The entries of any mutable trait container: PortableUIKit's own, else none (a client type
    /// conforming to `UIMutableTraits` has no way to list its traits).
    init(of traits: any UIMutableTraits) {
        self = (traits as? MutableTraitValues)?.entries ?? TraitEntries()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A type that names a trait of a trait collection and gives its default value (UIKit's Swift
/// `UITraitDefinition`, iOS 17). The type itself is the trait's key; define custom traits as
/// structs with a `defaultValue`, as in UIKit.
public protocol UITraitDefinition {
    /// The type of the trait's value; compared often, so keep it a small value type.
    associatedtype Value: Equatable = Self
    /// The value of the trait in a collection that does not specify it.
    static var defaultValue: Value { get }
    /// A unique identifier (reverse-DNS recommended); the type's name by default.
    static var identifier: String { get }
    /// A short name for printing; the type's name by default.
    static var name: String { get }
    /// Whether changes of the trait change how dynamic colours resolve; `false` by default.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's fully qualified name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// `false`: the trait does not change how colours resolve.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its definition type (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type
#endif

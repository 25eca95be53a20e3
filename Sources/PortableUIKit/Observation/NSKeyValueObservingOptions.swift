#if !canImport(UIKit)
import Foundation

/// What a key-value observation reports (Foundation's `NSKeyValueObservingOptions`, §L5).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Changes carry the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Changes carry the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at registration, with the current value as the new value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change (`isPrior == true`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Foundation's `NSKeyValueChange`). PortableUIKit posts only `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects in a to-many relationship were replaced.
    case replacement = 4
}
#endif

#if !canImport(UIKit)
import Foundation

/// One change delivered to an `observe(_:options:changeHandler:)` handler (Foundation's
/// `NSKeyValueObservedChange`, §L5).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change; always `.setting` for the properties PortableUIKit posts.
    public typealias Kind = NSKeyValueChange
    /// The kind of change.
    public let kind: Kind
    /// The value after the change, when the options include `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when the options include `.old` (nil in the initial notification).
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for settings.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (option `.prior`).
    public let isPrior: Bool

    init(kind: Kind = .setting, newValue: Value?, oldValue: Value?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = nil
        self.isPrior = isPrior
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The observations of one view or layer, created on its first `observe` (an object nobody
/// observes holds only a nil reference), posting changes synchronously from the setters (§L5.2).
@MainActor
final class KeyValueObserverRegistry {
    private var entries: [KeyValueObserverEntry] = []

    /// Registers an observation of `keyPath` on `object`; nil (after a diagnostic) when the key
    /// path is not one PortableUIKit posts.
    static func register<Object: _KeyValueCodingAndObserving, Value>(
        _ object: Object, keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
        handler: @escaping @Sendable (Object, NSKeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObserverEntry? {
        guard let key = ObservedKey.resolve(keyPath, rootType: Object.self),
            let registry = registry(of: object as AnyObject)
        else {
            PortableUIKitDiagnostics.report(
                .unsupportedKeyValueObservation,
                "observe(\(keyPath), options:changeHandler:) on \(type(of: object)): PortableUIKit posts no changes for this key path, so the handler will never be called",
                fix: "Observe one of \(ObservedKey.supportedList), or use the view's delegate or an override instead",
                spec: "L5.1")
            return nil
        }
        // A view's margins are reported from then on, so their changes can be posted (spec 20.9).
        if key == .layoutMargins, let view = object as? UIView { view.beginReportingMargins() }
        // Old values of nested changes (a handler that sets the property again), innermost last.
        var pendingOldValues: [Value?] = []
        let callbacks = KeyValueObserverEntry.Callbacks(
            willChange: { observed, suppliedOld in
                guard let object = observed as? Object else { return }
                let old = options.contains(.old) ? (suppliedOld as? Value ?? object[keyPath: keyPath]) : nil
                pendingOldValues.append(old)
                if options.contains(.prior) {
                    handler(object, NSKeyValueObservedChange(newValue: nil, oldValue: old, isPrior: true))
                }
            },
            didChange: { observed in
                guard let object = observed as? Object, let old = pendingOldValues.popLast() else { return }
                let new = options.contains(.new) ? object[keyPath: keyPath] : nil
                handler(object, NSKeyValueObservedChange(newValue: new, oldValue: old, isPrior: false))
            })
        let entry = KeyValueObserverEntry(key: key, callbacks: callbacks)
        registry.entries.removeAll { $0.isInvalidated }
        registry.entries.append(entry)
        if options.contains(.initial) {
            let new = options.contains(.new) ? object[keyPath: keyPath] : nil
            handler(object, NSKeyValueObservedChange(newValue: new, oldValue: nil, isPrior: false))
        }
        return entry
    }

    /// The registry of a view or a layer, created on first use; nil for any other object.
    private static func registry(of object: AnyObject) -> KeyValueObserverRegistry? {
        guard let observed = object as? any KeyValueObservedObject else { return nil }
        if let registry = observed.keyValueObservers { return registry }
        let registry = KeyValueObserverRegistry()
        observed.keyValueObservers = registry
        return registry
    }

    /// Tells the observers of `key` that `object`'s property is about to be set; `oldValue` is
    /// the value before the change when it is posted after the fact, nil to read the property.
    func willChange(_ key: ObservedKey, of object: AnyObject, oldValue: Any? = nil) {
        for entry in entries where entry.key == key { entry.callbacks?.willChange(object, oldValue) }
    }

    /// Tells the observers of `key` that `object`'s property was set.
    func didChange(_ key: ObservedKey, of view: AnyObject) {
        var sawInvalidated = false
        for entry in entries where entry.key == key {
            if let callbacks = entry.callbacks { callbacks.didChange(view) } else { sawInvalidated = true }
        }
        if sawInvalidated { entries.removeAll { $0.isInvalidated } }
    }

    /// The number of live observations (tests).
    var liveCount: Int { entries.count { !$0.isInvalidated } }
}

/// The objects that hold a registry and post from their setters: views and layers.
@MainActor
protocol KeyValueObservedObject: AnyObject {
    /// The object's observations; nil until someone observes it (§L5.4).
    var keyValueObservers: KeyValueObserverRegistry? { get set }
}

extension UIView: KeyValueObservedObject {}
extension CALayer: KeyValueObservedObject {}

extension KeyValueObservedObject {
    /// Runs `change` (a setter's body) between the will- and did-change notifications of `key`.
    /// Free when nobody observes the object: one nil check.
    @inline(__always)
    func postingChange(of key: ObservedKey, _ change: () -> Void) {
        guard let observers = keyValueObservers else { return change() }
        observers.willChange(key, of: self)
        change()
        observers.didChange(key, of: self)
    }

    /// Posts a change of `key` that already happened (a derived property such as
    /// `safeAreaInsets`, recomputed in layout, or a stored property's `didSet`): will- and
    /// did-change back to back, with `oldValue`.
    func postChange(of key: ObservedKey, from oldValue: Any) {
        guard let observers = keyValueObservers else { return }
        observers.willChange(key, of: self, oldValue: oldValue)
        observers.didChange(key, of: self)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The observations of one view, created on its first `observe` (a view nobody observes holds
/// only a nil reference), posting changes synchronously from the setters (§L5.2).
@MainActor
final class KeyValueObserverRegistry {
    private var entries: [KeyValueObserverEntry] = []

    /// Registers an observation of `keyPath` on `object`; nil (after a diagnostic) when the key
    /// path is not one PortableUIKit posts.
    static func register<Object: _KeyValueCodingAndObserving, Value>(
        _ object: Object, keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
        handler: @escaping @Sendable (Object, NSKeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObserverEntry? {
        guard let view = object as? UIView, let key = ObservedKey.resolve(keyPath, rootType: Object.self) else {
            PortableUIKitDiagnostics.report(
                .unsupportedKeyValueObservation,
                "observe(\(keyPath), options:changeHandler:) on \(type(of: object)): PortableUIKit posts no changes for this key path, so the handler will never be called",
                fix: "Observe one of \(ObservedKey.supportedList), or use the view's delegate or an override instead",
                spec: "L5.1")
            return nil
        }
        // Old values of nested changes (a handler that sets the property again), innermost last.
        var pendingOldValues: [Value?] = []
        let callbacks = KeyValueObserverEntry.Callbacks(
            willChange: { view in
                guard let object = view as? Object else { return }
                let old = options.contains(.old) ? object[keyPath: keyPath] : nil
                pendingOldValues.append(old)
                if options.contains(.prior) {
                    handler(object, NSKeyValueObservedChange(newValue: nil, oldValue: old, isPrior: true))
                }
            },
            didChange: { view in
                guard let object = view as? Object, let old = pendingOldValues.popLast() else { return }
                let new = options.contains(.new) ? object[keyPath: keyPath] : nil
                handler(object, NSKeyValueObservedChange(newValue: new, oldValue: old, isPrior: false))
            })
        let entry = KeyValueObserverEntry(key: key, callbacks: callbacks)
        let registry = view.keyValueObservers ?? KeyValueObserverRegistry()
        view.keyValueObservers = registry
        registry.entries.removeAll { $0.isInvalidated }
        registry.entries.append(entry)
        if options.contains(.initial) {
            let new = options.contains(.new) ? object[keyPath: keyPath] : nil
            handler(object, NSKeyValueObservedChange(newValue: new, oldValue: nil, isPrior: false))
        }
        return entry
    }

    /// Tells the observers of `key` that `view`'s property is about to be set.
    func willChange(_ key: ObservedKey, of view: UIView) {
        for entry in entries where entry.key == key { entry.callbacks?.willChange(view) }
    }

    /// Tells the observers of `key` that `view`'s property was set.
    func didChange(_ key: ObservedKey, of view: UIView) {
        var sawInvalidated = false
        for entry in entries where entry.key == key {
            if let callbacks = entry.callbacks { callbacks.didChange(view) } else { sawInvalidated = true }
        }
        if sawInvalidated { entries.removeAll { $0.isInvalidated } }
    }

    /// The number of live observations (tests).
    var liveCount: Int { entries.count { !$0.isInvalidated } }
}

extension UIView {
    /// Runs `change` (a setter's body) between the will- and did-change notifications of `key`.
    /// Free when nobody observes the view: one nil check.
    @inline(__always)
    func postingChange(of key: ObservedKey, _ change: () -> Void) {
        guard let observers = keyValueObservers else { return change() }
        observers.willChange(key, of: self)
        change()
        observers.didChange(key, of: self)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The protocol through which `NSObject` gets `observe(_:options:changeHandler:)` (Foundation's
/// `_KeyValueCodingAndObserving`). Swift on Linux has no key-value observing, so PortableUIKit
/// declares it and posts changes for the properties listed in §L5.1 from their setters.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property `keyPath` names: `changeHandler` is called synchronously inside each
    /// set of it (§L5.2), on the main thread. Only the view and scroll view properties of §L5.1 are
    /// observable; any other key path reports `.unsupportedKeyValueObservation` and gives a token
    /// that never fires.
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        nonisolated(unsafe) let object = self
        nonisolated(unsafe) let path = keyPath
        nonisolated(unsafe) var entry: KeyValueObserverEntry?
        runOnMainActorUnchecked {
            entry = KeyValueObserverRegistry.register(object, keyPath: path, options: options, handler: changeHandler)
        }
        return NSKeyValueObservation(entry: entry)
    }
}

/// Runs main-actor code from `observe`, which Foundation declares nonisolated, without the check
/// `MainActor.assumeIsolated` makes: on Linux the main actor need not run on the main thread, and
/// that check traps. Views are only used on the main actor; `observe` is called there (§L5.6).
private func runOnMainActorUnchecked(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> Void).self)()
    }
}
#endif

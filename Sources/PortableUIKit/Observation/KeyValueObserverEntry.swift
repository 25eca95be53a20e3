#if !canImport(UIKit)
import Foundation

/// One registered observation: its key and its two callbacks, dropped when the token invalidates.
///
/// The token may be released on any thread, so invalidation only flips a flag and drops the
/// callbacks; the registry forgets invalidated entries the next time it posts or registers.
final class KeyValueObserverEntry: @unchecked Sendable {
    struct Callbacks {
        /// Called before a change (records the old value, sends the prior notification). The
        /// second argument is the old value when the change is posted after the fact (a derived
        /// property such as `safeAreaInsets`), nil when the property is read for it.
        let willChange: @MainActor (AnyObject, Any?) -> Void
        /// Called after a change (sends the notification).
        let didChange: @MainActor (AnyObject) -> Void
    }

    let key: ObservedKey
    nonisolated(unsafe) private(set) var callbacks: Callbacks?

    init(key: ObservedKey, callbacks: Callbacks) {
        self.key = key
        self.callbacks = callbacks
    }

    var isInvalidated: Bool { callbacks == nil }

    func invalidate() { callbacks = nil }
}
#endif

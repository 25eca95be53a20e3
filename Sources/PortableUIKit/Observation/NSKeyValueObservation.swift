#if !canImport(UIKit)
import Foundation

/// The token `observe(_:options:changeHandler:)` returns (Foundation's `NSKeyValueObservation`):
/// the observation lasts until ``invalidate()`` is called or the token is deallocated (§L5.3).
public class NSKeyValueObservation: NSObject {
    let entry: KeyValueObserverEntry?

    init(entry: KeyValueObserverEntry?) {
        self.entry = entry
        super.init()
    }

    /// Stops the observation; the handler is not called again. Calling it twice is harmless.
    public func invalidate() { entry?.invalidate() }

    deinit { entry?.invalidate() }
}
#endif

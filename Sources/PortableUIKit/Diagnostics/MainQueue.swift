#if !canImport(UIKit)
import Dispatch
import Foundation

/// Whether nonisolated code (a value type's method, an `NSObject` override such as `isEqual(_:)`)
/// runs on the main actor, so that it may enter it with `MainActor.assumeIsolated` without the
/// check trapping.
///
/// It is asked of the main dispatch queue, which runs the main actor's jobs, and not only of
/// `Thread.isMainThread`: on Linux, once the main thread hands itself to `dispatchMain()`, the main
/// queue may be drained by another thread.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, hence on the main actor.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
#endif

#if !canImport(UIKit)
import Dispatch
import Foundation

/// Reporting from code UIKit lets run on any thread: drawing into a Core Graphics context, the
/// graphics context stack, image renderers (spec 20.53).
extension PortableUIKitDiagnostics {
    /// Reports a diagnostic from any thread. On the main actor it is reported at once, as every
    /// other report (so `collecting(_:)` and test hosts see it). Elsewhere it is handed to the
    /// main actor and reported when the main actor next runs: the diagnostics' state is
    /// main-actor state, and waiting for the main actor from a drawing thread could deadlock
    /// (the main actor may be waiting for that drawing).
    nonisolated static func reportFromAnyThread(
        _ rule: PortableUIKitDiagnostic.Rule, _ message: String, fix: String, spec: String
    ) {
        let diagnostic = PortableUIKitDiagnostic(rule: rule, message: message, fix: fix, specItem: spec)
        if MainQueueMarker.isOnMainQueue {
            MainActor.assumeIsolated { report(diagnostic) }
        } else {
            Task { @MainActor in report(diagnostic) }
        }
    }
}

/// Tells whether code runs on the main queue, where the main actor runs its work. Not
/// `Thread.isMainThread`: an async `main` (Swift Testing's) hands the main queue to another
/// thread (`dispatch_main()` ends the main thread), so main-actor code may run elsewhere.
enum MainQueueMarker {
    /// A key set on the main queue only, made and set once (a `static let` is initialised
    /// exactly once, whichever thread asks first).
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (or on the main thread).
    static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
    }
}
#endif

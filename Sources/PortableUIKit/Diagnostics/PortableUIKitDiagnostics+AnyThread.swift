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
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { report(diagnostic) }
        } else {
            Task { @MainActor in report(diagnostic) }
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension UIGestureRecognizer {
    /// Reports a configuration value a recognizer refused (a negative duration, a NaN distance,
    /// a count below the least that makes the gesture); the old value stays.
    func refuse(_ property: String, _ refused: Any, keeping kept: Any, fix: String, spec: String) {
        PortableUIKitDiagnostics.report(
            .invalidGestureRecognizerUse, "\(property) = \(refused) was refused; \(self) keeps \(kept)", fix: fix,
            spec: spec)
    }
}
#endif

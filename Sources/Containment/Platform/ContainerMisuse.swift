#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

// Containers report misuse through one function. On Linux it goes to PortableUIKit's diagnostics
// channel, `PortableUIKitDiagnostics` (tests can collect it or make it fatal); on UIKit, where that
// channel does not exist, each distinct message is logged once, in the same form as on Linux:
// `Containment: [rule] what happened — Fix: the fix (spec n.n)`.

/// The container rules Containment reports.
enum ContainerRule: String {
    /// A container asked to show a controller it does not hold, or given children it cannot hold.
    case invalidContainerUse
    /// A transition context or interaction controller used out of order.
    case invalidTransitionContextUse
    /// Saved state that cannot be restored (wrong type, unknown value, or a side with no drawer).
    case unreadableRestorationArchive
}

#if canImport(UIKit)
@MainActor private var reportedMisuse: Set<String> = []
#endif

/// Reports a broken rule: what happened, and how to fix the calling code.
@MainActor
func reportContainerMisuse(_ rule: ContainerRule, _ message: String, fix: String, spec: String) {
    #if canImport(UIKit)
    let line = "Containment: [\(rule.rawValue)] \(message) — Fix: \(fix) (spec \(spec))"
    guard reportedMisuse.insert(line).inserted else { return }
    print(line)
    #else
    let mapped: PortableUIKitDiagnostic.Rule
    switch rule {
    case .invalidContainerUse: mapped = .invalidContainerUse
    case .invalidTransitionContextUse: mapped = .invalidTransitionContextUse
    case .unreadableRestorationArchive: mapped = .unreadableRestorationArchive
    }
    PortableUIKitDiagnostics.report(PortableUIKitDiagnostic(rule: mapped, message: message, fix: fix, specItem: spec))
    #endif
}

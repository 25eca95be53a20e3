#if !canImport(UIKit)
import Foundation

/// Checks a case's body makes on the state it left (a navigation stack that still pushes, a
/// selection that landed): a failed check fails the case like a violation does, so a case can
/// pin more than "no crash".
@MainActor
enum HostileChecks {
    /// The failed checks' messages, in order.
    static var failures: [String] = []
}

extension HostileWorld {
    /// Records a failure unless `condition` holds.
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { HostileChecks.failures.append(message()) }
    }
}
#endif

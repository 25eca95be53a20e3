#if !canImport(UIKit)
import Foundation

/// Facts a hostile case checks about the state it leaves (a view's frame reads NaN, an animator
/// ended, a navigation stack still pushes, a selection landed): the runner reports every failed
/// check as the case's failure, next to crashes, hangs, violations and diagnostics, so a case
/// can pin more than "no crash".
@MainActor
enum HostileChecks {
    /// The failed checks, in order.
    private(set) static var failures: [String] = []

    /// Records `what` as failed unless `condition` holds.
    static func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append(what()) }
    }
}

extension HostileWorld {
    /// Records a failure unless `condition` holds (``HostileChecks/expect(_:_:)``).
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        HostileChecks.expect(condition, message())
    }
}

/// The values every numeric hostile case is tried with: not-a-number, the infinities, zero, a
/// negative, the huge and the tiny.
enum HostileValues {
    static let all: [(name: String, value: Double)] = [
        ("nan", .nan), ("inf", .infinity), ("-inf", -.infinity), ("0", 0), ("-1", -1),
        ("1e300", 1e300), ("1e-300", 1e-300),
    ]
}
#endif

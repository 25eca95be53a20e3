// The hostile-input runner (issue 18): `HostileInputRunner --list` prints every case's name;
// `HostileInputRunner <name>` runs that case and prints one `RESULT` line. HostileInputTests
// starts one process per case.
#if canImport(UIKit)
print("HostileInputRunner runs on Linux only (it drives PortableUIKit's virtual clock).")
#else
import Foundation
import PortableUIKit
import ContainmentTesting

@MainActor
func runHostileInputs() -> Int32 {
    let arguments = CommandLine.arguments.dropFirst()
    let cases = HostileCatalog.all
    guard let first = arguments.first else {
        print("usage: HostileInputRunner --list | <case name>")
        return 2
    }
    if first == "--list" {
        for hostile in cases { print(hostile.name) }
        return 0
    }
    guard let hostile = (cases + HostileCatalog.controls).first(where: { $0.name == first }) else {
        print("RESULT unknown-case")
        return 2
    }
    PortableUIKitDiagnostics.mode = .collect
    let world = HostileWorld()
    hostile.body(world)
    world.host.runUntilIdle(maxTurns: 2_000)
    let violations = HierarchyValidator.violations(in: world.window, extraControllers: world.extraControllers)
    let rules = Set(PortableUIKitDiagnostics.collected.map(\.rule))
    for diagnostic in PortableUIKitDiagnostics.collected.prefix(5) { print("DIAGNOSTIC \(diagnostic)") }
    for violation in violations { print("VIOLATION \(violation)") }
    var problems: [String] = []
    if !violations.isEmpty { problems.append("\(violations.count) hierarchy violations") }
    for failure in HostileChecks.failures { print("CHECK \(failure)") }
    if !HostileChecks.failures.isEmpty {
        problems.append(
            "\(HostileChecks.failures.count) failed checks: " + HostileChecks.failures.prefix(3).joined(separator: "; ")
        )
    }
    let expected: Set<PortableUIKitDiagnostic.Rule>
    switch hostile.expectation {
    case .tolerated: expected = []
    case .diagnosed(let named): expected = named
    }
    if rules != expected {
        let got = rules.map(\.rawValue).sorted().joined(separator: ",")
        let wanted = expected.map(\.rawValue).sorted().joined(separator: ",")
        problems.append("diagnostics [\(got)], expected [\(wanted)]")
    }
    withExtendedLifetime(world) {}
    print(problems.isEmpty ? "RESULT pass" : "RESULT fail " + problems.joined(separator: "; "))
    return 0
}

let status = MainActor.assumeIsolated { runHostileInputs() }
exit(status)
#endif

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// The random suites are only worth something if their checks can fail and a failure comes back
/// short. These tests break an invariant on purpose (a navigation stack may not reach four pages),
/// leak on purpose, misreport on purpose, and check that the driver notices each and that the
/// shrinker cuts the first failing sequence down to a few steps that still fail.
@MainActor
@Suite("Model-based random sequences: the driver and the shrinker can fail", .isolatedRuntime)
struct RandomSequenceSelfCheckTests {
    @Test(
        "issue 18 shrinker positive control: a deliberately broken invariant is found and shrunk to a short, 1-minimal sequence with its seed"
    )
    func brokenInvariantIsShrunk() throws {
        let world = RandomBrokenNavigationWorld()
        var found: (seed: UInt64, steps: [UInt64], failure: RandomSequenceFailure)?
        for index in 0..<500 {
            let seed = RandomBrokenNavigationWorld.baseSeed + UInt64(index)
            let steps = RandomSequenceDriver.stepSeeds(RandomBrokenNavigationWorld.self, seed: seed)
            if let failure = RandomSequenceDriver.play(world, seed: seed, steps: steps, recording: false).result
                .failure,
                failure.step >= 3
            {
                found = (seed, steps, failure)
                break
            }
        }
        let (seed, steps, failure) = try #require(
            found, "no sequence of the first 500 grew a stack of four pages after three steps")
        #expect(failure.problem.hasPrefix("deliberately broken"), "\(failure.problem)")

        let minimal = RandomSequenceDriver.shrink(world, seed: seed, steps: steps, failure: failure)
        #expect(minimal.steps.count <= 3, "shrunk to \(minimal.steps.count) of \(failure.step + 1) steps")
        #expect(minimal.steps.count < failure.step + 1)
        let replayed = RandomSequenceDriver.play(world, seed: seed, steps: minimal.steps, recording: false).result
            .failure
        #expect(replayed?.signature == failure.signature, "the minimal sequence fails the same way")
        // 1-minimal: without any one of its steps the sequence no longer fails that way.
        for index in minimal.steps.indices {
            var fewer = minimal.steps
            fewer.remove(at: index)
            let again = RandomSequenceDriver.play(world, seed: seed, steps: fewer, recording: false).result.failure
            #expect(again?.signature != failure.signature, "step \(index) of the minimal sequence could go")
        }

        let report = RandomSequenceDriver.report(world, seed: seed, steps: steps, failure: failure)
        let seedText = "0x" + String(seed, radix: 16)
        #expect(report.contains("seed \(seedText)"))
        #expect(report.contains("RANDOM_BROKEN_NAVIGATION_SEED=\(seedText) RANDOM_BROKEN_NAVIGATION_STEPS="))
        #expect(report.contains("Minimal sequence (\(minimal.steps.count) of \(steps.count) steps"))
        #expect(report.contains("begin: navigation controller with"))
        #expect(report.contains("deliberately broken"))
    }

    @Test("issue 18 driver positive control: a leak, a missing diagnostic and an unexpected one each fail the sequence")
    func driverReportsLeaksAndDiagnostics() {
        for fault in RandomFaultyWorld.Fault.allCases {
            let world = RandomFaultyWorld(fault: fault)
            let result = RandomSequenceDriver.play(world, seed: 1, steps: [1, 2, 3], recording: false).result
            switch fault {
            case .none:
                #expect(result.failure == nil, "\(String(describing: result.failure))")
                #expect(result.leakChecks == 1 && result.misuse == 0)
            case .leak:
                #expect(
                    result.failure?.problem.hasPrefix("leak: still alive after tear-down: [\"kept\"]") == true,
                    "\(String(describing: result.failure))")
            case .silentMisuse:
                #expect(
                    result.failure?.problem.hasPrefix(
                        "diagnostics: expected [\"invalidContainerUse\"], reported nothing") == true,
                    "\(String(describing: result.failure))")
                #expect(result.failure?.step == 1)
            case .unexpectedDiagnostic:
                #expect(
                    result.failure?.problem.hasPrefix("diagnostics: expected [], reported invalidChild") == true,
                    "\(String(describing: result.failure))")
            }
        }
        RandomFaultyWorld.kept = []
    }

    @Test("issue 18 shrinker: delta debugging keeps exactly the steps a failure needs")
    func shrinkerKeepsTheNeededSteps() {
        // Fails when the list holds 3, 7 and 11 in that order: the minimum is those three.
        let steps = Array(0..<40)
        func fails(_ list: [Int]) -> Bool {
            guard let a = list.firstIndex(of: 3), let b = list.firstIndex(of: 7), let c = list.firstIndex(of: 11) else {
                return false
            }
            return a < b && b < c
        }
        let shrunk = RandomSequenceShrinker.shrink(steps) { fails($0) ? $0 : nil }
        #expect(shrunk.steps == [3, 7, 11])
        // Positive control: a list that does not fail is not changed.
        #expect(RandomSequenceShrinker.shrink([1, 2]) { fails($0) ? $0 : nil }.steps == [1, 2])
    }
}

/// RandomNavigation's world with an invariant that does not hold: a stack may not reach four pages.
@MainActor
final class RandomBrokenNavigationWorld: RandomSequenceWorld {
    static let name = "RandomBrokenNavigation"
    static let baseSeed: UInt64 = 0xB0_0000
    static let defaultSequenceCount = 500
    static let stepCounts = 8...16

    private let inner = RandomNavigationWorld()
    var statistics: String { inner.statistics }
    func begin(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) { inner.begin(&rng, log: log) }
    func step(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) { inner.step(&rng, log: log) }
    func finish(log: RandomStepLog) { inner.finish(log: log) }
    func tearDown() -> [RandomWeakReference] { inner.tearDown() }

    func check(settled: Bool) -> String? {
        if let count = inner.nav?.viewControllers.count, count >= 4 {
            return "deliberately broken: \(count) pages on the stack"
        }
        return inner.check(settled: settled)
    }
}

/// A world that does nothing but the one fault it is told to make.
@MainActor
final class RandomFaultyWorld: RandomSequenceWorld {
    enum Fault: CaseIterable { case none, leak, silentMisuse, unexpectedDiagnostic }
    static let name = "RandomFaulty"
    static let baseSeed: UInt64 = 0
    static let defaultSequenceCount = 1
    static let stepCounts = 3...3
    static var kept: [UIViewController] = []

    let fault: Fault
    private var made: UIViewController?
    init(fault: Fault) { self.fault = fault }
    var statistics: String { "" }

    func begin(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) { made = UIViewController() }

    func step(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        // Only the step whose seed is 2 (the second of the test's [1, 2, 3]) makes the fault.
        var second = SeededRandomNumberGenerator(seed: 2)
        guard rng.next() == second.next() else { return }
        switch fault {
        case .none: break
        case .leak: if let made { Self.kept.append(made) }
        case .silentMisuse: log.misuse(.invalidContainerUse, "misuse that reports nothing")
        case .unexpectedDiagnostic:
            let controller = UIViewController()
            controller.addChild(controller)
        }
    }

    func finish(log: RandomStepLog) {}
    func check(settled: Bool) -> String? { nil }

    func tearDown() -> [RandomWeakReference] {
        defer { made = nil }
        return made.map { [RandomWeakReference("kept", $0)] } ?? []
    }
}

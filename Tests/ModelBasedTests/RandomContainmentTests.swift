import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Model-based random testing of containment and appearance (spec 1, 2, 4).
///
/// Each of 20,000 sequences (seed `baseSeed + i`) makes 10–40 random steps through public API:
/// making controllers (a third of them forward appearance manually, spec 2.8), `addChild`,
/// adding a child's view to its parent's view or a plain subview of it, adding a parentless
/// controller's view anywhere, `removeFromSuperview`, `willMove(toParent:)` (nil or the parent),
/// `didMove(toParent:)`, `removeFromParent`, a manual container's `beginAppearanceTransition` /
/// `endAppearanceTransition` on its children (only in the patterns a container uses: balanced,
/// nested, reversed), installing or replacing `window.rootViewController`, hiding and showing the
/// window, `host.runTurn()` and `host.runUntilIdle()`; and, at about 4 % of steps, deliberate misuse
/// (a child's view under a controller that is not its parent, a view into its own subtree,
/// `addChild` of itself / an ancestor / twice / while its view sits in another controller's
/// hierarchy, a child as the window's root, `end` with nothing open), which must be refused with
/// a diagnostic and change nothing. Every sequence ends with `runUntilIdle()` and a settled check.
///
/// After every step the validator, the model, the diagnostics and the manual transitions are
/// checked; see `RandomContainmentWorld` (RandomContainmentWorld.swift) for the exact checks and
/// for which controllers the settled rules skip, and why.
///
/// When the sequence ends, every controller and plain view it made must be freed with its world.
///
/// A failing sequence is reported with its seed, the failing step, the steps so far and a
/// reproducer minimised by the shared `RandomSequenceShrinker`; the run continues so that every distinct failure shows up (up to
/// `maxReportedFailures` reports, then a summary). Replay one seed with
/// `RANDOM_CONTAINMENT_SEED=<seed> swift test --filter RandomContainment` (decimal or 0x-hex):
/// that prints the seed's whole step list and checks only that seed. `RANDOM_CONTAINMENT_COUNT=n`
/// runs n sequences.
@MainActor
@Suite("Model-based random containment", .isolatedRuntime)
struct RandomContainmentTests {
    static let baseSeed: UInt64 = 0x5EED_0000
    static let sequenceCount =
        ProcessInfo.processInfo.environment["RANDOM_CONTAINMENT_COUNT"].flatMap { Int($0) } ?? 20_000
    static let maxReportedFailures = 6

    @Test("4.1 2.3 model-based: 20,000 random containment/appearance sequences keep the hierarchy valid")
    func randomSequences() {
        if let seed = Self.seedFromEnvironment() {
            replaySingleSeed(seed)
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        var steps = 0, misuseSteps = 0, settledChecks = 0, exempted = 0, skipped = 0, leakChecks = 0
        var failureCounts: [String: (count: Int, firstSeed: UInt64)] = [:]
        var signatureOrder: [String] = []
        for index in 0..<Self.sequenceCount {
            let seed = Self.baseSeed + UInt64(index)
            let run = RandomContainmentRunner.run(seed: seed)
            steps += run.executed.count
            misuseSteps += run.misuseSteps
            settledChecks += run.settledChecks
            exempted += run.exemptedSettledControllers
            skipped += run.skippedSettledViolations
            leakChecks += run.leakChecks
            guard let failure = run.failure else { continue }
            let signature = failure.signature
            if let known = failureCounts[signature] {
                failureCounts[signature] = (known.count + 1, known.firstSeed)
                continue
            }
            failureCounts[signature] = (1, seed)
            signatureOrder.append(signature)
            guard signatureOrder.count <= Self.maxReportedFailures else { continue }
            let failing = Array(run.executed.prefix(failure.stepIndex + 1))
            let minimised = RandomContainmentRunner.minimise(failing, signature: signature)
            Issue.record(Comment(rawValue: RandomContainmentRunner.report(seed: seed, run: run, minimised: minimised)))
        }
        let elapsed = clock.now - start
        let failed = failureCounts.values.reduce(0) { $0 + $1.count }
        var summary = RandomSuiteSummary(
            name: "RandomContainment", sequences: Self.sequenceCount, steps: steps, misuse: misuseSteps,
            leakChecks: leakChecks, failing: failed)
        summary.statistics =
            "\(settledChecks) settled checks (\(exempted) controller exemptions, \(skipped) settled violations about exempt controllers skipped)"
        summary.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(summary.line)
        if failed > 0 {
            let lines = signatureOrder.map { signature in
                let entry = failureCounts[signature]!
                return "  \(entry.count)× first at seed \(entry.firstSeed): \(signature)"
            }
            Issue.record(
                Comment(
                    rawValue: """
                        \(failed) of \(Self.sequenceCount) sequences failed, \(signatureOrder.count) distinct failures \
                        (seeds \(Self.baseSeed)..<\(Self.baseSeed + UInt64(Self.sequenceCount))):
                        \(lines.joined(separator: "\n"))
                        """))
        }
    }

    private func replaySingleSeed(_ seed: UInt64) {
        let run = RandomContainmentRunner.run(seed: seed)
        print(
            "RandomContainment seed \(seed) (0x\(String(seed, radix: 16))):\n"
                + RandomContainmentRunner.listing(run.executed))
        guard let failure = run.failure else {
            print("RandomContainment seed \(seed): all \(run.executed.count) steps passed")
            return
        }
        let failing = Array(run.executed.prefix(failure.stepIndex + 1))
        let minimised = RandomContainmentRunner.minimise(failing, signature: failure.signature)
        Issue.record(Comment(rawValue: RandomContainmentRunner.report(seed: seed, run: run, minimised: minimised)))
    }

    static func seedFromEnvironment() -> UInt64? {
        guard
            let text = ProcessInfo.processInfo.environment["RANDOM_CONTAINMENT_SEED"]?
                .trimmingCharacters(in: .whitespaces), !text.isEmpty
        else { return nil }
        if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

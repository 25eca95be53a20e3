import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting

/// The first broken invariant of a sequence. `step` is the index of the failing step; -1 for
/// `begin`, the step count for the final settle or the leak check.
struct RandomSequenceFailure {
    let step: Int
    let problem: String

    /// The problem with numbers blanked (addresses, ids, sizes): failures with the same signature
    /// are taken to be the same bug, and shrinking keeps the signature.
    var signature: String {
        String(String(problem.map { $0.isNumber ? "#" : $0 }).prefix(160))
    }
}

/// One played sequence.
struct RandomSequenceResult {
    var steps = 0
    var misuse = 0
    var leakChecks = 0
    var failure: RandomSequenceFailure?
}

/// What a suite run did; `line` is the summary printed once per suite.
struct RandomSuiteSummary {
    var name: String
    var sequences = 0
    var steps = 0
    var misuse = 0
    var leakChecks = 0
    var failing = 0
    var statistics = ""
    var seconds = 0.0

    var line: String {
        "\(name): \(sequences) sequences, \(steps) steps, \(misuse) misuse, \(leakChecks) leak checks, "
            + (statistics.isEmpty ? "" : "\(statistics), ")
            + "\(failing) failing, \(String(format: "%.2f", seconds)) s"
    }
}

/// Runs a ``RandomSequenceWorld``'s sequences: checks after every step (the world's invariants
/// and the diagnostics against the announced misuse), settles and checks at rest, tears down and
/// checks that everything the sequence made is freed. On a failure it shrinks the sequence with
/// ``RandomSequenceShrinker`` and records seed, replay command and the minimal steps.
///
/// Environment (`<key>` is the world's ``RandomSequenceWorld/environmentKey``):
/// - `<key>_COUNT=n` runs n sequences instead of the default;
/// - `<key>_SEED=s` (decimal or 0x-hex) plays only seed s, printing its steps;
/// - `<key>_STEPS=a,b,…` with `<key>_SEED`: plays exactly those step seeds (as printed for a
///   minimal sequence).
@MainActor
enum RandomSequenceDriver {
    static let maxReportedFailures = 4

    /// The sequence of `seed`: its length and step seeds.
    static func stepSeeds<World: RandomSequenceWorld>(_ world: World.Type, seed: UInt64) -> [UInt64] {
        var rng = SeededRandomNumberGenerator(seed: seed ^ 0x5151_5EED_0000_0000)
        let counts = World.stepCounts
        return (0..<(counts.lowerBound + rng.below(counts.count))).map { _ in rng.next() }
    }

    /// Runs the suite (or the one seed the environment names) and prints its summary line.
    @discardableResult
    static func run<World: RandomSequenceWorld>(_ world: World, count: Int? = nil) -> RandomSuiteSummary {
        let environment = ProcessInfo.processInfo.environment
        let key = World.environmentKey
        if let text = environment["\(key)_SEED"], let seed = parse(text) {
            let steps = environment["\(key)_STEPS"].map { $0.split(separator: ",").compactMap { parse(String($0)) } }
            return replay(world, seed: seed, steps: steps ?? stepSeeds(World.self, seed: seed))
        }
        let total = count ?? environment["\(key)_COUNT"].flatMap { Int($0) } ?? World.defaultSequenceCount
        var summary = RandomSuiteSummary(name: World.name, sequences: total)
        var firstSeedOf: [String: UInt64] = [:]
        var countOf: [String: Int] = [:]
        let clock = ContinuousClock(), start = clock.now
        for index in 0..<total {
            let seed = World.baseSeed &+ UInt64(index)
            let steps = stepSeeds(World.self, seed: seed)
            let result = play(world, seed: seed, steps: steps, recording: false).result
            summary.steps += result.steps
            summary.misuse += result.misuse
            summary.leakChecks += result.leakChecks
            guard let failure = result.failure else { continue }
            summary.failing += 1
            countOf[failure.signature, default: 0] += 1
            guard firstSeedOf[failure.signature] == nil else { continue }
            firstSeedOf[failure.signature] = seed
            if firstSeedOf.count <= maxReportedFailures {
                Issue.record(Comment(rawValue: report(world, seed: seed, steps: steps, failure: failure)))
            }
        }
        let elapsed = clock.now - start
        summary.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        summary.statistics = world.statistics
        print(summary.line)
        if summary.failing > 0 {
            let lines = firstSeedOf.sorted { $0.value < $1.value }
                .map { "  \(countOf[$0.key] ?? 0)× first at seed \($0.value): \($0.key)" }
            Issue.record(
                Comment(
                    rawValue: "\(summary.failing) of \(total) \(World.name) sequences failed:\n"
                        + lines.joined(separator: "\n")))
        }
        return summary
    }

    /// Plays one sequence: `begin`, the steps, `finish`, then the tear-down and leak check.
    static func play<World: RandomSequenceWorld>(
        _ world: World, seed: UInt64, steps: [UInt64], recording: Bool
    ) -> (result: RandomSequenceResult, log: RandomStepLog) {
        let log = RandomStepLog(recording: recording)
        var result = RandomSequenceResult()
        func checked(_ index: Int, settled: Bool = false, _ body: () -> Void) -> Bool {
            log.startStep()
            let reported = PortableUIKitDiagnostics.collecting(body).diagnostics
            let expected = log.expectedRules
            if !expected.isEmpty { result.misuse += 1 }
            if Set(reported.map(\.rule)) != Set(expected) || reported.isEmpty != expected.isEmpty {
                let what =
                    reported.isEmpty ? "nothing" : reported.map { "\($0.rule): \($0.message)" }.joined(separator: "; ")
                result.failure = RandomSequenceFailure(
                    step: index, problem: "diagnostics: expected \(expected.map(\.rawValue)), reported \(what)")
                return false
            }
            if let problem = world.check(settled: settled) {
                result.failure = RandomSequenceFailure(step: index, problem: problem)
                return false
            }
            return true
        }
        var rng = SeededRandomNumberGenerator(seed: seed)
        if checked(-1, { world.begin(&rng, log: log) }) {
            for (index, stepSeed) in steps.enumerated() {
                var stepRNG = SeededRandomNumberGenerator(seed: stepSeed)
                result.steps += 1
                guard checked(index, { world.step(&stepRNG, log: log) }) else { break }
            }
            if result.failure == nil { _ = checked(steps.count, settled: true) { world.finish(log: log) } }
        }
        var references: [RandomWeakReference] = []
        let leftovers = PortableUIKitDiagnostics.collecting { references = world.tearDown() }.diagnostics
        result.leakChecks = references.count
        if result.failure == nil, !leftovers.isEmpty {
            result.failure = RandomSequenceFailure(
                step: steps.count, problem: "tear-down reported \(leftovers.map(\.rule))")
        }
        let alive = references.filter { $0.object != nil }.map(\.name)
        if result.failure == nil, !alive.isEmpty {
            result.failure = RandomSequenceFailure(
                step: steps.count, problem: "leak: still alive after tear-down: \(alive)")
        }
        return (result, log)
    }

    /// Shrinks a failing sequence to the shortest step list that fails with the same signature.
    static func shrink<World: RandomSequenceWorld>(
        _ world: World, seed: UInt64, steps: [UInt64], failure: RandomSequenceFailure
    ) -> (steps: [UInt64], replays: Int) {
        let failingPrefix = Array(steps.prefix(max(failure.step + 1, 0)))
        return RandomSequenceShrinker.shrink(failingPrefix) { candidate in
            let replayed = play(world, seed: seed, steps: candidate, recording: false).result
            guard let again = replayed.failure, again.signature == failure.signature else { return nil }
            return Array(candidate.prefix(max(again.step + 1, 0)))
        }
    }

    /// Seed, failure, replay commands, and the minimal sequence's steps as the world describes them.
    static func report<World: RandomSequenceWorld>(
        _ world: World, seed: UInt64, steps: [UInt64], failure: RandomSequenceFailure
    ) -> String {
        let minimal = shrink(world, seed: seed, steps: steps, failure: failure)
        let replayed = play(world, seed: seed, steps: minimal.steps, recording: true)
        let key = World.environmentKey
        let seedText = "0x" + String(seed, radix: 16)
        let stepList = minimal.steps.map { "0x" + String($0, radix: 16) }.joined(separator: ",")
        return """
            \(World.name) sequence failed: seed \(seedText), step \(failure.step) of \(steps.count): \(failure.problem)
            Replay: \(key)_SEED=\(seedText) swift test --filter \(World.name)
            Minimal sequence (\(minimal.steps.count) of \(steps.count) steps, \(minimal.replays) replays), \
            fails with: \(replayed.result.failure?.problem ?? "(passed on the recorded replay)")
            Replay it: \(key)_SEED=\(seedText) \(key)_STEPS=\(stepList) swift test --filter \(World.name)
            \(listing(replayed.log, stepSeeds: minimal.steps))
            """
    }

    /// The recorded steps, one line per step (its seed and what it did).
    static func listing(_ log: RandomStepLog, stepSeeds: [UInt64]) -> String {
        log.steps.enumerated().map { index, lines in
            let label =
                index == 0
                ? "begin"
                : index <= stepSeeds.count
                    ? String(format: "%3d", index - 1) + " [0x\(String(stepSeeds[index - 1], radix: 16))]" : "finish"
            return "  \(label): " + lines.joined(separator: "; ")
        }.joined(separator: "\n")
    }

    private static func replay<World: RandomSequenceWorld>(_ world: World, seed: UInt64, steps: [UInt64])
        -> RandomSuiteSummary
    {
        let (result, log) = play(world, seed: seed, steps: steps, recording: true)
        print("\(World.name) seed 0x\(String(seed, radix: 16)):\n" + listing(log, stepSeeds: steps))
        if let failure = result.failure {
            Issue.record(Comment(rawValue: report(world, seed: seed, steps: steps, failure: failure)))
        }
        var summary = RandomSuiteSummary(
            name: World.name, sequences: 1, steps: result.steps, misuse: result.misuse,
            leakChecks: result.leakChecks, failing: result.failure == nil ? 0 : 1)
        summary.statistics = world.statistics
        print(summary.line)
        return summary
    }

    static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}

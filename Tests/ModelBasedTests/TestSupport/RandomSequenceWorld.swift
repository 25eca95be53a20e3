import Foundation
@_spi(Testing) import PortableUIKit
import ContainmentTesting

/// One random suite's world for ``RandomSequenceDriver``: a window shared by all its sequences
/// and, per sequence, a fresh container driven through public API.
///
/// A sequence is a setup seed plus a list of step seeds. `begin` draws the container's
/// configuration from the setup seed; each `step` draws what it does from its own seed, reading
/// the world's current state (how many pages, whether a finger is down …) to pick something that
/// makes sense now. So any sub-list of steps is a sequence too, and the shrinker can drop steps
/// freely. A step that deliberately misuses API announces the rule it expects with
/// ``RandomStepLog/misuse(_:_:)``; the driver then requires exactly that diagnostic (and none for
/// legal steps).
@MainActor
protocol RandomSequenceWorld: AnyObject {
    /// The summary line's name and the suite's `--filter`, e.g. `RandomDrawer` (always
    /// `Random<Container>`; the environment variables follow from it, see ``environmentKey``).
    static var name: String { get }
    static var baseSeed: UInt64 { get }
    static var defaultSequenceCount: Int { get }
    /// Steps per sequence (the final settle comes on top).
    static var stepCounts: ClosedRange<Int> { get }

    /// Makes a fresh container configured from `rng` and installs it in the window.
    func begin(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog)
    /// Runs one step chosen by `rng`.
    func step(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog)
    /// Brings everything to rest: lifts fingers, shows the window and the container, runs until idle.
    func finish(log: RandomStepLog)
    /// The first broken invariant, or nil. `settled`: after `finish`.
    func check(settled: Bool) -> String?
    /// Takes the container out of the window, runs until idle and drops every reference the world
    /// holds to the sequence's objects; returns weak references to what must now be gone.
    func tearDown() -> [RandomWeakReference]
    /// Suite-specific counts for the summary line, e.g. `812 pans, 301 memory warnings`.
    var statistics: String { get }
}

extension RandomSequenceWorld {
    /// Prefix of the environment variables, `<key>_COUNT`, `<key>_SEED` and `<key>_STEPS`: the
    /// name in upper snake case, so `RandomStickyHeader` reads `RANDOM_STICKY_HEADER_SEED`.
    static var environmentKey: String {
        var key = ""
        for character in name {
            if character.isUppercase, !key.isEmpty { key.append("_") }
            key.append(contentsOf: character.uppercased())
        }
        return key
    }
}

/// What the steps of one sequence said: descriptions (only when recording) and expected misuse.
@MainActor
final class RandomStepLog {
    let recording: Bool
    /// Descriptions per step (index 0: begin; then one entry per step; last: finish).
    private(set) var steps: [[String]] = []
    /// The rules the current step expects to be reported.
    private(set) var expectedRules: [PortableUIKitDiagnostic.Rule] = []

    init(recording: Bool) { self.recording = recording }

    func startStep() {
        expectedRules = []
        if recording { steps.append([]) }
    }

    /// Describes what the step does (evaluated only when recording).
    func note(_ text: @autoclosure () -> String) {
        if recording { steps[steps.count - 1].append(text()) }
    }

    /// Announces deliberate misuse: `rule` must be reported by this step.
    func misuse(_ rule: PortableUIKitDiagnostic.Rule, _ text: @autoclosure () -> String) {
        expectedRules.append(rule)
        if recording { steps[steps.count - 1].append("\(text())  // misuse, expects \(rule)") }
    }
}

/// A weak reference to an object that must be freed when a sequence ends.
struct RandomWeakReference {
    let name: String
    weak var object: AnyObject?

    init(_ name: String, _ object: AnyObject) {
        self.name = name
        self.object = object
    }
}

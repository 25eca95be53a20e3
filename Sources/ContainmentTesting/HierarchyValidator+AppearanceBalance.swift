import Foundation

/// The trace-based appearance check (rule `balance`, spec 2.3, 2.12, 2.13): public API only, so
/// it works wherever ``LifecycleRecorder`` does.
extension HierarchyValidator {
    /// The appearance callbacks in `entries` that break UIKit's balance, for each controller
    /// (``LifecycleRecorder/Entry/instance``):
    /// - `viewWillAppear` only when disappeared or disappearing (a cancelled disappearance), never
    ///   twice without a `viewWillDisappear` in between;
    /// - `viewIsAppearing` only while appearing, at most once per appearance;
    /// - `viewDidAppear` only while appearing;
    /// - `viewWillDisappear` only when appeared or appearing (a cancelled appearance);
    /// - `viewDidDisappear` only while disappearing.
    ///
    /// A controller's first recorded appearance callback is accepted whatever it is: recording
    /// may start (or ``LifecycleRecorder/reset()`` may clear the trace) in any state. With
    /// `settled`, a transition still open at the end of the trace is a violation too.
    ///
    /// The trace must hold every appearance callback of a controller from its first on: a
    /// controller recorded through ``LifecycleRecorder/attach(to:)`` is recorded only while it is
    /// in that tree, so give one that leaves the tree and comes back (or whose removal ends after
    /// `removeFromParent()`) a name with ``LifecycleRecorder/watch(_:as:)``. On iOS an override
    /// that does not call `super` leaves its callback out of the trace.
    public static func appearanceViolations(
        in entries: [LifecycleRecorder.Entry], settled: Bool = false
    ) -> [Violation] {
        var phases: [Int: AppearancePhase] = [:]
        var names: [Int: String] = [:]
        var found: [Violation] = []
        for (index, entry) in entries.enumerated() {
            guard let step = AppearanceStep(callback: entry.callback) else { continue }
            let phase = phases[entry.instance]
            if let phase, let problem = step.problem(after: phase) {
                found.append(Violation(rule: "balance", detail: "entry \(index), \(entry): \(problem)"))
            }
            phases[entry.instance] = step.phase
            names[entry.instance] = entry.controller
        }
        guard settled else { return found }
        for (instance, phase) in phases.sorted(by: { $0.key < $1.key }) where phase.isOpen {
            found.append(
                Violation(
                    rule: "balance", detail: "\(names[instance] ?? "?") is still \(phase) at the end of the trace"))
        }
        return found
    }
}

/// Where a controller is in its appearance cycle, as its callbacks tell it.
private enum AppearancePhase: CustomStringConvertible {
    case appearing(sawViewIsAppearing: Bool), appeared, disappearing, disappeared

    /// Whether a `viewWill…` still waits for its `viewDid…`.
    var isOpen: Bool {
        switch self {
        case .appearing, .disappearing: true
        case .appeared, .disappeared: false
        }
    }

    var description: String {
        switch self {
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        case .disappeared: "disappeared"
        }
    }
}

/// One appearance callback.
private enum AppearanceStep {
    case willAppear, isAppearing, didAppear, willDisappear, didDisappear

    /// The step a recorded callback (`viewWillAppear(false)` …) is; nil for other callbacks.
    init?(callback: String) {
        switch callback.prefix(while: { $0 != "(" }) {
        case "viewWillAppear": self = .willAppear
        case "viewIsAppearing": self = .isAppearing
        case "viewDidAppear": self = .didAppear
        case "viewWillDisappear": self = .willDisappear
        case "viewDidDisappear": self = .didDisappear
        default: return nil
        }
    }

    /// The phase after this callback (after a broken step too, so one slip is reported once).
    var phase: AppearancePhase {
        switch self {
        case .willAppear: .appearing(sawViewIsAppearing: false)
        case .isAppearing: .appearing(sawViewIsAppearing: true)
        case .didAppear: .appeared
        case .willDisappear: .disappearing
        case .didDisappear: .disappeared
        }
    }

    /// What is wrong with this callback arriving in `phase`, or nil if it is legal there.
    func problem(after phase: AppearancePhase) -> String? {
        switch (self, phase) {
        case (.willAppear, .disappeared), (.willAppear, .disappearing),
            (.isAppearing, .appearing(sawViewIsAppearing: false)),
            (.didAppear, .appearing),
            (.willDisappear, .appeared), (.willDisappear, .appearing),
            (.didDisappear, .disappearing):
            return nil
        case (.willAppear, _):
            return "viewWillAppear while \(phase), with no viewWillDisappear since the last viewWillAppear"
        case (.isAppearing, .appearing):
            return "a second viewIsAppearing in one appearance"
        case (.isAppearing, _):
            return "viewIsAppearing while \(phase), outside an appearance"
        case (.didAppear, _):
            return "viewDidAppear while \(phase), with no viewWillAppear before it"
        case (.willDisappear, _):
            return "viewWillDisappear while \(phase), with no appearance to end"
        case (.didDisappear, _):
            return "viewDidDisappear while \(phase), with no viewWillDisappear before it"
        }
    }
}

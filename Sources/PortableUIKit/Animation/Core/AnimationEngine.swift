#if !canImport(UIKit)
import Foundation

/// Runs every clock-driven animation: on each tick it retires the animations whose end time has
/// passed and completes the groups that have nothing left, oldest end time first. Completion
/// handlers that start new animations get their own completion on a later tick.
@MainActor
final class AnimationEngine {
    static let shared = AnimationEngine()
    private var groups: [AnimationGroup] = []

    /// Registers a group that has (or will have) animations.
    func track(_ group: AnimationGroup) {
        guard !group.isTrackedByEngine else { return }
        group.isTrackedByEngine = true
        groups.append(group)
    }

    /// Drops every group without completing it (a test host's reset between tests; see
    /// ``ProcessWideState``).
    func forgetAll() {
        for group in groups { group.isTrackedByEngine = false }
        groups = []
    }

    /// Whether a finite animation runs on a layer that still exists (work a later tick would do
    /// to something still alive; ``ProcessWideState``).
    var hasFiniteWorkOnLiveLayers: Bool {
        for group in groups {
            for animation in group.animations where animation.layer != nil && animation.endTime.isFinite { return true }
        }
        return false
    }

    /// Whether a finite animation or a group waiting to complete exists.
    var hasFiniteWork: Bool {
        groups.contains { group in group.isDrained || group.animations.contains { $0.endTime.isFinite } }
    }

    /// Retires finished animations and completes drained groups at media time `now`.
    ///
    /// The per-frame path has no closures (each would pay an executor check per call) and
    /// allocates nothing unless a group completes.
    func tick(at now: TimeInterval) {
        var anyDrained = false
        for group in groups {
            for animation in group.animations {
                if animation.explicit != nil, !animation.didNotifyStart { animation.notifyStartIfBegun(at: now) }
                guard animation.isFinished(at: now) else { continue }
                if animation.removedOnCompletion { animation.layer?.retire(animation) }
                group.finished(animation, at: now)
            }
            if group.isDrained { anyDrained = true }
        }
        guard anyDrained else { return }
        var drained: [AnimationGroup] = []
        var kept: [AnimationGroup] = []
        for group in groups {
            if group.isDrained {
                group.isTrackedByEngine = false
                drained.append(group)
            } else {
                kept.append(group)
            }
        }
        groups = kept
        drained.sort { $0.endTime < $1.endTime }
        for group in drained { group.complete() }
    }
}
#endif

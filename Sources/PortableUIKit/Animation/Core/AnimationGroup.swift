#if !canImport(UIKit)
import Foundation

/// The animations created by one `UIView.animate…` call (or one property animator), with what
/// waits for all of them: deferred appearance ends (spec 2.5) and completion handlers.
@MainActor
final class AnimationGroup {
    private(set) var animations: [LayerAnimation] = []
    /// Whether `AnimationEngine` holds the group (membership without a scan).
    var isTrackedByEngine = false
    /// False once any animation was removed or replaced before it finished.
    private(set) var finishedCleanly = true
    private(set) var isComplete = false
    /// Work that runs when the group completes, before the completions (viewDidAppear of views
    /// added inside the animation block, spec 2.5).
    var appearanceEnds: [() -> Void] = []
    var completions: [(Bool) -> Void] = []
    /// The latest media end time of the animations that already left it, each taken when it left.
    private var departedEndTime: TimeInterval = -.infinity

    /// The latest media end time of the animations it ever held; completions fire in this order.
    /// Animations still held count with their end under their layers' timing as it is now; those
    /// that left count with their end at the time they left.
    var endTime: TimeInterval {
        animations.reduce(departedEndTime) { max($0, $1.endTime) }
    }

    func add(_ animation: LayerAnimation) {
        animation.group = self
        animations.append(animation)
    }

    /// The animation stopped before finishing (removed, or replaced by a new one on its key).
    func interrupted(_ animation: LayerAnimation) {
        finishedCleanly = false
        depart(animation, endingAt: animation.endTime)
    }

    /// The animation ran to its end at media time `now`. An end that timing could not place
    /// (a paused layer scrubbed past the end) counts as `now`.
    func finished(_ animation: LayerAnimation, at now: TimeInterval) {
        let end = animation.endTime
        depart(animation, endingAt: end.isFinite ? end : now)
    }

    private func depart(_ animation: LayerAnimation, endingAt end: TimeInterval) {
        guard animations.contains(where: { $0 === animation }) else { return }
        departedEndTime = max(departedEndTime, end)
        animations.removeAll { $0 === animation }
    }

    /// Whether nothing is left to wait for.
    var isDrained: Bool {
        for animation in animations where animation.layer != nil { return false }
        return true
    }

    /// Runs what waited for the group, once.
    func complete() {
        guard !isComplete else { return }
        isComplete = true
        let ends = appearanceEnds, handlers = completions
        appearanceEnds = []
        completions = []
        for end in ends { end() }
        for handler in handlers { handler(finishedCleanly) }
    }
}
#endif

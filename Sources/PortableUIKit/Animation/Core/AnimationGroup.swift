import Foundation

/// The animations created by one `UIView.animate…` call (or one property animator), with what
/// waits for all of them: deferred appearance ends (spec 2.5) and completion handlers.
@MainActor
final class AnimationGroup {
    private(set) var animations: [LayerAnimation] = []
    /// False once any animation was removed or replaced before it finished.
    private(set) var finishedCleanly = true
    private(set) var isComplete = false
    /// Work that runs when the group completes, before the completions (viewDidAppear of views
    /// added inside the animation block, spec 2.5).
    var appearanceEnds: [() -> Void] = []
    var completions: [(Bool) -> Void] = []
    /// The latest end time of the animations it ever held; completions fire in this order.
    private(set) var endTime: TimeInterval = -.infinity

    func add(_ animation: LayerAnimation) {
        animation.group = self
        animations.append(animation)
        endTime = max(endTime, animation.endTime)
    }

    /// The animation stopped before finishing (removed, or replaced by a new one on its key).
    func interrupted(_ animation: LayerAnimation) {
        finishedCleanly = false
        animations.removeAll { $0 === animation }
    }

    /// The animation ran to its end.
    func finished(_ animation: LayerAnimation) {
        animations.removeAll { $0 === animation }
    }

    /// Whether nothing is left to wait for.
    var isDrained: Bool { animations.allSatisfy { $0.layer == nil } }

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

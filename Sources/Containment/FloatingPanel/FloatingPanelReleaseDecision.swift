#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where a released panel goes: a state, or off its parent (issue 41's release decision), as a
/// pure value. Extents and speeds are along the panel's axis, positive when expanding
/// (``FloatingPanelAnchorResolution``).
///
/// The rule (FloatingPanel's, whose users expect it):
/// 1. **Removal.** With removal allowed, a release below the least expanded shown anchor,
///    collapsing faster than ``removalVelocityThreshold`` distances-to-hidden per second
///    (speed ÷ the distance still to go to `.hidden`), removes the panel.
/// 2. **Projection.** The release point is projected by the momentum the finger had, as
///    UIScrollView decelerates (spec 7.2: `v₀/1000 · r/(1 − r)` for ``projectionRate`` r).
/// 3. **Segment.** The two anchors around the projected point are the candidates; the one the
///    panel moves towards is the target, the other the origin. Without ``shouldProjectMomentum``
///    for that target, the projection may not skip an anchor: the candidates are those around
///    the release point, and the projection is cut at the anchor after the target.
/// 4. **Redirection.** The panel goes to the target when the projected point is past
///    ``redirectionalProgress`` of the way from origin to target (clamped to 0…1; NaN is read as
///    the default, 0.5), and back otherwise.
///
/// Non-finite inputs count as 0; a resolution with one state returns it.
public struct FloatingPanelReleaseDecision: Sendable {
    /// UIScrollView's deceleration rate the momentum is projected with (`.normal`, 0.998, by default).
    public var projectionRate: CGFloat = 0.998
    /// The fraction of the way between two anchors past which the panel goes on (0.5 by default).
    public var redirectionalProgress: @Sendable (FloatingPanelState, FloatingPanelState) -> CGFloat = { _, _ in 0.5 }
    /// Whether the momentum may carry the panel past the next anchor to `state` (false by default).
    public var shouldProjectMomentum: @Sendable (FloatingPanelState) -> Bool = { _ in false }
    /// Whether a fast downward release below the lowest anchor removes the panel.
    public var allowsRemoval = false
    /// Distances-to-hidden per second above which a collapsing release removes the panel (5.5).
    public var removalVelocityThreshold: CGFloat = 5.5

    public init() {}

    /// What a release does.
    public enum Outcome: Equatable, Sendable {
        /// The panel is attracted to a state.
        case move(to: FloatingPanelState)
        /// The panel is removed from its parent.
        case remove
    }

    /// The outcome of releasing the panel at `extent` moving at `velocity`, having started from `current`.
    public func outcome(
        extent: CGFloat, velocity: CGFloat, current: FloatingPanelState, anchors: FloatingPanelAnchorResolution
    ) -> Outcome {
        let extent = extent.isFinite ? extent : 0
        let velocity = velocity.isFinite ? velocity : 0
        if shouldRemove(extent: extent, velocity: velocity, anchors: anchors) { return .remove }
        return .move(to: targetState(extent: extent, velocity: velocity, current: current, anchors: anchors))
    }

    /// Rule 1.
    func shouldRemove(extent: CGFloat, velocity: CGFloat, anchors: FloatingPanelAnchorResolution) -> Bool {
        guard allowsRemoval, velocity < 0, extent <= anchors.leastExpandedShown.extent else { return false }
        let hidden = anchors.hiddenExtent
        let distance = abs(extent - hidden)
        guard distance > 0 else { return true }
        return -velocity / distance >= removalVelocityThreshold
    }

    /// Rules 2–4.
    func targetState(
        extent: CGFloat, velocity: CGFloat, current: FloatingPanelState, anchors: FloatingPanelAnchorResolution
    ) -> FloatingPanelState {
        let extents = anchors.extents
        guard extents.count > 1 else { return anchors.states.first ?? current }
        let currentExtent = anchors.extent(of: current) ?? extent
        let forward = velocity != 0 ? velocity > 0 : extent > currentExtent
        var projected = extent + projection(of: velocity)
        var (origin, target) = segment(around: projected, forward: forward, extents: extents)
        if !shouldProjectMomentum(anchors.states[target]) {
            (origin, target) = segment(around: extent, forward: forward, extents: extents)
            if origin == target {
                // At or past an end anchor: the segment is the one beside it, in the direction of travel.
                target = forward ? min(origin + 1, extents.count - 1) : max(origin - 1, 0)
            }
            let beyond = forward ? min(target + 1, extents.count - 1) : max(target - 1, 0)
            let (low, high) = (min(extents[origin], extents[beyond]), max(extents[origin], extents[beyond]))
            projected = min(max(projected, low), high)
        }
        guard origin != target else { return anchors.states[target] }
        let asked = redirectionalProgress(anchors.states[origin], anchors.states[target])
        let limit = asked.isNaN ? 0.5 : min(max(asked, 0), 1)
        let span = abs(extents[target] - extents[origin])
        let progress = span > 0 ? abs(projected - extents[origin]) / span : 1
        let goesOn = forward ? projected > extents[origin] : projected < extents[origin]
        return goesOn && progress > limit ? anchors.states[target] : anchors.states[origin]
    }

    /// How far momentum carries a release at `velocity` (spec 7.2, the WWDC projection).
    func projection(of velocity: CGFloat) -> CGFloat {
        let rate = projectionRate.isFinite ? min(max(projectionRate, 0), 0.9999) : 0.998
        return velocity / 1000 * rate / (1 - rate)
    }

    /// The indexes of the anchors around `point`, as (origin, target) for the direction of travel;
    /// both the end anchor when `point` is at or beyond it. A point on an anchor starts the
    /// segment that leads away from it in the direction of travel.
    func segment(around point: CGFloat, forward: Bool, extents: [CGFloat]) -> (Int, Int) {
        if point <= extents[0] && !(forward && point == extents[0]) { return (0, 0) }
        if point >= extents[extents.count - 1] && !(!forward && point == extents[extents.count - 1]) {
            return (extents.count - 1, extents.count - 1)
        }
        if forward {
            let upper = extents.firstIndex { $0 > point } ?? extents.count - 1
            return (upper - 1, upper)
        }
        let lower = extents.lastIndex { $0 < point } ?? 0
        return (lower + 1, lower)
    }
}

#if !canImport(UIKit)
import Foundation

/// The 2-D release motion of a scroll view: one ``ScrollAxisMotion`` per axis (spec 7.2–7.5).
///
/// Queried by time since release (seconds). Finished when both axes are finished; the
/// resting point is the targetContentOffset (spec 7.3).
struct ScrollReleaseMotion: Sendable, Equatable {
    /// The motion of the x offset (spec 7.2–7.5).
    let horizontal: ScrollAxisMotion

    /// The motion of the y offset (spec 7.2–7.5).
    let vertical: ScrollAxisMotion

    /// Combines two per-axis motions (spec 7.2).
    init(horizontal: ScrollAxisMotion, vertical: ScrollAxisMotion) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The free release motion on both axes (spec 7.2, 7.4); see
    /// ``ScrollAxisMotion/deceleration(from:velocity:rate:range:bounces:bounceStiffness:threshold:)``.
    ///
    /// `velocity` is the content-offset velocity in pt/s (positive = offset increasing).
    static func deceleration(
        from offset: CGPoint,
        velocity: CGPoint,
        rate: CGFloat = ScrollDecelerationRate.normal,
        range: ScrollOffsetRange,
        bouncesHorizontally: Bool,
        bouncesVertically: Bool,
        threshold: CGFloat = ScrollRestThreshold.default
    ) -> ScrollReleaseMotion {
        ScrollReleaseMotion(
            horizontal: .deceleration(
                from: offset.x, velocity: velocity.x, rate: rate, range: range.horizontal,
                bounces: bouncesHorizontally, threshold: threshold
            ),
            vertical: .deceleration(
                from: offset.y, velocity: velocity.y, rate: rate, range: range.vertical,
                bounces: bouncesVertically, threshold: threshold
            )
        )
    }

    /// The paging release motion on both axes: pages are the bounds size per axis
    /// (spec 7.5); see ``ScrollAxisMotion/paging(from:velocity:startPage:pages:stiffness:threshold:)``.
    static func paging(
        from offset: CGPoint,
        velocity: CGPoint,
        pageSize: CGSize,
        horizontalStartPage: Int,
        verticalStartPage: Int,
        range: ScrollOffsetRange,
        threshold: CGFloat = ScrollRestThreshold.default
    ) -> ScrollReleaseMotion {
        ScrollReleaseMotion(
            horizontal: .paging(
                from: offset.x, velocity: velocity.x, startPage: horizontalStartPage,
                pages: ScrollPagingTarget(pageSize: pageSize.width, range: range.horizontal),
                threshold: threshold
            ),
            vertical: .paging(
                from: offset.y, velocity: velocity.y, startPage: verticalStartPage,
                pages: ScrollPagingTarget(pageSize: pageSize.height, range: range.vertical),
                threshold: threshold
            )
        )
    }

    /// Decelerations on both axes ending exactly on a rewritten targetContentOffset,
    /// clamped into `range` (spec 7.3); see
    /// ``ScrollAxisMotion/landing(from:on:rate:range:threshold:)``.
    static func landing(
        from offset: CGPoint,
        on target: CGPoint,
        rate: CGFloat = ScrollDecelerationRate.normal,
        range: ScrollOffsetRange,
        threshold: CGFloat = ScrollRestThreshold.default
    ) -> ScrollReleaseMotion {
        ScrollReleaseMotion(
            horizontal: .landing(
                from: offset.x, on: target.x, rate: rate, range: range.horizontal, threshold: threshold),
            vertical: .landing(from: offset.y, on: target.y, rate: rate, range: range.vertical, threshold: threshold)
        )
    }

    /// The resting offset: the targetContentOffset (spec 7.3).
    var restPosition: CGPoint {
        CGPoint(x: horizontal.restPosition, y: vertical.restPosition)
    }

    /// The time since release at which both axes are at rest (spec 7.2).
    var finishTime: TimeInterval {
        Swift.max(horizontal.finishTime, vertical.finishTime)
    }

    /// The content offset at `time` seconds after release (spec 7.2–7.5).
    func position(at time: TimeInterval) -> CGPoint {
        CGPoint(x: horizontal.position(at: time), y: vertical.position(at: time))
    }

    /// The content-offset velocity in pt/s at `time` seconds after release (spec 7.2–7.5).
    func velocity(at time: TimeInterval) -> CGPoint {
        CGPoint(x: horizontal.velocity(at: time), y: vertical.velocity(at: time))
    }

    /// Whether both axes are at rest at `time` seconds after release (spec 7.2).
    func isFinished(at time: TimeInterval) -> Bool {
        horizontal.isFinished(at: time) && vertical.isFinished(at: time)
    }
}
#endif

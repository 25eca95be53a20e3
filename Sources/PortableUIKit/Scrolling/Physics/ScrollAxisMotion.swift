#if !canImport(UIKit)
import Foundation

/// The piecewise, closed-form motion of one axis after the finger lifts (spec 7.2–7.5).
///
/// A value-type simulator queried by time since release (seconds). It is made of at most
/// two closed-form pieces, followed by rest:
/// 1. a deceleration (``ScrollDeceleration``) on [0, ``decelerationEndTime``);
/// 2. a critically damped spring (``ScrollBounceSpring``) starting at ``springStartTime``;
/// 3. rest at ``restPosition`` from ``finishTime`` on (the position snaps there; the jump
///    is below the rest threshold ε).
///
/// Build it with one of the factories:
/// - ``deceleration(from:velocity:rate:range:bounces:bounceStiffness:threshold:)`` — free
///   deceleration with edge bounce or edge stop (spec 7.2, 7.4);
/// - ``paging(from:velocity:startPage:pages:stiffness:threshold:)`` and
///   ``snap(from:velocity:to:range:stiffness:threshold:)`` — spring to a page (spec 7.5);
/// - ``landing(from:on:rate:range:threshold:)`` — deceleration ending exactly on a
///   rewritten targetContentOffset (spec 7.3);
/// - ``resting(at:)`` — no motion.
struct ScrollAxisMotion: Sendable, Equatable {
    /// The deceleration piece, active on [0, ``decelerationEndTime``), if any (spec 7.2).
    let deceleration: ScrollDeceleration?

    /// The time the deceleration piece ends: an edge-crossing time, its stop time, or 0
    /// when there is none (spec 7.2).
    let decelerationEndTime: TimeInterval

    /// The spring piece, active on [``springStartTime``, ``finishTime``), if any (spec 7.4,
    /// 7.5). Its own time origin is ``springStartTime``.
    let spring: ScrollBounceSpring?

    /// The time since release at which the spring piece starts (spec 7.4).
    let springStartTime: TimeInterval

    /// The time since release from which the motion is at rest (spec 7.2).
    let finishTime: TimeInterval

    /// The resting position: this axis of targetContentOffset (spec 7.3). Always inside
    /// the legal range for the non-trivial factories.
    let restPosition: CGFloat

    /// Memberwise initializer used by the factories (spec 7.2).
    private init(
        deceleration: ScrollDeceleration?,
        decelerationEndTime: TimeInterval,
        spring: ScrollBounceSpring?,
        springStartTime: TimeInterval,
        finishTime: TimeInterval,
        restPosition: CGFloat
    ) {
        self.deceleration = deceleration
        self.decelerationEndTime = decelerationEndTime
        self.spring = spring
        self.springStartTime = springStartTime
        self.finishTime = finishTime
        self.restPosition = restPosition
    }

    /// A motion already at rest at `position` (spec 7.2). A non-finite position → 0.
    static func resting(at position: CGFloat) -> ScrollAxisMotion {
        ScrollAxisMotion(
            deceleration: nil,
            decelerationEndTime: 0,
            spring: nil,
            springStartTime: 0,
            finishTime: 0,
            restPosition: ScrollPhysicsSanitizer.finite(position, or: 0)
        )
    }

    /// The free release motion: deceleration, with an edge bounce or an edge stop
    /// (spec 7.2, 7.4).
    ///
    /// Behaviour:
    /// - Released outside `range` with `bounces`: a spring (stiffness `bounceStiffness`)
    ///   from the release point to the overshot edge, carrying the release velocity (even
    ///   if it points further out).
    /// - Otherwise the deceleration runs from the release point (clamped into `range`
    ///   first when `bounces` is false). If its rest lies inside `range` it simply stops
    ///   there after ``ScrollDeceleration/duration(threshold:)``.
    /// - If its rest lies past an edge, the crossing time t_c is solved in closed form. With
    ///   `bounces`, the spring takes over at t_c at the edge with velocity v(t_c) and settles
    ///   on the edge. Without `bounces`, the motion stops dead on the edge at t_c.
    /// - Documented choice: if the deceleration is already within ε of its rest before
    ///   reaching the edge (stop time ≤ t_c, i.e. the rest lies less than ε past the edge),
    ///   it ends at its stop time and snaps onto the edge without bouncing.
    ///
    /// Sanitising: a non-finite position → `range.clamp(0)`; a non-finite velocity → 0;
    /// rate, stiffness and threshold as in their engines.
    static func deceleration(
        from position: CGFloat,
        velocity: CGFloat,
        rate: CGFloat = ScrollDecelerationRate.normal,
        range: ScrollAxisRange,
        bounces: Bool,
        bounceStiffness: CGFloat = ScrollBounceSpring.defaultStiffness,
        threshold: CGFloat = ScrollRestThreshold.default
    ) -> ScrollAxisMotion {
        let epsilon = ScrollRestThreshold.sanitized(threshold)
        let start = position.isFinite ? position : range.clamp(0)
        let initialVelocity = ScrollPhysicsSanitizer.finite(velocity, or: 0)

        if bounces && !range.contains(start) {
            return snap(
                from: start,
                velocity: initialVelocity,
                to: range.clamp(start),
                range: range,
                stiffness: bounceStiffness,
                threshold: epsilon
            )
        }

        let decay = ScrollDeceleration(
            initialPosition: range.clamp(start),
            initialVelocity: initialVelocity,
            rate: rate
        )
        let stopTime = decay.duration(threshold: epsilon)
        let rest = decay.restPosition
        if range.contains(rest) {
            return ScrollAxisMotion(
                deceleration: decay,
                decelerationEndTime: stopTime,
                spring: nil,
                springStartTime: stopTime,
                finishTime: stopTime,
                restPosition: rest
            )
        }

        let edge = rest > range.maximum ? range.maximum : range.minimum
        let crossing = decay.crossingTime(of: edge) ?? 0
        if !bounces || stopTime <= crossing {
            let end = Swift.min(crossing, stopTime)
            return ScrollAxisMotion(
                deceleration: decay,
                decelerationEndTime: end,
                spring: nil,
                springStartTime: end,
                finishTime: end,
                restPosition: edge
            )
        }

        let bounce = ScrollBounceSpring(
            from: edge,
            velocity: decay.velocity(at: crossing),
            to: edge,
            stiffness: bounceStiffness
        )
        return ScrollAxisMotion(
            deceleration: decay,
            decelerationEndTime: crossing,
            spring: bounce,
            springStartTime: crossing,
            finishTime: crossing + bounce.settleTime(threshold: epsilon),
            restPosition: edge
        )
    }

    /// A spring from the release point to `target`, carrying the release velocity
    /// (spec 7.4, 7.5).
    ///
    /// `target` is clamped into `range` (a non-finite target → the clamped release point).
    /// A non-finite position → the target; a non-finite velocity → 0.
    static func snap(
        from position: CGFloat,
        velocity: CGFloat,
        to target: CGFloat,
        range: ScrollAxisRange,
        stiffness: CGFloat = ScrollBounceSpring.pagingStiffness,
        threshold: CGFloat = ScrollRestThreshold.default
    ) -> ScrollAxisMotion {
        let epsilon = ScrollRestThreshold.sanitized(threshold)
        let fallback = position.isFinite ? range.clamp(position) : range.clamp(0)
        let goal = range.clamp(target.isFinite ? target : fallback)
        let start = position.isFinite ? position : goal
        let spring = ScrollBounceSpring(
            from: start,
            velocity: ScrollPhysicsSanitizer.finite(velocity, or: 0),
            to: goal,
            stiffness: stiffness
        )
        return ScrollAxisMotion(
            deceleration: nil,
            decelerationEndTime: 0,
            spring: spring,
            springStartTime: 0,
            finishTime: spring.settleTime(threshold: epsilon),
            restPosition: goal
        )
    }

    /// The paging release motion: a spring (default stiffness 400, ω = 20/s) from the
    /// release point to the page chosen by `pages`, carrying the release velocity
    /// (spec 7.5).
    ///
    /// - Parameters:
    ///   - position: the offset at release.
    ///   - velocity: the offset velocity at release, in pt/s.
    ///   - startPage: the page the drag started on.
    ///   - pages: the paging rule (page size and legal range) for this axis.
    static func paging(
        from position: CGFloat,
        velocity: CGFloat,
        startPage: Int,
        pages: ScrollPagingTarget,
        stiffness: CGFloat = ScrollBounceSpring.pagingStiffness,
        threshold: CGFloat = ScrollRestThreshold.default
    ) -> ScrollAxisMotion {
        let target = pages.targetOffset(releaseOffset: position, velocity: velocity, startPage: startPage)
        return snap(
            from: position,
            velocity: velocity,
            to: target,
            range: pages.range,
            stiffness: stiffness,
            threshold: threshold
        )
    }

    /// A deceleration of rate d that ends exactly on `target`, for a targetContentOffset
    /// rewritten by the delegate (spec 7.3).
    ///
    /// Uses ``ScrollDeceleration/init(from:to:rate:)``: the decay shape is kept and the
    /// initial velocity is solved, v0' = (target − x0)·(−1000·ln d); the finger's release
    /// velocity is therefore not used. UNC choice: a target outside `range` is clamped into
    /// it (a non-finite target → the clamped release point). A non-finite position →
    /// `range.clamp(0)`.
    static func landing(
        from position: CGFloat,
        on target: CGFloat,
        rate: CGFloat = ScrollDecelerationRate.normal,
        range: ScrollAxisRange,
        threshold: CGFloat = ScrollRestThreshold.default
    ) -> ScrollAxisMotion {
        let epsilon = ScrollRestThreshold.sanitized(threshold)
        let start = position.isFinite ? position : range.clamp(0)
        let goal = range.clamp(target.isFinite ? target : start)
        let decay = ScrollDeceleration(from: start, to: goal, rate: rate)
        let stopTime = decay.duration(threshold: epsilon)
        return ScrollAxisMotion(
            deceleration: decay,
            decelerationEndTime: stopTime,
            spring: nil,
            springStartTime: stopTime,
            finishTime: stopTime,
            restPosition: goal
        )
    }

    /// The offset at `time` seconds after release (spec 7.2–7.5).
    ///
    /// NaN or negative times count as 0; at or after ``finishTime`` it is ``restPosition``.
    func position(at time: TimeInterval) -> CGFloat {
        let t = ScrollPhysicsSanitizer.elapsed(time)
        if t >= finishTime { return restPosition }
        if let deceleration, t < decelerationEndTime { return deceleration.position(at: t) }
        if let spring { return spring.position(at: t - springStartTime) }
        return restPosition
    }

    /// The offset velocity in pt/s at `time` seconds after release; 0 once resting
    /// (spec 7.2–7.5).
    func velocity(at time: TimeInterval) -> CGFloat {
        let t = ScrollPhysicsSanitizer.elapsed(time)
        if t >= finishTime { return 0 }
        if let deceleration, t < decelerationEndTime { return deceleration.velocity(at: t) }
        if let spring { return spring.velocity(at: t - springStartTime) }
        return 0
    }

    /// The phase at `time` seconds after release (spec 7.2, 7.4, 7.5).
    func phase(at time: TimeInterval) -> ScrollMotionPhase {
        let t = ScrollPhysicsSanitizer.elapsed(time)
        if t >= finishTime { return .resting }
        if deceleration != nil, t < decelerationEndTime { return .decelerating }
        if spring != nil { return .bouncing }
        return .resting
    }

    /// Whether the motion is at rest at `time` seconds after release (spec 7.2).
    func isFinished(at time: TimeInterval) -> Bool {
        ScrollPhysicsSanitizer.elapsed(time) >= finishTime
    }
}
#endif

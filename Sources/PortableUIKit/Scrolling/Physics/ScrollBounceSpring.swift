#if !canImport(UIKit)
import Foundation

/// A critically damped spring pulling an offset back to a target along one axis (spec 7.4,
/// 7.5).
///
/// Mass m, stiffness s, ω = √(s/m), damping ratio ζ = 1. With displacement x0 = position −
/// target and velocity v0 at t = 0, and B = v0 + ω·x0:
/// - x(t) = target + (x0 + B·t)·e^(−ωt)
/// - v(t) = (v0 − ω·B·t)·e^(−ωt)
///
/// Being critically damped, the displacement changes sign at most once (at t = −x0/B).
///
/// Rest rule (documented choice): the spring is at rest at time t when
/// |x(t) − target| < ε and |v(t)| < ε·ω. ``settleTime(threshold:)`` is the earliest time
/// after which this holds for good. With the edge-bounce stiffness (ω = 10/s) and
/// ε = 1/6 pt the speed limit is ≈ 1.67 pt/s.
///
/// Sanitising: non-finite stiffness or mass, or values ≤ 0, become the defaults (100 and
/// 1); a non-finite velocity becomes 0; a non-finite target becomes the position; a
/// non-finite position becomes the target (both non-finite → 0).
struct ScrollBounceSpring: Sendable, Equatable {
    /// The edge-bounce stiffness, 100 with mass 1, so ω = 10/s (spec 7.4).
    static let defaultStiffness: CGFloat = 100

    /// The page-snap stiffness, 400 with mass 1, so ω = 20/s (UNC choice, spec 7.5).
    ///
    /// A snap released at rest covers 99 % of its distance in ≈ 0.33 s
    /// ((1 + ωt)·e^(−ωt) = 0.01 at ωt ≈ 6.64).
    static let pagingStiffness: CGFloat = 400

    /// The default mass, 1 (spec 7.4).
    static let defaultMass: CGFloat = 1

    /// The position the spring settles on, in points (spec 7.4).
    let target: CGFloat

    /// The displacement x0 = position − target at t = 0, in points (spec 7.4).
    let initialDisplacement: CGFloat

    /// The velocity v0 at t = 0, in pt/s (spec 7.4).
    let initialVelocity: CGFloat

    /// The sanitised stiffness s (spec 7.4).
    let stiffness: CGFloat

    /// The sanitised mass m (spec 7.4).
    let mass: CGFloat

    /// The natural angular frequency ω = √(s/m), in 1/s (spec 7.4).
    let angularFrequency: Double

    /// Creates a spring starting at `position` with `velocity` and settling on `target`
    /// (spec 7.4).
    ///
    /// - Parameters:
    ///   - position: start position in points.
    ///   - velocity: start velocity in pt/s (kept across the switch from a deceleration).
    ///   - target: resting position in points.
    ///   - stiffness: s; defaults to 100 (edge bounce); use ``pagingStiffness`` for pages.
    ///   - mass: m; defaults to 1.
    init(
        from position: CGFloat,
        velocity: CGFloat,
        to target: CGFloat,
        stiffness: CGFloat = ScrollBounceSpring.defaultStiffness,
        mass: CGFloat = ScrollBounceSpring.defaultMass
    ) {
        let resolvedTarget: CGFloat
        let resolvedPosition: CGFloat
        switch (position.isFinite, target.isFinite) {
        case (true, true):
            resolvedTarget = target
            resolvedPosition = position
        case (true, false):
            resolvedTarget = position
            resolvedPosition = position
        case (false, true):
            resolvedTarget = target
            resolvedPosition = target
        case (false, false):
            resolvedTarget = 0
            resolvedPosition = 0
        }
        let s = (stiffness.isFinite && stiffness > 0) ? stiffness : ScrollBounceSpring.defaultStiffness
        let m = (mass.isFinite && mass > 0) ? mass : ScrollBounceSpring.defaultMass
        self.target = resolvedTarget
        self.initialDisplacement = resolvedPosition - resolvedTarget
        self.initialVelocity = ScrollPhysicsSanitizer.finite(velocity, or: 0)
        self.stiffness = s
        self.mass = m
        self.angularFrequency = Foundation.sqrt(Double(s) / Double(m))
    }

    /// B = v0 + ω·x0, the linear coefficient of the displacement (spec 7.4).
    private var linearCoefficient: Double {
        Double(initialVelocity) + angularFrequency * Double(initialDisplacement)
    }

    /// The displacement x(t) − target at `time` seconds (spec 7.4).
    func displacement(at time: TimeInterval) -> CGFloat {
        let t = ScrollPhysicsSanitizer.elapsed(time)
        if t.isInfinite { return 0 }
        let envelope = Foundation.exp(-angularFrequency * t)
        return CGFloat((Double(initialDisplacement) + linearCoefficient * t) * envelope)
    }

    /// The position x(t) = target + (x0 + (v0 + ω·x0)·t)·e^(−ωt) at `time` seconds (spec 7.4).
    func position(at time: TimeInterval) -> CGFloat {
        target + displacement(at: time)
    }

    /// The velocity v(t) = (v0 − ω·(v0 + ω·x0)·t)·e^(−ωt) at `time` seconds (spec 7.4).
    func velocity(at time: TimeInterval) -> CGFloat {
        let t = ScrollPhysicsSanitizer.elapsed(time)
        if t.isInfinite { return 0 }
        let envelope = Foundation.exp(-angularFrequency * t)
        return CGFloat((Double(initialVelocity) - angularFrequency * linearCoefficient * t) * envelope)
    }

    /// The time the displacement crosses zero, if it does at some t > 0 (spec 7.4).
    ///
    /// A critically damped spring crosses its target at most once, at t = −x0/B.
    func targetCrossingTime() -> TimeInterval? {
        let b = linearCoefficient
        guard b != 0 else { return nil }
        let t = -Double(initialDisplacement) / b
        return (t > 0 && t.isFinite) ? t : nil
    }

    /// Whether the rest rule holds at `time`: |displacement| < ε and |velocity| < ε·ω
    /// (spec 7.4).
    ///
    /// - Parameter threshold: ε; sanitised by ``ScrollRestThreshold/sanitized(_:)``.
    func isAtRest(at time: TimeInterval, threshold: CGFloat = ScrollRestThreshold.default) -> Bool {
        let epsilon = Double(ScrollRestThreshold.sanitized(threshold))
        return abs(Double(displacement(at: time))) < epsilon
            && abs(Double(velocity(at: time))) < epsilon * angularFrequency
    }

    /// The earliest time after which ``isAtRest(at:threshold:)`` holds for all later times
    /// (spec 7.4).
    ///
    /// Computed exactly up to bisection precision (≈ 1e-12 s): the zeros and extrema of
    /// x(t) and v(t) (at −x0/B, v0/(ωB) and (B + v0)/(ωB)) split time into pieces on which
    /// |x| and |v| are monotonic; the pieces are scanned from the last one backwards and
    /// the last violation is located by bisection. Returns 0 if the spring is at rest from
    /// the start.
    func settleTime(threshold: CGFloat = ScrollRestThreshold.default) -> TimeInterval {
        let epsilon = Double(ScrollRestThreshold.sanitized(threshold))
        let omega = angularFrequency
        let x0 = Double(initialDisplacement)
        let v0 = Double(initialVelocity)
        let b = linearCoefficient

        let displacementLimit = epsilon
        let velocityLimit = epsilon * omega
        let magnitudeOfDisplacement: (Double) -> Double = { t in
            abs((x0 + b * t) * Foundation.exp(-omega * t))
        }
        let magnitudeOfVelocity: (Double) -> Double = { t in
            abs((v0 - omega * b * t) * Foundation.exp(-omega * t))
        }
        let components: [(magnitude: (Double) -> Double, limit: Double)] = [
            (magnitudeOfDisplacement, displacementLimit),
            (magnitudeOfVelocity, velocityLimit),
        ]
        let violates: (Double) -> Bool = { t in
            components.contains { $0.magnitude(t) >= $0.limit }
        }

        var breakpoints: [Double] = [0]
        if b != 0 {
            let candidates = [-x0 / b, v0 / (omega * b), (b + v0) / (omega * b)]
            breakpoints += candidates.filter { $0 > 0 && $0.isFinite }.sorted()
        }
        let lastBreakpoint = breakpoints[breakpoints.count - 1]
        var tailEnd = lastBreakpoint + 1 / omega
        var doublings = 0
        while violates(tailEnd) && doublings < 2_000 {
            tailEnd = lastBreakpoint + 2 * (tailEnd - lastBreakpoint)
            doublings += 1
        }
        breakpoints.append(tailEnd)

        for index in stride(from: breakpoints.count - 2, through: 0, by: -1) {
            let start = breakpoints[index]
            let end = breakpoints[index + 1]
            var latestViolation: Double?
            for component in components {
                if component.magnitude(end) >= component.limit {
                    latestViolation = Swift.max(latestViolation ?? end, end)
                } else if component.magnitude(start) >= component.limit {
                    let crossing = Self.firstTimeBelow(
                        limit: component.limit, magnitude: component.magnitude, from: start, to: end
                    )
                    latestViolation = Swift.max(latestViolation ?? crossing, crossing)
                }
            }
            if let latestViolation { return latestViolation }
        }
        return 0
    }

    /// Bisection for the time a monotonic magnitude drops below `limit` on [start, end]
    /// (spec 7.4 rest rule); `magnitude(start) ≥ limit > magnitude(end)` must hold
    /// (internal invariant, guaranteed by ``settleTime(threshold:)``).
    private static func firstTimeBelow(
        limit: Double,
        magnitude: (Double) -> Double,
        from start: Double,
        to end: Double
    ) -> Double {
        var low = start
        var high = end
        for _ in 0..<200 {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { break }
            if magnitude(middle) >= limit {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }
}
#endif

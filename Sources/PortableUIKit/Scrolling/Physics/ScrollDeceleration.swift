#if !canImport(UIKit)
import Foundation

/// Exponential-decay deceleration along one axis after a release (spec 7.2, 7.3).
///
/// With initial position x0, initial velocity v0 (pt/s, positive = offset increasing) and
/// rate d (fraction of velocity kept per millisecond, spec 7.1), and k = −1000·ln d:
/// - v(t) = v0·d^(1000t) = v0·e^(−k·t)
/// - x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d)
/// - x∞ = x0 − v0/(1000·ln d) = x0 + v0/k
///
/// Sanitising: a non-finite position becomes 0, a non-finite velocity becomes 0, and the
/// rate goes through ``ScrollDecelerationRate/sanitized(_:)``. Times follow
/// ``ScrollPhysicsSanitizer/elapsed(_:)`` (NaN or negative → 0).
struct ScrollDeceleration: Sendable, Equatable {
    /// The position x0 at t = 0, in points (spec 7.2).
    let initialPosition: CGFloat

    /// The velocity v0 at t = 0, in points per second (spec 7.2).
    let initialVelocity: CGFloat

    /// The sanitised deceleration rate d, in (0, 1) (spec 7.1).
    let rate: CGFloat

    /// The resting position x∞ = x0 + v0/k that the motion approaches (spec 7.2).
    ///
    /// For the exact-landing initializer ``init(from:to:rate:)`` this is stored as the
    /// requested target itself, so it equals the target bit for bit (spec 7.3).
    let restPosition: CGFloat

    /// The decay constant k = −1000·ln d, in 1/s (spec 7.2).
    let decayConstant: Double

    /// Creates a deceleration from a release position and velocity (spec 7.2).
    ///
    /// - Parameters:
    ///   - initialPosition: x0 in points; non-finite → 0.
    ///   - initialVelocity: v0 in pt/s; non-finite → 0.
    ///   - rate: d, the fraction of velocity kept per ms; sanitised into [0.01, 0.9999],
    ///     NaN → 0.998 (spec 7.1).
    init(
        initialPosition: CGFloat,
        initialVelocity: CGFloat,
        rate: CGFloat = ScrollDecelerationRate.normal
    ) {
        let x0 = ScrollPhysicsSanitizer.finite(initialPosition, or: 0)
        let v0 = ScrollPhysicsSanitizer.finite(initialVelocity, or: 0)
        let d = ScrollDecelerationRate.sanitized(rate)
        let k = ScrollDecelerationRate.decayConstant(for: d)
        self.initialPosition = x0
        self.initialVelocity = v0
        self.rate = d
        self.decayConstant = k
        self.restPosition = x0 + CGFloat(Double(v0) / k)
    }

    /// Creates a deceleration with rate d that comes to rest exactly on `target` (spec 7.3).
    ///
    /// Used when a delegate rewrites `targetContentOffset`: the decay shape of rate d is
    /// kept and the initial velocity is solved, v0' = (target − x0)·(−1000·ln d). The rest
    /// position is stored as `target` itself, so it matches exactly.
    ///
    /// - Parameters:
    ///   - start: x0 in points; non-finite → 0.
    ///   - target: the required resting position; non-finite → x0 (no motion).
    ///   - rate: d; sanitised as in ``init(initialPosition:initialVelocity:rate:)``.
    init(from start: CGFloat, to target: CGFloat, rate: CGFloat = ScrollDecelerationRate.normal) {
        let x0 = ScrollPhysicsSanitizer.finite(start, or: 0)
        let rest = ScrollPhysicsSanitizer.finite(target, or: x0)
        let d = ScrollDecelerationRate.sanitized(rate)
        let k = ScrollDecelerationRate.decayConstant(for: d)
        self.initialPosition = x0
        self.initialVelocity = CGFloat(Double(rest - x0) * k)
        self.rate = d
        self.decayConstant = k
        self.restPosition = rest
    }

    /// The signed distance x∞ − x0 the motion travels in total (spec 7.2).
    var totalDistance: CGFloat {
        restPosition - initialPosition
    }

    /// The velocity v(t) = v0·d^(1000t) at `time` seconds after the release (spec 7.2).
    func velocity(at time: TimeInterval) -> CGFloat {
        let t = ScrollPhysicsSanitizer.elapsed(time)
        return CGFloat(Double(initialVelocity) * Foundation.exp(-decayConstant * t))
    }

    /// The position x(t) at `time` seconds after the release (spec 7.2).
    ///
    /// Evaluated as x0 + (x∞ − x0)·(1 − d^(1000t)), which is the spec formula
    /// x0 + v0·(d^(1000t) − 1)/(1000·ln d) rewritten with x∞; it is exactly x0 at t = 0
    /// and exactly ``restPosition`` once the decay factor underflows to 0 (or t = +∞).
    func position(at time: TimeInterval) -> CGFloat {
        let t = ScrollPhysicsSanitizer.elapsed(time)
        let remainingFactor = Foundation.exp(-decayConstant * t)
        if remainingFactor == 0 { return restPosition }
        let travelledFraction = -Foundation.expm1(-decayConstant * t)
        return initialPosition + CGFloat(Double(totalDistance) * travelledFraction)
    }

    /// The remaining distance |x∞ − x(t)| = |v(t)|/(−1000·ln d) at `time` (spec 7.2).
    func remainingDistance(at time: TimeInterval) -> CGFloat {
        let t = ScrollPhysicsSanitizer.elapsed(time)
        return CGFloat(abs(Double(totalDistance)) * Foundation.exp(-decayConstant * t))
    }

    /// The stop time T: the first time at which the remaining distance to rest reaches the
    /// threshold ε (spec 7.2).
    ///
    /// "At rest" means |x∞ − x(t)| < ε. Since |x∞ − x(t)| = |v(t)|/(−1000·ln d), solving
    /// |v0|·d^(1000T)/(−1000·ln d) = ε gives the spec formula
    /// T = ln(−1000·ln(d)·ε/|v0|)/(1000·ln d). Returns 0 when the whole travel |v0|/k is
    /// already within ε. For v0 = 1000 pt/s, d = 0.998, ε = 0.5 this is ≈ 3.45 s.
    ///
    /// - Parameter threshold: ε in points; sanitised by ``ScrollRestThreshold/sanitized(_:)``
    ///   (non-finite or non-positive → 1/6 pt).
    func duration(threshold: CGFloat = ScrollRestThreshold.default) -> TimeInterval {
        let epsilon = Double(ScrollRestThreshold.sanitized(threshold))
        let travel = abs(Double(totalDistance))
        guard travel > epsilon else { return 0 }
        return Foundation.log(travel / epsilon) / decayConstant
    }

    /// The time at which the motion reaches `edge`, or nil if it never does (spec 7.2, 7.4).
    ///
    /// Solves x(t) = edge in closed form. With f = (edge − x0)/(x∞ − x0), the fraction of
    /// the total travel, t = −ln(1 − f)/k, which equals the spec's
    /// t = ln(1 + (edge − x0)·1000·ln d/v0)/(1000·ln d). Returns 0 when the motion starts
    /// on the edge, and nil when the edge lies behind the motion, at or beyond the resting
    /// position (never reached in finite time), or `edge` is not finite.
    func crossingTime(of edge: CGFloat) -> TimeInterval? {
        guard edge.isFinite else { return nil }
        if edge == initialPosition { return 0 }
        let travel = Double(totalDistance)
        guard travel != 0 else { return nil }
        let fraction = Double(edge - initialPosition) / travel
        guard fraction > 0, fraction < 1 else { return nil }
        return -Foundation.log1p(-fraction) / decayConstant
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points (spec 8.7).
///
/// The curve maps a time fraction x in [0, 1] to a progress y by solving x(t) = fraction for the
/// curve parameter t and returning y(t). The x coordinates of the control points are clamped to
/// [0, 1], as Core Animation does, which makes x(t) monotone and the solution unique; the y
/// coordinates are free, so a curve may overshoot.
struct CubicTimingCurve: Sendable, Equatable {
    /// The first control point.
    let c1: CGPoint
    /// The second control point.
    let c2: CGPoint

    /// Creates a curve from its two control points; x coordinates are clamped to [0, 1].
    init(c1: CGPoint, c2: CGPoint) {
        self.c1 = CGPoint(x: min(max(c1.x, 0), 1), y: c1.y)
        self.c2 = CGPoint(x: min(max(c2.x, 0), 1), y: c2.y)
    }

    /// Creates a curve from the four control-point coordinates.
    init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.init(c1: CGPoint(x: c1x, y: c1y), c2: CGPoint(x: c2x, y: c2y))
    }

    /// `linear`: control points (0, 0) (1, 1), as Core Animation reports them; progress = fraction.
    static let linear = CubicTimingCurve(0, 0, 1, 1)
    /// `easeIn`: (0.42, 0) (1, 1).
    static let easeIn = CubicTimingCurve(0.42, 0, 1, 1)
    /// `easeOut`: (0, 0) (0.58, 1).
    static let easeOut = CubicTimingCurve(0, 0, 0.58, 1)
    /// `easeInEaseOut`: (0.42, 0) (0.58, 1); also UIView's `.curveEaseInOut` (8.7, OBS/UNC).
    static let easeInEaseOut = CubicTimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's `default` curve of implicit animations: (0.25, 0.1) (0.25, 1).
    static let caDefault = CubicTimingCurve(0.25, 0.1, 0.25, 1)

    /// The progress y at a time fraction; the fraction is clamped to [0, 1].
    func progress(at fraction: Double) -> Double {
        let x = Self.clampUnit(fraction)
        if isIdentity { return x }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return y(parameter(forFraction: x))
    }

    /// The slope dy/dx at a time fraction (clamped to [0, 1]): progress per unit of fraction.
    ///
    /// Where dx/dt and dy/dt both vanish (for example at t = 0 of `easeOut`) the limit is taken
    /// from the first non-vanishing pair of higher derivatives; a vertical tangent gives ±infinity.
    func derivative(at fraction: Double) -> Double {
        if isIdentity { return 1 }
        let t = parameter(forFraction: Self.clampUnit(fraction))
        let pairs = [(dx(t), dy(t)), (ddx(t), ddy(t)), (dddx, dddy)]
        for (dxn, dyn) in pairs where dxn != 0 || dyn != 0 {
            if dxn == 0 { return dyn > 0 ? .infinity : -.infinity }
            return dyn / dxn
        }
        return 1
    }

    /// The curve parameter t in [0, 1] with x(t) = fraction (clamped to [0, 1]).
    ///
    /// Safeguarded Newton: each Newton step must stay inside the bracket [lo, hi] that holds the
    /// root, otherwise the step bisects. It stops when the step is below 1e-15 or x(t) hits the
    /// fraction exactly, so |x(t) − fraction| is at most a few ulps (well under 1e-9).
    func parameter(forFraction fraction: Double) -> Double {
        let target = Self.clampUnit(fraction)
        if target == 0 { return 0 }
        if target == 1 { return 1 }
        var lo = 0.0
        var hi = 1.0
        var t = target
        for _ in 0..<200 {
            let error = x(t) - target
            if error == 0 { return t }
            if error > 0 { hi = t } else { lo = t }
            let slope = dx(t)
            var next = slope > 0 ? t - error / slope : .nan
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if abs(next - t) <= 1e-15 { return next }
            t = next
        }
        return t
    }

    // MARK: Curve evaluation. Values use the power form x(t) = ((ax·t + bx)·t + cx)·t; slopes
    // use the Bernstein form, which is exact at t = 0 and t = 1 where the limits are taken.

    private var p1x: Double { Double(c1.x) }
    private var p1y: Double { Double(c1.y) }
    private var p2x: Double { Double(c2.x) }
    private var p2y: Double { Double(c2.y) }

    /// x(t) of the Bézier curve.
    func x(_ t: Double) -> Double { Self.value(p1x, p2x, t) }
    /// y(t) of the Bézier curve.
    func y(_ t: Double) -> Double { Self.value(p1y, p2y, t) }
    private func dx(_ t: Double) -> Double { Self.slope(p1x, p2x, t) }
    private func dy(_ t: Double) -> Double { Self.slope(p1y, p2y, t) }
    private func ddx(_ t: Double) -> Double { Self.curvature(p1x, p2x, t) }
    private func ddy(_ t: Double) -> Double { Self.curvature(p1y, p2y, t) }
    private var dddx: Double { 6 * (1 - 3 * p2x + 3 * p1x) }
    private var dddy: Double { 6 * (1 - 3 * p2y + 3 * p1y) }

    /// B(t) for one coordinate with end values 0 and 1, in power form.
    private static func value(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// B′(t) = 3[(1−t)²·p1 + 2(1−t)t·(p2 − p1) + t²·(1 − p2)].
    private static func slope(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * (u * u * p1 + 2 * u * t * (p2 - p1) + t * t * (1 - p2))
    }

    /// B″(t) = 6[(1−t)·(p2 − 2·p1) + t·(1 − 2·p2 + p1)].
    private static func curvature(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        6 * ((1 - t) * (p2 - 2 * p1) + t * (1 - 2 * p2 + p1))
    }

    /// True when y(t) = x(t) for every t, so progress equals the fraction exactly.
    private var isIdentity: Bool { c1.x == c1.y && c2.x == c2.y }

    private static func clampUnit(_ value: Double) -> Double { min(max(value, 0), 1) }
}
#endif

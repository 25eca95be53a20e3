#if !canImport(UIKit)
import Foundation

/// Exact evaluation and extrema of quadratic and cubic Bézier curves, one coordinate at a time.
enum BezierMath {
    /// The value at `t` of the cubic with coefficients `p0…p3`.
    static func cubic(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat, at t: CGFloat) -> CGFloat {
        let u = 1 - t
        return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
    }

    /// The value at `t` of the quadratic with coefficients `p0…p2`.
    static func quad(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, at t: CGFloat) -> CGFloat {
        let u = 1 - t
        return u * u * p0 + 2 * u * t * p1 + t * t * p2
    }

    /// The parameters in the open interval (0, 1) where the cubic's derivative vanishes.
    ///
    /// The derivative divided by 3 is `A t² + B t + C` with `a = p1 − p0`, `b = p2 − p1`,
    /// `c = p3 − p2`, `A = a − 2b + c`, `B = 2(b − a)`, `C = a`.
    static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        let a = p1 - p0, b = p2 - p1, c = p3 - p2
        let qa = a - 2 * b + c, qb = 2 * (b - a), qc = a
        var roots: [CGFloat] = []
        let scale = max(abs(qa), abs(qb), abs(qc))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(qa) <= scale * 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                // The numerically stable pair: q = −(B + sign(B)·√D)/2, t = q/A and C/q.
                let q = -(qb + (qb < 0 ? -root : root)) / 2
                if q != 0 { roots.append(q / qa); roots.append(qc / q) } else { roots.append(-qb / (2 * qa)) }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The parameter in (0, 1) where the quadratic's derivative vanishes, if any.
    static func quadExtremum(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat? {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return nil }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? t : nil
    }
}
#endif

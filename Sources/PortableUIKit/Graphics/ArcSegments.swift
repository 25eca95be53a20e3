#if !canImport(UIKit)
import Foundation

/// Circular arcs as cubic Béziers, cut at every multiple of π/2.
///
/// Cutting at the axes keeps each piece inside one quadrant, so every piece is monotonic in x
/// and y and the arc's extreme points are on-curve end points, computed exactly: an angle that
/// is a multiple of π/2 maps to an exact axis point rather than to `cos`/`sin` rounding
/// (`cos(π/2)` is 6e-17, not 0). Each piece uses control arms of length `4/3·tan(δ/4)·r`, which
/// puts the piece's midpoint on the circle.
enum ArcSegments {
    private static let quarter = CGFloat.pi / 2

    /// The cubic pieces of the arc of `radius` about `center` from `startAngle`, sweeping
    /// `sweep` radians (positive towards increasing angle), as (start, control1, control2, end).
    static func cubics(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat)
        -> [(CGPoint, CGPoint, CGPoint, CGPoint)]
    {
        let angles = cutAngles(from: startAngle, sweep: sweep)
        var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
        for (a0, a1) in zip(angles, angles.dropFirst()) {
            let u0 = unitVector(a0), u1 = unitVector(a1)
            let arm = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let p0 = CGPoint(x: center.x + radius * u0.x, y: center.y + radius * u0.y)
            let p3 = CGPoint(x: center.x + radius * u1.x, y: center.y + radius * u1.y)
            // The tangent at angle a is (−sin a, cos a).
            let c1 = CGPoint(x: p0.x - arm * u0.y, y: p0.y + arm * u0.x)
            let c2 = CGPoint(x: p3.x + arm * u1.y, y: p3.y - arm * u1.x)
            result.append((p0, c1, c2, p3))
        }
        return result
    }

    /// The point at `angle` on the circle of `radius` about `center`.
    static func point(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        let u = unitVector(angle)
        return CGPoint(x: center.x + radius * u.x, y: center.y + radius * u.y)
    }

    /// `startAngle`, every multiple of π/2 strictly inside the sweep, and the end angle.
    /// A sweep that is not finite is treated as empty.
    static func cutAngles(from startAngle: CGFloat, sweep: CGFloat) -> [CGFloat] {
        guard sweep.isFinite, startAngle.isFinite, sweep != 0 else { return [startAngle, startAngle] }
        let end = startAngle + sweep
        guard startAngle.magnitude < 1e12, sweep.magnitude <= 4 * CGFloat.pi else {
            // Out of the range where multiples of π/2 are distinct: equal pieces of at most π/2.
            let pieces = Int(min(16, max(1, (sweep.magnitude / quarter).rounded(.up))))
            return (0...pieces).map { startAngle + sweep * CGFloat($0) / CGFloat(pieces) }
        }
        var angles = [startAngle]
        let step: CGFloat = sweep > 0 ? 1 : -1
        var k = sweep > 0 ? (startAngle / quarter).rounded(.down) + 1 : (startAngle / quarter).rounded(.up) - 1
        while true {
            let cut = k * quarter
            let inside = sweep > 0 ? cut < end : cut > end
            guard inside, !isSame(cut, end) else { break }
            if !isSame(cut, startAngle) { angles.append(cut) }
            k += step
        }
        angles.append(end)
        return angles
    }

    /// `(cos a, sin a)`, exact when `a` is (within rounding) a multiple of π/2.
    static func unitVector(_ angle: CGFloat) -> CGPoint {
        let k = (angle / quarter).rounded()
        if isSame(angle, k * quarter), k.magnitude < 1e15 {
            switch ((Int(k) % 4) + 4) % 4 {
            case 0: return CGPoint(x: 1, y: 0)
            case 1: return CGPoint(x: 0, y: 1)
            case 2: return CGPoint(x: -1, y: 0)
            default: return CGPoint(x: 0, y: -1)
            }
        }
        return CGPoint(x: cos(angle), y: sin(angle))
    }

    /// Equal up to the rounding of a few arithmetic steps on angles of this size.
    private static func isSame(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) <= 1e-12 * max(1, abs(a), abs(b))
    }
}
#endif

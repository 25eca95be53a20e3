#if !canImport(UIKit)
import Foundation

/// A line, quadratic or cubic Bézier piece given by its control points (2, 3 or 4), evaluated
/// by de Casteljau's construction (one routine for every degree; ``BezierMath`` has the closed
/// forms per coordinate that bounding boxes use). A keyframe path's segments move along these.
struct BezierPiece {
    let p: [CGPoint]
    init(_ points: [CGPoint]) { p = points }

    func point(at u: Double) -> CGPoint {
        var q = p
        let t = CGFloat(u)
        while q.count > 1 {
            q = zip(q, q.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return q.first ?? .zero
    }

    func derivative(at u: Double) -> CGPoint {
        guard p.count > 1 else { return .zero }
        let degree = CGFloat(p.count - 1)
        let hull = zip(p, p.dropFirst()).map { CGPoint(x: ($1.x - $0.x) * degree, y: ($1.y - $0.y) * degree) }
        return BezierPiece(hull).point(at: u)
    }

    /// The length of the curve, summed over 32 chords.
    var approximateLength: Double {
        var length = 0.0, last = point(at: 0)
        for k in 1...32 {
            let next = point(at: Double(k) / 32)
            length += Double(hypot(next.x - last.x, next.y - last.y))
            last = next
        }
        return length
    }
}
#endif

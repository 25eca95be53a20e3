#if !canImport(UIKit)
import Foundation

/// De Casteljau's construction: the part of a line or Bézier segment between two parameters.
enum SegmentSplitting {
    /// The part of `segment` between parameters `t0` ≤ `t1` in 0…1.
    static func between(_ segment: PathSegment, _ t0: Double, _ t1: Double) -> PathSegment {
        let head = split(segment, at: t1).0
        guard t1 > 0 else { return head }
        return split(head, at: t0 / t1).1
    }

    /// The segment cut at `t`: the part before and the part after.
    static func split(_ segment: PathSegment, at t: Double) -> (PathSegment, PathSegment) {
        let f = CGFloat(t)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f) }
        switch segment {
        case .line(let p, let q):
            let m = mix(p, q)
            return (.line(p, m), .line(m, q))
        case .quad(let p0, let c, let p1):
            let a = mix(p0, c), b = mix(c, p1), m = mix(a, b)
            return (.quad(p0, a, m), .quad(m, b, p1))
        case .cubic(let p0, let c1, let c2, let p1):
            let a = mix(p0, c1), b = mix(c1, c2), c = mix(c2, p1)
            let d = mix(a, b), e = mix(b, c), m = mix(d, e)
            return (.cubic(p0, a, d, m), .cubic(m, e, c, p1))
        }
    }
}
#endif

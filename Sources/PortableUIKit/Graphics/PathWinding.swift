#if !canImport(UIKit)
import Foundation

/// Point-in-path tests: the winding number of a path around a point, counted exactly on the
/// curves (no flattening).
///
/// A ray leaves the point towards +x; every piece of the outline that crosses it adds +1 when
/// it runs towards increasing y and −1 when it runs towards decreasing y. Curves are cut
/// at their y extrema into y-monotonic pieces, and the crossing of each piece is found by
/// bisection. Crossings use half-open y ranges, so a vertex on the ray is counted once.
enum PathWinding {
    /// The winding number of `subpaths` around `point`; each subpath is closed by a straight
    /// line back to its start, as filling does.
    static func winding(of subpaths: [Subpath], around point: CGPoint) -> Int {
        var total = 0
        for subpath in subpaths {
            for segment in subpath.segments { total += crossings(segment, point) }
            let end = subpath.segments.last?.end ?? subpath.start
            if end != subpath.start { total += crossings(.line(end, subpath.start), point) }
        }
        return total
    }

    /// Whether a winding number means "inside" under `rule`.
    static func isInside(winding: Int, rule: CGPathFillRule) -> Bool {
        switch rule {
        case .winding: winding != 0
        case .evenOdd: winding % 2 != 0
        }
    }

    private static func crossings(_ segment: PathSegment, _ p: CGPoint) -> Int {
        switch segment {
        case .line(let a, let b):
            return lineCrossing(a, b, p)
        case .quad(let a, let c, let b):
            let x = { (t: CGFloat) in BezierMath.quad(a.x, c.x, b.x, at: t) }
            let y = { (t: CGFloat) in BezierMath.quad(a.y, c.y, b.y, at: t) }
            let cuts = BezierMath.quadExtremum(a.y, c.y, b.y).map { [$0] } ?? []
            return monotonicCrossings(x: x, y: y, cuts: cuts, p)
        case .cubic(let a, let c1, let c2, let b):
            let x = { (t: CGFloat) in BezierMath.cubic(a.x, c1.x, c2.x, b.x, at: t) }
            let y = { (t: CGFloat) in BezierMath.cubic(a.y, c1.y, c2.y, b.y, at: t) }
            return monotonicCrossings(x: x, y: y, cuts: BezierMath.cubicExtrema(a.y, c1.y, c2.y, b.y).sorted(), p)
        }
    }

    private static func lineCrossing(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
        if a.y <= p.y && p.y < b.y {
            return a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) > p.x ? 1 : 0
        }
        if b.y <= p.y && p.y < a.y {
            return a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) > p.x ? -1 : 0
        }
        return 0
    }

    /// Crossings of a curve cut at `cuts` (sorted parameters in (0, 1)) into y-monotonic pieces.
    private static func monotonicCrossings(
        x: (CGFloat) -> CGFloat, y: (CGFloat) -> CGFloat, cuts: [CGFloat], _ p: CGPoint
    ) -> Int {
        let bounds = [0] + cuts + [1]
        var total = 0
        for (t0, t1) in zip(bounds, bounds.dropFirst()) {
            let y0 = y(t0), y1 = y(t1)
            let rising = y0 <= p.y && p.y < y1
            let falling = y1 <= p.y && p.y < y0
            guard rising || falling else { continue }
            // Bisection keeps the lower y on the `low` side of the bracket.
            var (low, high) = rising ? (t0, t1) : (t1, t0)
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if y(mid) <= p.y { low = mid } else { high = mid }
            }
            if x((low + high) / 2) > p.x { total += rising ? 1 : -1 }
        }
        return total
    }
}
#endif

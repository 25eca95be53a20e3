#if !canImport(UIKit)
import Foundation

/// The part of a path between two fractions of its length (``CAShapeLayer/strokeStart`` and
/// ``CAShapeLayer/strokeEnd``, spec 18.13): a pure engine the renderer strokes.
///
/// The length is the sum of every subpath's length, the closing line of a closed subpath
/// included; lines are measured exactly and Bézier curves by adaptive Gauss–Legendre quadrature
/// of the speed |B′(t)|. Curves are cut with de Casteljau's construction at the parameter whose
/// arc length is the wanted one. Trimmed pieces are open; a subpath kept whole stays as it was
/// (closed ones keep their join).
@_spi(Rendering) public enum StrokeTrimming {
    /// The elements of `elements` between fractions `start` and `end` of the path's length, each
    /// clamped to 0…1. An empty range (start ≥ end, or either NaN) gives no elements; 0…1 gives
    /// the elements unchanged.
    @_spi(Rendering) public static func trimmed(_ elements: [CGPathElementKind], start: CGFloat, end: CGFloat)
        -> [CGPathElementKind]
    {
        guard !start.isNaN, !end.isNaN else { return [] }
        let from = Double(min(max(start, 0), 1)), to = Double(min(max(end, 0), 1))
        guard from < to else { return [] }
        if from == 0, to == 1 { return elements }
        let subpaths = CGPath(elements: elements).subpaths.map(Self.measured)
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return [] }
        let lower = from * total, upper = to * total
        var result: [CGPathElementKind] = []
        var offset = 0.0
        for subpath in subpaths {
            defer { offset += subpath.length }
            guard offset + subpath.length > lower, offset < upper else { continue }
            if offset >= lower, offset + subpath.length <= upper {
                result += subpath.source.elements
                continue
            }
            var pieces: [PathSegment] = []
            var at = offset
            for (segment, length) in zip(subpath.segments, subpath.lengths) {
                defer { at += length }
                guard at + length > lower, at < upper, length > 0 else { continue }
                let a = max(lower - at, 0), b = min(upper - at, length)
                pieces.append(a == 0 && b == length ? segment : Self.piece(of: segment, length: length, from: a, to: b))
            }
            if let first = pieces.first {
                result.append(.moveTo(first.start))
                result += pieces.map(\.element)
            }
        }
        return result
    }

    /// The length of `elements` (every subpath, closing lines included).
    static func length(of elements: [CGPathElementKind]) -> Double {
        CGPath(elements: elements).subpaths.map(measured).reduce(0) { $0 + $1.length }
    }

    /// The arc length of `segment` between parameters `a` and `b`.
    static func arcLength(_ segment: PathSegment, from a: Double = 0, to b: Double = 1) -> Double {
        if case .line(let p, let q) = segment { return Double(hypot(q.x - p.x, q.y - p.y)) * (b - a) }
        return adaptive(segment, a, b, gauss(segment, a, b), depth: 0)
    }

    // MARK: Measuring

    private struct Measured {
        var source: Subpath
        var segments: [PathSegment]
        var lengths: [Double]
        var length: Double
    }

    private static func measured(_ subpath: Subpath) -> Measured {
        var segments = subpath.segments
        let last = segments.last?.end ?? subpath.start
        if subpath.isClosed, last != subpath.start { segments.append(.line(last, subpath.start)) }
        let lengths = segments.map { arcLength($0) }
        return Measured(source: subpath, segments: segments, lengths: lengths, length: lengths.reduce(0, +))
    }

    private static func adaptive(_ s: PathSegment, _ a: Double, _ b: Double, _ whole: Double, depth: Int) -> Double {
        let mid = (a + b) / 2
        let left = gauss(s, a, mid), right = gauss(s, mid, b)
        if depth >= 12 || abs(left + right - whole) <= 1e-10 * max(whole, 1) { return left + right }
        return adaptive(s, a, mid, left, depth: depth + 1) + adaptive(s, mid, b, right, depth: depth + 1)
    }

    /// Five-point Gauss–Legendre quadrature of the speed over [a, b].
    private static func gauss(_ s: PathSegment, _ a: Double, _ b: Double) -> Double {
        let nodes: [(Double, Double)] = [
            (0, 0.568_888_888_888_888_9), (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
            (0.538_469_310_105_683_1, 0.478_628_670_499_366_5), (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
            (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
        ]
        let half = (b - a) / 2, centre = (a + b) / 2
        return nodes.reduce(0) { $0 + $1.1 * speed(s, centre + half * $1.0) } * half
    }

    private static func speed(_ s: PathSegment, _ t: Double) -> Double {
        let u = 1 - t
        switch s {
        case .line(let p, let q): return Double(hypot(q.x - p.x, q.y - p.y))
        case .quad(let p0, let c, let p1):
            let dx = 2 * (u * Double(c.x - p0.x) + t * Double(p1.x - c.x))
            let dy = 2 * (u * Double(c.y - p0.y) + t * Double(p1.y - c.y))
            return (dx * dx + dy * dy).squareRoot()
        case .cubic(let p0, let c1, let c2, let p1):
            func d(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ e: CGFloat) -> Double {
                3 * (u * u * Double(b - a) + 2 * u * t * Double(c - b) + t * t * Double(e - c))
            }
            let dx = d(p0.x, c1.x, c2.x, p1.x), dy = d(p0.y, c1.y, c2.y, p1.y)
            return (dx * dx + dy * dy).squareRoot()
        }
    }

    // MARK: Cutting

    /// The part of `segment` (of length `length`) between arc lengths `a` and `b`.
    private static func piece(of segment: PathSegment, length: Double, from a: Double, to b: Double) -> PathSegment {
        let t0 = parameter(of: segment, atLength: a, total: length)
        let t1 = parameter(of: segment, atLength: b, total: length)
        return SegmentSplitting.between(segment, t0, t1)
    }

    /// The parameter at which the arc length from the segment's start is `s` (bisection).
    private static func parameter(of segment: PathSegment, atLength s: Double, total: Double) -> Double {
        if s <= 0 { return 0 }
        if s >= total { return 1 }
        if case .line = segment { return s / total }
        var low = 0.0, high = 1.0
        for _ in 0..<48 {
            let mid = (low + high) / 2
            if arcLength(segment, from: 0, to: mid) < s { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}

extension PathSegment {
    /// Where the segment starts.
    var start: CGPoint {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The keyframe interpolation of `CAKeyframeAnimation` as a pure value (spec 18.6): the value
/// at progress t ∈ [0, 1] of one pass.
///
/// - `.linear`: keyframe i at `times[i]` (the valid `keyTimes`, else evenly spaced); between two
///   keyframes a straight blend, eased by that segment's timing function when given.
/// - `.discrete`: keyframe i holds from `times[i]` until `times[i + 1]` (n + 1 times; evenly
///   n segments without them); the last keyframe shows at t = 1.
/// - `.paced` / `.cubicPaced`: times proportional to the distance between keyframes; keyTimes
///   and per-segment timing functions are ignored.
/// - `.cubic` / `.cubicPaced`: a Kochanek–Bartels spline (tension, continuity, bias per
///   keyframe; all 0 is Catmull-Rom) through values that have components (numbers, points,
///   sizes, rects, colours, number arrays); other kinds blend linearly.
/// - A path: each segment of the path (line, quadratic or cubic curve, close) runs from one
///   keyframe to the next along the curve itself.
struct KeyframeTrack: Sendable {
    enum Mode: Sendable { case linear, discrete, paced, cubic, cubicPaced }

    /// One piece of a path between two keyframes: the Bézier control points from start to end.
    struct PathSegment: Sendable, Equatable {
        var points: [CGPoint]
        func point(at u: Double) -> CGPoint { BezierPiece(points).point(at: u) }
        func tangent(at u: Double) -> CGPoint { BezierPiece(points).derivative(at: u) }
        var length: Double { BezierPiece(points).approximateLength }
    }

    let values: [AnimatableValue]
    let mode: Mode
    /// Keyframe times (n, or n + 1 for discrete), rising from 0 to 1.
    let times: [Double]
    /// Per-segment timing curves (n − 1), when given and not paced.
    let timings: [CubicTimingCurve]?
    let tension: [Double], continuity: [Double], bias: [Double]
    /// The segments when the keyframes come from a path (values are their end points).
    let segments: [PathSegment]?
    /// Rotation along a path: nil (none), +0 (`rotateAuto`) or +π (`rotateAutoReverse`).
    let rotationOffset: Double?

    /// Builds a track; invalid `keyTimes` (wrong count, outside [0, 1], falling, or not starting
    /// at 0 and ending at 1) are ignored: the keyframes are evenly spaced instead.
    init(
        values: [AnimatableValue], keyTimes: [Double]?, timings: [CubicTimingCurve]?, mode: Mode,
        tension: [Double] = [], continuity: [Double] = [], bias: [Double] = [],
        segments: [PathSegment]? = nil, rotationOffset: Double? = nil
    ) {
        self.values = values
        self.mode = mode
        self.segments = segments
        self.rotationOffset = rotationOffset
        self.tension = tension; self.continuity = continuity; self.bias = bias
        let n = values.count
        let count = mode == .discrete ? n + 1 : n
        let paced = mode == .paced || mode == .cubicPaced
        self.timings = paced ? nil : timings.flatMap { $0.count == max(n - 1, 0) ? $0 : nil }
        if paced {
            times = Self.pacedTimes(values: values, segments: segments)
        } else if let keyTimes, Self.isValid(keyTimes, count: count) {
            times = keyTimes
        } else {
            times = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        }
    }

    /// Spec 18.6's rule for keyTimes.
    static func isValid(_ keyTimes: [Double], count: Int) -> Bool {
        guard keyTimes.count == count, count >= 2, keyTimes.first == 0, keyTimes.last == 1 else { return false }
        return zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 } && keyTimes.allSatisfy { $0 >= 0 && $0 <= 1 }
    }

    /// Times proportional to the cumulative distance between keyframes (even when all coincide).
    static func pacedTimes(values: [AnimatableValue], segments: [PathSegment]?) -> [Double] {
        let n = values.count
        guard n > 1 else { return [0] }
        let lengths = segments?.map(\.length) ?? zip(values, values.dropFirst()).map { distance($0, $1) }
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return (0..<n).map { Double($0) / Double(n - 1) } }
        var times = [0.0], sum = 0.0
        for length in lengths { sum += length; times.append(sum / total) }
        times[n - 1] = 1
        return times
    }

    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        guard let p = components(a), let q = components(b), p.count == q.count else { return 1 }
        return zip(p, q).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// The value at progress `t`.
    func value(at t: Double) -> AnimatableValue {
        guard let first = values.first else { return .scalar(0) }
        let n = values.count
        guard n > 1 else { return first }
        if mode == .discrete {
            if t >= 1 { return values[n - 1] }
            let index = (0..<n).last { times[$0] <= t } ?? 0
            return values[index]
        }
        let (i, u) = segment(at: t)
        if let segments, i < segments.count { return .point(segments[i].point(at: u)) }
        if mode == .cubic || mode == .cubicPaced, let value = cubicValue(i, u) { return value }
        return values[i].blended(to: values[i + 1], u)
    }

    /// The path angle at progress `t` plus the rotation offset, when rotating along a path.
    func rotation(at t: Double) -> Double? {
        guard let rotationOffset, let segments, !segments.isEmpty else { return nil }
        let (i, u) = segment(at: t)
        let d = segments[min(i, segments.count - 1)].tangent(at: u)
        return atan2(Double(d.y), Double(d.x)) + rotationOffset
    }

    /// The segment index i (from keyframe i to i + 1) and the eased fraction inside it.
    private func segment(at t: Double) -> (Int, Double) {
        let n = values.count
        guard t > 0 else { return (0, 0) }
        guard t < 1 else { return (n - 2, 1) }
        var i = 0
        while i < n - 2 && times[i + 1] <= t { i += 1 }
        let span = times[i + 1] - times[i]
        var u = span > 0 ? (t - times[i]) / span : 1
        if let timings { u = timings[i].progress(at: u) }
        return (i, u)
    }

    /// Kochanek–Bartels Hermite interpolation on components, or nil when values have none.
    private func cubicValue(_ i: Int, _ u: Double) -> AnimatableValue? {
        let n = values.count
        let comps = values.compactMap(Self.components)
        guard comps.count == n, Set(comps.map(\.count)).count == 1 else { return nil }
        func p(_ k: Int) -> [Double] { comps[min(max(k, 0), n - 1)] }
        func param(_ a: [Double], _ k: Int) -> Double { k < a.count && a[k].isFinite ? a[k] : 0 }
        func tangent(_ k: Int, outgoing: Bool) -> [Double] {
            let (t, c, b) = (param(tension, k), param(continuity, k), param(bias, k))
            let cIn = outgoing ? c : -c
            let wPrev = (1 - t) * (1 + b) * (1 + cIn) / 2
            let wNext = (1 - t) * (1 - b) * (1 - cIn) / 2
            let prev = p(k - 1), here = p(k), next = p(k + 1)
            return (0..<here.count).map { wPrev * (here[$0] - prev[$0]) + wNext * (next[$0] - here[$0]) }
        }
        let p0 = p(i), p1 = p(i + 1), m0 = tangent(i, outgoing: true), m1 = tangent(i + 1, outgoing: false)
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        let result = (0..<p0.count).map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
        return Self.value(components: result, like: values[i])
    }

    /// The numeric components of a value, or nil for kinds without them.
    static func components(_ value: AnimatableValue) -> [Double]? {
        switch value {
        case .scalar(let v): [v]
        case .point(let p): [Double(p.x), Double(p.y)]
        case .size(let s): [Double(s.width), Double(s.height)]
        case .rect(let r): [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
        case .color(let c?): AnimatableValue.rgba(c).map { Double($0) }
        case .numbers(let n?): n
        default: nil
        }
    }

    static func value(components c: [Double], like template: AnimatableValue) -> AnimatableValue? {
        let g = c.map { CGFloat($0) }
        switch template {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: g[0], y: g[1]))
        case .size: return .size(CGSize(width: g[0], height: g[1]))
        case .rect: return .rect(CGRect(x: g[0], y: g[1], width: g[2], height: g[3]))
        case .color: return .color(CGColor(red: g[0], green: g[1], blue: g[2], alpha: g[3]))
        case .numbers: return .numbers(c)
        default: return nil
        }
    }
}

#endif

#if !canImport(UIKit)
import Foundation

/// The outline of a solid stroke as a fillable path (fact 20.47): the union, under the nonzero
/// winding rule, of one piece per flattened segment (a rectangle of the line width), one per join
/// and one per cap. Every piece winds the same way, so the winding number is positive wherever
/// any piece covers a point and overlaps never cancel.
struct StrokeOutline {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    private(set) var elements: [CGPathElementKind] = []

    init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        halfWidth = width / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    /// Adds the outline of one subpath.
    mutating func add(_ subpath: Subpath) {
        var points = Self.flatten(subpath)
        if subpath.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
        guard !subpath.segments.isEmpty else { return }
        guard points.count > 1 else {
            addDot(at: points[0])
            return
        }
        let count = points.count
        let segmentCount = subpath.isClosed ? count : count - 1
        for index in 0..<segmentCount {
            addSegment(points[index], points[(index + 1) % count])
        }
        let joints = subpath.isClosed ? Array(0..<count) : Array(1..<(count - 1))
        for index in joints {
            let before = points[(index + count - 1) % count], at = points[index], after = points[(index + 1) % count]
            addJoin(at: at, incoming: Self.unit(at - before), outgoing: Self.unit(after - at))
        }
        if !subpath.isClosed {
            addCap(at: points[0], direction: Self.unit(points[0] - points[1]))
            addCap(at: points[count - 1], direction: Self.unit(points[count - 1] - points[count - 2]))
        }
    }

    // MARK: Pieces

    private mutating func addSegment(_ a: CGPoint, _ b: CGPoint) {
        let n = Self.leftNormal(Self.unit(b - a)) * halfWidth
        addPolygon([a + n, b + n, b - n, a - n])
    }

    /// The join at `at` on the outer side of the turn: a wedge (bevel), a wedge and the miter tip
    /// (miter, while the miter length over the line width stays within the limit), or a disc.
    private mutating func addJoin(at point: CGPoint, incoming: CGPoint, outgoing: CGPoint) {
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        if join == .round {
            if cross != 0 || dot < 0 { addDisc(at: point) }
            return
        }
        guard cross != 0 else { return }
        let side: CGFloat = cross > 0 ? -1 : 1
        let n1 = Self.leftNormal(incoming) * side, n2 = Self.leftNormal(outgoing) * side
        let p1 = point + n1 * halfWidth, p2 = point + n2 * halfWidth
        // The miter length over the line width is 1 / sin(φ/2), φ the angle between the segments.
        let sinHalf: CGFloat = ((1 + dot) / 2).squareRoot()
        if join == .miter, sinHalf > 0, 1 / sinHalf <= miterLimit {
            let cosine: CGFloat = n1.x * n2.x + n1.y * n2.y
            let reach: CGFloat = halfWidth / (1 + cosine)
            let sum = n1 + n2
            let tip = point + sum * reach
            addPolygon([point, p1, tip, p2])
        } else {
            addPolygon([point, p1, p2])
        }
    }

    private mutating func addCap(at point: CGPoint, direction: CGPoint) {
        switch cap {
        case .butt:
            return
        case .round:
            addDisc(at: point)
        case .square:
            let n = Self.leftNormal(direction) * halfWidth, ahead = direction * halfWidth
            addPolygon([point + n, point + n + ahead, point - n + ahead, point - n])
        }
    }

    /// A subpath that does not move: a disc with round caps, an axis-aligned square with square
    /// caps, nothing with butt caps (as Core Graphics strokes a zero-length segment).
    private mutating func addDot(at point: CGPoint) {
        switch cap {
        case .butt:
            return
        case .round:
            addDisc(at: point)
        case .square:
            addPolygon(
                [
                    CGPoint(x: point.x - halfWidth, y: point.y - halfWidth),
                    CGPoint(x: point.x + halfWidth, y: point.y - halfWidth),
                    CGPoint(x: point.x + halfWidth, y: point.y + halfWidth),
                    CGPoint(x: point.x - halfWidth, y: point.y + halfWidth),
                ])
        }
    }

    /// A disc of the half width, wound towards increasing angles (positive area).
    private mutating func addDisc(at center: CGPoint) {
        let disc = CGMutablePath()
        disc.addArc(center: center, radius: halfWidth, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        disc.closeSubpath()
        elements += disc.pathElements
    }

    /// A closed polygon, turned so that its area is positive.
    private mutating func addPolygon(_ polygon: [CGPoint]) {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        elements.append(.moveTo(ordered[0]))
        for point in ordered.dropFirst() { elements.append(.lineTo(point)) }
        elements.append(.closeSubpath)
    }

    // MARK: Geometry

    /// The subpath as a polyline: lines as they are, curves cut into pieces no longer than about
    /// a quarter point, consecutive equal points dropped.
    static func flatten(_ subpath: Subpath) -> [CGPoint] {
        var points = [subpath.start]
        func append(_ point: CGPoint) { if points.last != point { points.append(point) } }
        for segment in subpath.segments {
            switch segment {
            case .line(_, let end):
                append(end)
            case .quad(let p0, let c, let p1):
                let steps = pieces(p0, c, p1)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    append(
                        CGPoint(
                            x: BezierMath.quad(p0.x, c.x, p1.x, at: t), y: BezierMath.quad(p0.y, c.y, p1.y, at: t)))
                }
            case .cubic(let p0, let c1, let c2, let p1):
                let steps = pieces(p0, c1, c2, p1)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    append(
                        CGPoint(
                            x: BezierMath.cubic(p0.x, c1.x, c2.x, p1.x, at: t),
                            y: BezierMath.cubic(p0.y, c1.y, c2.y, p1.y, at: t)))
                }
            }
        }
        return points
    }

    /// How many pieces a curve is cut into: its control polygon's length over a quarter point,
    /// between 4 and 256.
    private static func pieces(_ points: CGPoint...) -> Int {
        var length: CGFloat = 0
        for index in 1..<points.count { length += distance(points[index - 1], points[index]) }
        guard length.isFinite else { return 4 }
        return min(256, max(4, Int((length * 4).rounded(.up))))
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx: CGFloat = a.x - b.x
        let dy: CGFloat = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }

    static func unit(_ v: CGPoint) -> CGPoint {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 0 ? CGPoint(x: v.x / length, y: v.y / length) : .zero
    }

    static func leftNormal(_ v: CGPoint) -> CGPoint { CGPoint(x: -v.y, y: v.x) }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
#endif

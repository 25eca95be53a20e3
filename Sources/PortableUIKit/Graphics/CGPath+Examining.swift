#if !canImport(UIKit)
import Foundation

extension CGPath {
    /// The smallest rectangle containing every point of the path, control points of Bézier and
    /// quadratic curves included; `.null` for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in pathElements {
            switch element {
            case .moveTo(let p), .lineTo(let p): points.append(p)
            case .quadCurveTo(let c, let p): points += [c, p]
            case .curveTo(let c1, let c2, let p): points += [c1, c2, p]
            case .closeSubpath: break
            }
        }
        return Self.enclosingRect(points)
    }

    /// The smallest rectangle containing every point the path passes through (move-to points
    /// included), control points excluded; `.null` for an empty path.
    ///
    /// Curves contribute their end points and their exact extrema (the roots of the derivative
    /// of each coordinate), so an arc's box is the arc's, not its control polygon's.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        for subpath in subpaths {
            points.append(subpath.start)
            for segment in subpath.segments {
                points.append(segment.end)
                switch segment {
                case .line: break
                case .quad(let a, let c, let b):
                    for t in [BezierMath.quadExtremum(a.x, c.x, b.x), BezierMath.quadExtremum(a.y, c.y, b.y)]
                        .compactMap({ $0 })
                    {
                        points.append(
                            CGPoint(
                                x: BezierMath.quad(a.x, c.x, b.x, at: t),
                                y: BezierMath.quad(a.y, c.y, b.y, at: t)))
                    }
                case .cubic(let a, let c1, let c2, let b):
                    for t in BezierMath.cubicExtrema(a.x, c1.x, c2.x, b.x)
                        + BezierMath.cubicExtrema(a.y, c1.y, c2.y, b.y)
                    {
                        points.append(
                            CGPoint(
                                x: BezierMath.cubic(a.x, c1.x, c2.x, b.x, at: t),
                                y: BezierMath.cubic(a.y, c1.y, c2.y, b.y, at: t)))
                    }
                }
            }
        }
        return Self.enclosingRect(points)
    }

    /// The current point: the end of the last element, or the start of the last subpath after
    /// `closeSubpath`; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        guard let last = subpaths.last else { return .zero }
        return last.isClosed ? last.start : (last.segments.last?.end ?? last.start)
    }

    /// Whether `point`, mapped through `transform`, is inside the region filling the path would
    /// paint under `rule`. Open subpaths count as closed by a straight line, as in filling.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let winding = PathWinding.winding(of: subpaths, around: point.applying(transform))
        return PathWinding.isInside(winding: winding, rule: rule)
    }

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: pathElements) }

    /// An immutable copy of the path with every point mapped through `transform` (if any).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform else { return copy() }
        return CGPath(elements: pathElements.map { $0.applying(transform.pointee) })
    }

    /// A mutable copy of the path with every point mapped through `transform` (if any).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform else { return mutableCopy() }
        return CGMutablePath(elements: pathElements.map { $0.applying(transform.pointee) })
    }

    /// The smallest rectangle containing `points` (zero-size rectangles count), or `.null`.
    private static func enclosingRect(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// One drawn piece of a subpath, with its start point made explicit.
enum PathSegment: Equatable {
    /// A straight line from the first point to the second.
    case line(CGPoint, CGPoint)
    /// A quadratic curve: start, control, end.
    case quad(CGPoint, CGPoint, CGPoint)
    /// A cubic curve: start, control 1, control 2, end.
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    /// Where the segment ends.
    var end: CGPoint {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): p
        }
    }

    /// The segment traversed backwards, its control points swapped.
    var reversed: PathSegment {
        switch self {
        case .line(let a, let b): .line(b, a)
        case .quad(let a, let c, let b): .quad(b, c, a)
        case .cubic(let a, let c1, let c2, let b): .cubic(b, c2, c1, a)
        }
    }

    /// The path element that draws this segment from the current point.
    var element: CGPathElementKind {
        switch self {
        case .line(_, let p): .lineTo(p)
        case .quad(_, let c, let p): .quadCurveTo(control: c, point: p)
        case .cubic(_, let c1, let c2, let p): .curveTo(control1: c1, control2: c2, point: p)
        }
    }
}

/// A connected run of segments that starts at `start` and is closed or open.
struct Subpath: Equatable {
    /// The first point of the subpath.
    var start: CGPoint
    /// The segments in drawing order.
    var segments: [PathSegment] = []
    /// Whether the subpath ends with `closeSubpath`.
    var isClosed = false

    /// The path elements that draw this subpath.
    var elements: [CGPathElementKind] {
        [.moveTo(start)] + segments.map(\.element) + (isClosed ? [.closeSubpath] : [])
    }

    /// The same figure traversed backwards: it starts where this one ends.
    var reversed: Subpath {
        Subpath(start: segments.last?.end ?? start, segments: segments.reversed().map(\.reversed), isClosed: isClosed)
    }
}

extension CGPath {
    /// The path split into subpaths, following Core Graphics' rules: `moveTo` starts a subpath,
    /// `closeSubpath` ends one and leaves the current point at its start, and a segment with no
    /// open subpath starts a new one at the current point.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var open: Subpath?
        var current: CGPoint?
        func begin(at point: CGPoint) -> Subpath { open ?? Subpath(start: current ?? point) }
        for element in pathElements {
            switch element {
            case .moveTo(let p):
                if let finished = open { result.append(finished) }
                open = Subpath(start: p)
                current = p
            case .lineTo(let p):
                var subpath = begin(at: p)
                subpath.segments.append(.line(current ?? p, p))
                open = subpath
                current = p
            case .quadCurveTo(let c, let p):
                var subpath = begin(at: p)
                subpath.segments.append(.quad(current ?? p, c, p))
                open = subpath
                current = p
            case .curveTo(let c1, let c2, let p):
                var subpath = begin(at: p)
                subpath.segments.append(.cubic(current ?? p, c1, c2, p))
                open = subpath
                current = p
            case .closeSubpath:
                guard var closing = open else { continue }
                closing.isClosed = true
                result.append(closing)
                open = nil
                current = closing.start
            }
        }
        if let last = open { result.append(last) }
        return result
    }
}
#endif

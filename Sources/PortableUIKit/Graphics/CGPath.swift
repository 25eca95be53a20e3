#if !canImport(UIKit)
import Foundation

/// One element of a path (Core Graphics' `CGPathElement`, as a Swift enum).
public enum CGPathElementKind: Sendable, Equatable {
    /// Starts a new subpath at a point.
    case moveTo(CGPoint)
    /// A straight line to a point.
    case lineTo(CGPoint)
    /// A quadratic Bézier curve to `point` with one control point.
    case quadCurveTo(control: CGPoint, point: CGPoint)
    /// A cubic Bézier curve to `point` with two control points.
    case curveTo(control1: CGPoint, control2: CGPoint, point: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
}

/// An immutable graphics path (Core Graphics' `CGPath`).
///
/// As on Darwin, paths are `Equatable` and `Hashable` but not `Sendable`.
public class CGPath: Equatable, Hashable {
    /// The elements in drawing order.
    ///
    /// Not Core Graphics API (Darwin walks a path with `applyWithBlock(_:)`): PortableUIKit's
    /// renderers read it. Code meant to compile against UIKit must not use it.
    public internal(set) var pathElements: [CGPathElementKind]

    init(elements: [CGPathElementKind]) { pathElements = elements }

    /// A rectangular path, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.rectElements(rect))
        if let transform { pathElements = pathElements.map { $0.applying(transform.pointee) } }
    }

    /// A rounded-rectangle path; corner sizes are clamped to half the rect, as Core Graphics does.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(elements: CGPath.roundedRectElements(rect, cornerWidth, cornerHeight))
        if let transform { pathElements = pathElements.map { $0.applying(transform.pointee) } }
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.roundedRectElements(rect, rect.width / 2, rect.height / 2))
        if let transform { pathElements = pathElements.map { $0.applying(transform.pointee) } }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { pathElements.isEmpty }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: pathElements) }

    /// Whether two paths have the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.pathElements == rhs.pathElements }
    /// Hashes the number of elements (consistent with `==`).
    public func hash(into hasher: inout Hasher) { hasher.combine(pathElements.count) }

    static func rectElements(_ r: CGRect) -> [CGPathElementKind] {
        [
            .moveTo(CGPoint(x: r.minX, y: r.minY)), .lineTo(CGPoint(x: r.maxX, y: r.minY)),
            .lineTo(CGPoint(x: r.maxX, y: r.maxY)), .lineTo(CGPoint(x: r.minX, y: r.maxY)), .closeSubpath,
        ]
    }

    /// Four quarter-ellipse corners approximated by cubic Béziers (kappa = 0.5523).
    static func roundedRectElements(_ r: CGRect, _ cw: CGFloat, _ ch: CGFloat) -> [CGPathElementKind] {
        let rx = min(max(cw, 0), r.width / 2), ry = min(max(ch, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return rectElements(r) }
        let k: CGFloat = 0.552_284_749_831
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        return [
            .moveTo(CGPoint(x: x0 + rx, y: y0)),
            .lineTo(CGPoint(x: x1 - rx, y: y0)),
            .curveTo(
                control1: CGPoint(x: x1 - rx + rx * k, y: y0), control2: CGPoint(x: x1, y: y0 + ry - ry * k),
                point: CGPoint(x: x1, y: y0 + ry)),
            .lineTo(CGPoint(x: x1, y: y1 - ry)),
            .curveTo(
                control1: CGPoint(x: x1, y: y1 - ry + ry * k), control2: CGPoint(x: x1 - rx + rx * k, y: y1),
                point: CGPoint(x: x1 - rx, y: y1)),
            .lineTo(CGPoint(x: x0 + rx, y: y1)),
            .curveTo(
                control1: CGPoint(x: x0 + rx - rx * k, y: y1), control2: CGPoint(x: x0, y: y1 - ry + ry * k),
                point: CGPoint(x: x0, y: y1 - ry)),
            .lineTo(CGPoint(x: x0, y: y0 + ry)),
            .curveTo(
                control1: CGPoint(x: x0, y: y0 + ry - ry * k), control2: CGPoint(x: x0 + rx - rx * k, y: y0),
                point: CGPoint(x: x0 + rx, y: y0)),
            .closeSubpath,
        ]
    }
}

/// A path that can be built up (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(elements: []) }
    override init(elements: [CGPathElementKind]) { super.init(elements: elements) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        pathElements.append(.moveTo(point.applying(transform)))
    }
    /// Adds a line from the current point to `point`; does nothing on an empty path, which has
    /// no current point (Core Graphics logs and ignores the call).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard !isEmpty else { return }
        pathElements.append(.lineTo(point.applying(transform)))
    }
    /// Adds a quadratic curve from the current point; does nothing on an empty path.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard !isEmpty else { return }
        pathElements.append(.quadCurveTo(control: control.applying(transform), point: end.applying(transform)))
    }
    /// Adds a cubic curve from the current point; does nothing on an empty path.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard !isEmpty else { return }
        pathElements.append(
            .curveTo(
                control1: control1.applying(transform), control2: control2.applying(transform),
                point: end.applying(transform)))
    }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        pathElements += CGPath.rectElements(rect).map { $0.applying(transform) }
    }
    /// Adds a closed rounded rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        pathElements += CGPath.roundedRectElements(rect, cornerWidth, cornerHeight).map { $0.applying(transform) }
    }
    /// Adds a closed ellipse.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2, transform: transform)
    }
    /// Closes the current subpath; does nothing on an empty path.
    public func closeSubpath() {
        guard !isEmpty else { return }
        pathElements.append(.closeSubpath)
    }
}

extension CGPathElementKind {
    func applying(_ t: CGAffineTransform) -> CGPathElementKind {
        switch self {
        case .moveTo(let p): return .moveTo(p.applying(t))
        case .lineTo(let p): return .lineTo(p.applying(t))
        case .quadCurveTo(let c, let p): return .quadCurveTo(control: c.applying(t), point: p.applying(t))
        case .curveTo(let c1, let c2, let p):
            return .curveTo(control1: c1.applying(t), control2: c2.applying(t), point: p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
#endif

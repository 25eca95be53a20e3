#if !canImport(UIKit)
import Foundation

/// A path of straight and curved segments plus the attributes used to draw it (UIKit's
/// `UIBezierPath`).
///
/// The geometry is a `CGMutablePath`; ``cgPath`` hands out an immutable copy. Angles follow
/// UIKit's default y-down space, where `clockwise: true` sweeps towards increasing angles —
/// the opposite of `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
/// As in UIKit the class is not bound to the main actor and is not `Sendable`.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's geometry.
    var storage = CGMutablePath()
    /// The dash lengths set by ``setLineDash(_:count:phase:)``; empty for a solid line.
    var dashPattern: [CGFloat] = []
    /// The dash phase set by ``setLineDash(_:count:phase:)``.
    var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Creates a path from an archive (`NSSecureCoding`'s initializer, which UIKit designates
    /// with `init()`: spec 20.60). PortableUIKit has no archives, so the path is empty.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Drawing properties

    /// The line width of the path (1 by default).
    open var lineWidth: CGFloat = 1
    /// The shape of the endpoints of a stroked path (`.butt` by default).
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the joints between segments of a stroked path (`.miter` by default).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit of the miter length to the line width before a miter join is beveled (10 by default).
    open var miterLimit: CGFloat = 10
    /// The rendering accuracy for curved segments (0.6 by default).
    open var flatness: CGFloat = 0.6
    /// Whether filling and ``contains(_:)`` use the even-odd rule rather than the nonzero
    /// winding rule (false by default).
    open var usesEvenOddFillRule = false

    /// Sets the line-stroking pattern: `count` lengths read from `pattern`, starting `phase`
    /// points into it. A nil pattern or a count of 0 means a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Retrieves the line-stroking pattern. `pattern`, when not nil, must have room for every
    /// length; `count` receives how many there are and `phase` the phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Constructing a path

    /// The Core Graphics representation of the path: an immutable copy when read; setting it
    /// replaces the path's geometry with a copy of the new path.
    open var cgPath: CGPath {
        get { CGPath(elements: storage.pathElements) }
        set { storage = CGMutablePath(elements: newValue.pathElements) }
    }

    /// The current point: the end of the last segment, the start of the last subpath after
    /// ``close()``, or `.zero` for an empty path.
    open var currentPoint: CGPoint { storage.currentPoint }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        storage.move(to: point)
    }

    /// Appends a straight line from the current point; does nothing on an empty path.
    open func addLine(to point: CGPoint) {
        storage.addLine(to: point)
    }

    /// Appends a cubic Bézier curve from the current point; does nothing on an empty path.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends a quadratic Bézier curve from the current point; does nothing on an empty path.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends an arc of a circle, joined by a line from the current point if there is one.
    ///
    /// In the default y-down space an angle of π/2 points down, and `clockwise: true` sweeps
    /// towards increasing angles: from 0 to π clockwise is the bottom half of the circle.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        storage.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the most recent subpath with a straight line back to its first point.
    open func close() {
        storage.closeSubpath()
    }

    /// Removes every subpath.
    open func removeAllPoints() {
        storage = CGMutablePath()
    }

    /// Appends the subpaths of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) {
        storage.addPath(bezierPath.storage)
    }

    /// A new path with the same attributes whose subpaths are this path's, in reverse order,
    /// each traversed from its end back to its start.
    open func reversing() -> UIBezierPath {
        let result = copyAttributes()
        let elements = storage.subpaths.reversed().flatMap { $0.reversed.elements }
        result.storage = CGMutablePath(elements: elements)
        return result
    }

    /// Maps every point of the path, control points included, through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        storage = CGMutablePath(elements: storage.pathElements.map { $0.applying(transform) })
    }

    // MARK: Hit-testing

    /// Whether `point` is inside a closed subpath, under the rule ``usesEvenOddFillRule`` picks.
    ///
    /// As in UIKit, open subpaths enclose nothing: close them first to hit-test their area.
    open func contains(_ point: CGPoint) -> Bool {
        let closed = storage.subpaths.filter(\.isClosed)
        let winding = PathWinding.winding(of: closed, around: point)
        return PathWinding.isInside(winding: winding, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle enclosing every point of the path, control points of curves
    /// included (`CGPath.boundingBox`); `.null` for an empty path.
    open var bounds: CGRect { storage.boundingBox }

    // MARK: NSCopying

    /// A new path with the same geometry and drawing attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let result = copyAttributes()
        result.storage = CGMutablePath(elements: storage.pathElements)
        return result
    }

    /// A new, empty `UIBezierPath` carrying this path's drawing attributes.
    private func copyAttributes() -> UIBezierPath {
        let result = UIBezierPath()
        result.lineWidth = lineWidth
        result.lineCapStyle = lineCapStyle
        result.lineJoinStyle = lineJoinStyle
        result.miterLimit = miterLimit
        result.flatness = flatness
        result.usesEvenOddFillRule = usesEvenOddFillRule
        result.dashPattern = dashPattern
        result.dashPhase = dashPhase
        return result
    }
}
#endif

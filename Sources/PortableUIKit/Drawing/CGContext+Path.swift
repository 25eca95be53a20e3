#if !canImport(UIKit)
import Foundation

/// Building and examining the current path. Points are mapped through the CTM as they are
/// added (so changing the CTM later does not move them), as in Core Graphics.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { replacePath(with: CGMutablePath()) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard DrawingGeometry.finite(point) else { return refuseNonFinite("move(to:)") }
        currentPath.move(to: point, transform: state.ctm)
    }

    /// Appends a line from the current point; ignored on an empty path (no current point).
    public func addLine(to point: CGPoint) {
        guard DrawingGeometry.finite(point) else { return refuseNonFinite("addLine(to:)") }
        currentPath.addLine(to: point, transform: state.ctm)
    }

    /// Starts a subpath at the first point and adds a line to each following one.
    public func addLines(between points: [CGPoint]) {
        guard points.allSatisfy(DrawingGeometry.finite) else { return refuseNonFinite("addLines(between:)") }
        currentPath.addLines(between: points, transform: state.ctm)
    }

    /// Appends a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard [end, control1, control2].allSatisfy(DrawingGeometry.finite) else {
            return refuseNonFinite("addCurve(to:control1:control2:)")
        }
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Appends a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard DrawingGeometry.finite(end), DrawingGeometry.finite(control) else {
            return refuseNonFinite("addQuadCurve(to:control:)")
        }
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Appends an arc of a circle (angles in radians from +x; `clockwise` in Core Graphics'
    /// y-up sense, so in UIKit's flipped user space `clockwise: false` looks clockwise), joined to
    /// the current point by a line when there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard DrawingGeometry.finite(center), DrawingGeometry.finite(radius, startAngle, endAngle) else {
            return refuseNonFinite("addArc(center:radius:startAngle:endAngle:clockwise:)")
        }
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, transform: state.ctm)
    }

    /// Appends an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard DrawingGeometry.finite(tangent1End), DrawingGeometry.finite(tangent2End), radius.isFinite else {
            return refuseNonFinite("addArc(tangent1End:tangent2End:radius:)")
        }
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Appends a closed rectangle.
    public func addRect(_ rect: CGRect) {
        guard DrawingGeometry.finite(rect) else { return refuseNonFinite("addRect(_:)") }
        currentPath.addRect(rect, transform: state.ctm)
    }

    /// Appends each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        guard rects.allSatisfy(DrawingGeometry.finite) else { return refuseNonFinite("addRects(_:)") }
        currentPath.addRects(rects, transform: state.ctm)
    }

    /// Appends an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        guard DrawingGeometry.finite(rect) else { return refuseNonFinite("addEllipse(in:)") }
        currentPath.addEllipse(in: rect, transform: state.ctm)
    }

    /// Appends `path`, its points mapped through the CTM.
    public func addPath(_ path: CGPath) {
        currentPath.addPath(path, transform: state.ctm)
    }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        let toUser = state.ctm.inverted()
        return CGPath(elements: currentPath.pathElements.map { $0.applying(toUser) })
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point of the path, in user space (`.zero` for an empty path).
    public var currentPointOfPath: CGPoint {
        guard !currentPath.isEmpty else { return .zero }
        return currentPath.currentPoint.applying(state.ctm.inverted())
    }

    /// The smallest rectangle, in user space, enclosing every point of the current path, control
    /// points included; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }
}
#endif

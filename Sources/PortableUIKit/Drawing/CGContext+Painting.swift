#if !canImport(UIKit)
import Foundation

/// Painting and clipping. Painting the current path, and the rectangle conveniences, consume
/// the current path (Core Graphics: "as a side effect … Quartz clears the current path").
extension CGContext {
    // MARK: Painting the current path

    /// Fills the current path under `rule` (nonzero winding by default), then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        guard !path.isEmpty else { return }
        record(.fill(path: path, rule: rule, paint: state.fillPaint))
    }

    /// Strokes the current path with the line attributes, then clears it.
    public func strokePath() {
        let path = takePath()
        guard !path.isEmpty else { return }
        record(.stroke(path: path, style: state.strokeStyle, paint: state.strokePaint))
    }

    /// Paints the current path in `mode` (fill, even-odd fill, stroke, or a fill then a stroke
    /// of the same path), then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        guard !path.isEmpty else { return }
        switch mode {
        case .fill, .fillStroke: record(.fill(path: path, rule: .winding, paint: state.fillPaint))
        case .eoFill, .eoFillStroke: record(.fill(path: path, rule: .evenOdd, paint: state.fillPaint))
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            record(.stroke(path: path, style: state.strokeStyle, paint: state.strokePaint))
        }
    }

    // MARK: Rectangles and ellipses

    /// Fills `rect` with the fill colour (clearing the current path).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle with the fill colour (clearing the current path).
    public func fill(_ rects: [CGRect]) {
        guard rects.allSatisfy(DrawingGeometry.finite) else { return refuseNonFinite("fill(_:)") }
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes the outline of `rect` with the line attributes (clearing the current path).
    public func stroke(_ rect: CGRect) {
        guard DrawingGeometry.finite(rect) else { return refuseNonFinite("stroke(_:)") }
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with a line `width` wide; the line width of the graphics
    /// state is unchanged afterwards.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard DrawingGeometry.finite(rect), width.isFinite else { return refuseNonFinite("stroke(_:width:)") }
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        setLineWidth(saved)
    }

    /// Fills the ellipse inscribed in `rect` (clearing the current path).
    public func fillEllipse(in rect: CGRect) {
        guard DrawingGeometry.finite(rect) else { return refuseNonFinite("fillEllipse(in:)") }
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect` (clearing the current path).
    public func strokeEllipse(in rect: CGRect) {
        guard DrawingGeometry.finite(rect) else { return refuseNonFinite("strokeEllipse(in:)") }
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes a line segment between each pair of points (points 0–1, 2–3, …; an odd last
    /// point is ignored), clearing the current path.
    public func strokeLineSegments(between points: [CGPoint]) {
        guard points.allSatisfy(DrawingGeometry.finite) else { return refuseNonFinite("strokeLineSegments(between:)") }
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (the clip applies; the current path is left alone).
    public func clear(_ rect: CGRect) {
        guard DrawingGeometry.finite(rect) else { return refuseNonFinite("clear(_:)") }
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        record(.clear(path: path.pathElements))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path under `rule`, then clears the path. An empty
    /// path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        let box = CGPath(elements: path).boundingBox
        setClipBox(box.isNull ? .null : state.clipBox.intersection(box))
        record(.clip(path: path, rule: rule))
    }

    /// Intersects the clip with `rect` (the current path is left alone).
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects` (the current path is left alone).
    public func clip(to rects: [CGRect]) {
        guard rects.allSatisfy(DrawingGeometry.finite) else { return refuseNonFinite("clip(to:)") }
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        let box = path.boundingBox
        setClipBox(box.isNull ? .null : state.clipBox.intersection(box))
        record(.clip(path: path.pathElements, rule: .winding))
    }

    /// The bounding box of the clip, in user space.
    /// `.null` once the clip is empty (clipped to disjoint areas or an empty path).
    public var boundingBoxOfClipPath: CGRect {
        DrawingGeometry.boundingBox(of: state.clipBox, through: state.ctm.inverted())
    }

    // MARK: Gradients

    /// Paints an axial gradient from `start` to `end` (user space) over the clip; `options`
    /// extend the end colours beyond the ends.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard DrawingGeometry.finite(start), DrawingGeometry.finite(end) else {
            return refuseNonFinite("drawLinearGradient(_:start:end:options:)")
        }
        record(
            .gradient(
                DrawingGradient(
                    geometry: .linear(start: start, end: end), stops: gradient.stops,
                    options: options, ctm: state.ctm), alpha: state.alpha, blendMode: state.blendMode))
    }

    /// Paints a radial gradient between two circles (user space) over the clip.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard DrawingGeometry.finite(startCenter), DrawingGeometry.finite(endCenter),
            DrawingGeometry.finite(startRadius, endRadius)
        else {
            return refuseNonFinite("drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)")
        }
        let geometry = DrawingGradient.Geometry.radial(
            startCenter: startCenter, startRadius: max(startRadius, 0),
            endCenter: endCenter, endRadius: max(endRadius, 0))
        record(
            .gradient(
                DrawingGradient(geometry: geometry, stops: gradient.stops, options: options, ctm: state.ctm),
                alpha: state.alpha, blendMode: state.blendMode))
    }

    // MARK: Helpers

    /// The current path's elements, leaving the path empty.
    private func takePath() -> [CGPathElementKind] {
        let elements = currentPath.pathElements
        beginPath()
        return elements
    }
}
#endif

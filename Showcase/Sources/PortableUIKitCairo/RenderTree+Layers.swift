import Foundation
@_spi(Rendering) import PortableUIKit

/// What a shape or gradient layer draws between its background and its sublayers.
enum LayerDrawing: Equatable {
    case shape(ShapeStyle)
    case gradient(GradientStyle)

    /// Where the drawing may reach beyond the bounds (a shape is not clipped to them), or nil.
    var extent: CGRect? {
        guard case .shape(let style) = self else { return nil }
        return style.extent
    }
}

/// A ``CAShapeLayer``'s presentation values as the painter strokes and fills them (spec 18.13).
struct ShapeStyle: Equatable {
    /// The whole path (filled).
    var path: [CGPathElementKind]
    /// The part of the path between strokeStart and strokeEnd (stroked).
    var strokedPath: [CGPathElementKind]
    var fill: RGBA?
    var evenOdd: Bool
    var stroke: RGBA?
    var lineWidth: CGFloat
    var miterLimit: CGFloat
    var lineCap: CAShapeLayerLineCap
    var lineJoin: CAShapeLayerLineJoin
    var dash: DashPattern?
    /// The path's box, control points included (`CGPath.boundingBox`, spec 18.17).
    var controlBox: CGRect

    @MainActor init?(_ layer: CAShapeLayer) {
        guard let shape = layer.path, !shape.isEmpty else { return nil }
        let elements = shape.pathElements
        path = elements
        controlBox = shape.boundingBox
        fill = RGBA(layer.fillColor)
        evenOdd = layer.fillRule == .evenOdd
        // A negative, zero or non-finite width strokes nothing (Cairo would refuse it).
        let width = layer.lineWidth
        stroke = width.isFinite && width > 0 ? RGBA(layer.strokeColor) : nil
        lineWidth = stroke == nil ? 0 : width
        miterLimit = layer.miterLimit.isFinite ? max(layer.miterLimit, 1) : 10
        lineCap = layer.lineCap
        lineJoin = layer.lineJoin
        dash = DashPattern(layer.lineDashPattern, phase: layer.lineDashPhase)
        strokedPath =
            stroke == nil ? [] : StrokeTrimming.trimmed(elements, start: layer.strokeStart, end: layer.strokeEnd)
        guard fill != nil || !strokedPath.isEmpty else { return nil }
    }

    /// The path's control box grown by the stroke's reach (miters included), or nil when a
    /// coordinate is not finite.
    var extent: CGRect? {
        guard !controlBox.isNull, controlBox.minX.isFinite, controlBox.minY.isFinite,
            controlBox.maxX.isFinite, controlBox.maxY.isFinite
        else { return nil }
        let reach = lineWidth / 2 * (lineJoin == .miter ? miterLimit : 1) + 2
        return controlBox.insetBy(dx: -reach, dy: -reach)
    }
}

/// A ``CAGradientLayer``'s presentation values as the painter fills them (spec 18.14): the
/// points in bounds coordinates.
struct GradientStyle: Equatable {
    var stops: GradientStops
    var start: CGPoint
    var end: CGPoint
    var type: CAGradientLayerType

    @MainActor init?(_ layer: CAGradientLayer) {
        stops = GradientStops(colors: layer.colors, locations: layer.locations)
        guard !stops.stops.isEmpty else { return nil }
        let b = layer.bounds
        func inBounds(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
        }
        start = inBounds(layer.startPoint)
        end = inBounds(layer.endPoint)
        type = layer.type
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
    }
}

extension RenderTree {
    /// Masks nest at most this deep (see ``maskNesting``).
    static let maximumMaskNesting = 8

    /// What `layer` (presentation values) draws as a shape or gradient layer, or nil.
    static func drawing(of layer: CALayer) -> LayerDrawing? {
        if let shape = layer as? CAShapeLayer { return ShapeStyle(shape).map(LayerDrawing.shape) }
        if let gradient = layer as? CAGradientLayer { return GradientStyle(gradient).map(LayerDrawing.gradient) }
        return nil
    }

    /// Adds the copies a replicator draws: its sublayers once per instance, through the
    /// instance's transform then the replicator's sublayer transform, about its anchor point;
    /// copy `i` shows them as they were `i × delay` seconds ago (a non-finite delay counts as 0).
    func addCopies(
        of layer: CALayer, instances: ReplicatorInstances, delay: CFTimeInterval,
        sublayerTransform: CATransform3D?, anchor: CGPoint
    ) {
        let outerDelay = presentationDelay
        defer { presentationDelay = outerDelay }
        for instance in instances.instances where instance.alpha > 0 {
            presentationDelay = outerDelay + (delay.isFinite ? Double(instance.index) * delay : 0)
            let combined = sublayerTransform.map { CATransform3DConcat(instance.transform, $0) } ?? instance.transform
            let tint =
                instance.isUntinted
                ? nil
                : RGBA(CGColor(red: instance.red, green: instance.green, blue: instance.blue, alpha: instance.alpha))
            addChildren(
                of: layer, sublayerTransform: CATransform3DIsIdentity(combined) ? nil : combined, anchor: anchor,
                tint: tint)
        }
    }

    /// Adds the node of `mask`, mapped into the masked layer's bounds coordinates (not a child:
    /// the painter uses it as the masked layer's alpha). Nil when it draws nothing.
    func addMask(_ mask: CALayer) -> Int? {
        guard maskNesting < Self.maximumMaskNesting else { return nil }
        maskNesting += 1
        defer { maskNesting -= 1 }
        let q = presented(mask)
        let map = LayerGeometry.toSuperlayer(
            bounds: q.bounds, position: q.position, anchorPoint: q.anchorPoint, anchorPointZ: q.anchorPointZ,
            zPosition: q.zPosition, transform: q.transform, superSublayerTransform: nil, superAnchor: .zero)
        return add(mask, presented: q, toSuperlayer: map)
    }
}

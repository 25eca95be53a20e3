#if !canImport(UIKit)
import Foundation

/// A layer that draws a cubic Bézier spline in its coordinate space (QuartzCore's
/// `CAShapeLayer`, spec 18.13).
///
/// The shape is composited between the layer's own content and its first sublayer, and is not
/// clipped to the bounds. Only the part of the stroke between ``strokeStart`` and ``strokeEnd``,
/// as fractions of the path's length, is drawn (`StrokeTrimming`).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// Creates a shape layer with no path, an opaque black fill and no stroke.
    public required init() { super.init() }

    /// Copies `layer`'s properties, its shape properties included when it is a shape layer
    /// (presentation copies use this).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule
        strokeColor = other.strokeColor; strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth; miterLimit = other.miterLimit; lineCap = other.lineCap
        lineJoin = other.lineJoin; lineDashPhase = other.lineDashPhase; lineDashPattern = other.lineDashPattern
    }

    /// The path to draw; nil (nothing) by default. Animatable explicitly, never implicitly (spec
    /// 18.10: CGPath properties take no implicit animation), so its observer starts none.
    /// Interpolating paths with different elements is undefined (AnimatableValue jumps half-way).
    open var path: CGPath?
    /// The colour that fills the path; opaque black by default, nil for no fill. Animatable.
    open var fillColor: CGColor? = CALayer.opaqueBlack {
        didSet { animatableDidChange("fillColor", from: .color(oldValue)) }
    }
    /// Which regions the fill covers; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The colour that strokes the path; nil (no stroke) by default. Animatable.
    open var strokeColor: CGColor? {
        didSet { animatableDidChange("strokeColor", from: .color(oldValue)) }
    }
    /// Where stroking begins, as a fraction of the path's length; 0 by default. Animatable.
    ///
    /// The documented range is 0…1. The value is stored as given (so that a spring may carry a
    /// presentation value past an end) and clamped to 0…1 when drawn; a start at or past
    /// ``strokeEnd`` strokes nothing.
    open var strokeStart: CGFloat = 0 {
        didSet { animatableDidChange("strokeStart", from: .scalar(Double(oldValue))) }
    }
    /// Where stroking ends, as a fraction of the path's length; 1 by default. Animatable;
    /// animating it from 0 to 1 draws the path. Stored as given, clamped to 0…1 when drawn.
    open var strokeEnd: CGFloat = 1 {
        didSet { animatableDidChange("strokeEnd", from: .scalar(Double(oldValue))) }
    }
    /// The stroke width; 1 by default. Animatable. A negative or non-finite width strokes nothing.
    open var lineWidth: CGFloat = 1 {
        didSet { animatableDidChange("lineWidth", from: .scalar(Double(oldValue))) }
    }
    /// The miter limit of `.miter` joins; 10 by default. Animatable.
    open var miterLimit: CGFloat = 10 {
        didSet { animatableDidChange("miterLimit", from: .scalar(Double(oldValue))) }
    }
    /// The shape of open subpaths' ends; `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The shape of joints between segments; `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where the dash pattern starts; 0 by default. Animatable.
    open var lineDashPhase: CGFloat = 0 {
        didSet { animatableDidChange("lineDashPhase", from: .scalar(Double(oldValue))) }
    }
    /// Painted and unpainted lengths, alternating (for example `[2, 3]`); nil (a solid line) by
    /// default. A pattern with a negative or non-finite length, or of total length 0, draws a
    /// solid line (`DashPattern`).
    open var lineDashPattern: [NSNumber]?

    // MARK: Animatable values

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "path": .path(path?.pathElements)
        case "fillColor": .color(fillColor)
        case "strokeColor": .color(strokeColor)
        case "strokeStart": .scalar(Double(strokeStart))
        case "strokeEnd": .scalar(Double(strokeEnd))
        case "lineWidth": .scalar(Double(lineWidth))
        case "miterLimit": .scalar(Double(miterLimit))
        case "lineDashPhase": .scalar(Double(lineDashPhase))
        case "lineDashPattern": .numbers(lineDashPattern?.map(\.doubleValue))
        default: super.animatableValue(forKey: key)
        }
    }

    override func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("path", .path(let elements)): path = elements.map { CGPath(elements: $0) }
        case ("fillColor", .color(let c)): fillColor = c
        case ("strokeColor", .color(let c)): strokeColor = c
        case ("strokeStart", .scalar(let v)): strokeStart = CGFloat(v)
        case ("strokeEnd", .scalar(let v)): strokeEnd = CGFloat(v)
        case ("lineWidth", .scalar(let v)): lineWidth = CGFloat(v)
        case ("miterLimit", .scalar(let v)): miterLimit = CGFloat(v)
        case ("lineDashPhase", .scalar(let v)): lineDashPhase = CGFloat(v)
        case ("lineDashPattern", .numbers(let n)): lineDashPattern = n.map { $0.map { NSNumber(value: $0) } }
        default: super.applyAnimatableValue(value, forKey: key)
        }
    }
}
#endif

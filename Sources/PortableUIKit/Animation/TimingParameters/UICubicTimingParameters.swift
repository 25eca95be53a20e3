#if !canImport(UIKit)
import Foundation

/// Timing as a cubic Bézier curve (UIKit's `UICubicTimingParameters`); control points per spec 8.7.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, or `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The default curve, ease-in-ease-out. Designated, as in UIKit (spec 20.60): all four
    /// initializers are.
    public override init() {
        let cubic = CubicTimingCurve(.easeInOut)
        animationCurve = .easeInOut
        controlPoint1 = cubic.c1
        controlPoint2 = cubic.c2
        super.init()
    }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        let cubic = CubicTimingCurve(curve)
        animationCurve = curve
        controlPoint1 = cubic.c1
        controlPoint2 = cubic.c2
        super.init()
    }

    /// A custom curve from (0, 0) through two control points to (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// Decodes the control points.
    nonisolated public required init?(coder: NSCoder) {
        animationCurve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "curve")) ?? .easeInOut
        controlPoint1 = CGPoint(x: coder.decodeDouble(forKey: "c1x"), y: coder.decodeDouble(forKey: "c1y"))
        controlPoint2 = CGPoint(x: coder.decodeDouble(forKey: "c2x"), y: coder.decodeDouble(forKey: "c2y"))
        super.init()
    }

    /// Encodes the control points.
    nonisolated open func encode(with coder: NSCoder) {
        coder.encode(animationCurve.rawValue, forKey: "curve")
        coder.encode(Double(controlPoint1.x), forKey: "c1x")
        coder.encode(Double(controlPoint1.y), forKey: "c1y")
        coder.encode(Double(controlPoint2.x), forKey: "c2x")
        coder.encode(Double(controlPoint2.y), forKey: "c2y")
    }

    /// The parameters are immutable, so a copy is the object itself.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The solver for this curve.
    var curve: CubicTimingCurve { CubicTimingCurve(c1: controlPoint1, c2: controlPoint2) }
}

extension CubicTimingCurve {
    /// The control points UIKit uses for a named curve (spec 8.7: `.easeInOut` is CA's
    /// ease-in-ease-out).
    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInEaseOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }
}
#endif

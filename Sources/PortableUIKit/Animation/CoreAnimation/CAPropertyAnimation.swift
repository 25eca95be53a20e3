#if !canImport(UIKit)
import Foundation

/// An abstract subclass for creating animations that manipulate the value of layer properties
/// (QuartzCore's `CAPropertyAnimation`). `keyPath` names the property, or a field inside one
/// (`position.x`, `transform.scale`, `bounds.size.width`; spec 18.5). A `valueFunction` on an
/// animation of a whole transform (`transform`, `sublayerTransform`) takes the function's inputs
/// as values (``CAValueFunction``).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// Creates an animation for the key path of the property to animate.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The key path the receiver animates.
    open var keyPath: String?
    /// Whether the animated value is added to the current (model) value; transforms concatenate.
    open var isAdditive = false
    /// Whether each repeat continues from where the previous one ended.
    open var isCumulative = false
    /// An optional value function that is applied to interpolated values. It applies to
    /// animations of the whole `transform`: the values are then
    /// its inputs (one number, or an array of three for `scale` / `translate`). Ignored for
    /// other key paths.
    open var valueFunction: CAValueFunction?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath; copy.isAdditive = isAdditive; copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }

    /// The key path resolved for `layer`, or nil after reporting `invalidAnimation`.
    func resolvedKeyPath(on layer: CALayer) -> LayerKeyPath? {
        if let keyPath, let resolved = LayerKeyPath(keyPath, on: layer) { return resolved }
        PortableUIKitDiagnostics.report(
            .invalidAnimation,
            "\(type(of: self)) has the key path \(keyPath.map { "\"\($0)\"" } ?? "nil"), which is no animatable property of \(type(of: layer)); the animation is ignored",
            fix:
                "animate a property the layer has (position, position.x, bounds.size.width, transform.scale, opacity, …)",
            spec: "18.5")
        return nil
    }

    /// `object` converted for the key path, nil for nil; reports and fails when it does not fit.
    func convert(_ object: Any?, _ name: String, for keyPath: LayerKeyPath, on layer: CALayer) -> AnimatableValue?? {
        guard let object else { return .some(nil) }
        let function = valueFunction(for: keyPath, on: layer)
        if let template = function?.inputTemplate ?? keyPath.read(from: layer),
            let value = AnimatableValue(object: object, like: template), Self.isFinite(value),
            function?.accepts(value) ?? true
        {
            return .some(value)
        }
        PortableUIKitDiagnostics.report(
            .invalidAnimation,
            "\(type(of: self)).\(name) \(object) cannot animate \"\(self.keyPath ?? "")\" of \(type(of: layer)) (wrong kind, or not finite); the animation is ignored",
            fix: "give a finite value of the property's kind (NSNumber, NSValue(cgPoint:), CGColor, …)", spec: "18.5")
        return nil
    }

    /// The value function that applies to `keyPath` (a whole transform), or nil.
    func valueFunction(for keyPath: LayerKeyPath, on layer: CALayer) -> ValueFunctionTransform? {
        guard keyPath.field == nil, case .transform? = keyPath.read(from: layer) else { return nil }
        return valueFunction?.transform
    }

    /// Whether every number in the value is finite (NaN and infinities are refused).
    static func isFinite(_ value: AnimatableValue) -> Bool {
        switch value {
        case .transform(let m):
            return [
                m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34,
                m.m41, m.m42, m.m43, m.m44,
            ].allSatisfy(\.isFinite)
        default:
            return KeyframeTrack.components(value)?.allSatisfy(\.isFinite) ?? true
        }
    }

    /// The pacing from `timingFunction` (nil: linear).
    var curvePacing: PropertyTrack.Pacing { .curve(timingFunction?.curve ?? .linear) }
}
#endif

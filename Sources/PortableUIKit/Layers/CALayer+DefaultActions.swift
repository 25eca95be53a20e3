#if !canImport(UIKit)
import Foundation

/// The class's default actions (``CALayer/defaultAction(forKey:)``, spec 18.10): the implicit
/// animation of a standalone layer's property.
extension CALayer {
    /// The property keys whose changes animate implicitly: the base layer's animatable
    /// properties and those of the layer subclasses (shape, gradient, replicator). Path
    /// properties (`path`, `shadowPath`) never do.
    static let implicitlyAnimatedKeys: Set<String> = animatableKeys.union([
        "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase", "fillColor", "strokeColor",
        "colors", "locations", "startPoint", "endPoint", "instanceDelay", "instanceTransform", "instanceColor",
    ])

    /// ``defaultAction(forKey:)``'s answer: for an implicitly animated property, a
    /// `CABasicAnimation` of it over the transaction's `animationDuration()` (0.25 s by default)
    /// with the transaction's timing function or, when it sets none, `.default` (UNC;
    /// re-implementation: (0.25, 0.1)(0.25, 1)). Run as the property's action it animates from
    /// the presentation value before the change to the new model value. Nil for every other
    /// event, and when the transaction's duration is not a positive, finite time (NaN, ≤ 0, or
    /// infinite: the change applies at once).
    static func implicitAnimationAction(forKey event: String) -> CAAction? {
        guard implicitlyAnimatedKeys.contains(event) else { return nil }
        let duration = CATransaction.animationDuration()
        guard duration > 0, duration.isFinite else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = duration
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction.implicitDefault
        return animation
    }
}

extension CAMediaTimingFunction {
    /// The curve of implicit animations when the transaction sets none (spec 18.10, UNC).
    static let implicitDefault = CAMediaTimingFunction(name: .default)
}
#endif

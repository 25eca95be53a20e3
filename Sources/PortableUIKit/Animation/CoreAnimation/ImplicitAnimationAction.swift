#if !canImport(UIKit)
import Foundation

/// The implicit animation of a standalone layer's property (spec 18.10): from the presentation
/// value before the change to the new model value, over the transaction's
/// `animationDuration()` (0.25 s by default), with the transaction's timing function or, when it
/// sets none, `.default` (UNC; re-implementation: (0.25, 0.1)(0.25, 1)). It is added under the
/// property's key, replacing an animation running there, and joins the transaction's
/// completion blocks.
@MainActor
final class ImplicitAnimationAction: CAAction {
    /// The property keys whose changes animate implicitly: the base layer's animatable
    /// properties and those of the layer subclasses (shape, gradient, replicator). Path
    /// properties (`path`, `shadowPath`) never do.
    static let animatedKeys: Set<String> = CALayer.animatableKeys.union([
        "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase", "fillColor", "strokeColor",
        "colors", "locations", "startPoint", "endPoint", "instanceDelay", "instanceTransform", "instanceColor",
    ])

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let to = layer.animatableValue(forKey: event),
              let from = PendingPropertyChange.startValue(of: layer, key: event), from != to else { return }
        let duration = CATransaction.animationDuration()
        // NaN and durations ≤ 0 apply the change at once; an infinite one runs forever, as in
        // Core Animation.
        guard duration > 0 else { return }
        let curve = (CATransaction.animationTimingFunction() ?? CAMediaTimingFunction.implicitDefault).curve
        let animation = LayerAnimation(key: event, from: from, to: to, timing: .cubic(curve),
                                       beginTime: layer.localTime(fromMedia: MediaClock.now), duration: duration)
        let group = AnimationGroup()
        group.add(animation)
        layer.install(animation)
        AnimationEngine.shared.track(group)
    }
}

extension CAMediaTimingFunction {
    /// The curve of implicit animations when the transaction sets none (spec 18.10, UNC).
    static let implicitDefault = CAMediaTimingFunction(name: .default)
}

extension CALayer {
    /// ``defaultAction(forKey:)``'s answer: the implicit animation for the animatable
    /// properties, nil for every other event.
    static func implicitAnimationAction(forKey event: String) -> CAAction? {
        ImplicitAnimationAction.animatedKeys.contains(event) ? ImplicitAnimationAction() : nil
    }
}
#endif

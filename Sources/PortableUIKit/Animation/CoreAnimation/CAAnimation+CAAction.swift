#if !canImport(UIKit)
import Foundation

/// An animation is an action (QuartzCore: `CAAnimation` adopts `CAAction`; spec 18.10): run for
/// an event on a layer, it adds (a copy of) itself to the layer under the event's key.
extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` (a layer) under `event`. The layer's `add(_:forKey:)`
    /// copies it, so the action can run again. For a property change: a property animation with
    /// no key path animates the changed property, and a basic animation that sets none of
    /// `fromValue`, `toValue` and `byValue` runs from the presentation value before the change
    /// to the new model value (nothing is added when the two are equal).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        guard let property = self as? CAPropertyAnimation,
            property.keyPath == nil || property.keyPath == event
        else { return layer.add(self, forKey: event) }
        guard let copy = property.copy() as? CAPropertyAnimation else { return }
        if copy.keyPath == nil { copy.keyPath = event }
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
            PendingPropertyChange.oldValue(of: layer, key: event) != nil
        {
            guard let from = PendingPropertyChange.startValue(of: layer, key: event),
                let to = layer.animatableValue(forKey: event), from != to
            else { return }
            basic.fromValue = from.object
            basic.toValue = to.object
        }
        layer.add(copy, forKey: event)
    }
}
#endif

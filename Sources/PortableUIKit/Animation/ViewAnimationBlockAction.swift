#if !canImport(UIKit)
import Foundation

/// What a view answers for its layer's property change inside a `UIView` animation block
/// (spec 18.11): running it animates the change as the block says (duration, delay, curve or
/// spring, options), joining the block's completion. UIKit's own is a private class too.
@MainActor
final class ViewAnimationBlockAction: CAAction {
    let context: ViewAnimationContext

    init(context: ViewAnimationContext) { self.context = context }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let old = PendingPropertyChange.oldValue(of: layer, key: event) ?? layer.presentedValue(forKey: event)
        guard let old else { return }
        context.animate(layer, key: event, from: old)
    }
}

extension UIView {
    /// ``action(for:forKey:)``'s answer: the block's action for an animatable property inside an
    /// animation block, `NSNull` otherwise.
    func animationBlockAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let context = ViewAnimationContext.current, layer.animatableValue(forKey: event) != nil else {
            return NSNull.noAction
        }
        return ViewAnimationBlockAction(context: context)
    }
}
#endif

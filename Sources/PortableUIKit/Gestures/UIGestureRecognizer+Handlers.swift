#if !canImport(UIKit)
import Foundation

/// One action of a recognizer: the closure Linux uses in place of a target and a selector.
struct GestureAction {
    let registration: GestureActionRegistration
    let handler: @MainActor (UIGestureRecognizer) -> Void
}

/// What `addHandler(_:)` returns: passed back to `removeHandler(_:)`.
final class GestureActionRegistration {}

extension UIGestureRecognizer {
    /// Adds `handler` as one more action of an existing recognizer (a scroll view's
    /// `panGestureRecognizer`, one another object created): the closure form of
    /// `addTarget(_:action:)`, which Linux cannot express without selectors (spec 20.8). It is
    /// called after each transition to `began`, `changed`, `ended` or `cancelled`, after the actions
    /// added before it. `Containment`'s target/action shim gives real UIKit the same method.
    /// - Returns: a registration to pass to ``removeHandler(_:)``.
    @discardableResult
    public func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) -> AnyObject {
        let registration = GestureActionRegistration()
        handlers.append(GestureAction(registration: registration, handler: handler))
        return registration
    }

    /// Removes the action ``addHandler(_:)`` returned `registration` for: the closure form of
    /// `removeTarget(_:action:)`. A registration of another recognizer, or one already removed, is
    /// ignored, as UIKit ignores a target it does not hold (spec 20.8).
    public func removeHandler(_ registration: AnyObject) {
        handlers.removeAll { $0.registration === registration }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension UIView {
    /// `endEditing(_:)` (spec 20.3): the window's first responder, if it is this view or a
    /// descendant, resigns; with `force` it is not asked (its `canResignFirstResponder` and
    /// `resignFirstResponder()` are bypassed).
    func resignFirstResponderInSubtree(force: Bool) -> Bool {
        guard let window, let responder = window.firstResponderObject as? UIView, responder.isFirstResponder,
            responder.isDescendant(of: self)
        else { return true }
        if force {
            responder.forceResignFirstResponder(in: window)
            return true
        }
        return responder.resignFirstResponder()
    }
}
#endif

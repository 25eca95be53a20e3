#if !canImport(UIKit)
import Foundation

/// The stack surgery a column-style split view controller does when it collapses and expands
/// (spec 24.7): controllers leave one column's navigation controller at once, so that another
/// can take them in the same turn.
extension UINavigationController {
    /// Removes the controllers from `index` up, top first, with their containment completed at
    /// once (`willMove(toParent: nil)`, the view leaves, `removeFromParent()`), and returns them
    /// bottom first. A view that leaves a window starts disappearing there (spec 2.4). The new top,
    /// if any, is shown by the next layout pass (spec 5.2). Returns nil, changing nothing, while a
    /// transition runs.
    func detachForSplitView(from index: Int) -> [UIViewController]? {
        guard activeTransition == nil else { return nil }
        let start = max(0, min(index, stack.count))
        let detached = Array(stack[start...])
        guard !detached.isEmpty else { return [] }
        stack.removeSubrange(start...)
        for controller in detached.reversed() {
            awaitingDidMove.removeAll { $0 === controller }
            leaving.removeAll { $0 === controller }
            if controller._parent === self { controller.willMove(toParent: nil) }
            if let view = controller._view, view.superview === _view {
                UIView.performWithoutAnimation { view.removeFromSuperview() }
            }
            if controller === displayedViewController { displayedViewController = nil }
            if controller._parent === self { controller.removeFromParent() }
        }
        if !stack.isEmpty { requestTransition(animated: false) }
        return detached
    }
}
#endif

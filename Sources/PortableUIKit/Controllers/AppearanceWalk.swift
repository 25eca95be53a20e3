#if !canImport(UIKit)
import Foundation

/// Window-driven appearance (spec 2.1, 2.4–2.7): when a view subtree enters or leaves a visible
/// window, the controllers whose root views are in it and whose appearance nobody forwards get
/// `beginAppearanceTransition` at once (inside `addSubview` / `removeFromSuperview`), in tree order,
/// and the matching `end` at the end of the turn, in reverse tree order.
@MainActor
enum AppearanceWalk {
    static func begin(in subtree: UIView, appearing: Bool, window: UIWindow) {
        // The first root is kept apart: moving one controller's view (the common case) then
        // allocates neither an array nor a closure.
        var first: UIViewController?
        var others: [UIViewController] = []
        collectRoots(in: subtree, subtreeRoot: subtree, appearing: appearing, first: &first, others: &others)
        guard let first else { return }
        // Spec 2.5: inside an animation block the transition is animated and ends with the
        // animation's completion; otherwise it ends at the end of the turn.
        let animation = ViewAnimationContext.current
        first.beginAppearance(appearing, animated: animation != nil, source: .system)
        for controller in others { controller.beginAppearance(appearing, animated: animation != nil, source: .system) }
        if animation == nil, others.isEmpty {
            window.deferredWork.enqueueAppearanceEnd(of: first)
            return
        }
        let end = {
            for controller in others.reversed() { controller.endAppearance(source: .system) }
            first.endAppearance(source: .system)
        }
        if let animation { animation.deferAppearanceEnd(end) } else { window.deferredWork.enqueue(end) }
    }

    private static func collectRoots(
        in view: UIView, subtreeRoot: UIView, appearing: Bool,
        first: inout UIViewController?, others: inout [UIViewController]
    ) {
        if let controller = view._viewDelegate,
            isAppearanceRoot(controller, subtreeRoot: subtreeRoot, appearing: appearing)
        {
            if first == nil { first = controller } else { others.append(controller) }
        }
        for subview in view._subviews {
            collectRoots(in: subview, subtreeRoot: subtreeRoot, appearing: appearing, first: &first, others: &others)
        }
    }

    /// A controller drives its own appearance in this move unless its parent forwards it (the
    /// parent's view moves too and holds the child's view: forwarding reaches the children inside
    /// the parent's view), its parent forwards manually (spec 2.8: no callbacks), or it already
    /// is, or is heading to, the target state (spec 2.11: an open manual transition suppresses
    /// the automatic one). A child's view may sit outside its parent's view where no controller
    /// owns the views above it (spec 4.1); such a child follows its own view.
    private static func isAppearanceRoot(
        _ controller: UIViewController, subtreeRoot: UIView, appearing: Bool
    ) -> Bool {
        if let parent = controller._parent {
            guard parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
            if let parentView = parent._view, parentView.isDescendant(of: subtreeRoot),
                controller._view?.isDescendant(of: parentView) == true
            {
                return false
            }
        }
        let state = controller.appearanceState
        return appearing
            ? (state == .disappeared || state == .disappearing)
            : (state == .appeared || state == .appearing)
    }
}
#endif

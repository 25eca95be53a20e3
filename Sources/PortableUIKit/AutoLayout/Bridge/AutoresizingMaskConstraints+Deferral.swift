#if !canImport(UIKit)
import Foundation

/// Autoresizing-mask constraints are brought up to date lazily, the next time the engine's
/// solution is read (a layout pass, `layoutIfNeeded()`, a fitting size, a guide's frame), not at
/// each change. UIKit makes them in its update pass the same way, so the usual code order (make a
/// view, give it a size constraint, then hand it to a stack view or set
/// `translatesAutoresizingMaskIntoConstraints = false` before the next layout) never sees a
/// conflict with a mask the view will not keep (spec 17.8, 17.15).
extension AutoLayoutEngineHost {
    /// Marks the view's mask constraints as out of date. What is pending is the view's variables,
    /// held strongly with a flag on them, never the view's `ObjectIdentifier`: a view that is
    /// deallocated while pending must not leave its identity behind for a new view at the same
    /// address (which then never got mask constraints: issue 42, item 1).
    func refreshMaskConstraints(of view: UIView) {
        if let variables = view.autoLayoutState?.itemVariables {
            guard !variables.isMaskPending else { return }
            variables.isMaskPending = true
            pendingMaskViews.append(variables)
        }
        needsFrameSync = true
        view._superview?.setNeedsLayout()
    }

    /// Makes the out-of-date views' mask constraints, in the order the views changed. With
    /// `attachedOnly`, only those of views that have a superview: a constraint about to enter the
    /// engine comes after the masks of views already in place (so a size constraint on a view that
    /// translates its mask is the one broken, 17.17), while a view not yet in any hierarchy keeps
    /// its mask pending until it is placed or its solution is read.
    func flushMaskConstraints(attachedOnly: Bool = false) {
        while !pendingMaskViews.isEmpty {
            let pending = pendingMaskViews
            pendingMaskViews = []
            var kept: [LayoutItemVariables] = []
            for variables in pending {
                guard let view = variables.view, view.autoLayoutState?.itemVariables === variables else {
                    variables.isMaskPending = false
                    continue
                }
                if attachedOnly && view._superview == nil {
                    kept.append(variables)
                    continue
                }
                variables.isMaskPending = false
                applyMaskConstraints(of: view)
            }
            pendingMaskViews.append(contentsOf: kept)
            if attachedOnly { return }
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Autoresizing-mask constraints are brought up to date lazily, the next time the engine's
/// solution is read (a layout pass, `layoutIfNeeded()`, a fitting size, a guide's frame), not at
/// each change. UIKit makes them in its update pass the same way, so the usual code order (make a
/// view, give it a size constraint, then hand it to a stack view or set
/// `translatesAutoresizingMaskIntoConstraints = false` before the next layout) never sees a
/// conflict with a mask the view will not keep (spec 17.8, 17.15).
extension AutoLayoutEngineHost {
    /// Marks the view's mask constraints as out of date.
    func refreshMaskConstraints(of view: UIView) {
        let id = ObjectIdentifier(view)
        guard pendingMaskIDs.insert(id).inserted else { return }
        pendingMaskViews.append(WeakViewReference(view: view))
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
            let views = pendingMaskViews
            pendingMaskViews = []
            pendingMaskIDs = []
            var kept: [WeakViewReference] = []
            for reference in views {
                guard let view = reference.view, view.autoLayoutState?.itemVariables != nil else { continue }
                if attachedOnly && view._superview == nil {
                    kept.append(reference)
                    continue
                }
                applyMaskConstraints(of: view)
            }
            for reference in kept {
                guard let view = reference.view, pendingMaskIDs.insert(ObjectIdentifier(view)).inserted else { continue }
                pendingMaskViews.append(reference)
            }
            if attachedOnly { return }
        }
    }
}
#endif

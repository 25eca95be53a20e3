#if !canImport(UIKit)
import Foundation

/// Views moving in the hierarchy (spec 17.15): when a view leaves its superview, the constraints
/// that relate it or its subtree to views outside that subtree are deactivated, as UIKit does;
/// constraints inside the subtree stay. They are found through each view's `usedBy` index, in
/// time proportional to the subtree and its constraints, not to every constraint above it
/// (spec 17.15b). After the move, its mask constraints follow the new superview.
extension AutoLayoutBridge {
    static func viewWillLeaveSuperview(_ view: UIView) {
        guard !host.records.isEmpty, view._superview != nil else { return }
        let leaving = constraintsLeaving(with: view)
        for constraint in leaving { constraint.installedView?.removeConstraint(constraint) }
    }

    /// The installed constraints that use an item of `view`'s subtree and are installed outside
    /// it (on a strict ancestor of `view`), in subtree order, each once.
    static func constraintsLeaving(with view: UIView) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        var stack = [view]
        while let current = stack.popLast() {
            if let state = current.autoLayoutState, !state.usedBy.isEmpty {
                for constraint in state.usedBy.all {
                    guard let installed = constraint.installedView else {
                        // Its installing view is gone.
                        if let member = constraint.itemViews.firstIndex(where: { $0.view === current }) {
                            state.usedBy.remove(constraint, member: member)
                        }
                        continue
                    }
                    guard installed !== view, !installed.isDescendant(of: view),
                        seen.insert(ObjectIdentifier(constraint)).inserted
                    else { continue }
                    result.append(constraint)
                }
            }
            stack.append(contentsOf: current._subviews.reversed())
        }
        return result
    }

    /// The records of the constraints installed on `view`'s ancestors that use an item of its
    /// subtree: what `systemLayoutSizeFitting` leaves out (spec 17.20).
    static func recordsRelatingSubtreeToOutside(_ view: UIView) -> [ConstraintRecord] {
        constraintsLeaving(with: view).compactMap { host.record(of: $0) }
    }

    static func viewDidMove(_ view: UIView) {
        guard view.autoLayoutState?.itemVariables != nil else { return }
        host.refreshMaskConstraints(of: view)
        view._superview?.setNeedsLayout()
    }
}
#endif

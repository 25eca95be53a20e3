#if !canImport(UIKit)
import Foundation

/// Views moving in the hierarchy (spec 17.15): when a view leaves its superview, the constraints
/// that relate it or its subtree to views outside that subtree are deactivated, as UIKit does;
/// constraints inside the subtree stay. After the move, its mask constraints follow the new
/// superview.
extension AutoLayoutBridge {
    static func viewWillLeaveSuperview(_ view: UIView) {
        guard !host.records.isEmpty, let superview = view._superview else { return }
        removeConstraints(from: superview) { item in
            guard let itemView = NSLayoutConstraint.owningView(of: item) else { return false }
            return itemView === view || itemView.isDescendant(of: view)
        }
    }

    static func viewDidMove(_ view: UIView) {
        guard view.autoLayoutState?.itemVariables != nil else { return }
        host.refreshMaskConstraints(of: view)
        view._superview?.setNeedsLayout()
    }
}
#endif

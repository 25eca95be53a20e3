#if !canImport(UIKit)
import Foundation

/// The update-constraints pass (spec 17.15): bottom-up (subviews before superviews) for the views
/// that need it, before layout, in the window's turn and in `layoutIfNeeded()` /
/// `updateConstraintsIfNeeded()` for the receiver's subtree. An override calls `super` last;
/// `setNeedsUpdateConstraints()` inside `updateConstraints()` is diagnosed and ignored, so the
/// pass cannot loop; a pass that keeps asking for more rounds stops after a few.
extension UIView {
    func baseUpdateConstraints() {
        guard let state = autoLayoutState else { return }
        state.needsUpdateConstraints = false
        state.didCallBaseUpdateConstraints = true
    }

    func markNeedsUpdateConstraints() {
        let state = autoLayout
        if state.isUpdatingConstraints {
            PortableUIKitDiagnostics.report(
                .invalidLayoutUse,
                "setNeedsUpdateConstraints() was called on \(NSLayoutConstraint.name(of: self)) inside its own updateConstraints(); UIKit would loop",
                fix: "change constraints directly in updateConstraints(); ask for another pass only from outside it",
                spec: "17.15")
            return
        }
        state.needsUpdateConstraints = true
        AutoLayoutEngineHost.shared.pendingUpdates[ObjectIdentifier(self)] = WeakViewReference(view: self)
        enclosingWindow?.layoutIsPending = true
    }

    /// Runs `updateConstraints()` for the views of this subtree that need it, deepest first.
    func runUpdateConstraintsPass() {
        let host = AutoLayoutEngineHost.shared
        guard !host.pendingUpdates.isEmpty else { return }
        for round in 0..<Self.maximumUpdateRounds {
            var due: [(depth: Int, view: UIView)] = []
            for (key, reference) in host.pendingUpdates {
                guard let view = reference.view, view.autoLayoutState?.needsUpdateConstraints == true else {
                    host.pendingUpdates[key] = nil
                    continue
                }
                if let depth = view.depth(below: self) { due.append((depth, view)) }
            }
            guard !due.isEmpty else { return }
            due.sort { $0.depth > $1.depth }
            for (_, view) in due {
                host.pendingUpdates[ObjectIdentifier(view)] = nil
                view.performUpdateConstraints()
            }
            if round == Self.maximumUpdateRounds - 1 {
                PortableUIKitDiagnostics.report(
                    .invalidLayoutUse,
                    "the update-constraints pass under \(NSLayoutConstraint.name(of: self)) did not settle: views kept asking for updateConstraints()",
                    fix: "do not call setNeedsUpdateConstraints() from updateConstraints() of other views",
                    spec: "17.15")
            }
        }
    }

    private static let maximumUpdateRounds = 8

    private func performUpdateConstraints() {
        guard let state = autoLayoutState, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        state.didCallBaseUpdateConstraints = false
        state.isUpdatingConstraints = true
        // A controller's root view goes through the controller: its base updateViewConstraints()
        // calls the view's updateConstraints() (UIKit's order).
        let controller = _viewDelegate
        if let controller { controller.updateViewConstraints() } else { updateConstraints() }
        state.isUpdatingConstraints = false
        if !state.didCallBaseUpdateConstraints {
            let method =
                controller.map { "\(type(of: $0)).updateViewConstraints()" } ?? "\(type(of: self)).updateConstraints()"
            let superCall = controller == nil ? "super.updateConstraints()" : "super.updateViewConstraints()"
            PortableUIKitDiagnostics.report(
                .invalidLayoutUse, "\(method) did not call \(superCall)",
                fix: "call \(superCall) as the last step of the override", spec: "17.15")
        }
    }

    /// How many superviews up `ancestor` is (0 for the view itself); nil when it is not an ancestor.
    func depth(below ancestor: UIView) -> Int? {
        var depth = 0
        var cursor: UIView? = self
        while let view = cursor {
            if view === ancestor { return depth }
            depth += 1
            cursor = view._superview
        }
        return nil
    }
}
#endif

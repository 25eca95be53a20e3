#if !canImport(UIKit)
import Foundation

/// Setting trait overrides (`traitOverrides`, `setOverrideTraitCollection(_:forChild:)`): the
/// new traits read at once; `traitCollectionDidChange(_:)` and handlers follow at the window's
/// next layout pass or at `updateTraitsIfNeeded()`, as in iOS 17. Outside a window nothing is
/// delivered: the traits an object has when it enters a window are its first (spec 14.1).
extension UIView {
    func setTraitOverrides(_ overrides: any UITraitOverrides) {
        guard let values = overrides as? MutableTraitValues else {
            return TraitOverrideRefusal.reportForeignContainer(overrides, on: self)
        }
        let before = traitCollection
        ensureTraitState().overrides = values.entries
        noteTraitsChanged(from: before)
    }

    /// Records a change of this view's traits (from `before`) for delivery in its window.
    func noteTraitsChanged(from before: UITraitCollection) {
        GeometryEpoch.advance()
        guard let window, !before.isEqual(traitCollection) || traitState?.pendingPrevious != nil else { return }
        let state = ensureTraitState()
        if state.pendingPrevious == nil { state.pendingPrevious = before }
        window.enqueueTraitDelivery(self)
    }

    func deliverPendingTraitChanges() {
        guard let previous = traitState?.pendingPrevious else { return }
        TraitChangeWalk.deliver(view: self, from: previous, to: traitCollection)
    }
}

extension UIViewController {
    func setTraitOverrides(_ overrides: any UITraitOverrides) {
        guard let values = overrides as? MutableTraitValues else {
            return TraitOverrideRefusal.reportForeignContainer(overrides, on: self)
        }
        let before = traitCollection
        ensureTraitState().overrides = values.entries
        noteTraitsChanged(from: before)
    }

    func setChildTraitOverride(_ collection: UITraitCollection?, for child: UIViewController) {
        guard child._parent === self else {
            PortableUIKitDiagnostics.report(
                .invalidTraitUse,
                "setOverrideTraitCollection(_:forChild:) on \(self) for \(child), which is not its child",
                fix: "add the controller as a child (addChild) before overriding its traits", spec: "14.5")
            return
        }
        let before = child.traitCollection
        childTraitOverrides[ObjectIdentifier(child)] = collection
        child.noteTraitsChanged(from: before)
    }

    /// Records a change of this controller's traits (from `before`) for delivery in its window.
    func noteTraitsChanged(from before: UITraitCollection) {
        guard let window = _view?.window, !before.isEqual(traitCollection) || traitState?.pendingPrevious != nil else {
            return
        }
        let state = ensureTraitState()
        if state.pendingPrevious == nil { state.pendingPrevious = before }
        window.enqueueTraitDelivery(self)
    }

    func deliverPendingTraitChanges() {
        guard let previous = traitState?.pendingPrevious else { return }
        TraitChangeWalk.deliver(controller: self, from: previous, to: traitCollection)
    }
}

enum TraitOverrideRefusal {
    @MainActor
    static func reportForeignContainer(_ overrides: any UITraitOverrides, on object: AnyObject) {
        PortableUIKitDiagnostics.report(
            .invalidTraitUse,
            "traitOverrides of \(object) set to a \(type(of: overrides)), whose traits PortableUIKit cannot read; the overrides are unchanged",
            fix:
                "change the overrides in place (object.traitOverrides.horizontalSizeClass = …) instead of assigning your own type",
            spec: "14.5")
    }
}
#endif

#if !canImport(UIKit)
/// Moves (spec 14.1): a view's first traits in a window are predicted, not delivered; a view
/// moved from one place in a window to another (in the same window or another) whose traits
/// differ gets the change, delivered down its subtree after `didMoveToSuperview`.
extension UIView {
    /// This view's traits before a move under `newSuperview`, when the move can deliver a trait
    /// change (the view is in a window and stays in one); nil otherwise.
    func traitsBeforeMove(to newSuperview: UIView) -> UITraitCollection? {
        guard cachedWindow != nil, newSuperview.cachedWindow != nil else { return nil }
        // A controller's root view inherits from its controller, whom the move does not change
        // unless it is a parentless, non-root controller.
        if let owner = _viewDelegate { return owner._parent == nil ? owner.traitCollection : nil }
        return traitCollection
    }

    /// Delivers the change from `before` (what ``traitsBeforeMove(to:)`` returned: the owning
    /// controller's traits for a controller's root view, else the view's).
    func deliverTraitChangeAfterMove(from before: UITraitCollection) {
        if let owner = _viewDelegate {
            TraitChangeWalk.deliver(controller: owner, from: before, to: owner.traitCollection)
        } else {
            TraitChangeWalk.deliver(view: self, from: before, to: traitCollection)
        }
    }
}
#endif

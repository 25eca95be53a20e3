#if !canImport(UIKit)
import Foundation

/// What a view or controller keeps about traits, allocated on first use so that views that
/// never touch traits carry one nil pointer.
@MainActor
final class TraitState {
    /// The object's own overrides (`traitOverrides`).
    var overrides = TraitEntries()
    /// `registerForTraitChanges(_:handler:)` registrations, in registration order.
    var registrations: [TraitChangeRegistration] = []
    /// The traits the object had before an override change not yet delivered (iOS 17 delivers
    /// override changes at the next layout pass or `updateTraitsIfNeeded()`); nil when none is
    /// pending.
    var pendingPrevious: UITraitCollection?
}

extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitChangeObserving {
    var traitChangeRegistrations: [TraitChangeRegistration] {
        get { traitState?.registrations ?? [] }
        set { ensureTraitState().registrations = newValue }
    }

    func ensureTraitState() -> TraitState {
        if let state = traitState { return state }
        let state = TraitState()
        traitState = state
        return state
    }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, TraitChangeObserving {
    var traitChangeRegistrations: [TraitChangeRegistration] {
        get { traitState?.registrations ?? [] }
        set { ensureTraitState().registrations = newValue }
    }

    func ensureTraitState() -> TraitState {
        if let state = traitState { return state }
        let state = TraitState()
        traitState = state
        return state
    }
}
#endif

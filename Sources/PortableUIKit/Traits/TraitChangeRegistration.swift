#if !canImport(UIKit)
import Foundation

/// One `registerForTraitChanges(_:handler:)`: the traits it watches and the handler to call.
@MainActor
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    private let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
        super.init()
    }

    /// Calls the handler if any of `changed` is watched.
    func notify(_ environment: AnyObject, changed: [UITrait], previous: UITraitCollection) {
        guard changed.contains(where: { traits.contains(ObjectIdentifier($0)) }) else { return }
        handler(environment, previous)
    }
}

/// What views and view controllers keep for trait change registrations.
@MainActor
protocol TraitChangeObserving: AnyObject {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension TraitChangeObserving {
    func removeRegistration(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// Tells each registration watching one of `changed`; registrations added or removed by a
    /// handler take effect from the next change.
    func notifyRegistrations(changed: [UITrait], previous: UITraitCollection) {
        for registration in traitChangeRegistrations {
            registration.notify(self, changed: changed, previous: previous)
        }
    }
}
#endif

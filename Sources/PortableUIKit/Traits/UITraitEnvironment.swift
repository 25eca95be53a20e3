#if !canImport(UIKit)
import Foundation

/// An object with a trait collection (UIKit's `UITraitEnvironment`): screens, windows, views,
/// view controllers (and presentation controllers).
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }
    /// The traits changed; `previousTraitCollection` is what they were. Not called for the
    /// traits an object starts with (spec 14.1). Deprecated in iOS 17 for
    /// `registerForTraitChanges(_:handler:)`; overrides call `super` first.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The token `registerForTraitChanges(_:handler:)` returns; pass it to
/// `unregisterForTraitChanges(_:)` to stop observing (UIKit's `UITraitChangeRegistration`).
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// An object that calls registered code when traits change (UIKit's `UITraitChangeObservable`,
/// iOS 17): views and view controllers. PortableUIKit offers the closure form only (there is no
/// Objective-C runtime for the target/action forms).
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Stops the observation `registration` stands for; a registration of another object, or one
    /// already removed, changes nothing.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits each time one of `traits`
    /// changes (after `traitCollectionDidChange(_:)`), once per change however many of them
    /// changed. Not called for the traits the object starts with. Annotate the closure's first
    /// parameter with the environment's type, as in UIKit: `{ (self: Self, previous) in … }`.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            guard let environment = environment as? TraitEnvironment else { return }
            handler(environment, previous)
        }
        if let owner = self as? TraitChangeObserving {
            owner.traitChangeRegistrations.append(registration)
        } else {
            PortableUIKitDiagnostics.report(
                .invalidTraitUse,
                "registerForTraitChanges on \(self), which is not a view or view controller: nothing will call the handler",
                fix: "register on a UIView or UIViewController", spec: "14.5")
        }
        return registration
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// An object that responds to an action a layer triggers (QuartzCore's `CAAction`, spec 18.10):
/// when an animatable property changes, or the layer is ordered in or out, the layer looks up
/// the action for the event (``CALayer/action(forKey:)``) and sends it
/// ``run(forKey:object:arguments:)``. `CAAnimation` is one: it adds itself to the layer under the
/// event's key. Class-bound, as the Objective-C protocol is.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Called to trigger the action specified by the identifier.
    ///
    /// - Parameters:
    ///   - event: The identifier of the action: a property's key, ``kCAOnOrderIn``,
    ///     ``kCAOnOrderOut``, ``kCATransition`` or an app-defined name.
    ///   - anObject: The layer on which the action should happen.
    ///   - dict: A dictionary of named arguments specific to each event kind; nil for property
    ///     changes.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` answers an action lookup with "no action, and stop looking" (QuartzCore's
/// `NSNull (CAActionAdditions)`): a delegate or an `actions` entry returning it ends the search
/// of ``CALayer/action(forKey:)``, which then returns nil. Running it does nothing.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension NSNull {
    /// One shared `NSNull`, so that answering "no action" on every property change of a view's
    /// layer allocates nothing (any `NSNull` instance means the same).
    @MainActor static let noAction = NSNull()
}

/// The identifier of the action taken when a layer becomes visible: inserted into a window's
/// layer tree, or no longer hidden.
public let kCAOnOrderIn: String = "onOrderIn"
/// The identifier of the action taken when a layer is removed from a window's layer tree or is
/// hidden.
public let kCAOnOrderOut: String = "onOrderOut"
/// The identifier of a transition animation.
public let kCATransition: String = "transition"
#endif

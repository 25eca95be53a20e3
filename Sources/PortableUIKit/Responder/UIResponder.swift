import Foundation

/// An object that can respond to and handle events; the base of views, windows and view
/// controllers (UIKit's `UIResponder`).
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain. `UIView` returns its controller or superview,
    /// `UIViewController` its view's superview, `UIWindow` nil.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give up first-responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool { false }

    /// Asks the responder to become first responder; PortableUIKit has no text input, so this
    /// returns `canBecomeFirstResponder`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// Asks the responder to resign first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool { canResignFirstResponder }
}

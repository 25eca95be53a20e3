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

    // MARK: Touches (the window delivers them to the hit-tested view; each default passes them on)

    /// One or more fingers touched down in the responder; the default passes the call to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more fingers moved; the default passes the call to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted; the default passes the call to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system (or a gesture recognizer) cancelled the touches; the default passes the call on.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

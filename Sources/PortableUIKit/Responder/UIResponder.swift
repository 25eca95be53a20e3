#if !canImport(UIKit)
import Foundation

/// An object that can respond to and handle events; the base of views, windows and view
/// controllers (UIKit's `UIResponder`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain. `UIView` returns its controller or superview,
    /// `UIViewController` its view's superview, `UIWindow` its scene (or the application),
    /// `UIScene` the application, `UIApplication` its delegate when that is a responder.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give up first-responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder of its window (spec 20.2).
    open var isFirstResponder: Bool {
        guard let window = firstResponderWindow else { return false }
        return window.firstResponderObject === self
    }

    /// Makes this responder the first responder of its window (spec 20.2): only when
    /// ``canBecomeFirstResponder`` is true and the responder is in a window (a view, or a view
    /// controller whose view is), and only after the current first responder agreed to resign.
    /// A responder that adopts `UIKeyInput` brings up the keyboard (spec 22.20).
    /// - Returns: whether the responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        if window.firstResponderObject === self { return true }
        guard firstResponderShouldBegin() else { return false }
        if let current = window.firstResponderObject, current.isFirstResponder {
            window.keyboardUpdatesHeld += 1
            let resigned = current.resignFirstResponder()
            window.keyboardUpdatesHeld -= 1
            guard resigned else { return false }
        }
        window.firstResponderObject = self
        firstResponderDidBegin()
        window.firstResponderDidChange()
        return true
    }

    /// Gives up first-responder status (spec 20.2): refused when ``canResignFirstResponder`` is
    /// false; otherwise the window has no first responder afterwards.
    /// - Returns: true unless the responder refused.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderWindow, window.firstResponderObject === self {
            guard firstResponderShouldEnd() else { return false }
            window.firstResponderObject = nil
            firstResponderDidEnd()
            window.firstResponderDidChange()
        }
        return true
    }

    /// Ends first-responder status without asking (`endEditing(true)`, the responder leaving its
    /// window): the responder's editing ends all the same (spec 22.4).
    final func forceResignFirstResponder(in window: UIWindow) {
        guard window.firstResponderObject === self else { return }
        window.firstResponderObject = nil
        firstResponderDidEnd()
        window.firstResponderDidChange()
    }

    // MARK: Editors' hooks (text fields and text views begin and end editing here)

    /// Asked before the responder becomes first responder, after ``canBecomeFirstResponder``.
    func firstResponderShouldBegin() -> Bool { true }
    /// Asked before the responder resigns, after ``canResignFirstResponder``; not when forced.
    func firstResponderShouldEnd() -> Bool { true }
    /// The responder became its window's first responder.
    func firstResponderDidBegin() {}
    /// The responder stopped being its window's first responder.
    func firstResponderDidEnd() {}

    /// The window whose first responder this responder can be: a view's window, a view
    /// controller's view's window.
    final var firstResponderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    // MARK: Accessibility (UIKit declares these on NSObject; the window's VoiceOver model is in Accessibility/)

    /// Set through ``isAccessibilityElement``; nil until set, so subclasses keep their own default.
    var storedIsAccessibilityElement: Bool?
    /// Set through ``accessibilityLabel``; nil until set, so subclasses keep their own default.
    var storedAccessibilityLabel: String?

    /// Whether assistive apps (VoiceOver) can reach this object as one element; `false` by
    /// default, `true` for `UILabel` and `UIButton`. An element's subviews are not elements of
    /// their own: VoiceOver reads the element, not its parts.
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? false }
        set { storedIsAccessibilityElement = newValue }
    }

    /// What VoiceOver reads for the element; nil by default (`UILabel`: its text, `UIButton`: its
    /// current title). Setting nil restores the default.
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }

    /// Set through ``accessibilityTraits``; nil until set, so subclasses keep their own default.
    var storedAccessibilityTraits: UIAccessibilityTraits?

    /// How the element behaves, for assistive apps: `.none` by default (`UIButton`: `.button`,
    /// `UILabel`: `.staticText`). Setting a value replaces the default; combine with it
    /// (`insert`) to keep it.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? .none }
        set { storedAccessibilityTraits = newValue }
    }

    /// The element's current value, read after its label (a slider's "50%"); nil by default.
    open var accessibilityValue: String?

    /// What happens when the element is activated, read after a pause; nil by default.
    open var accessibilityHint: String?

    /// Asks an adjustable element (`.adjustable`) to increase its value (VoiceOver's swipe up).
    /// Does nothing by default.
    open func accessibilityIncrement() {}

    /// Asks an adjustable element (`.adjustable`) to decrease its value (VoiceOver's swipe down).
    /// Does nothing by default.
    open func accessibilityDecrement() {}

    /// Activates the element (VoiceOver's double tap); returns whether it did. `false` by default,
    /// in which case UIKit sends a tap at the element's activation point instead.
    open func accessibilityActivate() -> Bool { false }

    /// Whether the elements within this view (itself included) are hidden from assistive apps;
    /// `false` by default.
    open var accessibilityElementsHidden = false

    /// Whether VoiceOver ignores the elements within this view's siblings; `false` by default.
    /// Only siblings: with sibling views A and B, a modal B hides A's elements, but a modal C
    /// inside B does not hide A's.
    open var accessibilityViewIsModal = false

    /// Dismisses a modal view or returns to the previous screen when the user performs the escape
    /// gesture (VoiceOver's two-finger Z); returns whether it did. `false` by default, so the
    /// gesture is offered to the next responder (see `UIWindow.performAccessibilityEscape(from:)`).
    open func accessibilityPerformEscape() -> Bool { false }

    // MARK: Touches (the window delivers them to the hit-tested view; each default passes them on)

    /// One or more fingers touched down in the responder; the default passes the call to ``UIResponder/next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more fingers moved; the default passes the call to ``UIResponder/next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted; the default passes the call to ``UIResponder/next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system (or a gesture recognizer) cancelled the touches; the default passes the call on.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
#endif

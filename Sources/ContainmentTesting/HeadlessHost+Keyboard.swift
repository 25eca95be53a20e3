import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

#if !canImport(UIKit)
/// A simulated keyboard on the virtual clock (spec 22.20–22.24). The host's window brings up a
/// keyboard of ``keyboardHeight`` whenever a responder that adopts `UIKeyInput` (a text field, a
/// text view) becomes first responder, and sends it away when none is, as iOS does; a test can
/// also show and hide one itself. Each change animates over 0.25 s: the will-notifications come
/// at once, the did-notifications with the first turn after the animation (``advance(by:)``).
/// Linux only, like ``HeadlessHost``.
extension HeadlessHost {
    /// An iPhone's keyboard with its suggestion bar, in portrait: 336 pt.
    public static let defaultKeyboardHeight: CGFloat = 336

    /// The height of the keyboard a first responder brings up; 336 pt by default, 0 for none.
    public var keyboardHeight: CGFloat {
        get { window.hostKeyboardHeight }
        set { window.hostKeyboardHeight = newValue }
    }

    /// The keyboard's frame in the window while it is shown; nil while it is hidden.
    public var keyboardFrame: CGRect? { window.hostKeyboardFrame }

    /// Shows a keyboard of `height` (or changes the height of the one shown), then runs a turn.
    public func showKeyboard(height: CGFloat = HeadlessHost.defaultKeyboardHeight) {
        window.showKeyboard(height: height)
        runTurn()
    }

    /// Hides the keyboard, then runs a turn.
    public func hideKeyboard() {
        window.hideKeyboard()
        runTurn()
    }
}
#endif

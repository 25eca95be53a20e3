#if !canImport(UIKit)
import Foundation

/// The keyboard of a window's host (spec 22.20–22.24).
struct WindowKeyboardState {
    /// The keyboard's frame in the window while it is on screen (or moving on); nil when hidden.
    var frame: CGRect?
    /// The height of the keyboard the host shows when a `UIKeyInput` becomes first responder;
    /// 0: none.
    var automaticHeight: CGFloat = 0
    /// While above 0, first-responder changes do not move the keyboard (one field handing over to
    /// another keeps it up).
    var updatesHeld = 0
    /// The did-notifications of the change under way, and when the animation ends.
    var pending: PendingKeyboardNotifications?
}

/// What a keyboard change posts when its animation ends.
struct PendingKeyboardNotifications {
    let dueTime: TimeInterval
    let names: [Notification.Name]
    let userInfo: [AnyHashable: Any]
}

/// The host interface of the keyboard: not UIKit API (the system shows UIKit's keyboard), used
/// by hosts to simulate one. The keyboard is a window's: its frames are in the window's
/// coordinates, which are the screen's for a window at the origin.
extension UIWindow {
    /// The animation of every keyboard change: 0.25 s [UNC: the duration iOS reports].
    public static let keyboardAnimationDuration: TimeInterval = 0.25

    /// The height of the keyboard the window's host brings up when a responder that adopts
    /// `UIKeyInput` becomes first responder (spec 22.20); 0 (the default) brings up none. A value
    /// that is not a finite number of at least 0 is refused with an `invalidTextInput` diagnostic.
    public var hostKeyboardHeight: CGFloat {
        get { keyboard.automaticHeight }
        set {
            guard acceptsKeyboardHeight(newValue, in: "hostKeyboardHeight") else { return }
            keyboard.automaticHeight = newValue
        }
    }

    /// The keyboard's frame in the window while it is shown (its end frame while it moves); nil
    /// while it is hidden.
    public var hostKeyboardFrame: CGRect? { keyboard.frame }

    /// Shows the keyboard at `height` (or changes its height while shown), animated over
    /// ``keyboardAnimationDuration`` on the window's clock (spec 22.21, 22.22).
    public func showKeyboard(height: CGFloat) {
        guard acceptsKeyboardHeight(height, in: "showKeyboard(height:)") else { return }
        let end = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        moveKeyboard(to: end)
    }

    /// Hides the keyboard, animated over ``keyboardAnimationDuration`` (spec 22.21, 22.22).
    /// Nothing happens while it is hidden.
    public func hideKeyboard() {
        moveKeyboard(to: nil)
    }

    /// The keyboard's frame in the window, for the keyboard layout guides.
    var keyboardFrameInWindow: CGRect? { keyboard.frame }

    /// The held count of first-responder changes that leave the keyboard alone.
    var keyboardUpdatesHeld: Int {
        get { keyboard.updatesHeld }
        set { keyboard.updatesHeld = newValue }
    }

    /// The first responder changed (spec 22.20): a `UIKeyInput` brings up the keyboard of
    /// ``hostKeyboardHeight``; no `UIKeyInput` sends it away.
    func firstResponderDidChange() {
        guard keyboard.updatesHeld == 0 else { return }
        let wantsKeyboard = firstResponderObject is UIKeyInput
        if wantsKeyboard, keyboard.frame == nil, keyboard.automaticHeight > 0 {
            showKeyboard(height: keyboard.automaticHeight)
        } else if !wantsKeyboard, keyboard.frame != nil {
            hideKeyboard()
        }
    }

    /// Moves the keyboard to `end` (nil: off screen), spec 22.21–22.23. The will-notifications are
    /// posted inside the animation block, so layout changes their observers make animate with the
    /// keyboard; the keyboard guides follow there too. The did-notifications come with the first
    /// turn at or after the animation's end.
    private func moveKeyboard(to end: CGRect?) {
        guard end != keyboard.frame else { return }
        postKeyboardDidNotificationsNow()
        let showing = end != nil
        let height = end?.height ?? keyboard.frame?.height ?? 0
        let offScreen = CGRect(x: 0, y: bounds.height, width: bounds.width, height: height)
        let begin = keyboard.frame ?? offScreen
        let wasShown = keyboard.frame != nil
        keyboard.frame = end
        let duration = Self.keyboardAnimationDuration
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: screenRect(begin)),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: screenRect(end ?? offScreen)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        var willNames = [UIResponder.keyboardWillChangeFrameNotification]
        var didNames = [UIResponder.keyboardDidChangeFrameNotification]
        if showing && !wasShown {
            willNames.append(UIResponder.keyboardWillShowNotification)
            didNames.append(UIResponder.keyboardDidShowNotification)
        } else if !showing {
            willNames.append(UIResponder.keyboardWillHideNotification)
            didNames.append(UIResponder.keyboardDidHideNotification)
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            for name in willNames { NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo) }
            self.updateKeyboardGuidesInSubtree()
            self.layoutIfNeeded()
        }
        keyboard.pending = PendingKeyboardNotifications(
            dueTime: currentTime + duration, names: didNames, userInfo: userInfo)
    }

    /// Posts the did-notifications of the change under way once its animation has ended.
    func postKeyboardDidNotificationsIfDue() {
        guard let pending = keyboard.pending, currentTime >= pending.dueTime - 1e-9 else { return }
        postKeyboardDidNotificationsNow()
    }

    private func postKeyboardDidNotificationsNow() {
        guard let pending = keyboard.pending else { return }
        keyboard.pending = nil
        for name in pending.names {
            NotificationCenter.default.post(name: name, object: nil, userInfo: pending.userInfo)
        }
    }

    /// `rect` (window coordinates) in the screen's.
    private func screenRect(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: frame.minX, dy: frame.minY) }

    private func acceptsKeyboardHeight(_ height: CGFloat, in call: String) -> Bool {
        guard height.isFinite, height >= 0 else {
            PortableUIKitDiagnostics.report(
                .invalidTextInput, "UIWindow.\(call) was given a keyboard height of \(height); ignored",
                fix: "give a finite height of at least 0 (336 pt is an iPhone's keyboard)", spec: "22.21")
            return false
        }
        return true
    }
}
#endif

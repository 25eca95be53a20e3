#if !canImport(UIKit)
import Foundation

/// Beginning and ending editing, and the user's changes (spec 22.3–22.11).
extension UITextField {
    // MARK: First responder (spec 22.3, 22.4)

    func editingDidBegin() {
        setEditing(true)
        if clearsOnBeginEditing, hasText { text = "" }
        editor.select(NSRange(location: editor.length, length: 0))
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func editingDidEnd() {
        setEditing(false)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self,
            userInfo: [
                UITextField.didEndEditingReasonUserInfoKey: NSNumber(value: DidEndEditingReason.committed.rawValue)
            ])
    }

    /// A change the user makes: offered to the delegate, then applied and reported (spec 22.5).
    func userReplace(_ range: NSRange, with replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else {
            return
        }
        attributedTextEdited()
        editor.replace(range, with: replacement)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        setNeedsDisplay()
    }

    /// The return key (spec 22.9): `textFieldShouldReturn`, then, if it agreed, the
    /// `.editingDidEndOnExit` actions; when any action answers that event the field resigns.
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let dismisses = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if dismisses, isFirstResponder { resignFirstResponder() }
    }

    /// The clear button (spec 22.11): `textFieldShouldClear`, then the text empties and the
    /// change is reported as a user change.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { becomeFirstResponder() }
        guard hasText else { return }
        attributedTextEdited()
        editor.replace(NSRange(location: 0, length: editor.length), with: "")
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        setNeedsDisplay()
    }

    func acceptsKeyInput(_ call: String) -> Bool {
        guard isFirstResponder else {
            PortableUIKitDiagnostics.report(
                .invalidTextInput, "\(call) on \(self), which is not editing (not first responder); ignored",
                fix: "call becomeFirstResponder() first, as the keyboard only types into the first responder",
                spec: "22.6")
            return false
        }
        return true
    }

}
#endif

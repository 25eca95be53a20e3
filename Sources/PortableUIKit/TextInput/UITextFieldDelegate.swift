#if !canImport(UIKit)
import Foundation

/// The delegate of a text field (UIKit's `UITextFieldDelegate`, spec 22.2–22.5, 22.9, 22.10).
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has a
/// default here that gives UIKit's answer when the method is missing: every `should` method
/// allows, and `textFieldDidEndEditing(_:reason:)` calls `textFieldDidEndEditing(_:)` (UIKit
/// calls the reason variant in place of the other when the delegate implements it).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field may begin editing; return `false` to keep it from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; return `false` to keep the field first responder (not asked when
    /// editing is forced to end).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (called by the default `textFieldDidEndEditing(_:reason:)`).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's change of `range` (UTF-16 code units) to `string` happens.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection (or the caret) moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default (spec 22.9).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
#endif

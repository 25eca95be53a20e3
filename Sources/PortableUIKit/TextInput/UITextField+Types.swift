#if !canImport(UIKit)
import Foundation

extension UITextField {
    /// The border a text field draws (UIKit's `UITextField.BorderStyle`, with UIKit's raw values).
    public enum BorderStyle: Int, Sendable {
        /// No border; the default.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel, drawn as a line with a shadowed inner edge.
        case bezel = 2
        /// A rounded rectangle (what Interface Builder gives a new field).
        case roundedRect = 3
    }

    /// When an overlay (the clear button, the left or right view) shows (UIKit's
    /// `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never; the default.
        case never = 0
        /// Only while the field is editing.
        case whileEditing = 1
        /// Only while the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder (the only reason on iOS).
        case committed = 0
        /// Editing was cancelled (tvOS only).
        case cancelled = 1
    }

    /// Posted after the field became first responder (spec 22.3); the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after the field resigned first responder (spec 22.4); the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// Posted after the user changed the text (spec 22.5); the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextFieldTextDidChangeNotification")
    /// The `userInfo` key of `textDidEndEditingNotification` for the ``DidEndEditingReason``'s
    /// raw value, as an `NSNumber`.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
#endif

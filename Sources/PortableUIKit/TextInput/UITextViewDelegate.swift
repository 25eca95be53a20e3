#if !canImport(UIKit)
import Foundation

/// The delegate of a text view (UIKit's `UITextViewDelegate`, spec 22.30, 22.31): a scroll
/// view delegate too.
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has a
/// default here that gives UIKit's answer when the method is missing: every `should` method
/// allows, the others do nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may begin editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (not asked when editing is forced to end).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change of `range` (UTF-16 code units) to `text` happens.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection (or the caret) moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
#endif

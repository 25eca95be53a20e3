#if !canImport(UIKit)
import Foundation

/// A scrollable, multiline text region (UIKit's `UITextView`, a `UIScrollView`; spec 22.30,
/// 22.31).
///
/// Editing is first-responder status, as for a text field, with the delegate's
/// `textViewShouldBeginEditing`/`textViewDidBeginEditing`, `textViewShouldEndEditing`/
/// `textViewDidEndEditing`, and the `UITextView` notifications; there are no control events.
/// Typed text goes through `textView(_:shouldChangeTextIn:replacementText:)` and is reported by
/// `textViewDidChangeSelection` and `textViewDidChange`; a newline is text. A tap on an editable
/// text view that is not editing makes it first responder.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// The system font at 12 pt: the font a text view shows when ``font`` was never set [UNC].
    private nonisolated static let defaultFont = UIFont.systemFont(ofSize: 12)
    var editor = TextEditingState()
    private var _font: UIFont?
    private var _isEditing = false
    private var storedAttributedText: NSAttributedString?
    private weak var cachedTextViewDelegate: UITextViewDelegate?

    /// Posted after the text view became first responder; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed the text; the object is the text view.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after the text view resigned first responder; the object is the text view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// Creates a text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text view from an archive (no nib loading: a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The delegate (held weakly); it also hears the scroll view's delegate calls.
    open var delegate: (any UITextViewDelegate)? {
        get { cachedTextViewDelegate }
        set { setStoredDelegate(newValue) }
    }

    override func delegateDidChange(from oldValue: UIScrollViewDelegate?) {
        cachedTextViewDelegate = storedDelegate as? UITextViewDelegate
    }

    // MARK: Text

    /// The text; empty by default, and setting nil sets the empty string. Setting it reports
    /// nothing (spec 22.31).
    open var text: String! {
        get { editor.text }
        set {
            storedAttributedText = nil
            editor.setText(newValue ?? "")
        }
    }

    /// The text with attributes: what was set, while the text is unchanged; otherwise the text
    /// in ``font`` and ``textColor``.
    open var attributedText: NSAttributedString! {
        get {
            if let storedAttributedText, storedAttributedText.string == editor.text { return storedAttributedText }
            var attributes: [NSAttributedString.Key: Any] = [.font: font ?? Self.defaultFont]
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: editor.text, attributes: attributes)
        }
        set {
            editor.setText(newValue?.string ?? "")
            storedAttributedText = newValue
        }
    }

    /// The font; the system font at 12 pt by default [UNC]. Setting nil restores the default.
    open var font: UIFont? {
        get { _font ?? Self.defaultFont }
        set { _font = newValue }
    }

    /// The text colour; nil by default, drawn as `.label`.
    open var textColor: UIColor?

    /// How the text is aligned; `.natural` by default [UNC, as for a text field].
    open var textAlignment: NSTextAlignment = .natural

    /// The selection in UTF-16 code units; setting it clamps it to the text.
    open var selectedRange: NSRange {
        get { editor.selection }
        set { moveSelection(to: newValue) }
    }

    /// Whether the user can edit the text; `true` by default.
    open var isEditable = true

    /// Whether the user can select the text; `true` by default. Stored.
    open var isSelectable = true

    /// The inset of the text from the view's edges; 8 pt top and bottom by default [UNC].
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// Whether the text view can be first responder: while it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    // MARK: First responder

    override func firstResponderShouldBegin() -> Bool {
        cachedTextViewDelegate?.textViewShouldBeginEditing(self) ?? true
    }

    override func firstResponderShouldEnd() -> Bool {
        cachedTextViewDelegate?.textViewShouldEndEditing(self) ?? true
    }

    override func firstResponderDidBegin() {
        _isEditing = true
        cachedTextViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    override func firstResponderDidEnd() {
        _isEditing = false
        cachedTextViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    /// A tap that lifts on an editable text view begins editing (spec 22.30).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if isEditable, !isFirstResponder, !isDragging { becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    /// Whether the text view has any text.
    open var hasText: Bool { !editor.text.isEmpty }

    /// Types `text` at the caret, newlines included. Refused with an `invalidTextInput`
    /// diagnostic while the text view is not editing.
    open func insertText(_ text: String) {
        guard acceptsKeyInput("insertText(_:)") else { return }
        userReplace(editor.selection, with: text)
    }

    /// Deletes the selection, or the character before the caret (spec 22.8). Refused with an
    /// `invalidTextInput` diagnostic while the text view is not editing.
    open func deleteBackward() {
        guard acceptsKeyInput("deleteBackward()"), let range = editor.rangeDeletedBackward else { return }
        userReplace(range, with: "")
    }

    // MARK: UITextInput (spec 22.7)

    /// The text in `range`; nil outside the text.
    open func text(in range: UITextRange) -> String? { range.nsRange.flatMap { editor.substring($0) } }

    /// Replaces the text in `range` with `text`, as the user would (the delegate is asked).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let nsRange = range.nsRange, editor.contains(nsRange) else { return }
        userReplace(nsRange, with: text)
    }

    /// The selection; an empty range is the caret.
    open var selectedTextRange: UITextRange? {
        get { UITextRange(start: editor.selection.location, end: editor.selection.location + editor.selection.length) }
        set { if let range = newValue?.nsRange { moveSelection(to: range) } }
    }

    /// Always nil: PortableUIKit has no marked text.
    open var markedTextRange: UITextRange? { nil }

    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The position after the last character.
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }

    /// The range between two positions, in either order; nil for positions no input made.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.range(from: fromPosition.offset, to: toPosition.offset)
    }

    /// The position `offset` code units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editor.position(from: position.offset, offset: offset)
    }

    /// How `position` compares with `other`.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextEditingState.compare(position.offset, other.offset)
    }

    /// The number of code units from `from` to `toPosition`.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    // MARK: Changes

    private func userReplace(_ range: NSRange, with replacement: String) {
        guard cachedTextViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
        else { return }
        storedAttributedText = nil
        editor.replace(range, with: replacement)
        cachedTextViewDelegate?.textViewDidChangeSelection(self)
        cachedTextViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        setNeedsDisplay()
    }

    private func moveSelection(to range: NSRange) {
        let before = editor.selection
        editor.select(range)
        if editor.selection != before { cachedTextViewDelegate?.textViewDidChangeSelection(self) }
    }

    private func acceptsKeyInput(_ call: String) -> Bool {
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

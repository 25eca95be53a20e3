#if !canImport(UIKit)
import Foundation

/// A control that displays one line of editable text (UIKit's `UITextField`, spec 22).
///
/// Editing is first-responder status: ``becomeFirstResponder()`` asks the delegate's
/// `textFieldShouldBeginEditing`, then the field reports `textFieldDidBeginEditing`, the
/// `.editingDidBegin` actions and `textDidBeginEditingNotification` (spec 22.3); resigning asks
/// `textFieldShouldEndEditing` and reports the end the same way (spec 22.4). While editing, the
/// field takes text through `UIKeyInput` (``insertText(_:)``, ``deleteBackward()``): each change
/// is offered to `textField(_:shouldChangeCharactersIn:replacementString:)` first, then reported
/// (spec 22.5). Setting ``text`` in code reports nothing. A tap that lifts inside the field
/// begins editing, or clears the text on the clear button (spec 22.10, 22.11). Ranges count
/// UTF-16 code units, as `NSRange` does (spec 22.7).
///
/// Drawn by the renderer: the border, the text (bullets when ``isSecureTextEntry``) or the
/// placeholder in 70 % grey, the caret while editing.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// The system font at 17 pt, the font a field shows when ``font`` was never set [UNC].
    private nonisolated static let defaultFont = UIFont.systemFont(ofSize: 17)
    var editor = TextEditingState()
    private var _font: UIFont?
    private var _isEditing = false
    private var storedAttributedText: NSAttributedString?

    /// Creates a text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text field from an archive (no nib loading: a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text

    /// The text; the empty string by default, and setting nil sets the empty string (spec 22.1).
    /// Setting it reports nothing: no delegate call, no action, no notification (spec 22.5).
    open var text: String? {
        get { editor.text }
        set {
            storedAttributedText = nil
            editor.setText(newValue ?? "")
        }
    }

    /// The text with attributes: what was set, while the text is unchanged; otherwise the text
    /// in ``font`` and ``textColor``. Setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString? {
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

    /// The text colour; nil by default, drawn as `.label`.
    open var textColor: UIColor?

    /// The font; the system font at 17 pt by default [UNC]. Setting nil restores the default.
    open var font: UIFont? {
        get { _font ?? Self.defaultFont }
        set { _font = newValue }
    }

    /// How the text is aligned; `.natural` by default [UNC: the header says left, iOS 9 and later
    /// give natural].
    open var textAlignment: NSTextAlignment = .natural

    /// The border; `.none` by default (spec 22.1).
    open var borderStyle: BorderStyle = .none

    /// The text drawn in 70 % grey while the field has no text; nil by default.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with attributes; nil by default.
    open var attributedPlaceholder: NSAttributedString?

    /// Whether beginning to edit removes the text; `false` by default (spec 22.3).
    open var clearsOnBeginEditing = false

    /// Whether the renderer shrinks the font to fit the width; `false` by default. Stored.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest font size the renderer may shrink to; 0 by default. Stored.
    open var minimumFontSize: CGFloat = 0

    /// The delegate (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?

    /// The image drawn in the border rectangle; nil by default. Stored.
    open var background: UIImage?

    /// The image drawn while the field is disabled; nil by default. Stored.
    open var disabledBackground: UIImage?

    /// Whether the field is editing (is its window's first responder).
    open var isEditing: Bool { _isEditing }

    /// When the clear button shows (only while the field has text); `.never` by default.
    open var clearButtonMode: ViewMode = .never

    /// A view at the field's left (a magnifying glass); nil by default.
    open var leftView: UIView?

    /// When ``leftView`` shows; `.never` by default.
    open var leftViewMode: ViewMode = .never

    /// A view at the field's right; nil by default.
    open var rightView: UIView?

    /// When ``rightView`` shows; `.never` by default.
    open var rightViewMode: ViewMode = .never

    /// Whether the field hides its text as bullets (a password); `false` by default.
    open var isSecureTextEntry = false

    /// Whether the field can be first responder: while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    // MARK: Geometry (spec 22.11)

    /// The clear button's side, in points [UNC].
    static let clearButtonSide: CGFloat = 19
    /// The inset of the text from the border of a rounded-rect field, in points [UNC].
    static let roundedRectTextInset: CGFloat = 7

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in: the bounds, inset 7 pt on each side for a rounded-rect
    /// field, less the clear button while it shows [UNC].
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderStyle == .none ? 0 : Self.roundedRectTextInset
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if showsClearButton { rect.size.width = max(0, clearButtonRect(forBounds: bounds).minX - rect.minX) }
        return rect
    }

    /// The rectangle the placeholder is drawn in: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the text is edited in: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 pt square, centred vertically, 5 pt from the right [UNC].
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.maxX - 5 - Self.clearButtonSide, y: bounds.midY - Self.clearButtonSide / 2,
            width: Self.clearButtonSide, height: Self.clearButtonSide)
    }

    /// The left view's rectangle: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether the clear button shows now (spec 22.11): the field has text and
    /// ``clearButtonMode`` allows it in the current editing state.
    var showsClearButton: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return _isEditing
        case .unlessEditing: return !_isEditing
        case .always: return true
        }
    }

    // MARK: Accessibility

    /// Text fields are accessibility elements by default.
    open override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The text (bullets when secure), unless a value was set (spec 22.12).
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            return isSecureTextEntry ? String(repeating: "•", count: editor.text.count) : editor.text
        }
        set { super.accessibilityValue = newValue }
    }

    /// The placeholder, unless a label was set (spec 22.12).
    open override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: First responder (spec 22.3, 22.4; the work is in UITextField+Editing.swift)

    override func firstResponderShouldBegin() -> Bool {
        delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    override func firstResponderShouldEnd() -> Bool {
        delegate?.textFieldShouldEndEditing(self) ?? true
    }

    override func firstResponderDidBegin() { editingDidBegin() }

    override func firstResponderDidEnd() { editingDidEnd() }

    // MARK: UIKeyInput (spec 22.6, 22.8, 22.9)

    /// Whether the field has any text.
    open var hasText: Bool { !editor.text.isEmpty }

    /// Types `text` at the caret, replacing the selection (spec 22.5). A lone "\n" is the return
    /// key (spec 22.9); other line breaks become spaces, as a one-line field pastes them [UNC].
    /// Ignored, with an `invalidTextInput` diagnostic, while the field is not editing.
    open func insertText(_ text: String) {
        guard acceptsKeyInput("insertText(_:)") else { return }
        if text == "\n" || text == "\r" || text == "\r\n" { return returnKeyPressed() }
        let oneLine = text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
        userReplace(editor.selection, with: oneLine)
    }

    /// Deletes the selection, or the character before the caret (spec 22.8); nothing at the start
    /// of the text, where the delegate is not asked. Ignored, with an `invalidTextInput`
    /// diagnostic, while the field is not editing.
    open func deleteBackward() {
        guard acceptsKeyInput("deleteBackward()") else { return }
        guard let range = editor.rangeDeletedBackward else { return }
        userReplace(range, with: "")
    }

    // MARK: Touches (spec 22.10)

    /// A touch that lifts inside begins editing, or clears the text when it lifts on the clear
    /// button; called before the touch-up actions, so `.editingDidBegin` comes before
    /// `.touchUpInside`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
            clearButtonTapped()
        } else if !isFirstResponder {
            becomeFirstResponder()
        }
    }

    // MARK: UITextInput (spec 22.7)

    /// The text in `range`; nil outside the text.
    open func text(in range: UITextRange) -> String? {
        guard let nsRange = range.nsRange else { return nil }
        return editor.substring(nsRange)
    }

    /// Replaces the text in `range` with `text`, as the user would (the delegate is asked).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let nsRange = range.nsRange, editor.contains(nsRange) else { return }
        userReplace(nsRange, with: text)
    }

    /// The selection while editing (an empty range is the caret), nil otherwise. Setting it
    /// while editing moves the selection (clamped to the text) and tells the delegate.
    open var selectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            let selection = editor.selection
            return UITextRange(start: selection.location, end: selection.location + selection.length)
        }
        set {
            guard isEditing, let range = newValue?.nsRange else { return }
            let before = editor.selection
            editor.select(range)
            if editor.selection != before { delegate?.textFieldDidChangeSelection(self) }
        }
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

    // MARK: Editing state

    /// The user edited the text: an attributed text set in code no longer describes it.
    func attributedTextEdited() { storedAttributedText = nil }

    func setEditing(_ editing: Bool) {
        _isEditing = editing
        setNeedsDisplay()
    }
}
#endif

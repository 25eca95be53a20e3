#if !canImport(UIKit)
import Foundation

/// The traits of the keyboard a text input asks for (UIKit's `UITextInputTraits`). UIKit's
/// requirements are optional; PortableUIKit declares the one it models, secure entry, with a
/// default of `false` (and a setter that keeps nothing) for conformers that leave it out.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// Whether the text is hidden as it is typed (a password); `false` by default.
    var isSecureTextEntry: Bool { get set }
}

extension UITextInputTraits {
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
}

/// A responder that takes text from the keyboard (UIKit's `UIKeyInput`, spec 22.6). A responder
/// that adopts it and becomes first responder in a window brings up the keyboard (spec 22.20).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}

/// A text input with a document, positions and a selection (UIKit's `UITextInput`, its
/// essentials: PortableUIKit models no marked text, no geometry and no tokenizer). Positions
/// count UTF-16 code units from the start of the text, as `NSRange` does (spec 22.7).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in `range`; nil for a range outside the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection; an empty range is the caret. Nil while the input is not editing.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (provisionally inserted) text; always nil in PortableUIKit.
    var markedTextRange: UITextRange? { get }
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, in either order; nil for a position of another document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` code units from `position`; nil outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// How `position` compares with `other`.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of code units from `from` to `toPosition` (negative when it lies before).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// A position in a text input's document (UIKit's `UITextPosition`: an abstract class whose
/// subclasses belong to the inputs; PortableUIKit's inputs use an offset in UTF-16 code units).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The offset in UTF-16 code units from the start; -1 for a position made by an app.
    let offset: Int

    /// Creates a position no input knows.
    public override init() {
        offset = -1
        super.init()
    }

    init(offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// A range in a text input's document (UIKit's `UITextRange`).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    private let storedStart: UITextPosition
    private let storedEnd: UITextPosition

    /// Creates a range no input knows (both ends at an unknown position).
    public override init() {
        storedStart = UITextPosition()
        storedEnd = storedStart
        super.init()
    }

    init(start: Int, end: Int) {
        storedStart = UITextPosition(offset: start)
        storedEnd = UITextPosition(offset: end)
        super.init()
    }

    /// The start of the range.
    open var start: UITextPosition { storedStart }
    /// The end of the range.
    open var end: UITextPosition { storedEnd }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { storedStart.offset == storedEnd.offset }

    /// The range as an `NSRange` of UTF-16 code units; nil for ends no input made.
    var nsRange: NSRange? {
        guard storedStart.offset >= 0, storedEnd.offset >= storedStart.offset else { return nil }
        return NSRange(location: storedStart.offset, length: storedEnd.offset - storedStart.offset)
    }
}
#endif

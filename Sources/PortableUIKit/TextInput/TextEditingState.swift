#if !canImport(UIKit)
import Foundation

/// The text of a field or a text view and its selection, in UTF-16 code units as `NSRange`
/// counts them (spec 22.7): the value both editors share, with no views and no delegate.
struct TextEditingState: Equatable {
    /// The text.
    private(set) var text = ""
    /// The selection; length 0 is the caret. Always inside the text.
    private(set) var selection = NSRange(location: 0, length: 0)

    /// The text's length in UTF-16 code units.
    var length: Int { text.utf16.count }

    /// Replaces the whole text and puts the caret at its end.
    mutating func setText(_ newText: String) {
        text = newText
        selection = NSRange(location: length, length: 0)
    }

    /// Moves the selection, clamped to the text.
    mutating func select(_ range: NSRange) {
        let start = min(max(range.location, 0), length)
        let end = min(max(range.location + max(range.length, 0), start), length)
        selection = NSRange(location: start, length: end - start)
    }

    /// Whether `range` lies inside the text.
    func contains(_ range: NSRange) -> Bool {
        range.location >= 0 && range.length >= 0 && range.location <= length - range.length
    }

    /// Replaces `range` (inside the text) with `replacement`; the caret goes after it.
    mutating func replace(_ range: NSRange, with replacement: String) {
        guard contains(range) else { return }
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
        let upper = utf16.index(lower, offsetBy: range.length)
        text.replaceSubrange(lower..<upper, with: replacement)
        let caret = range.location + replacement.utf16.count
        selection = NSRange(location: min(caret, length), length: 0)
    }

    /// What `deleteBackward()` removes (spec 22.8): the selection, or the whole character
    /// (grapheme cluster) before the caret; nil at the start of the text.
    var rangeDeletedBackward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let caret = String.Index(utf16Offset: selection.location, in: text)
        let previous = text.index(before: caret)
        let start = previous.utf16Offset(in: text)
        return NSRange(location: start, length: selection.location - start)
    }

    /// The text in `range` (inside the text).
    func substring(_ range: NSRange) -> String? {
        guard contains(range) else { return nil }
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
        let upper = utf16.index(lower, offsetBy: range.length)
        return String(text[lower..<upper])
    }
}

/// `UITextInput`'s position arithmetic over offsets (spec 22.7).
extension TextEditingState {
    /// The range between two offsets, in either order; nil for an offset no input made.
    @MainActor
    func range(from start: Int, to end: Int) -> UITextRange? {
        guard start >= 0, end >= 0 else { return nil }
        return UITextRange(start: min(start, end), end: max(start, end))
    }

    /// The position `offset` code units from `start`; nil outside the text.
    @MainActor
    func position(from start: Int, offset: Int) -> UITextPosition? {
        guard start >= 0 else { return nil }
        let (target, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= length else { return nil }
        return UITextPosition(offset: target)
    }

    static func compare(_ a: Int, _ b: Int) -> ComparisonResult {
        a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// How text wraps and truncates (UIKit's `NSLineBreakMode`; Foundation on Linux does not declare it).
///
/// For text of more than one line, every mode but `byCharWrapping` breaks lines at word
/// boundaries; the clipping and truncating modes only decide what happens to the last line.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word too long for a line is broken between characters).
    case byWordWrapping = 0
    /// Wrap before the first character that does not fit.
    case byCharWrapping = 1
    /// Cut the last line off at the edge.
    case byClipping = 2
    /// End the last line with its end, replacing the start with an ellipsis.
    case byTruncatingHead = 3
    /// End the last line with an ellipsis.
    case byTruncatingTail = 4
    /// Replace the middle of the last line with an ellipsis.
    case byTruncatingMiddle = 5

    /// Whether the last visible line gets an ellipsis when text is cut off.
    var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}
#endif

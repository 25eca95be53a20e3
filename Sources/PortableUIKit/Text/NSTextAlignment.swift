#if !canImport(UIKit)
import Foundation

/// Constants that specify text alignment (UIKit's `NSTextAlignment`, with iOS's raw values;
/// Foundation on Linux does not declare it).
public enum NSTextAlignment: Int, Sendable {
    /// Text aligned along the left edge.
    case left = 0
    /// Text centred.
    case center = 1
    /// Text aligned along the right edge.
    case right = 2
    /// Text justified; the last line of a paragraph is aligned naturally.
    case justified = 3
    /// The script's default alignment (left for left-to-right text).
    case natural = 4
}
#endif

#if !canImport(UIKit)
import Foundation

/// The paragraph attributes of drawn text (UIKit's `NSParagraphStyle`): the subset string
/// drawing honours — alignment and line breaking.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping

    public override init() { super.init() }

    /// The default style: natural alignment, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The text alignment (`.natural` by default).
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines that do not fit are broken (`.byWordWrapping` by default).
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.storedAlignment = storedAlignment
        copy.storedLineBreakMode = storedLineBreakMode
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        return copy
    }
}

/// A paragraph style whose attributes can be changed (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The text alignment.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// How lines that do not fit are broken.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}

extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`; Helvetica 12 when absent).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`; black when absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The paragraph attributes (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
#endif

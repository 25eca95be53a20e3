#if !canImport(UIKit)
import Foundation

/// Drawing strings into the current graphics context (UIKit's `NSString` and
/// `NSAttributedString` drawing additions). The text is recorded with its font, colour and
/// paragraph alignment; the renderer lays it out with Pango. `draw(at:)` draws one unbounded
/// line block whose top-left corner is the point; `draw(in:)` wraps inside the rectangle.
extension NSString {
    /// Draws the string with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.record(
            [StringDrawing.run(String(self), attrs)], at: point, size: nil, attrs,
            api: "NSString.draw(at:withAttributes:)")
    }

    /// Draws the string inside `rect`, wrapping as its paragraph style says.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.record(
            [StringDrawing.run(String(self), attrs)], at: rect.origin, size: rect.size, attrs,
            api: "NSString.draw(in:withAttributes:)")
    }
}

extension NSAttributedString {
    /// Draws the attributed string with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        StringDrawing.record(
            StringDrawing.runs(of: self), at: point, size: nil, firstAttributes, api: "NSAttributedString.draw(at:)")
    }

    /// Draws the attributed string inside `rect`.
    public func draw(in rect: CGRect) {
        StringDrawing.record(
            StringDrawing.runs(of: self), at: rect.origin, size: rect.size, firstAttributes,
            api: "NSAttributedString.draw(in:)")
    }

    /// The attributes of the first character (paragraph attributes apply per paragraph; the
    /// first paragraph's apply to the whole drawing here).
    private var firstAttributes: [NSAttributedString.Key: Any]? {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
    }
}

/// Turning attributes into recorded text.
enum StringDrawing {
    static func run(_ text: String, _ attrs: [NSAttributedString.Key: Any]?) -> DrawingText.Run {
        let font = attrs?[.font] as? UIFont
        let color = attrs?[.foregroundColor] as? UIColor
        return DrawingText.Run(text: text, fontName: font?.fontName, fontSize: font?.pointSize, color: color?.cgColor)
    }

    static func runs(of string: NSAttributedString) -> [DrawingText.Run] {
        var runs: [DrawingText.Run] = []
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attrs, range, _ in
            runs.append(run(string.attributedSubstring(from: range).string, attrs))
        }
        return runs
    }

    static func record(
        _ runs: [DrawingText.Run], at origin: CGPoint, size: CGSize?, _ attrs: [NSAttributedString.Key: Any]?,
        api: String
    ) {
        guard let context = UIGraphicsContextStack.contextForDrawing(api) else { return }
        let bounded = size ?? CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        guard DrawingGeometry.finite(origin), !bounded.width.isNaN, !bounded.height.isNaN else {
            return context.refuseNonFinite(api)
        }
        let style = attrs?[.paragraphStyle] as? NSParagraphStyle
        let text = DrawingText(
            runs: runs, rect: CGRect(origin: origin, size: bounded),
            alignment: style?.alignment ?? .natural, lineBreakMode: style?.lineBreakMode ?? .byWordWrapping)
        context.record(.text(text, ctm: context.state.ctm, alpha: context.state.alpha))
    }
}
#endif

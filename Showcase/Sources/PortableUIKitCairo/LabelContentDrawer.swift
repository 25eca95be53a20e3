import Foundation
import CCairo
import CPangoCairo
import PortableUIKit

/// Draws a `UILabel`'s text (and so a `UIButton`'s title, which is a label inside the button)
/// with Pango, as `UILabel` documents: in its colour (``UILabel/highlightedTextColor`` while
/// highlighted; while disabled the colour at half its alpha, a choice: UIKit only says
/// "dimmed"), wrapped at the bounds' width, at most `numberOfLines` lines and no more than fit
/// the height (at least one, by the font's `lineHeight`, as `textRect(forBounds:…)` counts them),
/// aligned per `textAlignment` (`.natural` is left: text is taken as left-to-right), truncated or
/// clipped per `lineBreakMode`, centred vertically, the font shrunk towards
/// `minimumScaleFactor` when `adjustsFontSizeToFitWidth` is set and one line is too wide.
///
/// The layout is in pixels: the font's absolute size is its point size × the pixels per point.
struct LabelContentDrawer: LayerContentDrawer {
    func draws(delegateType: AnyObject.Type) -> Bool { delegateType is UILabel.Type }

    /// The text's colour as drawn (see the type's notes), or nil when it is transparent.
    static func colour(of label: UILabel) -> RGBA? {
        let colour = (label.isHighlighted ? label.highlightedTextColor : nil) ?? label.textColor ?? .label
        return RGBA(colour.cgColor, alphaScale: label.isEnabled ? 1 : 0.5)
    }

    /// Everything ``drawContent(of:in:context:)`` reads from a label, by value (see
    /// ``LabelContentKey``); a constant for other owners, which draw nothing.
    func contentKey(of owner: AnyObject) -> AnyHashable {
        guard let label = owner as? UILabel else { return AnyHashable(0) }
        return AnyHashable(LabelContentKey(label))
    }

    func drawContent(of owner: AnyObject, in bounds: CGRect, context: LayerContentContext) {
        guard let label = owner as? UILabel, let text = label.text, !text.isEmpty,
            bounds.width > 0, bounds.height > 0, var font = label.font, font.pointSize > 0
        else { return }
        guard let rgba = Self.colour(of: label) else { return }
        let k = context.pixelsPerPoint
        let cr = context.cairo

        let fitting = font.lineHeight > 0 ? max(1, Int((bounds.height / font.lineHeight + 1e-9).rounded(.down))) : 1
        let lines = label.numberOfLines <= 0 ? fitting : min(label.numberOfLines, fitting)

        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, Double(1 / k), Double(1 / k))
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoText.prepare(pango_layout_get_context(layout))
        pango_layout_context_changed(layout)

        let width = bounds.width * k
        if label.adjustsFontSizeToFitWidth, label.minimumScaleFactor > 0, lines == 1 {
            let natural = PangoText.layOut(
                layout, text: text, font: font, unitsPerPoint: k, maxWidth: nil,
                maximumLines: 1, lineBreakMode: .byClipping, alignment: .left
            ).size.width
            if natural > width {
                font = font.withSize(font.pointSize * max(min(label.minimumScaleFactor, 1), width / natural))
            }
        }
        let laid = PangoText.layOut(
            layout, text: text, font: font, unitsPerPoint: k, maxWidth: width,
            maximumLines: lines, lineBreakMode: label.lineBreakMode, alignment: label.textAlignment)
        var x = bounds.minX * k
        if laid.alignsItself {
            switch label.textAlignment {
            case .center: x += (width - laid.size.width) / 2
            case .right: x += width - laid.size.width
            default: break
            }
        }
        let y = bounds.minY * k + (bounds.height * k - laid.size.height) / 2
        if let clip = laid.clipHeight {
            cairo_rectangle(cr, Double(bounds.minX * k), Double(y), Double(width), Double(clip))
            cairo_clip(cr)
        }
        if laid.alignsItself {
            cairo_rectangle(
                cr, Double(bounds.minX * k), Double(bounds.minY * k), Double(width), Double(bounds.height * k))
            cairo_clip(cr)
        }
        CairoPaths.setSource(cr, rgba)
        cairo_move_to(cr, Double(x), Double(y))
        pango_cairo_show_layout(cr, layout)
    }
}

/// What ``LabelContentDrawer`` reads from a label: the text, the font's names, size and line
/// height (the face, the layout and the line count come from these), the drawn colour (which
/// folds in `textColor`, `highlightedTextColor`, `isHighlighted` and `isEnabled`), and the
/// layout settings. `attributedText` and the label's shadow are not drawn, so not in it.
struct LabelContentKey: Hashable {
    var text: String?
    var fontName: String?
    var familyName: String?
    var pointSize: CGFloat?
    var lineHeight: CGFloat?
    var colour: RGBA?
    var numberOfLines: Int
    var adjustsFontSizeToFitWidth: Bool
    var minimumScaleFactor: CGFloat
    var lineBreakMode: NSLineBreakMode
    var textAlignment: NSTextAlignment

    @MainActor
    init(_ label: UILabel) {
        text = label.text
        fontName = label.font?.fontName
        familyName = label.font?.familyName
        pointSize = label.font?.pointSize
        lineHeight = label.font?.lineHeight
        colour = LabelContentDrawer.colour(of: label)
        numberOfLines = label.numberOfLines
        adjustsFontSizeToFitWidth = label.adjustsFontSizeToFitWidth
        minimumScaleFactor = label.minimumScaleFactor
        lineBreakMode = label.lineBreakMode
        textAlignment = label.textAlignment
    }
}

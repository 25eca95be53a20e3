import Foundation
import CCairo
import CPangoCairo
import PortableUIKit

/// Text laid out with Pango, shared by the label drawer and the text measurer so that what is
/// measured is what is drawn.
///
/// Determinism: every face is Inter, the closest open face to San Francisco (Inter Display at 20
/// points and above, as SF switches from SF Text to SF Display at 20 points), or DejaVu Sans
/// Mono for monospaced fonts, whatever the `UIFont` is called, at an absolute size (the point size × the units per point, so no DPI is
/// involved); hinting is off and glyph positions are not rounded, so text scales linearly
/// with the size and a layout measured in points matches the one drawn in pixels at any scale.
@MainActor
enum PangoText {
    /// The family proportional fonts below ``displaySize`` are drawn in (SF Text's stand-in).
    static let family = "Inter"
    /// The family proportional fonts of ``displaySize`` and above are drawn in (SF Display's).
    static let displayFamily = "Inter Display"
    /// The point size from which the display cut is used (San Francisco's optical split).
    static let displaySize: CGFloat = 20
    /// The family every monospaced font is drawn in.
    static let monospacedFamily = "DejaVu Sans Mono"

    /// Grey antialiasing, no hinting, no hinted metrics.
    static let fontOptions: OpaquePointer = {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        return options
    }()

    /// A context for measuring (no Cairo surface involved).
    static let measuringContext: OpaquePointer = {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        prepare(context)
        return context
    }()

    /// Applies the font options and unrounded glyph positions to a Pango context.
    static func prepare(_ context: OpaquePointer) {
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// The face for `font`, read from its public names: the weight and slant from the style after
    /// the hyphen (`.SFUI-Semibold`, `Helvetica-BoldOblique`), monospaced when the family or
    /// name says so (`.AppleSystemUIFontMonospaced`, `Menlo`, `Courier`, `…Mono…`).
    static func face(of font: UIFont) -> (family: String, weight: Int, italic: Bool) {
        let name = font.fontName.lowercased()
        let style = name.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        let weights: [(String, Int)] = [
            ("ultralight", 200), ("semibold", 600), ("extralight", 200), ("light", 300),
            ("thin", 100), ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        let weight = weights.first { style.contains($0.0) }?.1 ?? 400
        let family = font.familyName.lowercased()
        let monospaced = ["mono", "courier", "menlo"].contains { family.contains($0) || name.contains($0) }
        let proportional = font.pointSize >= Self.displaySize ? Self.displayFamily : Self.family
        return (
            monospaced ? monospacedFamily : proportional, weight,
            style.contains("italic") || style.contains("oblique")
        )
    }

    /// How the text came out: the size of the lines shown and, when lines beyond the limit are
    /// hidden without an ellipsis, the height to clip at (layout units).
    struct Lines {
        var size: CGSize
        var clipHeight: CGFloat?
        /// Whether the text is on unwrapped lines whose alignment the caller applies.
        var alignsItself: Bool
    }

    /// Lays `text` out in `layout`: `font` at `unitsPerPoint` layout units per point, lines no
    /// wider than `maxWidth` units (nil: no limit), at most `maximumLines` lines (0: no limit;
    /// 1: no wrapping), wrapped and truncated as `lineBreakMode` says (word wrapping, breaking
    /// long words between characters, except `.byCharWrapping`; truncation ellipsizes the last
    /// line shown; `.byClipping` and the wrapping modes cut lines off), aligned per `alignment`.
    static func layOut(
        _ layout: OpaquePointer, text: String, font: UIFont, unitsPerPoint: CGFloat, maxWidth: CGFloat?,
        maximumLines: Int, lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment
    ) -> Lines {
        let face = face(of: font)
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, face.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(description, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(
            description, Double(font.pointSize * unitsPerPoint) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let ellipsis: PangoEllipsizeMode
        switch lineBreakMode {
        case .byTruncatingHead: ellipsis = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: ellipsis = PANGO_ELLIPSIZE_END
        default: ellipsis = PANGO_ELLIPSIZE_NONE
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        let width = maxWidth.map { Int32(clamping: Int(($0 * CGFloat(PANGO_SCALE)).rounded(.down))) }

        if maximumLines == 1 {
            // One line: the first paragraph; an ellipsis marks a cut-off rest when truncating.
            let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            var line = String(paragraphs.first ?? "")
            if paragraphs.count > 1, ellipsis != PANGO_ELLIPSIZE_NONE { line += "…" }
            pango_layout_set_text(layout, line, -1)
            if let width, ellipsis != PANGO_ELLIPSIZE_NONE {
                pango_layout_set_width(layout, width)
                pango_layout_set_ellipsize(layout, ellipsis)
                return Lines(size: measure(layout, lines: 1), clipHeight: nil, alignsItself: false)
            }
            pango_layout_set_width(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            return Lines(size: measure(layout, lines: 1), clipHeight: nil, alignsItself: true)
        }

        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, width ?? -1)
        pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        let count = Int(pango_layout_get_line_count(layout))
        guard maximumLines > 0, count > maximumLines else {
            return Lines(size: measure(layout, lines: count), clipHeight: nil, alignsItself: false)
        }
        let bottom = lineBottom(layout, line: maximumLines - 1)
        if ellipsis != PANGO_ELLIPSIZE_NONE {
            // A positive height keeps the lines that fit it and ellipsizes the last one.
            pango_layout_set_ellipsize(layout, ellipsis)
            pango_layout_set_height(layout, Int32(clamping: Int(bottom)))
            let kept = min(Int(pango_layout_get_line_count(layout)), maximumLines)
            return Lines(size: measure(layout, lines: kept), clipHeight: nil, alignsItself: false)
        }
        return Lines(
            size: measure(layout, lines: maximumLines), clipHeight: CGFloat(bottom) / CGFloat(PANGO_SCALE),
            alignsItself: false)
    }

    /// The bottom of line `line` (0-based), in Pango units.
    private static func lineBottom(_ layout: OpaquePointer, line: Int) -> Int32 {
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        while index < line, pango_layout_iter_next_line(iterator) != 0 { index += 1 }
        var top: Int32 = 0, bottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
        return bottom
    }

    /// The widest of the first `lines` lines and their total height, in layout units.
    private static func measure(_ layout: OpaquePointer, lines: Int) -> CGSize {
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var widest: Int32 = 0, bottom: Int32 = 0, index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var top: Int32 = 0, lineBottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &lineBottom)
            widest = max(widest, logical.width)
            bottom = lineBottom
            index += 1
        } while index < lines && pango_layout_iter_next_line(iterator) != 0
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(widest) / scale, height: CGFloat(bottom) / scale)
    }
}

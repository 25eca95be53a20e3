import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Paints a symbol glyph: its design box scaled to a rectangle, each part filled (non-zero or
/// even-odd) or stroked with round caps and joins at `strokeWidth` design units.
enum SymbolPainter {
    @MainActor
    static func paint(
        _ glyph: SymbolGlyph, strokeWidth: CGFloat, in rect: CGRect, colour: RGBA, cairo cr: OpaquePointer
    ) {
        guard glyph.box.width > 0, glyph.box.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width / glyph.box.width), Double(rect.height / glyph.box.height))
        CairoPaths.setSource(cr, colour)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_width(cr, Double(strokeWidth))
        for part in glyph.parts {
            cairo_new_path(cr)
            CairoPaths.append(cr, part.elements)
            switch part.paint {
            case .fill(let evenOdd):
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            case .stroke:
                cairo_stroke(cr)
            }
        }
    }
}

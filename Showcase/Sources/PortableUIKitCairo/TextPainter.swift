import Foundation
import CCairo
import CPangoCairo
@_spi(Rendering) import PortableUIKit

/// Draws recorded string drawing with Pango: the runs' text laid out in the first run's font
/// (UIKit's default, Helvetica 12, when it has none), each run in its own colour (black when
/// none), wrapped to the rectangle's width and clipped to its height for `draw(in:)`, one
/// unbounded block from the point for `draw(at:)`, aligned per the paragraph style.
@MainActor
enum TextPainter {
    static func paint(
        _ text: DrawingText, ctm: CGAffineTransform, alpha: CGFloat, base: cairo_matrix_t, cr: OpaquePointer
    ) {
        let string = text.runs.map(\.text).joined()
        guard !string.isEmpty, alpha > 0, DisplayListPainter.setMatrix(cr, base: base, ctm: ctm) else { return }
        let first = text.runs.first
        let size = first?.fontSize ?? 12
        let font = first?.fontName.flatMap { UIFont(name: $0, size: size) } ?? UIFont.systemFont(ofSize: size)
        let bounded = text.rect.width < CGFloat.greatestFiniteMagnitude / 2
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if bounded, text.rect.height < CGFloat.greatestFiniteMagnitude / 2 {
            cairo_rectangle(
                cr, Double(text.rect.minX), Double(text.rect.minY), Double(text.rect.width), Double(text.rect.height))
            cairo_clip(cr)
        }
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoText.prepare(pango_layout_get_context(layout))
        pango_layout_context_changed(layout)
        _ = PangoText.layOut(
            layout, text: string, font: font, unitsPerPoint: 1, maxWidth: bounded ? text.rect.width : nil,
            maximumLines: 0, lineBreakMode: text.lineBreakMode, alignment: text.alignment)
        applyColours(text.runs, to: layout)
        // Pango aligns wrapped lines within the width; `draw(at:)` starts at the point.
        let x = text.rect.minX
        cairo_move_to(cr, Double(x), Double(text.rect.minY))
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        pango_cairo_show_layout(cr, layout)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(min(alpha, 1)))
    }

    /// Each run's colour as a Pango attribute over its bytes (alpha included).
    private static func applyColours(_ runs: [DrawingText.Run], to layout: OpaquePointer) {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        var start = 0
        for run in runs {
            let length = run.text.utf8.count
            let colour =
                RGBA(run.color ?? CGColor(gray: 0, alpha: 1))
                ?? RGBA.transparent(run.color ?? CGColor(gray: 0, alpha: 0))
            if let colour {
                func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
                let fg = pango_attr_foreground_new(channel(colour.red), channel(colour.green), channel(colour.blue))!
                fg.pointee.start_index = UInt32(start)
                fg.pointee.end_index = UInt32(start + length)
                pango_attr_list_insert(list, fg)
                let alpha = pango_attr_foreground_alpha_new(max(channel(colour.alpha), 1))!
                alpha.pointee.start_index = UInt32(start)
                alpha.pointee.end_index = UInt32(start + length)
                pango_attr_list_insert(list, alpha)
            }
            start += length
        }
        pango_layout_set_attributes(layout, list)
    }
}

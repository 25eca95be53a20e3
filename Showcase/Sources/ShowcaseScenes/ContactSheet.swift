import Foundation
import CCairo
import CPangoCairo

/// A contact sheet: one row per scene, its key frames side by side, scaled down, each captioned.
public enum ContactSheet {
    /// How much the key frames shrink on the sheet.
    static let thumbnailScale = 0.3

    /// Composes `rows` (title, [(frame PNG, caption)]) into one PNG at `url`.
    public static func write(rows: [(title: String, frames: [(url: URL, caption: String)])], to url: URL) throws {
        let images = rows.map { row in row.frames.map { cairo_image_surface_create_from_png($0.url.path) } }
        defer { images.joined().forEach { cairo_surface_destroy($0) } }
        let thumbWidth = images.joined().map { Double(cairo_image_surface_get_width($0)) }.max() ?? 0
        let thumbHeight = images.joined().map { Double(cairo_image_surface_get_height($0)) }.max() ?? 0
        let margin = 24.0, titleHeight = 36.0, captionHeight = 28.0
        let cell = (width: thumbWidth * thumbnailScale, height: thumbHeight * thumbnailScale)
        let columns = Double(images.map(\.count).max() ?? 1)
        let width = margin + columns * (cell.width + margin)
        let rowHeight = titleHeight + cell.height + captionHeight + margin
        let height = margin + Double(rows.count) * rowHeight
        let sheet = cairo_image_surface_create(
            CAIRO_FORMAT_RGB24, Int32(width.rounded(.up)), Int32(height.rounded(.up)))
        let cr = cairo_create(sheet)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(sheet)
        }
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.97)
        cairo_paint(cr)
        for (index, row) in rows.enumerated() {
            let top = margin + Double(index) * rowHeight
            text(row.title, at: (margin, top), size: 16, bold: true, in: cr)
            for (column, image) in images[index].enumerated() {
                let left = margin + Double(column) * (cell.width + margin)
                cairo_save(cr)
                cairo_translate(cr, left, top + titleHeight)
                cairo_scale(cr, thumbnailScale, thumbnailScale)
                cairo_set_source_surface(cr, image, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
                text(
                    row.frames[column].caption, at: (left, top + titleHeight + cell.height + 4), size: 12, bold: false,
                    in: cr)
            }
        }
        let status = cairo_surface_write_to_png(sheet, url.path)
        guard status == CAIRO_STATUS_SUCCESS else { throw ShowcaseError.couldNotWrite(url.path) }
    }

    private static func text(
        _ string: String, at point: (Double, Double), size: Double, bold: Bool, in cr: OpaquePointer?
    ) {
        let layout = pango_cairo_create_layout(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "Inter")
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, string, -1)
        cairo_set_source_rgb(cr, 0.15, 0.15, 0.18)
        cairo_move_to(cr, point.0, point.1)
        pango_cairo_show_layout(cr, layout)
    }
}

/// Failures of the showcase command, with the path involved.
public enum ShowcaseError: Error, CustomStringConvertible {
    case couldNotWrite(String)
    case unknownScene(String, known: [String])

    public var description: String {
        switch self {
        case let .couldNotWrite(path): "could not write \(path): check that the folder is writable"
        case let .unknownScene(name, known):
            "no scene named '\(name)'; the scenes are: \(known.joined(separator: ", "))"
        }
    }
}

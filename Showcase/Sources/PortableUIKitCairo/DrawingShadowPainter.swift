import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Casts the shadow a `CGContext.setShadow(offset:blur:color:)` asks for beneath one painting of
/// a display list: the painting is drawn into a group; the group's alpha, blurred and offset,
/// is filled with the shadow colour; then the group is painted over it.
///
/// The offset is in the list's base space (points, y down) and mapped to pixels by the base
/// matrix alone, so the CTM does not move it, as Core Graphics documents. Core Graphics does not
/// document its blur kernel: the blur is a Gaussian of standard deviation `blur / 2` points
/// (the "blur = 2σ" convention), approximated by three box blurs (``BoxBlur``). A painting
/// with a blend mode is composited onto a transparent group first, then over the drawing.
@MainActor
enum DrawingShadowPainter {
    /// The largest mask side, in pixels, a shadow is blurred in (larger clips draw no shadow).
    static let maximumMaskSide = 8192

    /// Runs `paint` (which sets its own matrix) with `shadow` cast beneath it.
    static func paint(_ shadow: DrawingShadow, base: cairo_matrix_t, cr: OpaquePointer, _ paint: () -> Void) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        paint()
        // The group's pattern takes the matrix of the push (identity): pattern space = device space.
        guard let content = cairo_pop_group(cr) else {
            cairo_restore(cr)
            return
        }
        defer { cairo_pattern_destroy(content) }
        cast(shadow, of: content, base: base, cr: cr)
        cairo_set_source(cr, content)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Fills the blurred, offset alpha of `content` with the shadow colour, within the clip.
    private static func cast(
        _ shadow: DrawingShadow, of content: OpaquePointer, base: cairo_matrix_t, cr: OpaquePointer
    ) {
        guard let colour = RGBA(shadow.color) else { return }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let pixelsPerPoint = abs(base.xx * base.yy - base.xy * base.yx).squareRoot()
        let sigma = Double(shadow.blur) / 2 * pixelsPerPoint
        let r = BoxBlur.radii(sigma: sigma)
        let pad = r.0 + r.1 + r.2
        let w = Double(shadow.offset.width), h = Double(shadow.offset.height)
        let dx = base.xx * w + base.xy * h, dy = base.yx * w + base.yy * h
        // The content that can throw a shadow into the clip: the clip moved back by the offset.
        let left = (x1 - dx).rounded(.down) - Double(pad), top = (y1 - dy).rounded(.down) - Double(pad)
        let width = (x2 - x1).rounded(.up) + Double(2 * pad + 1), height = (y2 - y1).rounded(.up) + Double(2 * pad + 1)
        guard [left, top, width, height, dx, dy].allSatisfy(\.isFinite), width >= 1, height >= 1,
            width <= Double(maximumMaskSide), height <= Double(maximumMaskSide)
        else { return }
        let w8 = Int32(width), h8 = Int32(height)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w8, h8) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else { return }
        cairo_translate(mcr, -left, -top)
        cairo_set_source(mcr, content)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            BoxBlur.blur(
                data, width: Int(w8), height: Int(h8), stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)
        CairoPaths.setSource(cr, colour)
        cairo_mask_surface(cr, mask, left + dx, top + dy)
    }
}

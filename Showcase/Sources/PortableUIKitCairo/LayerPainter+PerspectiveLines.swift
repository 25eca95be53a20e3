import Foundation
import CCairo
import PortableUIKit

/// The fast, exact path for layers seen in perspective whose source lines project onto device
/// lines (``PerspectiveLines``: the flips). The flattened image is resampled pixel by pixel into
/// a scratch surface covering the projection's device box (within the clip), each device column
/// (or row) from its one source column (row), bilinearly (``LineResampler``), and that surface is
/// composited once: one pixel-aligned image paint, which honours the clip and the operator, with
/// the layer's opacity as the paint's alpha.
///
/// Why not Cairo: Cairo maps images only affinely, so the projection had to be cut into bands,
/// each a transformed-pattern fill; pixman then set up a transformed bilinear fetch per band and
/// scanline (a full-screen flip: 256 bands × ~1,700 rows) and that was nearly all of the frame.
/// Here a column's source x and its affine y map are worked out once per column.
extension LayerPainter {
    /// Draws the first `lines.width` × `lines.height` pixels of `image` (an ARGB32 surface, with
    /// a transparent margin of at least one pixel) through `lines`, at `opacity`.
    func drawLines(_ lines: PerspectiveLines, image: OpaquePointer, opacity: CGFloat) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        var clipX0 = 0.0, clipY0 = 0.0, clipX1 = 0.0, clipY1 = 0.0
        cairo_clip_extents(cr, &clipX0, &clipY0, &clipX1, &clipY1)
        var box = CGRect(x: clipX0, y: clipY0, width: clipX1 - clipX0, height: clipY1 - clipY0)
        // With a corner at or behind the viewer the projection is unbounded: the clip bounds it.
        if let projected = lines.map.boundingBox(of: CGRect(x: 0, y: 0, width: lines.width, height: lines.height)) {
            box = box.intersection(projected)
        }
        guard !box.isNull, box.width > 0, box.height > 0, box.width < 32_768, box.height < 32_768 else { return }
        let x0 = Int(box.minX.rounded(.down)), y0 = Int(box.minY.rounded(.down))
        let width = Int(box.maxX.rounded(.up)) - x0, height = Int(box.maxY.rounded(.up)) - y0
        guard width > 0, height > 0 else { return }
        if lines.axis == .columns, opacity >= 1, let direct = directTarget(x0: x0, y0: y0, width: width, height: height)
        {
            cairo_surface_flush(image)
            guard let source = Self.pixels(of: image, width: Int(lines.width), height: Int(lines.height)) else {
                return
            }
            let columns = (0..<width).map { j in
                Self.columnSampling(lines, deviceX: x0 + j, firstRow: y0, rowCount: height, source: source)
            }
            LineResampler.resampleColumns(source, into: direct.pixels, columns: columns, over: true)
            cairo_surface_mark_dirty_rectangle(
                direct.surface, Int32(direct.x), Int32(direct.y), Int32(width), Int32(height))
            return
        }
        guard let target = caches.scratch.take(width: width, height: height, cleared: false) else { return }
        defer { caches.scratch.give(target) }

        cairo_surface_flush(image)
        cairo_surface_flush(target)
        guard let source = Self.pixels(of: image, width: Int(lines.width), height: Int(lines.height)),
            let destination = Self.pixels(of: target, width: width, height: height)
        else { return }
        switch lines.axis {
        case .columns:
            let columns = (0..<width).map { j in
                Self.columnSampling(lines, deviceX: x0 + j, firstRow: y0, rowCount: height, source: source)
            }
            LineResampler.resampleColumns(source, into: destination, columns: columns)
        case .rows:
            let rows = (0..<height).map { r in
                Self.rowSampling(lines, deviceY: y0 + r, firstColumn: x0, sourceHeight: source.height)
            }
            LineResampler.resampleRows(source, into: destination, rows: rows)
        }
        cairo_surface_mark_dirty(target)

        // The scratch surface may be larger than the box: only the box is painted.
        cairo_rectangle(cr, Double(x0), Double(y0), Double(width), Double(height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, target, Double(x0), Double(y0))
        if opacity < 1 { cairo_paint_with_alpha(cr, Double(opacity)) } else { cairo_paint(cr) }
    }

    /// The pixels under the device box `x0, y0, width × height` of the surface drawn into, when
    /// compositing straight into them is exactly what painting the resampled image would do: the
    /// operator is OVER, the target an ARGB32 image, and the clip, once narrowed to the box, is
    /// the box itself (so nothing outside it, and no partial coverage inside it). Otherwise nil
    /// (a rounded or fractional clip, another operator): the image goes through a scratch
    /// surface and a Cairo paint. Writing straight in saves that surface's writes and the paint's
    /// reads, about 3 MB a frame for a full-screen flip. Narrows the clip (callers save the state).
    private func directTarget(x0: Int, y0: Int, width: Int, height: Int)
        -> (surface: OpaquePointer, pixels: ARGB32Pixels, x: Int, y: Int)?
    {
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let surface = cairo_get_group_target(cr),
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return nil }
        cairo_rectangle(cr, Double(x0), Double(y0), Double(width), Double(height))
        cairo_clip(cr)
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
            let clip = list.pointee.rectangles?.pointee,
            clip.x == Double(x0), clip.y == Double(y0), clip.width == Double(width), clip.height == Double(height)
        else { return nil }
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(surface, &dx, &dy)
        guard dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1e9, abs(dy) < 1e9 else { return nil }
        let x = x0 + Int(dx), y = y0 + Int(dy)
        cairo_surface_flush(surface)
        guard x >= 0, y >= 0, x + width <= Int(cairo_image_surface_get_width(surface)),
            y + height <= Int(cairo_image_surface_get_height(surface)),
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let base = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self) + y * stride + x
        return (surface, ARGB32Pixels(base: base, width: width, height: height, stride: stride), x, y)
    }

    /// The pixels of an ARGB32 image surface's top-left `width` × `height` (both at least 2, so
    /// that a 2 × 2 footprint fits), or nil.
    private static func pixels(of surface: OpaquePointer, width: Int, height: Int) -> ARGB32Pixels? {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            width >= 2, height >= 2,
            width <= Int(cairo_image_surface_get_width(surface)),
            height <= Int(cairo_image_surface_get_height(surface)),
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        return ARGB32Pixels(
            base: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
            width: width, height: height, stride: stride)
    }

    /// Device column `deviceX`'s sampling, its rows counted from device row `firstRow`. Texel
    /// coordinates are pixel coordinates less ½ (texel `i`'s centre is at `i + ½`).
    static func columnSampling(
        _ lines: PerspectiveLines, deviceX: Int, firstRow: Int, rowCount: Int,
        source: ARGB32Pixels
    ) -> ColumnSampling {
        guard let line = lines.line(at: Double(deviceX) + 0.5) else { return .transparent }
        let u = line.across - 0.5
        // Outside 0 ..< width − 1 the footprint reaches past the image or into its transparent
        // margin only: nothing to draw.
        guard u >= 0, u < Double(source.width - 1) else { return .transparent }
        let fixed = Int(u * 256)
        return ColumnSampling(
            x0: fixed >> 8, fx: UInt64(fixed & 255), yStart: line.along(Double(firstRow) + 0.5) - 0.5,
            yStep: line.alongStep, rowCount: rowCount, sourceHeight: source.height)
    }

    /// Device row `deviceY`'s sampling, its columns counted from device column `firstColumn`.
    static func rowSampling(_ lines: PerspectiveLines, deviceY: Int, firstColumn: Int, sourceHeight: Int) -> RowSampling
    {
        guard let line = lines.line(at: Double(deviceY) + 0.5) else { return .transparent }
        let v = line.across - 0.5
        guard v >= 0, v < Double(sourceHeight - 1) else { return .transparent }
        let fixed = Int(v * 256)
        return RowSampling(
            y0: fixed >> 8, fy: UInt64(fixed & 255), xStep: 256 * line.alongStep,
            xStart: 256 * (line.along(Double(firstColumn) + 0.5) - 0.5))
    }
}

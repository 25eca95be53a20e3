import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Shape and gradient layers, masks and replicator tints (spec 18.13, 18.14; CALayer.mask;
/// CAReplicatorLayer).
extension LayerPainter {
    /// Fills and strokes a shape layer's path in its bounds coordinates (the matrix is set),
    /// not clipped to the bounds: the fill with the fill rule, the stroke trimmed to
    /// strokeStart…strokeEnd with the width, cap, join, miter limit and dash.
    func drawShape(_ shape: ShapeStyle) {
        cairo_save(cr)
        if let fill = shape.fill {
            cairo_new_path(cr)
            CairoPaths.append(cr, shape.path)
            cairo_set_fill_rule(cr, shape.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoPaths.setSource(cr, fill)
            cairo_fill(cr)
        }
        if let stroke = shape.stroke, !shape.strokedPath.isEmpty {
            cairo_new_path(cr)
            CairoPaths.append(cr, shape.strokedPath)
            cairo_set_line_width(cr, Double(shape.lineWidth))
            cairo_set_miter_limit(cr, Double(shape.miterLimit))
            cairo_set_line_cap(
                cr,
                shape.lineCap == .round
                    ? CAIRO_LINE_CAP_ROUND : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(
                cr,
                shape.lineJoin == .round
                    ? CAIRO_LINE_JOIN_ROUND : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            if let dash = shape.dash {
                dash.lengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), dash.phase) }
            }
            CairoPaths.setSource(cr, stroke)
            cairo_stroke(cr)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Fills the layer's (rounded) bounds with its gradient, over the background.
    func drawGradient(_ gradient: GradientStyle, node: RenderNode, map: Homography) {
        guard node.bounds.width > 0, node.bounds.height > 0 else { return }
        cairo_save(cr)
        CairoPaths.roundedRect(
            cr, node.bounds, radius: node.cornerRadius, corners: node.maskedCorners, continuous: node.continuousCorners)
        cairo_clip(cr)
        if gradient.type == .conic {
            GradientPainter.paintConic(gradient, in: node.bounds, cr: cr, pixelsPerPoint: map.affineLengthScale)
        } else if let pattern = GradientPainter.pattern(gradient) {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cr)
    }

    /// Ends the group ``drawFlat(_:map:opacity:)`` pushed: multiplies it by the replicator's
    /// tint, masks it by the alpha of the mask layer's rendering, and paints it at `opacity`.
    func composite(_ node: RenderNode, map: Homography, opacity: CGFloat) {
        cairo_identity_matrix(cr)
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        if let tint = node.tint { Self.multiply(content, by: tint) }
        if let vibrancy = node.vibrancy, node.mask < 0 {
            // Vibrancy (spec 23.9): the content's alpha masks the vibrancy colour.
            CairoPaths.setSource(
                cr,
                RGBA(
                    red: vibrancy.red, green: vibrancy.green, blue: vibrancy.blue,
                    alpha: vibrancy.alpha * Double(opacity)))
            cairo_mask(cr, content)
            return
        }
        if node.mask >= 0 {
            cairo_push_group(cr)
            draw(node.mask, map: tree.nodes[node.mask].toSuperlayer.then(map))
            cairo_identity_matrix(cr)
            guard let mask = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(mask) }
            cairo_push_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
            cairo_pop_group_to_source(cr)
        } else {
            cairo_set_source(cr, content)
        }
        cairo_paint_with_alpha(cr, Double(opacity))
    }

    /// Multiplies every premultiplied pixel of a group by the tint: colour channels by its
    /// colour and alpha, alpha by its alpha (Core Animation's instance colour multiply).
    static func multiply(_ group: OpaquePointer, by tint: RGBA) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rgb = (tint.red * tint.alpha, tint.green * tint.alpha, tint.blue * tint.alpha)
        func scaled(_ word: UInt32, _ shift: UInt32, _ factor: Double) -> UInt32 {
            UInt32((Double((word >> shift) & 0xFF) * factor).rounded()) << shift
        }
        for y in 0..<height {
            // ARGB32: one native-endian 32-bit word per pixel, alpha in the top byte.
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                let word = row[x]
                row[x] =
                    scaled(word, 24, tint.alpha) | scaled(word, 16, rgb.0) | scaled(word, 8, rgb.1)
                    | scaled(word, 0, rgb.2)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}

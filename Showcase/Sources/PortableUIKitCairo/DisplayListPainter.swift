import Foundation
import CCairo
import CPangoCairo
@_spi(Rendering) import PortableUIKit

/// Replays a ``DrawingDisplayList`` (what `draw(_:)` or an image renderer recorded) with Cairo:
/// paths (nonzero / even-odd fills), strokes (width, caps, joins, miter, dashes — in the user
/// space of the CTM they were made in), clips, save/restore, alpha and blend modes, linear and
/// radial gradients with their extend options, images and text (Pango), and shadows
/// (`setShadow`, cast by ``DrawingShadowPainter``).
///
/// The list is drawn into a group so that `clear(_:)` and the clearing blend modes act on the
/// drawing only, not on what lies beneath the layer; the group is then painted over.
@MainActor
enum DisplayListPainter {
    /// Paints `list`, recorded in the coordinates of `source`, stretched into `rect` (both in the
    /// current user space of `cr`), clipped to `rect`.
    static func paint(_ list: DrawingDisplayList, source: CGRect, into rect: CGRect, cr: OpaquePointer, depth: Int = 0)
    {
        guard !list.isEmpty, source.width > 0, source.height > 0, rect.width > 0, rect.height > 0,
            rect.width.isFinite, rect.height.isFinite, depth < 8
        else { return }
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width / source.width), Double(rect.height / source.height))
        cairo_translate(cr, -Double(source.minX), -Double(source.minY))
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        cairo_push_group(cr)
        var saves = 0
        // Shadows are graphics state: a save keeps the shadow, its restore brings it back.
        var shadow: DrawingShadow?
        var savedShadows: [DrawingShadow?] = []
        for command in list.commands {
            cairo_set_matrix(cr, &base)
            switch command {
            case .save:
                cairo_save(cr)
                saves += 1
                savedShadows.append(shadow)
            case .restore:
                guard saves > 0 else { continue }
                cairo_restore(cr)
                saves -= 1
                shadow = savedShadows.popLast() ?? nil
            case .shadow(let newShadow):
                shadow = newShadow
            case .clip(let path, let rule):
                cairo_new_path(cr)
                CairoPaths.append(cr, path)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case .clear(let path):
                cairo_new_path(cr)
                CairoPaths.append(cr, path)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_fill(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            default:
                if let shadow {
                    DrawingShadowPainter.paint(shadow, base: base, cr: cr) {
                        cairo_set_matrix(cr, &base)
                        paintCommand(command, base: base, cr: cr, depth: depth)
                    }
                } else {
                    paintCommand(command, base: base, cr: cr, depth: depth)
                }
            }
        }
        for _ in 0..<saves { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints one fill, stroke, gradient, image or text command (state commands are the caller's).
    private static func paintCommand(_ command: DrawingCommand, base: cairo_matrix_t, cr: OpaquePointer, depth: Int) {
        switch command {
        case .fill(let path, let rule, let paint):
            cairo_new_path(cr)
            CairoPaths.append(cr, path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            withPaint(paint, cr, depth: depth) { cairo_fill(cr) }
        case .stroke(let path, let style, let paint):
            stroke(path, style: style, paint: paint, base: base, cr: cr, depth: depth)
        case .gradient(let gradient, let alpha, let blendMode):
            DrawingGradientPainter.paint(gradient, alpha: alpha, blendMode: blendMode, base: base, cr: cr)
        case .image(let image, let rect, let ctm, let alpha, let blendMode):
            drawImage(image, in: rect, ctm: ctm, alpha: alpha, blendMode: blendMode, base: base, cr: cr, depth: depth)
        case .text(let text, let ctm, let alpha):
            TextPainter.paint(text, ctm: ctm, alpha: alpha, base: base, cr: cr)
        case .save, .restore, .clip, .clear, .shadow:
            break
        }
    }

    /// `base` × `ctm` as the Cairo matrix (the user space of a recorded CTM); false (matrix
    /// unchanged) when it is singular or not finite: such a user space draws nothing.
    @discardableResult
    static func setMatrix(_ cr: OpaquePointer, base: cairo_matrix_t, ctm: CGAffineTransform) -> Bool {
        var base = base
        var user = cairo_matrix_t(
            xx: Double(ctm.a), yx: Double(ctm.b), xy: Double(ctm.c), yy: Double(ctm.d),
            x0: Double(ctm.tx), y0: Double(ctm.ty))
        var result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &user, &base)
        // A singular CTM (a zero scale) draws nothing; Cairo would refuse the matrix.
        var check = result
        guard [result.xx, result.yx, result.xy, result.yy, result.x0, result.y0].allSatisfy(\.isFinite),
            cairo_matrix_invert(&check) == CAIRO_STATUS_SUCCESS
        else { return false }
        cairo_set_matrix(cr, &result)
        return true
    }

    /// Sets the paint's colour (times its alpha) and blend mode, runs `body`, then restores OVER.
    /// A pattern colour tiles its image from the origin of the user space in effect (spec 20.63).
    static func withPaint(_ paint: DrawingPaint, _ cr: OpaquePointer, depth: Int = 0, _ body: () -> Void) {
        if PatternSource.set(cr, color: paint.color, alphaScale: Double(paint.alpha), depth: depth + 1) {
            // The tile is the source.
        } else if let colour = RGBA(paint.color, alphaScale: Double(paint.alpha)) {
            CairoPaths.setSource(cr, colour)
        } else {
            cairo_new_path(cr)
            return
        }
        cairo_set_operator(cr, BlendOperator.cairo(paint.blendMode))
        // `setShouldAntialias(false)` / `setAllowsAntialiasing(false)`: hard edges (spec 20.6).
        if !paint.antialias { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
        body()
        if !paint.antialias { cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT) }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Strokes `path` (base space): the path is built in base space, then the matrix becomes the
    /// stroke's CTM so that width and dashes are in its user space, as Core Graphics strokes.
    private static func stroke(
        _ path: [CGPathElementKind], style: DrawingStrokeStyle, paint: DrawingPaint,
        base: cairo_matrix_t, cr: OpaquePointer, depth: Int
    ) {
        cairo_new_path(cr)
        CairoPaths.append(cr, path)
        guard setMatrix(cr, base: base, ctm: style.ctm) else {
            cairo_new_path(cr)
            return
        }
        cairo_set_line_width(cr, Double(max(style.lineWidth, 0)))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Double(max(style.miterLimit, 1)))
        let dashes = style.dashLengths.map(Double.init)
        dashes.withUnsafeBufferPointer {
            cairo_set_dash(cr, $0.baseAddress, Int32(clamping: $0.count), Double(style.dashPhase))
        }
        withPaint(paint, cr, depth: depth) { cairo_stroke(cr) }
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// Draws an image recorded with `UIImage.draw(in:)`: a drawing replayed, a PNG decoded, a
    /// symbol in black (its original colour without a tint); a resizable image in its nine parts.
    private static func drawImage(
        _ image: UIImage, in rect: CGRect, ctm: CGAffineTransform, alpha: CGFloat,
        blendMode: CGBlendMode, base: cairo_matrix_t, cr: OpaquePointer, depth: Int
    ) {
        guard alpha > 0, rect.width != 0, rect.height != 0, setMatrix(cr, base: base, ctm: ctm) else { return }
        cairo_push_group(cr)
        ImageSlicePainter.draw(image, in: rect, cr: cr, depth: depth)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, BlendOperator.cairo(blendMode))
        cairo_paint_with_alpha(cr, Double(min(max(alpha, 0), 1)))
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Draws `image` into `rect` (user space of `cr`): a drawing replayed, a PNG decoded, a
    /// symbol in black (its original colour without a tint). Also a pattern colour's tile.
    static func drawImageContent(_ image: UIImage, in rect: CGRect, cr: OpaquePointer, depth: Int) {
        switch image.renderingContent {
        case .none:
            break
        case .drawing(let list, let bounds):
            paint(list, source: bounds, into: rect.standardized, cr: cr, depth: depth + 1)
        case .symbol(let glyph, let strokeWidth):
            let colour = (image.drawingColor(viewTint: .black) ?? .black).cgColor
            if let rgba = RGBA(colour) {
                SymbolPainter.paint(glyph, strokeWidth: strokeWidth, in: rect, colour: rgba, cairo: cr)
            }
        case .bitmap(let data, let format):
            if format == .png, let surface = PNGDecoder.surface(for: image, data: data) {
                let w = Double(cairo_image_surface_get_width(surface)),
                    h = Double(cairo_image_surface_get_height(surface))
                if w > 0, h > 0 {
                    cairo_save(cr)
                    cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                    cairo_scale(cr, Double(rect.width) / w, Double(rect.height) / h)
                    cairo_set_source_surface(cr, surface, 0, 0)
                    cairo_paint(cr)
                    cairo_restore(cr)
                }
            }
        }
    }
}

/// Core Graphics blend modes as Cairo operators.
enum BlendOperator {
    static func cairo(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        // Cairo has no operator for max(0, S + D − 1): drawn as normal.
        case .plusDarker: return CAIRO_OPERATOR_OVER
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}

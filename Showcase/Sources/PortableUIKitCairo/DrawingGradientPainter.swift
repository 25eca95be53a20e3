import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Paints a recorded gradient over the clip. Core Graphics paints nothing beyond a gradient's
/// ends unless `drawsBeforeStartLocation` / `drawsAfterEndLocation` extend the end colours:
/// Cairo's `EXTEND_PAD` extends both, so a one-sided option pads and clips away the other side
/// (a half-plane for an axial gradient; the inside of the start circle, or the outside of the
/// end circle, for a radial one).
@MainActor
enum DrawingGradientPainter {
    static func paint(
        _ gradient: DrawingGradient, alpha: CGFloat, blendMode: CGBlendMode, base: cairo_matrix_t, cr: OpaquePointer
    ) {
        guard !gradient.stops.isEmpty, alpha > 0,
            DisplayListPainter.setMatrix(cr, base: base, ctm: gradient.ctm)
        else { return }
        let before = gradient.options.contains(.drawsBeforeStartLocation)
        let after = gradient.options.contains(.drawsAfterEndLocation)
        let pattern: OpaquePointer
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            if before != after { clipHalfPlane(cr, from: before ? end : start, towards: before ? start : end) }
        case .radial(let c0, let r0, let c1, let r1):
            pattern = cairo_pattern_create_radial(
                Double(c0.x), Double(c0.y), Double(r0), Double(c1.x), Double(c1.y), Double(r1))
            if before != after {
                cairo_new_path(cr)
                if after {
                    // Everything but the inside of the start circle.
                    cairo_rectangle(cr, -1e6, -1e6, 2e6, 2e6)
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, Double(c0.x), Double(c0.y), Double(r0), 0, 2 * .pi)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                } else {
                    cairo_arc(cr, Double(c1.x), Double(c1.y), Double(r1), 0, 2 * .pi)
                }
                cairo_clip(cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            }
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            guard let c = RGBA(stop.color) ?? RGBA.transparent(stop.color) else { continue }
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, BlendOperator.cairo(blendMode))
        cairo_paint_with_alpha(cr, Double(min(alpha, 1)))
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Clips to the half-plane through `from`, perpendicular to `from → towards`, on the side of
    /// `towards`: for an axial gradient extended only past its end, the side of the start line
    /// that holds the end (nothing before the start), and the other way round.
    private static func clipHalfPlane(_ cr: OpaquePointer, from: CGPoint, towards: CGPoint) {
        let dx = Double(towards.x - from.x), dy = Double(towards.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let (ux, uy) = (dx / length, dy / length)
        let (nx, ny) = (-uy, ux)
        let far = 1e6
        let x0 = Double(from.x), y0 = Double(from.y)
        cairo_new_path(cr)
        cairo_move_to(cr, x0 + nx * far, y0 + ny * far)
        cairo_line_to(cr, x0 - nx * far, y0 - ny * far)
        cairo_line_to(cr, x0 - nx * far + ux * far, y0 - ny * far + uy * far)
        cairo_line_to(cr, x0 + nx * far + ux * far, y0 + ny * far + uy * far)
        cairo_close_path(cr)
        cairo_clip(cr)
    }
}

extension RGBA {
    /// A fully transparent colour's components (``RGBA/init(_:alphaScale:)`` returns nil for
    /// it, but a gradient stop still needs its colour).
    static func transparent(_ color: CGColor) -> RGBA? {
        guard var rgba = color.copy(alpha: 1).flatMap({ RGBA($0) }) else { return nil }
        rgba.alpha = 0
        return rgba
    }
}

import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Cairo sources for ``CAGradientLayer``'s three types (spec 18.14), in the layer's bounds
/// coordinates, padded with the end colours beyond the first and last stops.
///
/// - Axial: colours vary along start → end; lines across it are one colour.
/// - Radial: an ellipse centred on start whose radii are end − start along x and y (UNC, as
///   commonly observed: `endPoint` (1, 1) from a centred start reaches the corners' box).
/// - Conic: colours sweep clockwise on screen around start, location 0 in the direction of
///   end (UNC: the angle is measured in points, not in the unit square).
enum GradientPainter {
    /// A linear or radial pattern (the caller destroys it), or nil for a degenerate one.
    static func pattern(_ gradient: GradientStyle) -> OpaquePointer? {
        let (s, e) = (gradient.start, gradient.end)
        let pattern: OpaquePointer?
        if gradient.type == .radial {
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            guard rx > 0, ry > 0 else { return nil }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // Pattern space is the unit circle: user → pattern moves start to the origin and
            // divides by the radii.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(1 / rx), Double(1 / ry))
            cairo_matrix_translate(&matrix, Double(-s.x), Double(-s.y))
            if let pattern { cairo_pattern_set_matrix(pattern, &matrix) }
        } else {
            pattern = cairo_pattern_create_linear(Double(s.x), Double(s.y), Double(e.x), Double(e.y))
        }
        guard let pattern else { return nil }
        for stop in gradient.stops.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// The largest side of a conic gradient's image, in pixels.
    static let maximumSide = 2048

    /// Paints a conic gradient over `bounds` (clipped by the caller) from an image computed
    /// pixel by pixel at `pixelsPerPoint`.
    static func paintConic(_ gradient: GradientStyle, in bounds: CGRect, cr: OpaquePointer, pixelsPerPoint: CGFloat) {
        let k = max(
            min(pixelsPerPoint, CGFloat(maximumSide) / bounds.width, CGFloat(maximumSide) / bounds.height), 1.0 / 64)
        let width = max(Int((bounds.width * k).rounded(.up)), 1), height = max(Int((bounds.height * k).rounded(.up)), 1)
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            return
        }
        let stride = Int(cairo_image_surface_get_stride(image))
        let origin = atan2(Double(gradient.end.y - gradient.start.y), Double(gradient.end.x - gradient.start.x))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let py = Double(bounds.minY) + (Double(y) + 0.5) / Double(k) - Double(gradient.start.y)
            for x in 0..<width {
                let px = Double(bounds.minX) + (Double(x) + 0.5) / Double(k) - Double(gradient.start.x)
                var turn = (atan2(py, px) - origin) / (2 * .pi)
                turn -= turn.rounded(.down)
                guard let c = gradient.stops.color(at: turn) else { continue }
                func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
                let a = min(max(c.alpha, 0), 1)
                row[x] = byte(a) << 24 | byte(c.red * a) << 16 | byte(c.green * a) << 8 | byte(c.blue * a)
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(cr)
        cairo_translate(cr, Double(bounds.minX), Double(bounds.minY))
        cairo_scale(cr, Double(1 / k), Double(1 / k))
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

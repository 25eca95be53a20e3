import Foundation
import CCairo
import PortableUIKit

/// Path and colour helpers on a `cairo_t *`.
enum CairoPaths {
    /// Appends `rect` rounded by `radius` (clamped to half the shorter side, as Core Animation
    /// does) as a closed subpath with circular corners.
    /// With `continuous`, the corners follow ``ContinuousCorner`` (a continuous curve reaching
    /// 1.528665 × the radius along each edge) while the radius leaves room for it; a larger
    /// radius (a capsule) keeps circular ends, as UIKit's capsules do.
    static func roundedRect(
        _ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, corners: CACornerMask = CACornerMask(rawValue: 0b1111),
        continuous: Bool = false
    ) {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            return
        }
        if continuous, r * ContinuousCorner.reach <= min(rect.width, rect.height) / 2 {
            return ContinuousCorner.appendRoundedRect(cr, rect, radius: r, corners: corners)
        }
        let (x0, y0, x1, y1, rr) = (
            Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY), Double(r)
        )
        // Each corner is an arc when masked (`CALayer.maskedCorners`), else a square corner.
        cairo_new_sub_path(cr)
        if corners.contains(.layerMaxXMinYCorner) {
            cairo_arc(cr, x1 - rr, y0 + rr, rr, -.pi / 2, 0)
        } else {
            cairo_move_to(cr, x1, y0)
        }
        if corners.contains(.layerMaxXMaxYCorner) {
            cairo_arc(cr, x1 - rr, y1 - rr, rr, 0, .pi / 2)
        } else {
            cairo_line_to(cr, x1, y1)
        }
        if corners.contains(.layerMinXMaxYCorner) {
            cairo_arc(cr, x0 + rr, y1 - rr, rr, .pi / 2, .pi)
        } else {
            cairo_line_to(cr, x0, y1)
        }
        if corners.contains(.layerMinXMinYCorner) {
            cairo_arc(cr, x0 + rr, y0 + rr, rr, .pi, 3 * .pi / 2)
        } else {
            cairo_line_to(cr, x0, y0)
        }
        cairo_close_path(cr)
    }

    /// Appends a path's elements (quadratic curves raised to cubics), offset by `(dx, dy)`.
    static func append(_ cr: OpaquePointer, _ elements: [CGPathElementKind], dx: CGFloat = 0, dy: CGFloat = 0) {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p):
                cairo_move_to(cr, Double(p.x + dx), Double(p.y + dy))
                current = p; start = p
            case .lineTo(let p):
                cairo_line_to(cr, Double(p.x + dx), Double(p.y + dy))
                current = p
            case .quadCurveTo(let c, let p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(
                    cr, Double(c1.x + dx), Double(c1.y + dy), Double(c2.x + dx), Double(c2.y + dy),
                    Double(p.x + dx), Double(p.y + dy))
                current = p
            case .curveTo(let c1, let c2, let p):
                cairo_curve_to(
                    cr, Double(c1.x + dx), Double(c1.y + dy), Double(c2.x + dx), Double(c2.y + dy),
                    Double(p.x + dx), Double(p.y + dy))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    /// Makes `color` the source (Cairo premultiplies it).
    static func setSource(_ cr: OpaquePointer, _ color: RGBA) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}

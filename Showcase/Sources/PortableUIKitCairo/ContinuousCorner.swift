import Foundation
import CCairo
import PortableUIKit

/// A continuous ("squircle") corner, the shape of `cornerCurve = .continuous`: three cubic
/// Bézier segments that leave the straight edge gradually. Apple does not publish the curve
/// [UNC]; these are the control points measured from UIKit's continuous rounded rectangles
/// (PaintCode's widely used reconstruction), in units of the radius, for the corner at the
/// origin with the incoming edge along u and the outgoing edge along v.
enum ContinuousCorner {
    /// How far along each edge the corner reaches, in radii (`cornerCurveExpansionFactor`).
    static let reach: CGFloat = 1.52866483

    /// The three segments: (control 1, control 2, end), from (reach, 0) to (0, reach).
    static let segments: [(c1: CGPoint, c2: CGPoint, end: CGPoint)] = [
        (CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.63149399, y: 0.07491100)),
        (
            CGPoint(x: 0.37282383, y: 0.16906013), CGPoint(x: 0.16906013, y: 0.37282383),
            CGPoint(x: 0.07491100, y: 0.63149399)
        ),
        (CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483)),
    ]

    /// The corners of a rectangle clockwise on screen (y down), from the top right: the corner
    /// point, the direction back along the edge arriving at it, and the direction of the edge
    /// leaving it.
    static func corners(of rect: CGRect) -> [(mask: CACornerMask, at: CGPoint, u: CGVector, v: CGVector)] {
        [
            (
                .layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: -1, dy: 0),
                CGVector(dx: 0, dy: 1)
            ),
            (
                .layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: -1),
                CGVector(dx: -1, dy: 0)
            ),
            (
                .layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: 1, dy: 0),
                CGVector(dx: 0, dy: -1)
            ),
            (.layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
    }

    /// A point given in corner units.
    static func point(_ p: CGPoint, corner: CGPoint, u: CGVector, v: CGVector, radius: CGFloat) -> CGPoint {
        CGPoint(x: corner.x + radius * (p.x * u.dx + p.y * v.dx), y: corner.y + radius * (p.x * u.dy + p.y * v.dy))
    }

    /// Appends `rect` with continuous corners of `radius` where `corners` says (square elsewhere)
    /// as a closed subpath. The caller checks that `radius × reach` fits in half of each side.
    static func appendRoundedRect(_ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, corners: CACornerMask) {
        cairo_new_sub_path(cr)
        for corner in Self.corners(of: rect) {
            guard corners.contains(corner.mask) else {
                cairo_line_to(cr, Double(corner.at.x), Double(corner.at.y))
                continue
            }
            let start = point(CGPoint(x: reach, y: 0), corner: corner.at, u: corner.u, v: corner.v, radius: radius)
            cairo_line_to(cr, Double(start.x), Double(start.y))
            for segment in segments {
                let c1 = point(segment.c1, corner: corner.at, u: corner.u, v: corner.v, radius: radius)
                let c2 = point(segment.c2, corner: corner.at, u: corner.u, v: corner.v, radius: radius)
                let end = point(segment.end, corner: corner.at, u: corner.u, v: corner.v, radius: radius)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
            }
        }
        cairo_close_path(cr)
    }
}

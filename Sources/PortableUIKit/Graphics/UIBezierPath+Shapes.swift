#if !canImport(UIKit)
import Foundation

extension UIBezierPath {
    /// Creates a closed rectangular path: from the rectangle's min-x, min-y corner along the
    /// top edge, clockwise in the default y-down space.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// Creates a closed path of the oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// Creates a closed rounded-rectangle path, clockwise in the default y-down space.
    ///
    /// The corners are circular arcs of `cornerRadius`, clamped to half the shorter side
    /// (UIKit's continuous-curvature corners are approximated by circular ones).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        storage = Self.roundedRectPath(rect, corners: .allCorners, radius: cornerRadius)
    }

    /// Creates a closed rectangular path whose `corners` are rounded with circular arcs.
    ///
    /// As in UIKit since iOS 7, the radius is `cornerRadii.width` (the height is ignored),
    /// clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        storage = Self.roundedRectPath(rect, corners: corners, radius: cornerRadii.width)
    }

    /// Creates an open path holding one arc of a circle (see
    /// ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``); the current point ends
    /// on the arc at `endAngle`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path holding a copy of the contents of `CGPath`.
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        cgPath = CGPath
    }

    /// The rounded rectangle: top edge left to right, then the right edge down, the bottom
    /// edge right to left and the left edge up, each rounded corner a quarter circle.
    static func roundedRectPath(_ rect: CGRect, corners: UIRectCorner, radius: CGFloat) -> CGMutablePath {
        let r = rect.standardized
        let clamped = max(0, min(radius.isFinite ? radius : 0, r.width / 2, r.height / 2))
        let topLeft = corners.contains(.topLeft) ? clamped : 0
        let topRight = corners.contains(.topRight) ? clamped : 0
        let bottomRight = corners.contains(.bottomRight) ? clamped : 0
        let bottomLeft = corners.contains(.bottomLeft) ? clamped : 0
        let path = CGMutablePath()
        func line(to point: CGPoint) { if path.currentPoint != point { path.addLine(to: point) } }
        func corner(_ center: CGPoint, _ radius: CGFloat, from angle: CGFloat) {
            guard radius > 0 else { return }
            path.appendArc(center: center, radius: radius, startAngle: angle, sweep: .pi / 2, transform: .identity)
        }
        path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        line(to: CGPoint(x: r.maxX - topRight, y: r.minY))
        corner(CGPoint(x: r.maxX - topRight, y: r.minY + topRight), topRight, from: -.pi / 2)
        line(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
        corner(CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), bottomRight, from: 0)
        line(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
        corner(CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), bottomLeft, from: .pi / 2)
        line(to: CGPoint(x: r.minX, y: r.minY + topLeft))
        corner(CGPoint(x: r.minX + topLeft, y: r.minY + topLeft), topLeft, from: .pi)
        path.closeSubpath()
        return path
    }
}
#endif

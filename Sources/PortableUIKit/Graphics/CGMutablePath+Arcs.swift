#if !canImport(UIKit)
import Foundation

extension CGMutablePath {
    /// Adds an arc of a circle, specified with a radius and angles.
    ///
    /// Angles are in radians from the positive x-axis; `clockwise` is meant in Core Graphics'
    /// y-up space, so `clockwise: false` sweeps towards increasing angles (which looks clockwise
    /// in UIKit's flipped space). If the path has a current point, a line joins it to the arc's
    /// start; otherwise the arc starts a new subpath. The arc becomes one to five cubic curves,
    /// cut at the axes.
    ///
    /// The end angle is reached going in the chosen direction: an end behind the start is moved
    /// forward by whole turns, and more than one turn is reduced to at most one, so `0…2π` in
    /// the increasing direction is a full circle and `0…2π` in the decreasing direction is empty.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * CGFloat.pi
        var travel = clockwise ? startAngle - endAngle : endAngle - startAngle
        if !travel.isFinite {
            travel = 0
        } else if travel < 0 {
            travel = travel.truncatingRemainder(dividingBy: turn)
            if travel < 0 { travel += turn }
        } else if travel > turn {
            travel = travel.truncatingRemainder(dividingBy: turn)
            if travel == 0 { travel = turn }
        }
        appendArc(
            center: center, radius: radius, startAngle: startAngle,
            sweep: clockwise ? -travel : travel, transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` through `delta` radians (positive towards
    /// increasing angles); at most one full turn is drawn.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * CGFloat.pi
        var sweep = delta.isFinite ? delta : 0
        if sweep.magnitude > turn {
            sweep = sweep.truncatingRemainder(dividingBy: turn)
            if sweep == 0 { sweep = delta > 0 ? turn : -turn }
        }
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from `tangent1End` to `tangent2End`, preceded by a line from the current
    /// point to the first tangent point.
    ///
    /// Does nothing on an empty path (there is no current point). When the two lines are
    /// parallel or the radius is not positive, adds a line to `tangent1End` instead.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard !isEmpty else { return }
        // The current point lives in path space; the tangent points are mapped by `transform`.
        let p0 = currentPoint.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        guard radius > 0,
            let v1 = Self.unit(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)),
            let v2 = Self.unit(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)),
            abs(v1.x * v2.y - v1.y * v2.x) > 1e-12
        else {
            addLine(to: p1, transform: transform)
            return
        }
        let angle = acos(max(-1, min(1, v1.x * v2.x + v1.y * v2.y)))
        let reach = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x * reach, y: p1.y + v1.y * reach)
        let t2 = CGPoint(x: p1.x + v2.x * reach, y: p1.y + v2.y * reach)
        guard let bisector = Self.unit(CGPoint(x: v1.x + v2.x, y: v1.y + v2.y)) else { return }
        let distance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x * distance, y: p1.y + bisector.y * distance)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radius: radius, startAngle: start, sweep: sweep, transform: transform)
    }

    /// Appends the arc's cubics, preceded by a move (empty path) or a line from the current point.
    func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform)
    {
        let start = ArcSegments.point(center: center, radius: radius, angle: startAngle).applying(transform)
        if isEmpty {
            pathElements.append(.moveTo(start))
        } else if currentPoint != start {
            pathElements.append(.lineTo(start))
        }
        for (_, c1, c2, end) in ArcSegments.cubics(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        where sweep != 0 {
            pathElements.append(
                .curveTo(
                    control1: c1.applying(transform), control2: c2.applying(transform),
                    point: end.applying(transform)))
        }
    }

    private static func unit(_ v: CGPoint) -> CGPoint? {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return CGPoint(x: v.x / length, y: v.y / length)
    }
}
#endif

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@Suite("UIBezierPath", .isolatedRuntime)
struct UIBezierPathTests {
    @Test(
        "18.16 a new path is empty: no bounds, current point zero, lineWidth 1 and UIKit's other defaults; addLine does nothing"
    )
    func emptyPathAndDefaults() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
        #expect(path.currentPoint == .zero)
        #expect(path.lineWidth == 1 && path.miterLimit == 10 && path.flatness == 0.6)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter && !path.usesEvenOddFillRule)
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty, "a line needs a current point")
    }

    @Test("seed 000's shadow path: the box of a rect path equals the bounds it was made from")
    func seedShadowPath() {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
        let shadowPath = UIBezierPath(rect: bounds).cgPath
        #expect(shadowPath.boundingBoxOfPath.equalTo(bounds))
        #expect(!shadowPath.boundingBoxOfPath.equalTo(bounds.insetBy(dx: 1, dy: 0)))
    }

    @Test("rounded rect, radius 20 on 100×100: corners are cut, sides are not")
    func roundedRectCorners() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.cgPath.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        // (5, 5) is 21.2 from the corner arc's centre (20, 20); (7, 7) is 18.4 from it.
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 7, y: 7)))
        #expect(!path.contains(CGPoint(x: 95, y: 95)))
        #expect(path.contains(CGPoint(x: 93, y: 93)))
        #expect(path.contains(CGPoint(x: 99, y: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
    }

    @Test(
        "18.16 a corner radius over half the shorter side is clamped: 100×40 with radius 100 is a stadium of radius 20")
    func roundedRectClamp() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 100)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.contains(CGPoint(x: 1, y: 20)), "19 from the left cap's centre (20, 20)")
        #expect(!path.contains(CGPoint(x: 3, y: 3)), "24 from the left cap's centre")
        #expect(path.contains(CGPoint(x: 50, y: 1)))
    }

    @Test("byRoundingCorners rounds only the named corners, with radius cornerRadii.width")
    func roundingSomeCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.contains(CGPoint(x: 97, y: 3)))
        #expect(path.contains(CGPoint(x: 97, y: 97)))
        #expect(path.contains(CGPoint(x: 3, y: 97)))
        let heightIgnored = UIBezierPath(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 20, height: 0))
        #expect(
            !heightIgnored.contains(CGPoint(x: 97, y: 97)), "documented choice: the height of cornerRadii is ignored")
    }

    @Test("18.16 oval: bounds are the rectangle, the corners are outside")
    func oval() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
    }

    @Test("18.16 arcs use UIKit's y-down sense: 0…π clockwise is the bottom half, counterclockwise the top half")
    func arcDirection() {
        let bottom = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(bottom.cgPath.boundingBoxOfPath == CGRect(x: -10, y: 0, width: 20, height: 10))
        #expect(bottom.currentPoint == CGPoint(x: -10, y: 0))
        let top = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(top.cgPath.boundingBoxOfPath == CGRect(x: -10, y: -10, width: 20, height: 10))
        let throughBottom = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: .pi / 6, endAngle: 5 * .pi / 6, clockwise: true)
        let halfWidth = 5 * CGFloat(3).squareRoot()
        #expect(
            isApproximatelyEqual(
                throughBottom.cgPath.boundingBoxOfPath, CGRect(x: -halfWidth, y: 5, width: 2 * halfWidth, height: 5)))
    }

    @Test("addArc joins the current point with a line, then the arc")
    func addArcAfterMove() {
        let pie = UIBezierPath()
        pie.move(to: .zero)
        pie.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        pie.close()
        #expect(pie.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pie.contains(CGPoint(x: 3, y: 3)))
        #expect(!pie.contains(CGPoint(x: 3, y: -3)))
        #expect(pie.currentPoint == .zero)
    }

    @Test("contains ignores open subpaths until they are closed")
    func openSubpathsEncloseNothing() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(!path.contains(CGPoint(x: 8, y: 2)))
        #expect(path.cgPath.contains(CGPoint(x: 8, y: 2)), "CGPath.contains closes it implicitly")
        path.close()
        #expect(path.contains(CGPoint(x: 8, y: 2)))
    }

    @Test("usesEvenOddFillRule: nested same-direction squares have a hole only under even-odd")
    func evenOdd() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
    }

    @Test("reversing runs each subpath backwards, swapping control points, and reverses their order")
    func reversing() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(
            reversed.cgPath.pathElements == [
                .moveTo(CGPoint(x: 60, y: 50)), .lineTo(CGPoint(x: 50, y: 50)),
                .moveTo(CGPoint(x: 20, y: 10)),
                .curveTo(control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 12, y: 0), point: CGPoint(x: 10, y: 0)),
                .lineTo(.zero),
            ])
        #expect(reversed.lineWidth == 3)
        #expect(path.currentPoint == CGPoint(x: 60, y: 50), "the receiver is unchanged")
    }

    @Test("a rectangle and its reversal cancel under the nonzero rule")
    func reversedRectCancels() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            rect.reversing().cgPath.pathElements == [
                .moveTo(CGPoint(x: 0, y: 10)), .lineTo(CGPoint(x: 10, y: 10)), .lineTo(CGPoint(x: 10, y: 0)),
                .lineTo(.zero), .closeSubpath,
            ])
        rect.append(rect.reversing())
        #expect(!rect.contains(CGPoint(x: 5, y: 5)))
    }

    @Test("apply maps every point; removeAllPoints empties the path")
    func applyAndRemove() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 5)))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 30))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("18.16 cgPath hands out copies, both ways")
    func cgPathCopies() {
        let source = CGMutablePath()
        source.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let path = UIBezierPath(cgPath: source)
        source.addRect(CGRect(x: 100, y: 100, width: 1, height: 1))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        let snapshot = path.cgPath
        path.addLine(to: CGPoint(x: 50, y: 50))
        #expect(snapshot.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        path.cgPath = source
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 101, height: 101))
    }

    @Test("copy() is an independent path with the same geometry and attributes")
    func copying() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 4
        path.usesEvenOddFillRule = true
        let copy = path.copy() as! UIBezierPath
        #expect(copy !== path)
        #expect(copy.lineWidth == 4 && copy.usesEvenOddFillRule)
        copy.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(copy.bounds == CGRect(x: 100, y: 0, width: 10, height: 10))
    }

    @Test("line dash round-trips through setLineDash and getLineDash")
    func lineDash() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: pattern.count, phase: 1.5)
        var out = [CGFloat](repeating: 0, count: 3)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&out, count: &count, phase: &phase)
        #expect(out == pattern && count == 3 && phase == 1.5)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }
}

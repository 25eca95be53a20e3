import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@Suite("CGPath bounding boxes and current point", .isolatedRuntime)
struct CGPathBoundingBoxTests {
    @Test("18.17 an empty path has null boxes (both CGRect.null) and current point zero")
    func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test(
        "18.17 the spec's cubic: boundingBox (0, 0, 100, 100) reaches the control points, boundingBoxOfPath (0, 0, 100, 75) stops at the peak"
    )
    func symmetricCubic() {
        // y(t) = 300·t(1 − t), whose maximum at t = 1/2 is 75.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75))
    }

    @Test("S-shaped cubic: extrema at t = 1/2 ± √3/6 give y = ±5√3")
    func sShapedCubic() {
        // y(t) = 90·t(1 − t)(1 − 2t); x(t) = 30t is monotonic.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 30), control2: CGPoint(x: 20, y: -30))
        let peak = 5 * CGFloat(3).squareRoot()
        #expect(isApproximatelyEqual(path.boundingBoxOfPath, CGRect(x: 0, y: -peak, width: 30, height: 2 * peak)))
        #expect(path.boundingBox == CGRect(x: 0, y: -30, width: 30, height: 60))
    }

    @Test("quadratic: the path peaks at half the control point's height")
    func quadratic() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("an arc from π/6 to 5π/6 through π/2: box x ±5√3, y 5…10")
    func arcThroughTop() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: .pi / 6, endAngle: 5 * .pi / 6, clockwise: false)
        let halfWidth = 5 * CGFloat(3).squareRoot()
        let expected = CGRect(x: -halfWidth, y: 5, width: 2 * halfWidth, height: 5)
        #expect(isApproximatelyEqual(path.boundingBoxOfPath, expected))
        #expect(isApproximatelyEqual(path.boundingBox, expected), "the control points stay inside this arc's box")
    }

    @Test("moves count as points of the path; the current point follows the last element")
    func movesAndCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 3))
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 4))
        #expect(path.boundingBoxOfPath == CGRect(x: -5, y: 0, width: 15, height: 4))
        #expect(path.currentPoint == CGPoint(x: 10, y: 4))
        path.closeSubpath()
        #expect(path.currentPoint == .zero, "closing returns to the subpath's start")
    }

    @Test("18.17 straight segments: a rectangle path's boxes are the rectangle")
    func rectangle() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let path = CGPath(rect: rect, transform: nil)
        #expect(path.boundingBox == rect)
        #expect(path.boundingBoxOfPath == rect)
        #expect(path.currentPoint == rect.origin)
    }

    @Test("copies: copy(using:) maps every point, copy() and mutableCopy() keep them")
    func copies() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        var shift = CGAffineTransform(translationX: 5, y: 7)
        #expect(path.copy(using: &shift)?.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(path.mutableCopy(using: &shift)?.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(path.copy() == path)
        #expect(path.copy(using: nil) == path)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Spec 18.16's bullets on `UIBezierPath` that the Graphics suites do not pin by element: the
/// order and direction of the shapes' points, subpaths, `close()`, and `bounds` = `boundingBox`.
@MainActor
@Suite("UIBezierPath against spec 18.16", .isolatedRuntime)
struct BezierPathSpecTests {
    /// The shoelace sum over the elements' end points: positive when the points turn clockwise
    /// on screen (y down).
    func screenClockwiseArea(_ path: UIBezierPath) -> CGFloat {
        let points: [CGPoint] = path.cgPath.pathElements.compactMap {
            switch $0 {
            case .moveTo(let p), .lineTo(let p): p
            case .quadCurveTo(_, let p), .curveTo(_, _, let p): p
            case .closeSubpath: nil
            }
        }
        guard points.count > 2 else { return 0 }
        return zip(points, points.dropFirst() + [points[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } / 2
    }

    @Test("18.16 init(rect:) is one closed subpath (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY) → close")
    func rectPoints() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(
            path.cgPath.pathElements == [
                .moveTo(CGPoint(x: 10, y: 20)), .lineTo(CGPoint(x: 40, y: 20)), .lineTo(CGPoint(x: 40, y: 60)),
                .lineTo(CGPoint(x: 10, y: 60)), .closeSubpath,
            ])
        #expect(screenClockwiseArea(path) == 1200, "clockwise on screen: the positive area 30 × 40")
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "closed: the current point is back at the origin")
    }

    @Test("18.16 init(roundedRect:cornerRadius:) and init(ovalIn:) are closed and clockwise on screen")
    func roundedRectAndOvalClockwise() {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 60))
        for path in [rounded, oval] {
            #expect(path.cgPath.pathElements.last == .closeSubpath)
            #expect(screenClockwiseArea(path) > 0)
            #expect(path.cgPath.pathElements.filter { if case .moveTo = $0 { true } else { false } }.count == 1)
        }
    }

    @Test(
        "18.16 init(ovalIn:) of a square is a circle: on-curve points and curve midpoints lie on the radius (within 0.03 %)"
    )
    func ovalOfSquareIsCircle() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        let centre = CGPoint(x: 100, y: 100)
        var start = CGPoint.zero, curves = 0
        for element in path.cgPath.pathElements {
            switch element {
            case .moveTo(let p): start = p
            case .curveTo(let c1, let c2, let p):
                let mid = CGPoint(
                    x: (start.x + 3 * c1.x + 3 * c2.x + p.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + p.y) / 8)
                for q in [p, mid] { #expect(abs(hypot(q.x - centre.x, q.y - centre.y) - 100) < 0.03) }
                start = p
                curves += 1
            default: break
            }
        }
        #expect(curves == 4, "positive control: the oval is four cubics")
    }

    @Test("18.16 init(arcCenter:…) is an open arc; clockwise 0 → π/2 ends at endAngle on screen's bottom, (0, r)")
    func arcOpenAndCurrentPoint() {
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.cgPath.pathElements.first == .moveTo(CGPoint(x: 70, y: 50)))
        #expect(!arc.cgPath.pathElements.contains(.closeSubpath))
        #expect(abs(arc.currentPoint.x - 50) < 1e-9 && abs(arc.currentPoint.y - 70) < 1e-9)
    }

    @Test("18.16 move(to:) starts a new subpath without closing the previous one")
    func moveStartsSubpath() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 10, y: 20))
        #expect(
            path.cgPath.pathElements == [
                .moveTo(.zero), .lineTo(CGPoint(x: 10, y: 0)), .moveTo(CGPoint(x: 0, y: 20)),
                .lineTo(CGPoint(x: 10, y: 20)),
            ])
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test("18.16 addLine, addCurve and addQuadCurve need a current point: on an empty path they add nothing")
    func segmentsNeedCurrentPoint() {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: CGPoint(x: 9, y: 9), controlPoint1: CGPoint(x: 1, y: 1), controlPoint2: CGPoint(x: 2, y: 2))
        path.addQuadCurve(to: CGPoint(x: 7, y: 7), controlPoint: CGPoint(x: 3, y: 3))
        #expect(path.isEmpty && path.currentPoint == .zero)
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.cgPath.pathElements.count == 2, "positive control: after a move the line is added")
    }

    @Test("18.16 close() adds a line back to the subpath's start, which becomes the current point")
    func closeReturnsToStart() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 50))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        #expect(path.cgPath.pathElements.last == .closeSubpath)
        #expect(path.contains(CGPoint(x: 40, y: 20)), "the closing side encloses the triangle")
    }

    @Test("18.16 bounds includes the control points: the spec's cubic has bounds (0, 0, 100, 100) = cgPath.boundingBox")
    func boundsIncludesControlPoints() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.bounds == path.cgPath.boundingBox)
        #expect(path.cgPath.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75), "the tight box differs")
    }
}

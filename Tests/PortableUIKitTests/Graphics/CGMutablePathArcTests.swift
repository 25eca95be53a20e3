import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@Suite("CGMutablePath arcs and composite additions", .isolatedRuntime)
struct CGMutablePathArcTests {
    private func arc(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGMutablePath {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
        return path
    }

    @Test("counterclockwise (y-up) 0…π/2 is the first quadrant and ends exactly on (0, 10)")
    func quarterCounterclockwise() {
        let path = arc(from: 0, to: .pi / 2, clockwise: false)
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.currentPoint == CGPoint(x: 0, y: 10))
        #expect(path.pathElements.first == .moveTo(CGPoint(x: 10, y: 0)), "an arc on an empty path starts a subpath")
    }

    @Test("clockwise (y-up) 0…π/2 goes the long way: three quarters of the circle")
    func threeQuartersClockwise() {
        let path = arc(from: 0, to: .pi / 2, clockwise: true)
        #expect(path.boundingBoxOfPath == CGRect(x: -10, y: -10, width: 20, height: 20))
        #expect(path.currentPoint == CGPoint(x: 0, y: 10))
        #expect(path.pathElements.count == 4, "a move and one cubic per quadrant")
    }

    @Test("0…2π is a full circle one way and empty the other")
    func fullTurn() {
        let full = arc(from: 0, to: 2 * .pi, clockwise: false)
        #expect(full.boundingBoxOfPath == CGRect(x: -10, y: -10, width: 20, height: 20))
        #expect(full.currentPoint == CGPoint(x: 10, y: 0))
        let empty = arc(from: 0, to: 2 * .pi, clockwise: true)
        #expect(empty.pathElements == [.moveTo(CGPoint(x: 10, y: 0))])
    }

    @Test("an end behind the start moves forward a turn; more than a turn is reduced to under one")
    func endAngleNormalization() {
        let behind = arc(from: 0, to: -.pi / 2, clockwise: false)
        #expect(behind.boundingBoxOfPath == CGRect(x: -10, y: -10, width: 20, height: 20))
        #expect(behind.currentPoint == CGPoint(x: 0, y: -10))
        let beyond = arc(from: 0, to: 5 * .pi / 2, clockwise: false)
        #expect(beyond.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("an arc after a move is joined to the current point by a line")
    func joinedByLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.pathElements[1] == .lineTo(CGPoint(x: 10, y: 0)))
        #expect(path.boundingBoxOfPath == CGRect(x: -20, y: 0, width: 30, height: 10))
    }

    @Test("the transform maps the arc: a translated quarter circle")
    func transformedArc() {
        let path = CGMutablePath()
        path.addArc(
            center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false,
            transform: CGAffineTransform(translationX: 100, y: 50))
        #expect(path.boundingBoxOfPath == CGRect(x: 100, y: 50, width: 10, height: 10))
    }

    @Test("relative arc: a negative delta sweeps towards decreasing angles")
    func relativeArc() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: -10, width: 10, height: 10))
        #expect(path.currentPoint == CGPoint(x: 0, y: -10))
    }

    @Test("tangent arc: a right-angle corner rounded with radius 2 ends at (10, 2)")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(isApproximatelyEqual(path.currentPoint, CGPoint(x: 10, y: 2)))
        #expect(isApproximatelyEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 2)))
        if case .lineTo(let tangentPoint) = path.pathElements[1] {
            #expect(isApproximatelyEqual(tangentPoint, CGPoint(x: 8, y: 0)))
        } else {
            Issue.record("a line to the first tangent point comes first")
        }
    }

    @Test("tangent arc on collinear points is a line to the first tangent end")
    func tangentArcCollinear() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 2)
        #expect(path.pathElements == [.moveTo(.zero), .lineTo(CGPoint(x: 10, y: 0))])
    }

    @Test("segments need a current point: on an empty path they do nothing")
    func segmentsNeedCurrentPoint() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 2, y: 2), control: .zero)
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: .zero, control2: .zero)
        path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
        path.closeSubpath()
        #expect(path.isEmpty)
    }

    @Test("addLines moves to the first point; addRects adds closed subpaths; addPath maps through its transform")
    func compositeAdditions() {
        let lines = CGMutablePath()
        lines.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(lines.pathElements == [.moveTo(.zero), .lineTo(CGPoint(x: 10, y: 0)), .lineTo(CGPoint(x: 10, y: 10))])
        lines.addLines(between: [])
        #expect(lines.pathElements.count == 3)

        let rects = CGMutablePath()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(rects.pathElements.filter { $0 == .closeSubpath }.count == 2)
        #expect(rects.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))

        let combined = CGMutablePath()
        combined.addPath(rects, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(combined.boundingBox == CGRect(x: 10, y: 0, width: 6, height: 6))
    }
}

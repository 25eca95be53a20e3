import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// The stroke trimming engine: fractions of the whole path's length, exact for lines.
@MainActor
@Suite("Stroke trimming by path length", .isolatedRuntime)
struct StrokeTrimmingTests {
    let elbow: [CGPathElementKind] = [.moveTo(.zero), .lineTo(CGPoint(x: 100, y: 0)), .lineTo(CGPoint(x: 100, y: 100))]

    @Test("18.13 strokeStart 0.25, strokeEnd 0.75 of a 200-point elbow keeps (50, 0) → (100, 0) → (100, 50)")
    func elbowMiddle() {
        let trimmed = StrokeTrimming.trimmed(elbow, start: 0.25, end: 0.75)
        #expect(
            trimmed == [.moveTo(CGPoint(x: 50, y: 0)), .lineTo(CGPoint(x: 100, y: 0)), .lineTo(CGPoint(x: 100, y: 50))])
    }

    @Test("18.13 0…1 is the path unchanged; out-of-range fractions are clamped to it")
    func wholeAndClamped() {
        #expect(StrokeTrimming.trimmed(elbow, start: 0, end: 1) == elbow)
        #expect(StrokeTrimming.trimmed(elbow, start: -3, end: 7) == elbow)
        #expect(StrokeTrimming.trimmed(elbow, start: -1, end: 0.5) == [.moveTo(.zero), .lineTo(CGPoint(x: 100, y: 0))])
    }

    @Test(
        "18.13 strokeStart ≥ strokeEnd strokes nothing; so does a NaN fraction (positive control: 0.5…0.5001 strokes)")
    func emptyRanges() {
        #expect(StrokeTrimming.trimmed(elbow, start: 0.6, end: 0.4).isEmpty)
        #expect(StrokeTrimming.trimmed(elbow, start: 0.5, end: 0.5).isEmpty)
        #expect(StrokeTrimming.trimmed(elbow, start: .nan, end: 1).isEmpty)
        #expect(StrokeTrimming.trimmed(elbow, start: 0, end: .nan).isEmpty)
        #expect(!StrokeTrimming.trimmed(elbow, start: 0.5, end: 0.5001).isEmpty)
    }

    @Test("18.13 a closed rectangle's length counts its closing side: half of 100 × 50 ends at (100, 50), open")
    func closedRectangle() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil).pathElements
        #expect(StrokeTrimming.length(of: rect) == 300)
        #expect(
            StrokeTrimming.trimmed(rect, start: 0, end: 0.5)
                == [.moveTo(.zero), .lineTo(CGPoint(x: 100, y: 0)), .lineTo(CGPoint(x: 100, y: 50))])
        let tail = StrokeTrimming.trimmed(rect, start: 5.0 / 6, end: 1)
        #expect(tail == [.moveTo(CGPoint(x: 0, y: 50)), .lineTo(.zero)], "the closing side, as an open line")
    }

    @Test(
        "18.13 fractions span subpaths: two 100-point lines, 0.25…0.75 keeps the second half of one and first half of the other"
    )
    func acrossSubpaths() {
        let two: [CGPathElementKind] = [
            .moveTo(.zero), .lineTo(CGPoint(x: 100, y: 0)),
            .moveTo(CGPoint(x: 0, y: 10)), .lineTo(CGPoint(x: 100, y: 10)),
        ]
        #expect(
            StrokeTrimming.trimmed(two, start: 0.25, end: 0.75) == [
                .moveTo(CGPoint(x: 50, y: 0)), .lineTo(CGPoint(x: 100, y: 0)),
                .moveTo(CGPoint(x: 0, y: 10)), .lineTo(CGPoint(x: 50, y: 10)),
            ])
    }

    @Test("18.13 a straight cubic with evenly spaced controls: length 90, its first half is the cubic 0, 15, 30, 45")
    func straightCubic() {
        let cubic: [CGPathElementKind] = [
            .moveTo(.zero),
            .curveTo(
                control1: CGPoint(x: 30, y: 0), control2: CGPoint(x: 60, y: 0),
                point: CGPoint(x: 90, y: 0)),
        ]
        #expect(abs(StrokeTrimming.length(of: cubic) - 90) < 1e-9)
        let half = StrokeTrimming.trimmed(cubic, start: 0, end: 0.5)
        guard half.count == 2, case .curveTo(let c1, let c2, let end) = half[1] else {
            Issue.record("expected a move and a cubic, got \(half)"); return
        }
        #expect(abs(c1.x - 15) < 1e-6 && abs(c2.x - 30) < 1e-6 && abs(end.x - 45) < 1e-6)
    }

    @Test("18.13 a circle of radius 100 measures 2π·100 to 0.1 point; strokeEnd 0.25 ends a quarter of the way round")
    func circleLength() {
        let circle = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil).pathElements
        let length = StrokeTrimming.length(of: circle)
        #expect(abs(length - 2 * .pi * 100) < 0.1, "length \(length)")
        let quarter = StrokeTrimming.trimmed(circle, start: 0, end: 0.25)
        guard case .curveTo(_, _, let end)? = quarter.last else { Issue.record("\(quarter)"); return }
        // The ellipse starts at the top, (0, −100), and runs clockwise on screen to (100, 0).
        #expect(hypot(end.x - 100, end.y - 0) < 0.5, "end \(end)")
    }

    @Test("18.13 a quadratic is measured and cut too: (0,0) c (50,0) → (100,0) has length 100, 0…0.3 ends at 30")
    func quadratic() {
        let quad: [CGPathElementKind] = [
            .moveTo(.zero), .quadCurveTo(control: CGPoint(x: 50, y: 0), point: CGPoint(x: 100, y: 0)),
        ]
        #expect(abs(StrokeTrimming.length(of: quad) - 100) < 1e-9)
        guard case .quadCurveTo(_, let end)? = StrokeTrimming.trimmed(quad, start: 0, end: 0.3).last else {
            Issue.record("no quad"); return
        }
        #expect(abs(end.x - 30) < 1e-6)
    }
}

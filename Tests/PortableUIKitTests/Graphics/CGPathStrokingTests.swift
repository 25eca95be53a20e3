import ContainmentTestTraits
import Foundation
import Testing

@testable import PortableUIKit

@Suite(.isolatedRuntime)
@MainActor
struct CGPathStrokingTests {
    /// A line from (0, 0) to (100, 0), or an open corner (0, 0) → (100, 0) → (100, 100).
    private func line(corner: Bool = false) -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        if corner { path.addLine(to: CGPoint(x: 100, y: 100)) }
        return path
    }

    private func stroke(
        _ path: CGPath, width: CGFloat = 10, cap: CGLineCap = .butt, join: CGLineJoin = .miter,
        miterLimit: CGFloat = 10,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit, transform: transform)
    }

    @Test("20.47 the stroke of a line covers half the width on each side and no more")
    func lineBody() {
        let outline = stroke(line())
        #expect(outline.contains(CGPoint(x: 50, y: 4.9)))
        #expect(outline.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 5.1)))
        #expect(!outline.contains(CGPoint(x: 50, y: -5.1)))
        #expect(outline.boundingBoxOfPath == CGRect(x: 0, y: -5, width: 100, height: 10))
    }

    @Test("20.47 butt caps end at the endpoints, square caps half a width beyond, round caps in a half disc")
    func caps() {
        let butt = stroke(line(), cap: .butt)
        #expect(!butt.contains(CGPoint(x: -0.5, y: 0)))
        #expect(!butt.contains(CGPoint(x: 100.5, y: 0)))
        let square = stroke(line(), cap: .square)
        #expect(square.contains(CGPoint(x: -4.5, y: 4.5)))
        #expect(square.contains(CGPoint(x: 104.5, y: -4.5)))
        #expect(!square.contains(CGPoint(x: -5.5, y: 0)))
        let round = stroke(line(), cap: .round)
        #expect(round.contains(CGPoint(x: -4.8, y: 0)))
        #expect(round.contains(CGPoint(x: -3, y: 3)))
        #expect(!round.contains(CGPoint(x: -4, y: 4)))
        #expect(!round.contains(CGPoint(x: -5.2, y: 0)))
    }

    @Test("20.47 miter, bevel and round joins fill the outer corner of a right-angle turn")
    func joins() {
        // The outer corner of the turn at (100, 0) is towards (105, -5).
        let miter = stroke(line(corner: true), join: .miter)
        #expect(miter.contains(CGPoint(x: 104.5, y: -4.5)))
        let bevel = stroke(line(corner: true), join: .bevel)
        #expect(bevel.contains(CGPoint(x: 102, y: -2)))
        #expect(!bevel.contains(CGPoint(x: 104, y: -4)))
        let round = stroke(line(corner: true), join: .round)
        #expect(round.contains(CGPoint(x: 103, y: -3)))
        #expect(!round.contains(CGPoint(x: 104, y: -4)))
        // A right angle's miter is √2 widths long: a limit of 1.2 turns it into a bevel.
        let limited = stroke(line(corner: true), join: .miter, miterLimit: 1.2)
        #expect(!limited.contains(CGPoint(x: 104, y: -4)))
        #expect(limited.contains(CGPoint(x: 102, y: -2)))
        // The inner side of the corner is covered by the two segments.
        #expect(miter.contains(CGPoint(x: 96, y: 4)))
        #expect(!miter.contains(CGPoint(x: 94, y: 6)))
    }

    @Test("20.47 a closed rectangle's stroke is a frame: its inside is not part of it")
    func closedRectangle() {
        let outline = stroke(CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil))
        #expect(outline.contains(CGPoint(x: -4.5, y: -4.5)))
        #expect(outline.contains(CGPoint(x: 104.5, y: 104.5)))
        #expect(outline.contains(CGPoint(x: 50, y: 4)))
        #expect(!outline.contains(CGPoint(x: 50, y: 6)))
        #expect(!outline.contains(CGPoint(x: 50, y: 50)))
        #expect(outline.boundingBoxOfPath == CGRect(x: -5, y: -5, width: 110, height: 110))
    }

    @Test("20.47 a circle's stroke is a ring around the curve")
    func circle() {
        let outline = stroke(CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil))
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.3) {
            func at(_ r: Double) -> CGPoint { CGPoint(x: r * cos(angle), y: r * sin(angle)) }
            #expect(outline.contains(at(50)))
            #expect(outline.contains(at(54.5)))
            #expect(outline.contains(at(45.5)))
            #expect(!outline.contains(at(55.5)))
            #expect(!outline.contains(at(44.5)))
        }
    }

    @Test("20.47 the transform applies to the outline, and a width that is not positive gives an empty path")
    func transformAndWidth() {
        let moved = stroke(line(), transform: CGAffineTransform(translationX: 200, y: 0))
        #expect(moved.contains(CGPoint(x: 250, y: 4)))
        #expect(!moved.contains(CGPoint(x: 50, y: 4)))
        #expect(stroke(line(), width: 0).isEmpty)
        #expect(stroke(line(), width: -3).isEmpty)
        #expect(stroke(line(), width: .nan).isEmpty)
        // A point of a zero-length segment: a disc with round caps, nothing with butt caps.
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 10, y: 10))
        dot.addLine(to: CGPoint(x: 10, y: 10))
        #expect(stroke(dot, cap: .round).contains(CGPoint(x: 13, y: 13)))
        #expect(stroke(dot, cap: .butt).isEmpty)
    }
}

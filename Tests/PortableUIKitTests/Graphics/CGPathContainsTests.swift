import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@Suite("CGPath containment", .isolatedRuntime)
struct CGPathContainsTests {
    /// An outer square and an inner square drawn in the same direction.
    private func nestedSquares() -> CGMutablePath {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        return path
    }

    @Test("nonzero winding fills the hole of same-direction nested squares; even-odd leaves it empty")
    func fillRules() {
        let path = nestedSquares()
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
    }

    @Test("an open subpath is closed by a straight line when testing, as filling does")
    func openSubpathIsImplicitlyClosed() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(path.contains(CGPoint(x: 8, y: 2)), "below the closing diagonal")
        #expect(!path.contains(CGPoint(x: 2, y: 8)), "above the closing diagonal")
    }

    @Test("the transform maps the point before the test")
    func transformedPoint() {
        let path = CGPath(rect: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 45, y: 45)))
    }

    @Test("curved outline: a circle of radius 50 contains (85, 85) at distance 49.5 but not (86, 86)")
    func circle() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        #expect(path.contains(CGPoint(x: 85, y: 85)))
        #expect(!path.contains(CGPoint(x: 86, y: 86)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
    }

    @Test("an S-shaped cubic closed by its chord holds one lobe above and one below")
    func cubicLobes() {
        // y(t) = 90·t(1 − t)(1 − 2t) along x = 30t: positive lobe for x < 15, negative after.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 30), control2: CGPoint(x: 20, y: -30))
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 7, y: 4)))
        #expect(!path.contains(CGPoint(x: 7, y: -4)))
        #expect(path.contains(CGPoint(x: 23, y: -4)))
        #expect(!path.contains(CGPoint(x: 23, y: 4)))
        #expect(!path.contains(CGPoint(x: 7, y: 9)), "above the lobe's peak of 5√3 ≈ 8.66")
    }
}

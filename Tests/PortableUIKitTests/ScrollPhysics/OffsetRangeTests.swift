import Foundation
import Testing
@testable import PortableUIKit

/// Pins spec 7.6 (legal contentOffset range).
struct OffsetRangeTests {
    @Test("7.6 tall content with top and bottom insets")
    func tallContentWithInsets() {
        let range = ScrollOffsetRange(
            contentSize: CGSize(width: 320, height: 2000),
            boundsSize: CGSize(width: 320, height: 480),
            adjustedInsetTop: 64, left: 0, bottom: 49, right: 0
        )
        #expect(range.minimum == CGPoint(x: 0, y: -64))
        #expect(range.maximum == CGPoint(x: 0, y: 1569))
    }

    @Test("7.6 content smaller than the bounds: maximum equals minimum")
    func smallContent() {
        let range = ScrollOffsetRange(
            contentSize: CGSize(width: 100, height: 100),
            boundsSize: CGSize(width: 320, height: 480),
            adjustedInsetTop: 20, left: 0, bottom: 0, right: 0
        )
        #expect(range.minimum == CGPoint(x: 0, y: -20))
        #expect(range.maximum == range.minimum)
        #expect(range.vertical.length == 0)
    }

    @Test("7.6 left and right insets")
    func horizontalInsets() {
        let range = ScrollOffsetRange(
            contentSize: CGSize(width: 1000, height: 480),
            boundsSize: CGSize(width: 320, height: 480),
            adjustedInsetTop: 0, left: 10, bottom: 0, right: 30
        )
        #expect(range.horizontal.minimum == -10)
        #expect(range.horizontal.maximum == 710)
        #expect(range.vertical.minimum == 0)
        #expect(range.vertical.maximum == 0)
    }

    @Test("7.6 clamp and contains")
    func clampAndContains() {
        let range = ScrollOffsetRange(
            horizontal: ScrollAxisRange(minimum: -10, maximum: 710),
            vertical: ScrollAxisRange(minimum: -64, maximum: 1569)
        )
        #expect(range.clamp(CGPoint(x: -50, y: 2000)) == CGPoint(x: -10, y: 1569))
        #expect(range.clamp(CGPoint(x: 800, y: -100)) == CGPoint(x: 710, y: -64))
        #expect(range.clamp(CGPoint(x: 12, y: 34)) == CGPoint(x: 12, y: 34))
        #expect(range.contains(CGPoint(x: -10, y: 1569)))
        #expect(!range.contains(CGPoint(x: -10.5, y: 0)))
        #expect(!range.contains(CGPoint(x: 0, y: 1569.5)))
        #expect(range.vertical.overshoot(of: 1600) == 31)
        #expect(range.vertical.overshoot(of: -70) == -6)
        #expect(range.vertical.overshoot(of: 100) == 0)
    }

    @Test("7.6 per-axis range: when the maximum is below the minimum, the minimum wins")
    func minimumWins() {
        let axis = ScrollAxisRange(minimum: 5, maximum: -3)
        #expect(axis.minimum == 5)
        #expect(axis.maximum == 5)
        #expect(axis.clamp(100) == 5)
    }
}

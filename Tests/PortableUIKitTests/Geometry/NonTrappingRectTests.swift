import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Rectangles that never trap (issue 18)", .isolatedRuntime)
struct NonTrappingRectTests {
    @Test(
        "issue 18 geometry: nonTrappingIntersection equals Foundation's for finite rectangles, null ones and disjoint ones"
    )
    func finiteIntersectionMatchesFoundation() {
        let rects = [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 50, y: -20, width: 100, height: 60),
            CGRect(x: 200, y: 200, width: 10, height: 10), CGRect(x: 90, y: 90, width: -40, height: -40), .null, .zero,
        ]
        for a in rects {
            for b in rects {
                #expect(a.nonTrappingIntersection(b) == a.intersection(b), "\(a) ∩ \(b)")
            }
        }
    }

    @Test("issue 18 geometry: a NaN rectangle intersects as NaN (never as null) and contains no point")
    func nanFlowsThrough() {
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let result = nan.nonTrappingIntersection(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(result.origin.x.isNaN && result.size.width.isNaN)
        #expect(!result.isNull)
        #expect(!nan.nonTrappingContains(CGPoint(x: 5, y: 5)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).nonTrappingContains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).nonTrappingContains(CGPoint(x: 0, y: 9.5)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).nonTrappingContains(CGPoint(x: 10, y: 5)))
        #expect(!CGRect.null.nonTrappingContains(.zero))
    }

    @Test("issue 18 geometry: a view with a NaN frame in a window keeps it through layout, hit tests and safe area")
    func nanFrameInWindow() {
        let host = HeadlessHost(safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 100)
        host.runUntilIdle()
        #expect(view.frame.origin.x.isNaN)
        #expect(view.bounds.size.width == .infinity, "the bounds keep the infinite width")
        #expect(!view.point(inside: CGPoint(x: CGFloat.nan, y: 5), with: nil))
        #expect(view.safeAreaInsets == .zero)
        #expect(host.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === host.window)
    }
}

import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// The scroll indicators renderers draw (UIKit documents neither their geometry nor their timing
/// [UNC]: ScrollIndicatorLayout's choices), and when a scroll view shows them.
@MainActor
@Suite("Scroll indicators", .isolatedRuntime)
struct ScrollIndicatorTests {
    private func layout(offset: CGFloat, content: CGFloat, insets: UIEdgeInsets = .zero) -> ScrollIndicatorLayout {
        ScrollIndicatorLayout(
            bounds: CGRect(x: 0, y: offset, width: 320, height: 480), contentSize: CGSize(width: 320, height: content),
            contentInset: insets, indicatorInsets: .zero)
    }

    @Test(
        "UNC the vertical thumb: length = track × visible / content, at the top at offset 0, at the bottom at the end, 3 pt from the edges"
    )
    func verticalThumb() throws {
        // Track: 480 − 2 × 3 = 474; half the content visible: 237 long.
        #expect(layout(offset: 0, content: 960).vertical == CGRect(x: 314, y: 3, width: 3, height: 237))
        #expect(layout(offset: 480, content: 960).vertical == CGRect(x: 314, y: 480 + 3 + 237, width: 3, height: 237))
        #expect(layout(offset: 240, content: 960).vertical == CGRect(x: 314, y: 240 + 3 + 118.5, width: 3, height: 237))
        #expect(layout(offset: 0, content: 480).vertical == nil, "content that fits has no indicator")
        #expect(layout(offset: 0, content: 960).horizontal == nil)
    }

    @Test("UNC the thumb is never shorter than 36 pt, and an overscroll shortens it (down to its thickness)")
    func shortAndOverscrolled() throws {
        #expect(try #require(layout(offset: 0, content: 48_000).vertical).height == 36)
        let pulled = try #require(layout(offset: -100, content: 960).vertical)
        #expect(
            pulled == CGRect(x: 314, y: -100 + 3, width: 3, height: 137),
            "pulled 100 pt down: 100 pt shorter, pinned at the top")
        #expect(try #require(layout(offset: -1_000, content: 960).vertical).height == 3)
        let insetTop = try #require(
            layout(offset: -50, content: 960, insets: UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)).vertical)
        #expect(
            insetTop.minY == -47 && abs(insetTop.height - 474 * 480 / 1010) < 1e-9,
            "resting at the inset top is not an overscroll: \(insetTop)")
    }

    @Test("UNC opacity: 1 while the content moves and 0.5 s after, then a 0.3 s fade; never shown: 0")
    func opacity() {
        #expect(ScrollIndicatorLayout.opacity(sinceShown: 10, moving: true) == 1)
        #expect(ScrollIndicatorLayout.opacity(sinceShown: 0.4, moving: false) == 1)
        #expect(abs(ScrollIndicatorLayout.opacity(sinceShown: 0.65, moving: false) - 0.5) < 1e-9)
        #expect(ScrollIndicatorLayout.opacity(sinceShown: 0.8, moving: false) == 0)
        #expect(ScrollIndicatorLayout.opacity(sinceShown: .infinity, moving: false) == 0)
    }

    @Test(
        "a drag shows the indicator, it fades after the content rests; a programmatic offset does not show it; flashScrollIndicators does"
    )
    func whenShown() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 3000))
        let scrollView = scene.scrollView
        #expect(scrollView.scrollIndicators(at: CACurrentMediaTime()).isEmpty, "nothing before any scroll")
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(
            scrollView.scrollIndicators(at: CACurrentMediaTime()).isEmpty, "setting contentOffset does not show them")

        scene.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5, steps: 20)
        let during = scrollView.scrollIndicators(at: CACurrentMediaTime())
        #expect(during.count == 1 && during.first?.opacity == 1 && during.first?.isLight == false)
        scene.host.runUntilIdle()
        scene.host.advance(by: 1)
        #expect(scrollView.scrollIndicators(at: CACurrentMediaTime()).isEmpty, "faded out after the content rested")

        scrollView.flashScrollIndicators()
        #expect(scrollView.scrollIndicators(at: CACurrentMediaTime()).count == 1)
        scrollView.indicatorStyle = .white
        #expect(scrollView.scrollIndicators(at: CACurrentMediaTime()).first?.isLight == true)
        scrollView.showsVerticalScrollIndicator = false
        #expect(scrollView.scrollIndicators(at: CACurrentMediaTime()).isEmpty)
    }

    @Test("CALayer.cornerCurve: .circular by default, copied to the presentation; the expansion factors")
    func cornerCurve() {
        let layer = CALayer()
        #expect(layer.cornerCurve == .circular)
        layer.cornerCurve = .continuous
        #expect(CALayer(layer: layer).cornerCurve == .continuous)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.528665) < 1e-6)
    }
}

import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// The renderer draws a scroll view's indicators over its content while they show.
@MainActor
@Suite("Scroll indicators, rendered", .isolatedRuntime)
struct ScrollIndicatorRenderTests {
    @Test(
        "a flashed vertical indicator is a dark capsule at the right edge over white content; none before, none after it fades"
    )
    func drawnWhileShown() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400))
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 200, height: 800)
        host.window.addSubview(scrollView)
        host.runUntilIdle()
        let renderer = WindowRenderer(scale: 1)
        // The thumb: 3 pt wide, 3 pt from the right edge (x 194…197), 197 pt long from y = 3.
        #expect(renderer.render(host.window).rgba(195, 100) == .white, "no indicator before any scroll")
        scrollView.flashScrollIndicators()
        let shown = renderer.render(host.window).rgba(195, 100)
        #expect(shown.isClose(to: RGBA8(166, 166, 166), tolerance: 3), "35 % black over white: \(shown)")
        #expect(renderer.render(host.window).rgba(195, 260) == .white, "the thumb ends at half the track")
        host.advance(by: 1)
        #expect(renderer.render(host.window).rgba(195, 100) == .white, "faded out")
    }
}

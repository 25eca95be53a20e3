import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The controller's tab strip (seed 003's TODO 1): titles from the data source, the indicator on
/// the pages every frame, the selection on the landed page, a tap selecting with the spring.
@MainActor
@Suite("Sticky header: the tab strip", .isolatedRuntime)
struct StickyHeaderTabStripTests {
    /// The fixture with a strip in the header's pinned 44 pt.
    private func fixture(titles: [String]? = ["Posts", "Replies", "Likes"]) -> (StickyFixture, TabStrip) {
        let strip = TabStrip(frame: CGRect(x: 0, y: 256, width: 390, height: 44))
        strip.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let f = StickyFixture { controller in
            controller.tabStrip = strip
        }
        f.pages.titles = titles
        f.header.addSubview(strip)
        f.controller.reloadData()
        f.settle()
        return (f, strip)
    }

    @Test(
        "issue 17 tab strip: titles come from the data source, else the page numbers; they follow insertChild and removeChild"
    )
    func titles() {
        let (f, strip) = fixture()
        #expect(strip.titles == ["Posts", "Replies", "Likes"] && strip.selectedIndex == 0)
        f.pages.titles = nil
        f.pages.rows.append(10)
        f.controller.insertChild(at: 3)
        #expect(strip.titles == ["1", "2", "3", "4"])
        f.pages.rows.remove(at: 0)
        f.controller.removeChild(at: 0)
        f.settle()
        #expect(strip.titles == ["1", "2", "3"] && strip.selectedIndex == f.controller.selectedIndex)
        f.expectValid()
    }

    @Test("issue 17 tab strip: the indicator follows a swipe every frame and the selection follows the landing")
    func followsSwipe() {
        let (f, strip) = fixture()
        let start = CGPoint(x: 350, y: 600)
        f.host.touchDown(at: start)
        var followed: [(CGFloat, CGFloat)] = []
        for step in 1...12 {
            f.host.advance(by: 1.0 / 60.0)
            f.host.touchMove(to: CGPoint(x: 350 - CGFloat(step) * 25, y: 600))
            followed.append((f.controller.pagePosition, strip.indicatorPosition))
        }
        #expect(followed.allSatisfy { abs($0.0 - $0.1) < 1e-9 }, "\(followed)")
        #expect((followed.last?.1 ?? 0) > 0.5 && strip.selectedIndex == 0)
        f.host.touchUp(at: CGPoint(x: 50, y: 600))
        f.settle()
        #expect(strip.selectedIndex == 1 && strip.indicatorPosition == 1 && f.controller.selectedIndex == 1)
        f.expectValid()
    }

    @Test(
        "issue 17 tab strip: a tap on a tab selects its child with the pager's spring; the indicator follows every frame and lands"
    )
    func tapSelects() {
        let (f, strip) = fixture()
        let tab = strip.convert(strip.frameForTab(at: 2), to: f.host.window)
        f.delegate.log = []
        f.host.tap(at: CGPoint(x: tab.midX, y: tab.midY))
        var indicator: [CGFloat] = []
        for _ in 0..<30 {
            f.host.advance(by: 1.0 / 60.0)
            indicator.append(strip.indicatorPosition)
        }
        f.settle()
        #expect(f.controller.selectedIndex == 2 && strip.selectedIndex == 2 && strip.indicatorPosition == 2)
        #expect(indicator.contains { $0 > 0.5 && $0 < 1.5 }, "it travels: \(indicator)")
        #expect(zip(indicator, indicator.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "\(indicator)")
        #expect(f.delegate.log == ["will(2)", "did(2)"])
        f.expectValid()
    }

    @Test("issue 17 tab strip: a strip replaced is let go — its taps no longer select")
    func replaced() {
        let (f, strip) = fixture()
        let other = TabStrip(frame: CGRect(x: 0, y: 256, width: 390, height: 44))
        f.controller.tabStrip = other
        #expect(other.titles == ["Posts", "Replies", "Likes"])
        let tab = strip.convert(strip.frameForTab(at: 1), to: f.host.window)
        f.host.tap(at: CGPoint(x: tab.midX, y: tab.midY))
        f.settle()
        #expect(strip.selectedIndex == 1, "the old strip still takes the tap itself")
        #expect(f.controller.selectedIndex == 0, "but no longer selects a child")
        // Positive control: the same tap on the strip in use selects.
        strip.removeFromSuperview()
        other.frame = CGRect(x: 0, y: 256, width: 390, height: 44)
        f.header.addSubview(other)
        f.host.runUntilIdle()
        let otherTab = other.convert(other.frameForTab(at: 1), to: f.host.window)
        f.host.tap(at: CGPoint(x: otherTab.midX, y: otherTab.midY))
        f.settle()
        #expect(f.controller.selectedIndex == 1)
        f.expectValid()
    }
}

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTestTraits

/// The pure geometry of a tab strip: fill or overflow, mirrored right to left, the indicator
/// interpolated between titles and the scroll offset that centres it.
@MainActor
@Suite("TabStripLayout (issue 17 TabStrip geometry, no views)", .isolatedRuntime)
struct TabStripLayoutTests {
    /// Titles 40, 80 and 60 wide, spacing 20, inset 10.
    func layout(width: CGFloat, rtl: Bool = false, titles: [CGFloat] = [40, 80, 60]) -> TabStripLayout {
        TabStripLayout(titleWidths: titles, width: width, tabSpacing: 20, contentInset: 10, isRightToLeft: rtl)
    }

    @Test("issue 17 TabStrip: tabs that fit fill the width, the extra space shared equally")
    func fill() {
        let l = layout(width: 300)  // needs 10 + 60 + 100 + 80 + 10 = 260: 40 spare, 40/3 each
        #expect(!l.overflows && l.contentWidth == 300)
        let extra: CGFloat = 40.0 / 3
        #expect(close(l.tabSpans[0].minX, 10) && close(l.tabSpans[0].width, 60 + extra))
        #expect(close(l.tabSpans[1].minX, 70 + extra) && close(l.tabSpans[1].width, 100 + extra))
        #expect(close(l.tabSpans[2].minX + l.tabSpans[2].width, 290), "the last tab ends at the inset")
        #expect(close(l.titleSpan(at: 1).midX, l.tabSpans[1].midX) && l.titleSpan(at: 1).width == 80)
    }

    @Test("issue 17 TabStrip: tabs that do not fit overflow at their natural widths")
    func overflow() {
        let l = layout(width: 200)
        #expect(l.overflows && l.contentWidth == 260)
        #expect(l.tabSpans.map(\.minX) == [10, 70, 170] && l.tabSpans.map(\.width) == [60, 100, 80])
    }

    @Test(
        "issue 17 TabStrip: indicator at integer positions is the title's span; between them centre and width interpolate"
    )
    func indicatorInterpolates() throws {
        let l = layout(width: 200)
        let t0 = l.titleSpan(at: 0), t1 = l.titleSpan(at: 1)
        #expect(try #require(l.indicatorSpan(at: 0)) == t0)
        #expect(try #require(l.indicatorSpan(at: 1)) == t1)
        let quarter = try #require(l.indicatorSpan(at: 0.25))
        #expect(close(quarter.midX, t0.midX + (t1.midX - t0.midX) * 0.25))
        #expect(close(quarter.width, 40 + 40 * 0.25), "width 40 → 80, a quarter of the way: 50")
        #expect(try #require(l.indicatorSpan(at: 7)) == l.titleSpan(at: 2), "clamped to the last tab")
        #expect(try #require(l.indicatorSpan(at: -3)) == t0, "clamped to the first tab")
        #expect(layout(width: 200, titles: []).indicatorSpan(at: 0) == nil)
    }

    @Test("issue 17 TabStrip: right to left mirrors every span within the content")
    func rightToLeft() throws {
        for width: CGFloat in [200, 300] {
            let ltr = layout(width: width), rtl = layout(width: width, rtl: true)
            #expect(rtl.contentWidth == ltr.contentWidth)
            for (a, b) in zip(ltr.tabSpans, rtl.tabSpans) {
                #expect(close(b.minX, ltr.contentWidth - a.minX - a.width))
            }
            let a = try #require(ltr.indicatorSpan(at: 0.5)), b = try #require(rtl.indicatorSpan(at: 0.5))
            #expect(close(b.midX, ltr.contentWidth - a.midX) && close(a.width, b.width))
            #expect(rtl.tabSpans[0].midX > rtl.tabSpans[1].midX, "tab 0 is at the right")
        }
    }

    @Test("issue 17 TabStrip: overflow offset centres the indicator, clamped to the content, interpolated between tabs")
    func scrollOffset() {
        let l = TabStripLayout(
            titleWidths: Array(repeating: 50, count: 10), width: 200, tabSpacing: 20, contentInset: 0,
            isRightToLeft: false)
        #expect(l.contentWidth == 700)
        #expect(l.contentOffset(at: 0) == 0, "the first tab cannot be centred: clamped")
        #expect(l.contentOffset(at: 9) == 500, "the last: clamped to the end")
        #expect(close(l.contentOffset(at: 5), 5 * 70 + 35 - 100))
        #expect(close(l.contentOffset(at: 5.5), (l.contentOffset(at: 5) + l.contentOffset(at: 6)) / 2))
        #expect(l.contentOffset(at: 5) < l.contentOffset(at: 6))
        let rtl = TabStripLayout(
            titleWidths: Array(repeating: 50, count: 10), width: 200, tabSpacing: 20, contentInset: 0,
            isRightToLeft: true)
        #expect(rtl.contentOffset(at: 0) == 500 && rtl.contentOffset(at: 9) == 0, "right to left, tab 0 is at the end")
        #expect(layout(width: 300).contentOffset(at: 2) == 0, "no offset when the tabs fit")
    }

    @Test("issue 17 TabStrip: a content x finds its tab; the insets are no tab; emphasis falls off over one tab")
    func hitAndEmphasis() {
        let l = layout(width: 200)
        #expect(l.tabIndex(atContentX: 5) == nil && l.tabIndex(atContentX: 255) == nil)
        #expect(l.tabIndex(atContentX: 10) == 0 && l.tabIndex(atContentX: 69.5) == 0 && l.tabIndex(atContentX: 70) == 1)
        #expect(l.tabIndex(atContentX: 249) == 2)
        #expect(TabStripLayout.emphasis(ofTab: 1, at: 1) == 1 && TabStripLayout.emphasis(ofTab: 1, at: 1.25) == 0.75)
        #expect(TabStripLayout.emphasis(ofTab: 1, at: 2.5) == 0 && TabStripLayout.emphasis(ofTab: 0, at: .nan) == 0)
    }

    @Test("issue 17 TabStrip: NaN, infinite and negative lengths are taken as 0, never a trap")
    func robustness() {
        let l = TabStripLayout(
            titleWidths: [.nan, -5, .infinity], width: .nan, tabSpacing: -1, contentInset: .infinity,
            isRightToLeft: false)
        #expect(l.contentWidth == 0 && l.tabSpans.allSatisfy { $0.width == 0 })
        #expect(l.clamped(.nan) == 0 && l.contentOffset(at: .infinity) == 0)
    }
}

import Foundation
import Testing
@testable import Containment
import ContainmentTestTraits
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The pure header engine, without views (issue 17: "A pure StickyHeaderLayout engine (header
/// offset, pin, stretch, inset sync, alignment on page switch) tested without views").
@MainActor
@Suite("Sticky header layout engine", .isolatedRuntime)
struct StickyHeaderLayoutTests {
    let layout = StickyHeaderLayout(headerHeight: 300, pinnedHeaderHeight: 44, pinTop: 20)

    @Test(
        "issue 17 engine: the header moves 1:1 with the scroll until it pins at the safe-area top with the pinned part left"
    )
    func collapse() {
        #expect(layout.collapseRange == 236)
        for scroll in stride(from: 0 as CGFloat, through: 236, by: 4) {
            #expect(layout.headerFrame(scroll: scroll, width: 390) == CGRect(x: 0, y: -scroll, width: 390, height: 300))
        }
        for scroll: CGFloat in [236, 237, 1_000, 1e9] {
            let frame = layout.headerFrame(scroll: scroll, width: 390)
            #expect(frame.minY == -236 && frame.maxY == 64, "the pinned 44 pt hang below the 20 pt safe area")
            #expect(layout.position(scroll: scroll, width: 390).isPinned)
        }
        #expect(!layout.position(scroll: 235.9, width: 390).isPinned)
        #expect(layout.position(scroll: 118, width: 390).collapseProgress == 0.5)
    }

    @Test("issue 17 engine: no jump at the pin point — the header's top is continuous and monotone across it")
    func continuousAtPin() {
        let tops = stride(from: 200 as CGFloat, through: 280, by: 0.25).map {
            layout.headerFrame(scroll: $0, width: 1).minY
        }
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 && $0 - $1 <= 0.25 + 1e-9 })
    }

    @Test("issue 17 engine: a pull-down lowers the header with the list, or stretches it from the top")
    func overscroll() {
        #expect(layout.headerFrame(scroll: -50, width: 390) == CGRect(x: 0, y: 50, width: 390, height: 300))
        var stretching = layout
        stretching.stretchesOnOverscroll = true
        #expect(stretching.headerFrame(scroll: -50, width: 390) == CGRect(x: 0, y: 0, width: 390, height: 350))
        #expect(stretching.position(scroll: -50, width: 390).overscroll == 50)
        #expect(stretching.position(scroll: -50, width: 390).collapseProgress == 0)
    }

    @Test("issue 17 engine: inset sync — content under the whole header, the indicator under the header as shown")
    func insets() {
        #expect(layout.contentInsetTop(listTop: 0) == 300)
        #expect(layout.contentInsetTop(listTop: 100) == 200)
        #expect(layout.contentInsetTop(listTop: 400) == 0)
        #expect(layout.indicatorInsetTop(scroll: 0, listTop: 0) == 300)
        #expect(layout.indicatorInsetTop(scroll: 100, listTop: 0) == 200)
        #expect(layout.indicatorInsetTop(scroll: 5_000, listTop: 0) == 64)
        #expect(layout.indicatorInsetTop(scroll: 5_000, listTop: 100) == 0)
    }

    @Test(
        "issue 17 engine: alignment on page switch — aligned exactly while the header shows, at least the pin once pinned"
    )
    func alignment() {
        // Partly shown header: the page takes the header's scroll, whatever its own.
        #expect(layout.alignedScroll(pageScroll: 0, headerScroll: 120) == 120)
        #expect(layout.alignedScroll(pageScroll: 900, headerScroll: 120) == 120)
        // Pull-down: the other pages rest at the top.
        #expect(layout.alignedScroll(pageScroll: 40, headerScroll: -60) == 0)
        // Pinned: own scroll, at least the pin.
        #expect(layout.alignedScroll(pageScroll: 900, headerScroll: 400) == 900)
        #expect(layout.alignedScroll(pageScroll: 10, headerScroll: 400) == 236)
        // An aligned page shows the header where it is: no jump on landing.
        for header: CGFloat in [0, 50, 235, 236, 600] {
            let page = layout.alignedScroll(pageScroll: 0, headerScroll: header)
            #expect(layout.headerFrame(scroll: page, width: 390) == layout.headerFrame(scroll: header, width: 390))
        }
    }

    @Test("issue 17 engine: a short list gets the bottom inset that lets it scroll to the pin")
    func minimumBottom() {
        // 220 pt of content in 844 pt with a 300 pt top inset: scroll to the pin needs
        // contentHeight + bottom - viewport + insetTop >= collapseRange.
        let bottom = layout.minimumBottomInset(contentHeight: 220, viewportHeight: 844, insetTop: 300)
        #expect(bottom == 560, "236 - 300 + 844 - 220")
        let reach: CGFloat = 220 + bottom - 844 + 300
        #expect(reach == layout.collapseRange)
        #expect(layout.minimumBottomInset(contentHeight: 10_000, viewportHeight: 844, insetTop: 300) == 0)
    }

    @Test(
        "issue 17 engine: every function is total — NaN, infinities and negative lengths read as 0, the pinned part at most the header"
    )
    func sanitised() {
        let hostile = StickyHeaderLayout(headerHeight: .nan, pinnedHeaderHeight: -.infinity, pinTop: .infinity)
        #expect(hostile.height == 0 && hostile.pinnedHeight == 0 && hostile.collapseRange == 0)
        #expect(hostile.headerFrame(scroll: .nan, width: .infinity) == .zero)
        var tall = StickyHeaderLayout(headerHeight: 100, pinnedHeaderHeight: 500)
        #expect(tall.pinnedHeight == 100 && tall.collapseRange == 0)
        #expect(tall.headerFrame(scroll: 1_000, width: 10).minY == 0 && tall.position(scroll: 1, width: 10).isPinned)
        tall.pinTop = .nan
        #expect(tall.alignedScroll(pageScroll: .nan, headerScroll: .infinity) == 0)
        #expect(layout.minimumBottomInset(contentHeight: .nan, viewportHeight: .infinity, insetTop: .nan).isFinite)
    }
}

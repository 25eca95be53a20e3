import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// reloadData while a page change is under way (found by the sticky-header random sequences,
/// issue 17): the motion lands first, but the pages that landing would bring in are let go at
/// once, so the data source, which already has its new count, is never asked for a page past it.
@MainActor
@Suite("Paging: reloadData mid-motion", .isolatedRuntime)
struct PagingReloadMidMotionTests {
    @Test("5.6 reloadData during an animated selection with fewer pages asks the data source only for pages it has")
    func reloadDuringAnimatedSelection() {
        let f = PagingFixture(pages: 5)
        f.pager.select(pageAt: 3, animated: true)
        f.host.advance(by: 0.05)
        f.pages.requested = []
        f.pages.count = 2
        f.pager.reloadData()
        f.settle()
        #expect(f.pages.requested.allSatisfy { $0 < 2 }, "asked for \(f.pages.requested)")
        #expect(f.pager.selectedIndex == 1 && f.pager.children.count == 2)
        f.expectValid()
    }

    @Test("5.6 reloadData during a held drag with fewer pages asks the data source only for pages it has")
    func reloadDuringDrag() {
        let f = PagingFixture(pages: 5)
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.drag(by: -250)
        f.pages.requested = []
        f.pages.count = 3
        f.pager.reloadData()
        f.host.touchUp(at: f.point(-250, vertical: false))
        f.settle()
        #expect(f.pages.requested.allSatisfy { $0 < 3 }, "asked for \(f.pages.requested)")
        #expect(f.pager.selectedIndex == 2)
        f.expectValid()
    }
}

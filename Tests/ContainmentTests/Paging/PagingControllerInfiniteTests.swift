import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// `isInfinite` through the real controller: the neighbour across the seam is laid out beside
/// the selected page, and landing there puts the content back in the new page's own place.
@MainActor
@Suite("PagingController — infinite wrap", .isolatedRuntime)
struct PagingControllerInfiniteTests {
    @Test("infinite wrap: a swipe past the last page lands on the first with one begin/end pair each")
    func swipePastLast() {
        let f = PagingFixture(pages: 3) { $0.isInfinite = true }
        #expect(Set(f.pages.requested) == [2, 0, 1] && f.liveCount == 3)
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.recorder.reset(); f.delegate.log = []
        f.drag(by: -250)
        #expect(f.trace == ["P0.viewWillAppear(true)", "P2.viewWillDisappear(true)"])
        // Page 0 sits beside page 2 (in the room after the last page), not in its own place.
        let selectedX = f.pager.selectedViewController?.view.frame.minX ?? -1
        #expect(selectedX == 3 * 390 && f.pager.children.contains { $0.view.frame.minX == selectedX + 390 })
        f.lift(at: -250)
        f.settle()
        #expect(
            f.trace == [
                "P0.viewWillAppear(true)", "P2.viewWillDisappear(true)", "P0.viewDidAppear(true)",
                "P2.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 0)
        #expect(f.pager.scrollView.contentOffset.x == 390 && f.pager.selectedViewController?.view.frame.minX == 390)
        #expect(f.delegate.log == ["willBegin(2→0)", "didFinish(2→0, true)"])
        #expect(f.liveCount == 3)
        f.expectValid()
    }

    @Test("infinite wrap vertically with page spacing: a swipe up past the last page lands on the first, shown whole")
    func verticalWithSpacing() {
        let f = PagingFixture(pages: 3, orientation: .vertical) {
            $0.isInfinite = true
            $0.interPageSpacing = 10
        }
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.recorder.reset()
        f.drag(by: -500, vertical: true)  // past half of the 844 pt page
        #expect(f.trace == ["P0.viewWillAppear(true)", "P2.viewWillDisappear(true)"])
        f.lift(at: -500, vertical: true)
        f.settle()
        #expect(f.trace.suffix(2) == ["P0.viewDidAppear(true)", "P2.viewDidDisappear(true)"])
        #expect(f.pager.selectedIndex == 0)
        let shown = f.pager.selectedViewController?.view.frame ?? .null
        #expect(
            shown.size == CGSize(width: 390, height: 844), "a page is the pager's size; the spacing lies between pages")
        #expect(f.pager.scrollView.contentOffset == shown.origin, "at rest the selected page fills the pager")
        #expect(f.pager.scrollView.contentOffset.x == 0)
        f.expectValid()
    }

    @Test("infinite wrap: a swipe before the first page lands on the last")
    func swipeBeforeFirst() {
        let f = PagingFixture(pages: 4) { $0.isInfinite = true }
        f.drag(by: 250)
        #expect(f.trace == ["P3.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        f.lift(at: 250)
        f.settle()
        #expect(f.trace.suffix(2) == ["P3.viewDidAppear(true)", "P0.viewDidDisappear(true)"])
        #expect(f.pager.selectedIndex == 3 && f.pager.scrollView.contentOffset.x == 4 * 390)
        f.expectValid()
    }

    @Test("infinite wrap: a finger dragging across the seam and on lands on the first page, then turns back to it")
    func dragAcrossSeam() {
        let f = PagingFixture(pages: 3) { $0.isInfinite = true }
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.recorder.reset(); f.delegate.log = []
        let start = CGPoint(x: 385, y: 422)
        f.host.touchDown(at: start)
        f.host.moveTouch(from: start, to: CGPoint(x: -100, y: 422), duration: 0.4, steps: 40)
        #expect(f.pager.selectedIndex == 0)
        #expect(f.pager.pagePosition > 0 && f.pager.pagePosition < 0.5)
        f.host.advance(by: 0.3)
        f.host.touchUp(at: CGPoint(x: -100, y: 422))
        f.settle()
        #expect(
            f.trace == [
                "P0.viewWillAppear(true)", "P2.viewWillDisappear(true)", "P0.viewDidAppear(true)",
                "P2.viewDidDisappear(true)",
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                "P0.viewWillAppear(true)", "P0.viewDidAppear(true)", "P1.viewWillDisappear(true)",
                "P1.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 0 && f.pager.scrollView.contentOffset.x == 390)
        f.expectValid()
    }

    @Test(
        "infinite wrap right to left: a drag to the left from the first page turns to the last, laid out on its right")
    func rightToLeft() {
        let f = PagingFixture(pages: 3, layoutDirection: .rightToLeft) { $0.isInfinite = true }
        // Right to left page 0 is at the far right: after it (to its left) come 1 and 2, and the
        // room for the seam is one page at each end.
        #expect(f.pager.scrollView.contentOffset.x == 3 * 390 && f.pager.scrollView.contentSize.width == 5 * 390)
        f.drag(by: -250)
        #expect(f.trace == ["P2.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        #expect(f.pager.children.contains { $0.view.frame.minX == 4 * 390 })
        f.lift(at: -250)
        f.settle()
        #expect(f.trace.suffix(2) == ["P2.viewDidAppear(true)", "P0.viewDidDisappear(true)"])
        #expect(f.pager.selectedIndex == 2 && f.pager.scrollView.contentOffset.x == 390)
        #expect(f.pager.selectedViewController?.view.frame.minX == 390)
        f.expectValid()
    }

    @Test("infinite wrap with one page: nothing to wrap to; a drag rubber-bands with no callbacks")
    func onePage() {
        let f = PagingFixture(pages: 1) { $0.isInfinite = true }
        #expect(f.pager.scrollView.contentSize.width == 390 && f.liveCount == 1)
        f.drag(by: -250)
        f.lift(at: -250)
        f.settle()
        #expect(f.trace.isEmpty && f.pager.selectedIndex == 0 && f.delegate.log.isEmpty)
        f.expectValid()
    }

    @Test("infinite wrap with two pages: the other page is the neighbour on the side the finger drags towards")
    func twoPages() {
        let f = PagingFixture(pages: 2) { $0.isInfinite = true }
        #expect(f.liveCount == 2)
        f.drag(by: 250)
        #expect(f.trace == ["P1.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        let other = f.pager.children.first { $0 !== f.pager.selectedViewController }
        #expect(other?.view.frame.minX == (f.pager.selectedViewController?.view.frame.minX ?? 0) - 390)
        f.lift(at: 250)
        f.settle()
        #expect(f.trace.suffix(2) == ["P1.viewDidAppear(true)", "P0.viewDidDisappear(true)"])
        #expect(f.pager.selectedIndex == 1 && f.pager.scrollView.contentOffset.x == 2 * 390)
        f.recorder.reset()
        f.drag(by: 250)
        f.lift(at: 250)
        f.settle()
        #expect(
            f.trace == [
                "P0.viewWillAppear(true)", "P1.viewWillDisappear(true)", "P0.viewDidAppear(true)",
                "P1.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 0)
        f.expectValid()
    }

    @Test("turning isInfinite on at the first page loads the last page as its previous; off releases it")
    func toggle() {
        let f = PagingFixture(pages: 5)
        #expect(f.liveCount == 2)
        f.pager.isInfinite = true
        #expect(f.liveCount == 3 && f.pages.requested.last == 4 && f.trace.isEmpty)
        f.pager.isInfinite = false
        #expect(f.liveCount == 2 && f.pager.scrollView.contentOffset.x == 0)
        f.settle()
        f.expectValid()
    }
}

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Exact appearance traces through the real PagingController, driven by synthetic touches in a
/// HeadlessHost: a page begins appearing when the drag first moves towards it and ends only
/// when the pages land.
@MainActor
@Suite("PagingController — appearance traces", .isolatedRuntime)
struct PagingControllerTraceTests {
    @Test("5.6 committed swipe: the neighbour begins appearing with the drag and appears only when the spring lands")
    func committedSwipe() {
        let f = PagingFixture()
        f.drag(by: -250)
        #expect(f.trace == ["P1.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        f.lift(at: -250)
        #expect(f.trace == ["P1.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        f.settle()
        #expect(
            f.trace == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)", "P1.viewDidAppear(true)",
                "P0.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 1 && f.pager.scrollView.contentOffset.x == 390)
        #expect(f.delegate.log == ["willBegin(0→1)", "didFinish(0→1, true)"])
        #expect(f.pages.requested == [0, 1, 2])
        f.expectValid()
    }

    @Test("5.6 cancelled swipe: the neighbour is turned back and never sees viewDidAppear")
    func cancelledSwipe() {
        let f = PagingFixture()
        f.drag(by: -80)
        f.lift(at: -80)
        f.settle()
        #expect(
            f.trace == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                "P0.viewWillAppear(true)", "P0.viewDidAppear(true)",
                "P1.viewWillDisappear(true)", "P1.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 0 && f.pager.scrollView.contentOffset.x == 0)
        #expect(f.delegate.log == ["willBegin(0→1)", "didFinish(0→1, false)"])
        f.expectValid()
    }

    @Test("5.6 reversal mid-drag: the other neighbour begins, the first turns back, and only the landing ends them")
    func reversalMidDrag() {
        let f = PagingFixture()
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.recorder.reset(); f.delegate.log = []
        f.drag(by: -100)
        f.move(to: 100, from: -100)
        #expect(
            f.trace == [
                "P3.viewWillAppear(true)", "P2.viewWillDisappear(true)",
                "P1.viewWillAppear(true)", "P3.viewWillDisappear(true)",
            ])
        f.lift(at: 100)
        f.settle()
        #expect(
            f.trace == [
                "P3.viewWillAppear(true)", "P2.viewWillDisappear(true)",
                "P1.viewWillAppear(true)", "P3.viewWillDisappear(true)",
                // The release back lands as 16.5's cancel: the page that stays first, then the
                // neighbour the finger was heading for; the first neighbour, turned back earlier, ends last.
                "P2.viewWillAppear(true)", "P2.viewDidAppear(true)",
                "P1.viewWillDisappear(true)", "P1.viewDidDisappear(true)", "P3.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 2)
        #expect(
            f.delegate.log == ["willBegin(2→3)", "didFinish(2→3, false)", "willBegin(2→1)", "didFinish(2→1, false)"])
        f.expectValid()
    }

    @Test("5.6 a storm of 10 flicks in 0.5 s: at most one begin/end pair per controller per page change")
    func flickStorm() {
        let f = PagingFixture(pages: 20)
        for _ in 0..<10 {
            f.host.flick(from: f.center, velocity: CGVector(dx: -3000, dy: 0), duration: 0.05)
        }
        f.settle()
        let changes = f.delegate.log.filter { $0.hasSuffix("true)") }.count
        #expect(changes >= 1 && f.pager.selectedIndex == changes)
        // Every page change makes one page appear and one disappear; nothing more.
        #expect(f.trace.filter { $0.contains("viewDidAppear") }.count == changes)
        #expect(f.trace.filter { $0.contains("viewDidDisappear") }.count == changes)
        for page in 0...changes {
            let calls = f.trace.filter { $0.hasPrefix("P\(page).") }
            let wills = calls.filter { $0.contains("Will") }.count
            #expect(wills <= 2 && calls.count - wills <= 2, "P\(page): \(calls)")
        }
        f.expectValid()
    }

    @Test("5.6 animated selection of a neighbour: will-callbacks at once, did-callbacks when the spring lands")
    func selectAnimated() {
        let f = PagingFixture()
        var finished: Bool?
        f.pager.select(pageAt: 1, animated: true) { finished = $0 }
        #expect(f.trace == ["P1.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        #expect(finished == nil)
        f.host.advance(by: 0.1)
        #expect(f.pager.scrollView.contentOffset.x == 390)  // the model lands at once; the layer animates
        #expect(finished == nil)
        f.settle()
        #expect(
            f.trace == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)", "P1.viewDidAppear(true)",
                "P0.viewDidDisappear(true)",
            ])
        #expect(finished == true)
        #expect(f.delegate.log == ["willBegin(0→1)", "didFinish(0→1, true)"])
        f.expectValid()
    }

    @Test(
        "5.6 animated jump to a far page: the target is loaded in place of the neighbours, two pages live during the motion"
    )
    func selectAnimatedJump() {
        let f = PagingFixture(pages: 10)
        f.pager.select(pageAt: 6, animated: true)
        #expect(f.trace == ["P6.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        #expect(f.liveCount == 2)
        f.settle()
        #expect(
            f.trace == [
                "P6.viewWillAppear(true)", "P0.viewWillDisappear(true)", "P6.viewDidAppear(true)",
                "P0.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 6 && f.pager.scrollView.contentOffset.x == 6 * 390)
        #expect(f.liveCount == 3 && Set(f.pages.requested.suffix(3)) == [6, 5, 7])
        f.expectValid()
    }

    @Test("5.6 non-animated selection: the old page disappears and the new one appears at once (animated false)")
    func selectNotAnimated() {
        let f = PagingFixture(pages: 10)
        var finished: Bool?
        f.pager.select(pageAt: 4, animated: false) { finished = $0 }
        #expect(
            f.trace == [
                "P4.viewWillAppear(false)", "P0.viewWillDisappear(false)", "P4.viewDidAppear(false)",
                "P0.viewDidDisappear(false)",
            ])
        #expect(finished == true && f.pager.selectedIndex == 4)
        #expect(f.delegate.log == ["willBegin(0→4)", "didFinish(0→4, true)"])
        f.settle()
        f.expectValid()
    }

    @Test("right to left: the next page is on the left, so a drag to the right turns to it")
    func rightToLeft() {
        let f = PagingFixture(layoutDirection: .rightToLeft)
        let first = f.pager.selectedViewController?.view.frame.minX ?? -1
        f.drag(by: 250)
        #expect(f.trace == ["P1.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        #expect(f.pager.pagePosition > 0.5)
        f.lift(at: 250)
        f.settle()
        #expect(f.pager.selectedIndex == 1)
        #expect((f.pager.selectedViewController?.view.frame.minX ?? 0) == first - 390)
        #expect(f.trace.suffix(2) == ["P1.viewDidAppear(true)", "P0.viewDidDisappear(true)"])
        f.expectValid()
    }

    @Test("vertical orientation: the next page is below, so a drag upwards turns to it")
    func vertical() {
        let f = PagingFixture(orientation: .vertical)
        f.drag(by: -500, vertical: true)
        #expect(f.trace == ["P1.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        f.lift(at: -500, vertical: true)
        f.settle()
        #expect(f.pager.selectedIndex == 1 && f.pager.scrollView.contentOffset == CGPoint(x: 0, y: 844))
        #expect(f.trace.suffix(2) == ["P1.viewDidAppear(true)", "P0.viewDidDisappear(true)"])
        f.expectValid()
    }

    @Test("2.8 the container disappearing mid-drag: the drag lands on the nearer page and every callback is balanced")
    func containerDisappearsMidDrag() {
        let f = PagingFixture()
        f.drag(by: -250)
        f.host.window.rootViewController = UIViewController()
        f.settle()
        #expect(f.pager.selectedIndex == 1)
        #expect(
            f.trace == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                // The container's own viewWillDisappear lands the drag first (parent first, 2.6).
                "PG.viewWillDisappear(false)", "P1.viewDidAppear(true)", "P0.viewDidDisappear(true)",
                "P1.viewWillDisappear(false)", "PG.viewDidDisappear(false)", "P1.viewDidDisappear(false)",
            ])
        #expect(f.pager.children.allSatisfy { $0.appearanceState == .disappeared })
        f.host.touchUp(at: f.point(-250, vertical: false))
        f.settle()
        #expect(f.pager.selectedIndex == 1)
        f.expectValid()
    }
}

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Things that happen to a pager while a finger holds it: a size change, a selection, and
/// what the delegate hears as the finger moves.
@MainActor
@Suite("PagingController — interruptions and progress", .isolatedRuntime)
struct PagingControllerMotionTests {
    @Test("size change mid-drag: the drag lands on the nearer page, which stays aligned at the new size")
    func sizeChangeMidDrag() {
        let f = PagingFixture()
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.recorder.reset(); f.delegate.log = []
        f.drag(by: -250)
        f.host.resize(to: CGSize(width: 500, height: 844))
        f.settle()
        #expect(
            f.trace == [
                "P3.viewWillAppear(true)", "P2.viewWillDisappear(true)", "P3.viewDidAppear(true)",
                "P2.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 3)
        #expect(f.pager.scrollView.contentOffset.x == CGFloat(3 * 500))
        #expect(f.pager.selectedViewController?.view.frame == CGRect(x: 1500, y: 0, width: 500, height: 844))
        f.host.touchUp(at: f.point(-250, vertical: false))
        f.settle()
        #expect(f.pager.selectedIndex == 3 && f.pager.scrollView.contentOffset.x == 1500)
        #expect(f.delegate.log == ["willBegin(2→3)", "didFinish(2→3, true)"])
        f.expectValid()
    }

    @Test("size change at rest: the selected page stays aligned")
    func sizeChangeAtRest() {
        let f = PagingFixture()
        f.pager.select(pageAt: 3, animated: false)
        f.host.resize(to: CGSize(width: 300, height: 600))
        f.settle()
        #expect(f.pager.scrollView.contentOffset.x == 900 && f.pager.scrollView.contentSize.width == 1500)
        f.expectValid()
    }

    @Test("5.6 select during a drag: the drag's change lands first (on the nearer page), then the selection, balanced")
    func selectDuringDrag() {
        let f = PagingFixture()
        f.drag(by: -250)
        f.pager.select(pageAt: 3, animated: false)
        #expect(
            f.trace == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                "P1.viewDidAppear(true)", "P0.viewDidDisappear(true)",
                "P3.viewWillAppear(false)", "P1.viewWillDisappear(false)", "P3.viewDidAppear(false)",
                "P1.viewDidDisappear(false)",
            ])
        #expect(f.delegate.log == ["willBegin(0→1)", "didFinish(0→1, true)", "willBegin(1→3)", "didFinish(1→3, true)"])
        f.host.touchUp(at: f.point(-250, vertical: false))
        f.settle()
        #expect(f.pager.selectedIndex == 3 && f.pager.scrollView.contentOffset.x == 3 * 390)
        f.expectValid()
    }

    @Test(
        "5.6 select (animated) during a drag back towards the current page: the drag's change is cancelled, then the spring runs"
    )
    func selectAnimatedDuringDrag() {
        let f = PagingFixture()
        f.drag(by: -100)
        var finished: Bool?
        f.pager.select(pageAt: 2, animated: true) { finished = $0 }
        f.host.touchUp(at: f.point(-100, vertical: false))
        f.settle()
        #expect(finished == true && f.pager.selectedIndex == 2)
        // The drag is nearer page 0: it lands there (not animated: the selection cuts it short),
        // so P1 turns back and never appears; then the spring to page 2 begins and lands.
        #expect(
            f.trace == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                "P0.viewWillAppear(false)", "P0.viewDidAppear(false)", "P1.viewWillDisappear(false)",
                "P1.viewDidDisappear(false)",
                "P2.viewWillAppear(true)", "P0.viewWillDisappear(true)", "P2.viewDidAppear(true)",
                "P0.viewDidDisappear(true)",
            ])
        #expect(
            f.delegate.log == ["willBegin(0→1)", "didFinish(0→1, false)", "willBegin(0→2)", "didFinish(0→2, true)"])
        f.expectValid()
    }

    @Test("didPage(from:to:progress:) during a drag: monotone, within 0…1, and the shown fraction of the page")
    func progressValues() {
        let f = PagingFixture()
        f.drag(by: -300, steps: 15)
        let progress = f.delegate.progress
        #expect(progress.count >= 10)
        #expect(progress.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 }, "\(progress)")
        #expect(progress.last == f.pager.pagePosition && (progress.last ?? 0) > 0.6)
        f.move(to: -100, from: -300)
        let back = f.delegate.progress.dropFirst(progress.count)
        #expect(zip(back, back.dropFirst()).allSatisfy { $0 >= $1 } && (back.last ?? 1) < 0.3, "\(back)")
        f.lift(at: -100)
        f.settle()
        f.expectValid()
    }
}

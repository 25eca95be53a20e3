import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A pager used the way an app uses it (issue 37): a tab strip bound to it and tapped while the
/// pages still move, a reload after a network update arriving mid-swipe, a deep link selecting a
/// page while the user drags. Each checks what the user sees at rest and the whole trace.
@MainActor
@Suite("PagingController — app scenarios", .isolatedRuntime)
struct PagingScenarioTests {
    @Test(
        "5.6 a tab tapped while a swipe's spring is still moving: the strip and the pager rest on the tapped page together"
    )
    func tabTappedDuringSpring() {
        let recorder = LifecycleRecorder()
        let screen = TabbedPagesController(count: 5, recorder: recorder)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: screen)
        host.runUntilIdle()
        recorder.reset()
        let start = CGPoint(x: 300, y: 400)
        host.touchDown(at: start)
        host.moveTouch(from: start, to: CGPoint(x: 40, y: 400), duration: 0.2, steps: 10)
        host.advance(by: 0.3)
        host.touchUp(at: CGPoint(x: 40, y: 400))
        host.advance(by: 0.1)
        #expect(screen.pager.pagePosition > 0.5 && screen.pager.pagePosition < 1, "still settling")
        let tab = screen.strip.frameForTab(at: 3)
        host.tap(at: screen.strip.convert(CGPoint(x: tab.midX, y: tab.midY), to: nil))
        host.runUntilIdle()
        #expect(screen.pager.selectedIndex == 3 && screen.strip.selectedIndex == 3)
        #expect(screen.strip.indicatorPosition == 3 && screen.pager.pagePosition == 3)
        #expect(screen.pager.scrollView.contentOffset.x == CGFloat(3 * 390))
        #expect(
            appearanceCallbacks(in: recorder) == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                // The tap lands the swipe first (one page turn at a time, 5.6)…
                "P1.viewDidAppear(true)", "P0.viewDidDisappear(true)",
                // …then the tapped page slides in beside the current one.
                "P3.viewWillAppear(true)", "P1.viewWillDisappear(true)",
                "P3.viewDidAppear(true)", "P1.viewDidDisappear(true)",
            ])
        let violations = HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("5.6 a network update reloads the pages while the user swipes: the swipe goes on and lands on a page")
    func reloadArrivesMidSwipe() {
        let f = PagingFixture(pages: 5)
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.recorder.reset(); f.delegate.log = []
        f.drag(by: -100)
        // The update arrives: three more articles at the end.
        f.pages.count = 8
        f.pager.reloadData()
        #expect(
            f.pager.scrollView.contentOffset.x == CGFloat(2 * 390 + 90),
            "the finger keeps the pages where it holds them")
        f.move(to: -260, from: -100)
        f.lift(at: -260)
        f.settle()
        f.expectAtRest(on: 3)
        #expect(
            f.liveCount == 3 && f.pages.requested.suffix(4) == [1, 2, 3, 4], "the reload asks for the live pages again")
        #expect(
            f.trace == [
                "P3.viewWillAppear(true)", "P2.viewWillDisappear(true)",
                // The reload lands the drag on the page it is nearer to, and shows the page again.
                "P2.viewWillAppear(false)", "P2.viewDidAppear(false)", "P3.viewWillDisappear(false)",
                "P3.viewDidDisappear(false)",
                "P2.viewWillDisappear(false)", "P2.viewDidDisappear(false)",
                "P2.viewWillAppear(false)", "P2.viewDidAppear(false)",
                // The finger goes on: the (new) next page begins, and the release lands on it.
                "P3.viewWillAppear(true)", "P2.viewWillDisappear(true)",
                "P3.viewDidAppear(true)", "P2.viewDidDisappear(true)",
            ])
        #expect(
            f.delegate.log == ["willBegin(2→3)", "didFinish(2→3, false)", "willBegin(2→3)", "didFinish(2→3, true)"])
    }

    @Test(
        "5.6 a deep link selects a page while the user drags: the drag is let go and the pager lands on the linked page"
    )
    func deepLinkDuringDrag() {
        let f = PagingFixture(pages: 6)
        f.drag(by: -150)
        var completions: [Bool] = []
        f.pager.select(pageAt: 4, animated: true) { completions.append($0) }
        // The finger keeps moving and lifts; it no longer holds the pages.
        f.move(to: -300, from: -150)
        f.lift(at: -300)
        f.settle()
        #expect(completions == [true])
        f.expectAtRest(on: 4)
        #expect(
            f.trace == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                // The drag lands back on its page (a cancelled swipe, 16.5's order)…
                "P0.viewWillAppear(false)", "P0.viewDidAppear(false)", "P1.viewWillDisappear(false)",
                "P1.viewDidDisappear(false)",
                // …then the linked page slides in.
                "P4.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                "P4.viewDidAppear(true)", "P0.viewDidDisappear(true)",
            ])
        #expect(
            f.delegate.log == ["willBegin(0→1)", "didFinish(0→1, false)", "willBegin(0→4)", "didFinish(0→4, true)"])
    }
}

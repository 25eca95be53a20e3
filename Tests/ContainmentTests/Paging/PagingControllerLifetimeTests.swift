import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The live window (at most three children, released when they leave) and misuse, through the
/// real PagingController.
@MainActor
@Suite("PagingController — live window and misuse", .isolatedRuntime)
struct PagingControllerLifetimeTests {
    @Test("at most 3 live children while swiping through 50 data-source pages; pages that leave are released")
    func fiftyPages() {
        let f = PagingFixture(pages: 50)
        for page in 1..<50 {
            f.drag(by: -250)
            f.lift(at: -250)
            f.settle()
            #expect(f.pager.selectedIndex == page)
            #expect(f.liveCount <= 3 && f.liveCount >= 2)
        }
        f.expectValid()
        #expect(f.pager.children.count == 2)
        // Only the last two pages are alive; every earlier controller was let go.
        let alive = f.pages.made.filter { $0.value.contains { $0.controller != nil } }.keys.sorted()
        #expect(alive == [48, 49])
        #expect(f.pages.requested.count == 50)
    }

    @Test("a released page's controller is deallocated once it leaves the live window")
    func releasedControllerIsDeallocated() {
        let f = PagingFixture(pages: 5)
        let first = f.pages.made[0]?.first
        #expect(first?.controller != nil)
        f.pager.select(pageAt: 3, animated: false)
        f.settle()
        #expect(first?.controller == nil)
        f.expectValid()
    }

    @Test("array mode: setting viewControllers replaces the pages with balanced containment and appearance")
    func arrayMode() {
        let recorder = LifecycleRecorder()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        for (controller, name) in [(a, "A"), (b, "B"), (c, "C")] { recorder.watch(controller, as: name) }
        let pager = PagingController(viewControllers: [a, b])
        let host = HeadlessHost(rootViewController: pager)
        host.runUntilIdle()
        #expect(pager.selectedViewController === a && pager.children.count == 2)
        recorder.reset()
        pager.viewControllers = [c]
        host.runUntilIdle()
        #expect(pager.selectedViewController === c && pager.children == [c])
        #expect(a.parent == nil && b.parent == nil)
        let appearance = recorder.trace.filter {
            $0.contains("Appear") && !$0.contains("IsAppearing") || $0.contains("Disappear")
        }
        #expect(
            appearance == [
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "C.viewWillAppear(false)",
                "C.viewDidAppear(false)",
            ])
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }

    @Test("misuse: selecting outside the pages is a named diagnostic and changes nothing")
    func selectOutOfRange() {
        let f = PagingFixture(pages: 3)
        var finished: Bool?
        expectDiagnostic(.invalidContainerUse) { f.pager.select(pageAt: 3, animated: true) { finished = $0 } }
        #expect(finished == false && f.pager.selectedIndex == 0 && f.trace.isEmpty)
        f.expectValid()
    }

    @Test("misuse: a data source returning the same controller for two pages is diagnosed; the second page stays empty")
    func sameControllerTwice() {
        let recorder = LifecycleRecorder()
        let pages = CountingPages(count: 3, recorder: recorder)
        let shared = UIViewController()
        pages.override = { _ in shared }
        let pager = PagingController()
        pager.dataSource = pages
        let host = expectDiagnostic(.invalidContainerUse) {
            let host = HeadlessHost(rootViewController: pager)
            host.runUntilIdle()
            return host
        }
        #expect(pager.children == [shared] && pager.selectedViewController === shared)
        #expect(shared.appearanceState == .appeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test("misuse: a controller already parented elsewhere is diagnosed and left with its parent")
    func parentedElsewhere() {
        let recorder = LifecycleRecorder()
        let pages = CountingPages(count: 2, recorder: recorder)
        let owner = UIViewController(), taken = UIViewController()
        owner.addChild(taken)
        taken.didMove(toParent: owner)
        pages.override = { index in index == 0 ? taken : nil }
        let pager = PagingController()
        pager.dataSource = pages
        let host = expectDiagnostic(.invalidContainerUse) {
            let host = HeadlessHost(rootViewController: pager)
            host.runUntilIdle()
            return host
        }
        #expect(taken.parent === owner && pager.children.isEmpty && pager.selectedViewController == nil)
        #expect(pager.selectedIndex == 0)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}

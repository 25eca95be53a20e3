import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Memory warnings: off-screen pages give memory back and come back when needed.
@MainActor
@Suite("PagingController — memory warnings", .isolatedRuntime)
struct PagingControllerMemoryTests {
    @Test(
        "memory warning, data-source mode: the off-screen neighbours are removed and released; asked for again on the next drag"
    )
    func dataSourceMode() {
        let f = PagingFixture()
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.recorder.reset()
        let weak = f.pager.children.filter { $0 !== f.pager.selectedViewController }.map(WeakController.init)
        #expect(weak.count == 2)
        f.pages.requested = []
        f.host.simulateMemoryWarning()
        #expect(f.pager.children == [f.pager.selectedViewController].compactMap { $0 })
        #expect(weak.allSatisfy { $0.controller == nil }, "released neighbours are deallocated")
        #expect(f.trace.isEmpty)
        f.expectValid()
        f.drag(by: -250)
        #expect(Set(f.pages.requested) == [1, 3] && f.liveCount == 3)
        #expect(f.trace == ["P3.viewWillAppear(true)", "P2.viewWillDisappear(true)"])
        f.lift(at: -250)
        f.settle()
        #expect(
            f.pager.selectedIndex == 3 && f.trace.suffix(2) == ["P3.viewDidAppear(true)", "P2.viewDidDisappear(true)"])
        f.expectValid()
    }

    @Test("memory warning, array mode: off-screen children keep their controllers but their views leave the hierarchy")
    func arrayMode() {
        let recorder = LifecycleRecorder()
        let pages = (0..<5).map { index -> UIViewController in
            let controller = UIViewController()
            recorder.watch(controller, as: "A\(index)")
            return controller
        }
        let pager = PagingController(viewControllers: pages)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: pager)
        host.runUntilIdle()
        pager.select(pageAt: 2, animated: false)
        host.runUntilIdle()
        recorder.reset()
        host.simulateMemoryWarning()
        host.runUntilIdle()
        #expect(pager.children.count == 3 && pages[1].parent === pager && pages[3].parent === pager)
        #expect(pages[1].view.superview == nil && pages[3].view.superview == nil)
        #expect(pages[2].view.superview === pager.scrollView)
        #expect(recorder.trace.filter { !$0.contains("didReceiveMemoryWarning") }.isEmpty, "\(recorder.trace)")
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
        // The next drag puts the neighbours' views back before they appear.
        let center = CGPoint(x: 195, y: 422)
        host.touchDown(at: center)
        host.moveTouch(from: center, to: CGPoint(x: -55, y: 422), duration: 0.2, steps: 10)
        #expect(pages[3].view.superview === pager.scrollView && pages[1].view.superview === pager.scrollView)
        #expect(pages[3].view.frame.minX == CGFloat(3 * 390))
        host.advance(by: 0.3)
        host.touchUp(at: CGPoint(x: -55, y: 422))
        host.runUntilIdle()
        #expect(pager.selectedViewController === pages[3])
        let appearance = recorder.trace.filter {
            $0.contains("Appear") && !$0.contains("IsAppearing") || $0.contains("Disappear")
        }
        #expect(
            appearance == [
                "A3.viewWillAppear(true)", "A2.viewWillDisappear(true)", "A3.viewDidAppear(true)",
                "A2.viewDidDisappear(true)",
            ])
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }

    @Test("memory warning then deleting pages (data source): the controllers asked for again are the edited pages'")
    func memoryWarningThenEdit() {
        let f = NamedPagingFixture()
        f.host.simulateMemoryWarning()
        #expect(f.pager.children.count == 1)
        f.pages.names.remove(at: 0)
        f.pager.deletePages(at: [0], animated: false)
        #expect(f.pager.selectedIndex == 1 && f.selected == "C" && f.live == ["B", "C", "D"])
        #expect(f.trace.isEmpty)
        f.expectValid()
    }

    @Test("memory warning mid-drag: the drag lands first, then the off-screen pages go; balanced")
    func midDrag() {
        let f = PagingFixture()
        f.drag(by: -250)
        f.host.simulateMemoryWarning()
        #expect(f.pager.selectedIndex == 1 && f.liveCount == 1)
        #expect(
            f.trace == [
                "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)", "P1.viewDidAppear(true)",
                "P0.viewDidDisappear(true)",
            ])
        f.host.touchUp(at: f.point(-250, vertical: false))
        f.settle()
        f.expectValid()
    }
}

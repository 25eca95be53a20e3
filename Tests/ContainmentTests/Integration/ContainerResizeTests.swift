import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A window resize (a rotation, a split-screen change) reaches every container as a bounds change
/// (spec 14.1, 14.7): each lays its children out again for the new size, keeps what it shows, and
/// sends no appearance callbacks (a size change is not an appearance change).
@MainActor
@Suite("Issue 19: Containment's containers across a window resize", .isolatedRuntime)
struct ContainerResizeTests {
    @Test("14.1 drawer: an open left drawer stays open across a rotation, resized, with no appearance callbacks")
    func drawerStaysOpen() {
        let fixture = DrawerFixture()
        fixture.drawer.openDrawerSide(.left, animated: false, completion: nil)
        fixture.settle()
        fixture.recorder.reset()
        let openWidth = fixture.drawer.visibleLeftDrawerWidth
        #expect(openWidth > 0)
        fixture.host.resize(to: CGSize(width: 844, height: 390))
        fixture.settle()
        #expect(fixture.drawer.openSide == .left)
        #expect(fixture.drawer.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(fixture.centerX == fixture.drawer.visibleLeftDrawerWidth)
        #expect(fixture.center.view.bounds.height == 390)
        #expect(fixture.left.view.frame.height == 390)
        #expect(fixture.trace.filter { $0.contains("Appear") || $0.contains("Disappear") }.isEmpty, "\(fixture.trace)")
        fixture.expectValid(settled: true)
    }

    @Test("14.1 paging: the selected page stays selected and aligned after a resize, every live page at the new size")
    func pagerStaysAligned() {
        let recorder = LifecycleRecorder()
        let pages = CountingPages(count: 5, recorder: recorder)
        let pager = PagingController()
        pager.dataSource = pages
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: pager)
        host.runUntilIdle()
        pager.select(pageAt: 2, animated: false)
        host.runUntilIdle()
        recorder.reset()
        host.resize(to: CGSize(width: 844, height: 390))
        host.runUntilIdle()
        #expect(pager.selectedIndex == 2)
        #expect(pager.pagePosition == 2)
        let shown = pager.selectedViewController
        #expect(shown?.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(shown?.view.convert(shown?.view.bounds ?? .zero, to: host.window).minX == 0)
        #expect(
            recorder.trace.filter { $0.contains("Appear") || $0.contains("Disappear") }.isEmpty, "\(recorder.trace)")
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }

    @Test("14.1 paging: three resizes in turn keep the selected page exactly filling the window, never half shown")
    func pagerRoundTrip() {
        let recorder = LifecycleRecorder()
        let pages = CountingPages(count: 3, recorder: recorder)
        let pager = PagingController()
        pager.dataSource = pages
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: pager)
        host.runUntilIdle()
        pager.select(pageAt: 1, animated: false)
        host.runUntilIdle()
        for size in [CGSize(width: 844, height: 390), CGSize(width: 320, height: 480), CGSize(width: 390, height: 844)]
        {
            host.resize(to: size)
            host.runUntilIdle()
            let frame = pager.selectedViewController.map { $0.view.convert($0.view.bounds, to: host.window) }
            #expect(frame == CGRect(origin: .zero, size: size), "at \(size)")
        }
        #expect(pager.selectedIndex == 1)
    }
}

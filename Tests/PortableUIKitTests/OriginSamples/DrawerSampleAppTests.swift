import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Seed 000's sample app, compiled unchanged against PortableUIKit, behaves as the seed says.
@MainActor
@Suite("Seed 000: the condensed drawer sample", .isolatedRuntime)
struct DrawerSampleAppTests {
    private func launch() -> (HeadlessHost, Seed000.DrawerPage, LifecycleRecorder) {
        let recorder = LifecycleRecorder()
        let page = Seed000.DrawerPage()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: page)
        page.view.backgroundColor = .blue
        host.runUntilIdle()
        return (host, page, recorder)
    }

    @Test(
        "seed 000: view > childControllerContainerView > centerContainerView; the left drawer hidden behind the center")
    func viewTree() throws {
        let (host, page, _) = launch()
        let center = try #require(page.centerViewController)
        let left = try #require(page.leftDrawerViewController)
        #expect(page.view.subviews == [page.childControllerContainerView])
        #expect(page.childControllerContainerView.subviews == [left.view, page.centerContainerView])
        #expect(page.centerContainerView.subviews == [center.view])
        #expect(page.children == [center, left])
        #expect(left.view.isHidden)
        #expect(center.view.convert(center.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "seed 000: the center's shadow path is its container's bounds (UIBezierPath(rect:).cgPath, boundingBoxOfPath, equalTo)"
    )
    func shadow() {
        let (_, page, _) = launch()
        let layer = page.centerContainerView.layer
        #expect(layer.shadowPath?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(layer.shadowRadius == 10)
        #expect(layer.shadowOpacity == 0.8)
        #expect(!layer.masksToBounds)
    }

    @Test(
        "seed 000: the center's button opens the drawer: the center moves right by 210, the drawer shows 210 × 844; Close restores"
    )
    func openAndClose() throws {
        let (host, page, _) = launch()
        let left = try #require(page.leftDrawerViewController)

        host.tap(at: CGPoint(x: 180, y: 175))  // "Left Page Drawer"
        host.runUntilIdle()
        #expect(page.openSide == .left)
        #expect(page.centerContainerView.frame == CGRect(x: 210, y: 0, width: 390, height: 844))
        #expect(left.view.frame == CGRect(x: 0, y: 0, width: 210, height: 844))
        #expect(!left.view.isHidden)

        host.tap(at: CGPoint(x: 150, y: 175))  // the drawer's "Close", left of the center
        host.runUntilIdle()
        #expect(page.openSide == .center)
        #expect(page.centerContainerView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(left.view.isHidden)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "2.1 2.4 seed 000: children added before the window exists appear with their container, the hidden drawer too")
    func lifecycle() throws {
        let recorder = LifecycleRecorder()
        let page = Seed000.DrawerPage()
        let center = try #require(page.centerViewController)
        let left = try #require(page.leftDrawerViewController)
        recorder.watch(page, as: "page")
        recorder.watch(center, as: "center")
        recorder.watch(left, as: "left")
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: page)
        host.runUntilIdle()
        // The drawer is hidden but in the window: appearance follows the window, not isHidden.
        #expect(
            recorder.trace == [
                "page.viewWillAppear(false)", "center.viewWillAppear(false)", "left.viewWillAppear(false)",
                "page.viewIsAppearing(false)", "center.viewIsAppearing(false)", "left.viewIsAppearing(false)",
                "page.viewDidAppear(false)", "center.viewDidAppear(false)", "left.viewDidAppear(false)",
            ])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}

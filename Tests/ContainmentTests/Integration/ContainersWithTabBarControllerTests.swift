import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Issue 19's proof: Containment's containers inside a tab bar controller, and a tab bar
/// controller as a drawer's center (spec 5.5, 15.2, 15.6, 2.x).
@MainActor
@Suite("Issue 19: containers and UITabBarController", .isolatedRuntime)
struct ContainersWithTabBarControllerTests {
    @Test(
        "15.2 a drawer in a tab loads and appears only when its tab is selected; its center's safe area ends at the bar; switching away makes it and its center disappear"
    )
    func drawerInATab() {
        let center = UIViewController(), left = UIViewController()
        let drawer = DrawerController(
            centerViewController: center, leftDrawerViewController: left, rightDrawerViewController: nil)
        let first = UIViewController()
        let tbc = UITabBarController()
        tbc.viewControllers = [first, drawer]
        let host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootViewController: tbc)
        host.runUntilIdle()
        #expect(!drawer.isViewLoaded && !center.isViewLoaded)
        let recorder = LifecycleRecorder()
        recorder.watch(drawer, as: "D")
        recorder.watch(center, as: "C")
        recorder.watch(first, as: "F")
        tbc.selectedIndex = 1
        host.runUntilIdle()
        #expect(center.appearanceState == .appeared && left.appearanceState == .disappeared)
        #expect(center.view.safeAreaInsets.bottom == 83)
        #expect(
            recorder.trace.filter {
                !$0.contains("viewIsAppearing") && !$0.contains("Move") && !$0.contains("viewDidLoad")
            } == [
                "D.viewWillAppear(false)", "C.viewWillAppear(false)", "F.viewWillDisappear(false)",
                "F.viewDidDisappear(false)", "D.viewDidAppear(false)", "C.viewDidAppear(false)",
            ])
        drawer.openDrawerSide(.left, animated: false, completion: nil)
        host.runUntilIdle()
        #expect(left.appearanceState == .appeared)
        tbc.selectedIndex = 0
        host.runUntilIdle()
        #expect(center.appearanceState == .disappeared && left.appearanceState == .disappeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
        tbc.selectedIndex = 1
        host.runUntilIdle()
        #expect(drawer.openSide == .left, "the drawer keeps its state across tab switches")
        #expect(left.appearanceState == .appeared && center.appearanceState == .appeared)
    }

    @Test("15.2 a pager in a tab: its selected page appears with the tab and disappears with it")
    func pagerInATab() {
        let recorder = LifecycleRecorder()
        let pages = CountingPages(count: 3, recorder: recorder)
        let pager = PagingController()
        pager.dataSource = pages
        let tbc = UITabBarController()
        let first = UIViewController()
        tbc.viewControllers = [first, pager]
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: tbc)
        host.runUntilIdle()
        #expect(!pager.isViewLoaded)
        tbc.selectedIndex = 1
        host.runUntilIdle()
        #expect(pager.selectedViewController?.appearanceState == .appeared)
        let page = pager.selectedViewController
        tbc.selectedIndex = 0
        host.runUntilIdle()
        #expect(page?.appearanceState == .disappeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }

    @Test(
        "a tab bar controller as a drawer's center: its selected tab appears with it; opening the drawer keeps it; tabs switch inside the drawer"
    )
    func tabBarControllerAsDrawerCenter() {
        let a = UIViewController(), b = UIViewController(), left = UIViewController()
        let tbc = UITabBarController()
        tbc.viewControllers = [a, b]
        let drawer = DrawerController(
            centerViewController: tbc, leftDrawerViewController: left, rightDrawerViewController: nil)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: drawer)
        host.runUntilIdle()
        #expect(a.appearanceState == .appeared && !b.isViewLoaded)
        drawer.openDrawerSide(.left, animated: true, completion: nil)
        host.runUntilIdle()
        #expect(a.appearanceState == .appeared && left.appearanceState == .appeared)
        drawer.closeDrawer(animated: false, completion: nil)
        host.runUntilIdle()
        tbc.selectedIndex = 1
        host.runUntilIdle()
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(tbc.tabBar.frame.maxY == 844)
        let recorder = LifecycleRecorder()
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }
}

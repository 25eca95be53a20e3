import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 5.5 and 15.2: only the selected tab loads; a switch's order, with the will-callbacks
/// inside the setter and the did-callbacks at the end of the turn.
@MainActor
@Suite("§5.5 §15.2 tab bar controller lazy loading and switch order", .isolatedRuntime)
struct TabBarLazyLoadingTests {
    @Test(
        "15.2 setting viewControllers loads no view; appearing loads only the selected tab's, inside the tab bar controller's viewWillAppear"
    )
    func onlySelectedTabLoads() {
        let controllers = ["A", "B", "C"].map { name -> UIViewController in
            let controller = UIViewController()
            controller.title = name
            return controller
        }
        let recorder = LifecycleRecorder()
        let tbc = UITabBarController()
        recorder.watch(tbc, as: "tbc")
        for controller in controllers { recorder.watch(controller, as: controller.title!) }
        tbc.viewControllers = controllers
        #expect(controllers.allSatisfy { !$0.isViewLoaded }, "building the bar reads tabBarItem only")
        #expect(tbc.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(tbc.selectedIndex == 0, "15.1: the first list selects index 0")
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: tbc)
        host.runUntilIdle()
        #expect(controllers[0].isViewLoaded)
        #expect(!controllers[1].isViewLoaded && !controllers[2].isViewLoaded)
        #expect(
            recorder.trace == [
                "A.willMove(toParent: tbc)", "B.willMove(toParent: tbc)", "C.willMove(toParent: tbc)",
                "A.didMove(toParent: tbc)", "B.didMove(toParent: tbc)", "C.didMove(toParent: tbc)",
                "tbc.viewDidLoad",
                "tbc.viewWillAppear(false)",
                "A.viewDidLoad",
                "A.viewWillAppear(false)",
                "tbc.viewIsAppearing(false)",
                "A.viewIsAppearing(false)",
                "tbc.viewDidAppear(false)",
                "A.viewDidAppear(false)",
            ], "15.1: the controllers become children when set, before any view loads")
        #expect(controllers[0].view.superview === tbc.transitionView)
    }

    @Test(
        "5.5 switching to a tab not yet loaded: T2 viewDidLoad, T2 will-appear, A will-disappear inside the setter; A did-disappear, T2 did-appear at the end of the turn"
    )
    func switchOrder() {
        let scene = TabBarScene()
        scene.tbc.selectedIndex = 1
        #expect(
            scene.trace.lines == [
                "B.viewDidLoad",
                "B.viewWillAppear(false)",
                "A.viewWillDisappear(false)",
                "B.viewIsAppearing(false)",
            ], "the will-callbacks come synchronously inside the setter")
        #expect(scene.tbc.selectedViewController === scene["B"])
        scene.host.runTurn()
        #expect(
            scene.trace.lines == [
                "B.viewDidLoad",
                "B.viewWillAppear(false)",
                "A.viewWillDisappear(false)",
                "B.viewIsAppearing(false)",
                "A.viewDidDisappear(false)",
                "B.viewDidAppear(false)",
            ])
        #expect(scene["A"].viewIfLoaded?.superview == nil, "only the selected tab's view is in the hierarchy")
        #expect(scene["B"].view.superview === scene.tbc.transitionView)
        #expect(scene.tbc.children == [scene["A"], scene["B"], scene["C"]], "15.1: every tab's controller is a child")
        #expect(!scene["C"].isViewLoaded)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.5 switching back to a loaded tab has no viewDidLoad; selectedViewController switches as selectedIndex does")
    func switchBack() {
        let scene = TabBarScene()
        scene.tbc.selectedIndex = 1
        scene.host.runUntilIdle()
        scene.trace.reset()
        scene.tbc.selectedViewController = scene["A"]
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "A.viewWillAppear(false)",
                "B.viewWillDisappear(false)",
                "A.viewIsAppearing(false)",
                "B.viewDidDisappear(false)",
                "A.viewDidAppear(false)",
            ])
        #expect(scene.tbc.selectedIndex == 0)
        #expect(scene.tbc.tabBar.selectedItem === scene["A"].tabBarItem)
    }

    @Test("5.5 selecting the selected tab again sends nothing")
    func reselectIsSilent() {
        let scene = TabBarScene()
        scene.tbc.selectedIndex = 0
        scene.tbc.selectedViewController = scene["A"]
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.isEmpty)
    }

    @Test("15.2 off screen a selection only records: the new tab loads when the tab bar controller appears")
    func offScreenSelection() {
        let tbc = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        tbc.viewControllers = [a, b]
        tbc.selectedIndex = 1
        #expect(!a.isViewLoaded && !b.isViewLoaded)
        #expect(tbc.selectedViewController === b)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: tbc)
        host.runUntilIdle()
        #expect(!a.isViewLoaded, "positive control below: b loaded")
        #expect(b.isViewLoaded && b.view.superview === tbc.transitionView)
        #expect(b.appearanceState == .appeared)
    }

    @Test("5.5 touching a tab's view early loads it early (the common bug), with no appearance")
    func earlyLoad() {
        let scene = TabBarScene()
        _ = scene["C"].view
        #expect(scene.trace.lines == ["C.viewDidLoad"])
        scene.tbc.selectedIndex = 2
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "C.viewDidLoad",
                "C.viewWillAppear(false)",
                "A.viewWillDisappear(false)",
                "C.viewIsAppearing(false)",
                "A.viewDidDisappear(false)",
                "C.viewDidAppear(false)",
            ])
    }
}

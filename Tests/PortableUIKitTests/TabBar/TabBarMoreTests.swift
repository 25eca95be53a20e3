import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 15.5: the More navigation controller.
@MainActor
@Suite("§15.5 More navigation controller", .isolatedRuntime)
struct TabBarMoreTests {
    static let six = ["A", "B", "C", "D", "E", "F"]

    @Test(
        "15.5 six controllers: the bar shows the first four plus More; moreNavigationController is a child, never in viewControllers"
    )
    func sixControllers() {
        let scene = TabBarScene(tabs: Self.six)
        let more = scene.tbc.moreNavigationController
        #expect(scene.tbc.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "More"])
        #expect(scene.tbc.tabBar.items?.last === more.tabBarItem)
        #expect(!(scene.tbc.viewControllers ?? []).contains { $0 === more })
        #expect(scene.tbc.children.count == 5 && scene.tbc.children.last === more)
        #expect(
            scene["E"].parent == nil && scene["F"].parent == nil, "More-list controllers are nobody's child until shown"
        )
        #expect(scene["F"].tabBarController === scene.tbc, "yet they know their tab bar controller")
    }

    @Test(
        "15.5 five controllers have five tabs and no More; moreNavigationController still exists on demand (positive control)"
    )
    func fiveControllers() {
        let scene = TabBarScene(tabs: ["A", "B", "C", "D", "E"])
        #expect(scene.tbc.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "E"])
        #expect(scene.tbc.children.count == 5)
        let more = scene.tbc.moreNavigationController
        #expect(scene.tbc.moreNavigationController === more, "created once")
        #expect(more.parent == nil)
    }

    @Test(
        "15.5 tapping More selects the More list: selectedViewController is moreNavigationController, selectedIndex NSNotFound"
    )
    func tapMore() {
        let scene = TabBarScene(tabs: Self.six)
        let more = scene.tbc.moreNavigationController
        scene.tap(more.tabBarItem)
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedViewController === more)
        #expect(scene.tbc.selectedIndex == NSNotFound)
        #expect(scene.trace.lines.first == "delegate.shouldSelect(UINavigationController)")
        #expect(scene.trace.lines.contains("delegate.didSelect(UINavigationController)"))
        #expect(more.view.superview === scene.tbc.transitionView)
        #expect(more.viewControllers.count == 1)
        let list = more.viewControllers[0] as! TabBarMoreListController
        #expect(list.listedControllers == [scene["E"], scene["F"]])
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        #expect(list.tableView(list.tableView, cellForRowAt: IndexPath(row: 1, section: 0)).textLabel?.text == "F")
    }

    @Test("15.5 selecting a More-list row pushes that controller inside the More navigation controller and selects it")
    func moreListRowPushes() {
        let scene = TabBarScene(tabs: Self.six)
        let more = scene.tbc.moreNavigationController
        scene.tbc.selectedViewController = more
        scene.host.runUntilIdle()
        scene.trace.reset()
        let list = more.viewControllers[0] as! TabBarMoreListController
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        scene.host.runUntilIdle()
        #expect(more.viewControllers == [list, scene["F"]])
        #expect(scene["F"].parent === more)
        #expect(scene.tbc.selectedIndex == 5)
        #expect(scene.tbc.selectedViewController === scene["F"])
        #expect(scene.trace.lines.contains("F.viewDidAppear(true) movingToParent"))
        #expect(scene.tbc.tabBar.selectedItem === more.tabBarItem)
        // Popping back to the list selects the More list again (derived).
        more.popViewController(animated: false)
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == NSNotFound)
        #expect(scene.tbc.selectedViewController === more)
        #expect(scene["F"].parent == nil)
    }

    @Test("15.5 selectedIndex of a More-list controller shows the More tab with that controller on top")
    func selectOverflowFromCode() {
        let scene = TabBarScene(tabs: Self.six)
        let more = scene.tbc.moreNavigationController
        scene.tbc.selectedIndex = 4
        scene.host.runUntilIdle()
        #expect(more.view.superview === scene.tbc.transitionView)
        #expect(more.topViewController === scene["E"])
        #expect(scene["E"].appearanceState == .appeared)
        #expect(scene["A"].appearanceState == .disappeared)
        #expect(scene.tbc.selectedIndex == 4)
        #expect(scene.tbc.tabBar.selectedItem === more.tabBarItem)
        #expect(scene.violations.isEmpty)
    }

    @Test("15.5 re-tapping the More tab pops it to its list")
    func retapMorePops() {
        let scene = TabBarScene(tabs: Self.six)
        let more = scene.tbc.moreNavigationController
        scene.tbc.selectedIndex = 5
        scene.host.runUntilIdle()
        scene.tap(more.tabBarItem)
        scene.host.runUntilIdle()
        #expect(more.viewControllers.count == 1)
        #expect(scene.tbc.selectedIndex == NSNotFound)
    }

    @Test("15.5 shrinking to five controllers removes More; a controller that was in the More list gets its own tab")
    func shrink() {
        let scene = TabBarScene(tabs: Self.six)
        let more = scene.tbc.moreNavigationController
        scene.tbc.viewControllers = ["A", "B", "C", "E", "F"].map { scene[$0] }
        scene.host.runUntilIdle()
        #expect(scene.tbc.tabBar.items?.map(\.title) == ["A", "B", "C", "E", "F"])
        #expect(more.parent == nil)
        #expect(scene["F"].parent === scene.tbc)
        #expect(scene["D"].parent == nil)
    }
}

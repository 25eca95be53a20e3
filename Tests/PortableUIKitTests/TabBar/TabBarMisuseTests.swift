import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 15.1 and 15.4 misuse: refused with a named diagnostic, state unchanged.
@MainActor
@Suite("§15.1 §15.4 tab bar controller misuse", .isolatedRuntime)
struct TabBarMisuseTests {
    /// Runs `body`, expecting exactly `rule` and no change to the controllers, selection or children.
    func expectRefused(
        _ scene: TabBarScene, _ rule: PortableUIKitDiagnostic.Rule = .invalidTabBarControllerUse,
        _ body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let list = scene.tbc.viewControllers, selected = scene.tbc.selectedViewController, children = scene.tbc.children
        let items = scene.tbc.tabBar.items, selectedItem = scene.tbc.tabBar.selectedItem
        #expect(diagnosticRules(body) == [rule], sourceLocation: sourceLocation)
        #expect(scene.tbc.viewControllers == list, sourceLocation: sourceLocation)
        #expect(scene.tbc.selectedViewController === selected, sourceLocation: sourceLocation)
        #expect(scene.tbc.children == children, sourceLocation: sourceLocation)
        #expect(
            scene.tbc.tabBar.items == items && scene.tbc.tabBar.selectedItem === selectedItem,
            sourceLocation: sourceLocation)
    }

    @Test("15.1 selectedIndex out of range, negative or NSNotFound is refused; a valid index is not (positive control)")
    func badIndex() {
        let scene = TabBarScene()
        for index in [3, -1, NSNotFound, Int.max, Int.min] {
            expectRefused(scene) { scene.tbc.selectedIndex = index }
        }
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.isEmpty)
        #expect(diagnosticRules { scene.tbc.selectedIndex = 2 }.isEmpty)
        #expect(scene.tbc.selectedIndex == 2)
    }

    @Test(
        "15.1 selecting a controller that is not in the list (or nil, or the More controller without a More tab) is refused"
    )
    func notInList() {
        let scene = TabBarScene()
        expectRefused(scene) { scene.tbc.selectedViewController = UIViewController() }
        expectRefused(scene) { scene.tbc.selectedViewController = nil }
        let more = scene.tbc.moreNavigationController
        expectRefused(scene) { scene.tbc.selectedViewController = more }
    }

    @Test(
        "15.4 a list with a controller twice, the tab bar controller itself, its More controller, or a child of another parent is refused"
    )
    func badLists() {
        let scene = TabBarScene()
        expectRefused(scene) { scene.tbc.viewControllers = [scene["A"], scene["B"], scene["A"]] }
        expectRefused(scene) { scene.tbc.viewControllers = [scene["A"], scene.tbc] }
        let more = scene.tbc.moreNavigationController
        expectRefused(scene) { scene.tbc.setViewControllers([more], animated: false) }
        let otherParent = UIViewController(), owned = UIViewController()
        otherParent.addChild(owned)
        owned.didMove(toParent: otherParent)
        expectRefused(scene) { scene.tbc.viewControllers = [scene["A"], owned] }
        #expect(owned.parent === otherParent)
        let elsewhere = UIViewController()
        let other = HeadlessHost(size: CGSize(width: 100, height: 100), rootViewController: elsewhere)
        other.runUntilIdle()
        expectRefused(scene) { scene.tbc.viewControllers = [scene["A"], elsewhere] }
        let outer = UITabBarController()
        expectRefused(scene) { outer.viewControllers = [scene.tbc] }
        #expect(outer.viewControllers == nil && outer.children.isEmpty, "the window's root is not taken")
    }

    @Test("15.4 a tab bar controller that is a tab of another may not list its ancestor")
    func ancestorInList() {
        let inner = UITabBarController(), outer = UITabBarController()
        outer.viewControllers = [inner]
        #expect(inner.parent === outer)
        expectDiagnostic(.invalidTabBarControllerUse) { inner.viewControllers = [outer] }
        #expect(inner.viewControllers == nil && outer.parent == nil)
    }

    @Test(
        "15.1 changing the managed bar's items, selection or delegate is refused (managedTabBarModified); a free bar allows it (positive control)"
    )
    func managedBar() {
        let scene = TabBarScene()
        let bar = scene.tbc.tabBar
        expectRefused(scene, .managedTabBarModified) { bar.setItems([UITabBarItem()], animated: false) }
        expectRefused(scene, .managedTabBarModified) { bar.items = nil }
        expectRefused(scene, .managedTabBarModified) { bar.selectedItem = scene["B"].tabBarItem }
        expectRefused(scene, .managedTabBarModified) { bar.delegate = nil }
        #expect(bar.delegate === scene.tbc)
        let free = UITabBar()
        #expect(diagnosticRules { free.items = [UITabBarItem()] }.isEmpty)
    }
}

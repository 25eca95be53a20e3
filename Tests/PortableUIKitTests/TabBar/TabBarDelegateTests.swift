import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 15.3: the delegate hears about user taps only; a tap's order; re-tapping a navigation tab.
@MainActor
@Suite("§15.3 tab bar controller delegate and user taps", .isolatedRuntime)
struct TabBarDelegateTests {
    @Test(
        "15.3 a tap: shouldSelect, the switch's will-callbacks, didSelect, then the did-callbacks at the end of the turn"
    )
    func tapOrder() {
        let scene = TabBarScene()
        scene.tap(scene["B"].tabBarItem)
        #expect(
            scene.trace.lines == [
                "delegate.shouldSelect(B)",
                "B.viewDidLoad",
                "B.viewWillAppear(false)",
                "A.viewWillDisappear(false)",
                "B.viewIsAppearing(false)",
                "delegate.didSelect(B)",
                "A.viewDidDisappear(false)",
                "B.viewDidAppear(false)",
            ], "the touch's turn ends after didSelect, with the did-callbacks")
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == 1)
        #expect(scene.tbc.tabBar.selectedItem === scene["B"].tabBarItem)
    }

    @Test(
        "15.3 changes made in code call no delegate method: selectedIndex, selectedViewController, viewControllers, setViewControllers"
    )
    func codeChangesAreSilent() {
        let scene = TabBarScene(extra: ["D"])
        scene.tbc.selectedIndex = 1
        scene.tbc.selectedViewController = scene["C"]
        scene.tbc.viewControllers = [scene["A"], scene["C"]]
        scene.tbc.setViewControllers([scene["D"], scene["A"]], animated: true)
        scene.host.runUntilIdle()
        #expect(!scene.trace.lines.contains { $0.hasPrefix("delegate.") })
        // Positive control: a tap in the same scene reaches the delegate.
        scene.tap(scene["D"].tabBarItem)
        #expect(scene.trace.lines.contains("delegate.didSelect(D)"))
    }

    @Test("15.3 shouldSelect returning false keeps the current tab: no switch, no didSelect")
    func shouldSelectRefuses() {
        let scene = TabBarScene()
        scene.trace.refused = [scene["B"]]
        scene.tap(scene["B"].tabBarItem)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines == ["delegate.shouldSelect(B)"])
        #expect(scene.tbc.selectedIndex == 0)
        #expect(scene.tbc.tabBar.selectedItem === scene["A"].tabBarItem)
        #expect(!scene["B"].isViewLoaded)
    }

    @Test("15.3 tapping the selected tab calls didSelect again, with no appearance callbacks")
    func tapSelectedTab() {
        let scene = TabBarScene()
        scene.tap(scene["A"].tabBarItem)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines == ["delegate.shouldSelect(A)", "delegate.didSelect(A)"])
    }

    @Test("15.3 tapping the selected tab of a navigation controller pops it to its root (recommended reading)")
    func tapSelectedNavigationTabPopsToRoot() {
        let root = UIViewController(), pushed = UIViewController()
        let scene = TabBarScene(
            tabs: ["N", "B"],
            make: { name in
                name == "N" ? UINavigationController(rootViewController: root) : UIViewController()
            })
        let navigation = scene["N"] as! UINavigationController
        navigation.pushViewController(pushed, animated: false)
        scene.host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        scene.tap(navigation.tabBarItem)
        scene.host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(scene.trace.lines.first == "delegate.shouldSelect(N)")
        #expect(scene.trace.lines.last == "delegate.didSelect(N)")
    }

    @Test("15.3 a tap on a disabled item does nothing; on an enabled one it selects (positive control)")
    func disabledItem() {
        let scene = TabBarScene()
        scene["B"].tabBarItem.isEnabled = false
        scene.tap(scene["B"].tabBarItem)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.isEmpty)
        scene.tap(scene["C"].tabBarItem)
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == 2)
    }

    @Test("15.1 the tab bar controller is its managed bar's delegate and tells nobody else")
    func tabBarControllerIsBarDelegate() {
        let scene = TabBarScene()
        #expect(scene.tbc.tabBar.delegate === scene.tbc)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 15.1 and 15.4: replacing the controllers — containment, reselection, the removed
/// selected controller's disappearance.
@MainActor
@Suite("§15.4 setViewControllers and reselection", .isolatedRuntime)
struct TabBarSetViewControllersTests {
    @Test(
        "15.4 the selected controller, still present, is reselected at its new index; kept controllers get no containment callbacks (UNC, recommended)"
    )
    func keptSelectionMoves() {
        let scene = TabBarScene(extra: ["D"])
        scene.tbc.selectedIndex = 1
        scene.host.runUntilIdle()
        scene.trace.reset()
        scene.tbc.setViewControllers([scene["D"], scene["C"], scene["B"]], animated: false)
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == 2)
        #expect(scene.tbc.selectedViewController === scene["B"])
        #expect(
            scene.trace.lines == [
                "A.willMove(toParent: nil)",
                "D.willMove(toParent: tbc)",
                "A.didMove(toParent: nil)",
                "D.didMove(toParent: tbc)",
            ], "B and C stay children silently; A leaves, D joins")
        #expect(
            scene.tbc.children == [scene["C"], scene["B"], scene["D"]]
                || Set(scene.tbc.children.map(ObjectIdentifier.init))
                    == Set([scene["B"], scene["C"], scene["D"]].map(ObjectIdentifier.init))
        )
        #expect(scene["A"].parent == nil)
        #expect(scene.tbc.tabBar.items?.map(\.title) == ["D", "C", "B"])
        #expect(scene.tbc.tabBar.selectedItem === scene["B"].tabBarItem)
        #expect(scene.tbc.customizableViewControllers == scene.tbc.viewControllers, "15.1")
    }

    @Test(
        "15.4 a removed selected controller disappears (movingFromParent) and leaves; the controller at the same index appears"
    )
    func removedSelectedController() {
        let scene = TabBarScene(extra: ["D"])
        scene.tbc.selectedIndex = 1
        scene.host.runUntilIdle()
        scene.trace.reset()
        scene.tbc.viewControllers = [scene["A"], scene["D"]]
        #expect(scene["B"].parent == nil, "15.4: removed controllers have parent nil when the setter returns")
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == 1)
        #expect(scene.tbc.selectedViewController === scene["D"])
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nil)",
                "C.willMove(toParent: nil)",
                "D.willMove(toParent: tbc)",
                "D.viewDidLoad",
                "D.viewWillAppear(false) movingToParent",
                "B.viewWillDisappear(false) movingFromParent",
                "D.viewIsAppearing(false) movingToParent",
                "B.didMove(toParent: nil)",
                "C.didMove(toParent: nil)",
                "D.didMove(toParent: tbc)",
                "B.viewDidDisappear(false) movingFromParent",
                "D.viewDidAppear(false) movingToParent",
            ])
        #expect(scene["B"].viewIfLoaded?.superview == nil)
        #expect(scene.violations.isEmpty)
    }

    @Test("15.4 when the old index is invalid in the new list, index 0 is selected")
    func invalidIndexFallsToZero() {
        let scene = TabBarScene(extra: ["D", "E"])
        scene.tbc.selectedIndex = 2
        scene.host.runUntilIdle()
        scene.tbc.viewControllers = [scene["D"], scene["E"]]
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == 0)
        #expect(scene.tbc.selectedViewController === scene["D"])
        #expect(scene["D"].appearanceState == .appeared)
        #expect(scene["C"].appearanceState == .disappeared)
    }

    @Test(
        "15.1 viewControllers defaults to nil; an empty list is nil, selects nothing (selectedIndex NSNotFound) and shows no child"
    )
    func emptyList() {
        let empty = UITabBarController()
        #expect(empty.viewControllers == nil)
        #expect(empty.selectedViewController == nil)
        #expect(empty.selectedIndex == NSNotFound)
        let scene = TabBarScene()
        scene.tbc.viewControllers = []
        scene.host.runUntilIdle()
        #expect(scene.tbc.viewControllers == nil)
        #expect(scene.tbc.selectedViewController == nil)
        #expect(scene.tbc.children.isEmpty)
        #expect(scene["A"].appearanceState == .disappeared)
        #expect(scene.tbc.tabBar.items == nil)
    }

    @Test(
        "15.1 tabBarItem is made lazily from the title; the title updates it; a descendant's tabBarController is the tab bar controller"
    )
    func tabBarItemAndLookup() {
        let controller = UIViewController()
        controller.title = "Inbox"
        let item = controller.tabBarItem!
        #expect(item.title == "Inbox" && item.image == nil)
        controller.title = "Mail"
        #expect(item.title == "Mail")
        let grandchild = UIViewController()
        let navigation = UINavigationController(rootViewController: grandchild)
        let tbc = UITabBarController()
        #expect(grandchild.tabBarController == nil)
        tbc.viewControllers = [navigation, controller]
        #expect(grandchild.tabBarController === tbc)
        #expect(controller.tabBarController === tbc)
        #expect(tbc.tabBarController == nil)
    }

    @Test("15.1 replacing a controller's tabBarItem updates the bar; item changes redraw its view")
    func itemReplacement() {
        let scene = TabBarScene()
        let item = UITabBarItem(title: "Bee", image: nil, tag: 7)
        scene["B"].tabBarItem = item
        #expect(scene.tbc.tabBar.items?[1] === item)
        item.title = "Wasp"
        #expect(scene.tbc.tabBar.itemView(for: item)?.titleLabel.text == "Wasp")
        item.badgeValue = "3"
        #expect(scene.tbc.tabBar.itemView(for: item)?.badgeView.valueLabel.text == "3")
        #expect(scene.tbc.tabBar.itemView(for: item)?.badgeView.isHidden == false)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The bar, the content area below it, and navigation items.
@MainActor
@Suite("Navigation bar, content area and items", .isolatedRuntime)
struct NavigationBarTests {
    @Test(
        "15.6 the bar is 44 pt tall below the top safe-area inset; the top view extends under the translucent bar and its safe area starts at the bar's bottom"
    )
    func barAndContentFrames() {
        let scene = NavigationScene(stack: ["A"])
        #expect(scene.nav.navigationBar.isTranslucent)
        #expect(scene.nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(scene.nav.navigationBar.superview === scene.nav.view)
        #expect(scene["A"].view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene["A"].view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }

    @Test(
        "15.6 an opaque bar stops the content at its bottom (safe-area top 0) unless extendedLayoutIncludesOpaqueBars; edgesForExtendedLayout without .top stops it under a translucent bar too"
    )
    func opaqueBarAndExtendedEdges() {
        let scene = NavigationScene(stack: ["A"])
        scene.nav.navigationBar.isTranslucent = false
        scene.host.runUntilIdle()
        #expect(scene["A"].view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(scene["A"].view.safeAreaInsets == .zero)
        scene["A"].extendedLayoutIncludesOpaqueBars = true
        scene.host.runUntilIdle()
        #expect(scene["A"].view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene["A"].view.safeAreaInsets.top == 64)
        scene.nav.navigationBar.isTranslucent = true
        scene["A"].edgesForExtendedLayout = [.bottom]
        scene.host.runUntilIdle()
        #expect(scene["A"].view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(scene["A"].view.safeAreaInsets == .zero)
    }

    @Test(
        "hiding the bar gives the top view the whole height and the window's top inset; additionalSafeAreaInsets of the navigation controller reach the child"
    )
    func hiddenBar() {
        let scene = NavigationScene(stack: ["A"])
        scene.nav.setNavigationBarHidden(true, animated: true)
        #expect(scene.nav.isNavigationBarHidden)
        #expect(scene.nav.navigationBar.isHidden)
        scene.host.runUntilIdle()
        #expect(scene["A"].view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene["A"].view.safeAreaInsets.top == 20)
        scene.nav.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        scene.host.runUntilIdle()
        #expect(scene["A"].view.safeAreaInsets.bottom == 30)
        scene.nav.isNavigationBarHidden = false
        scene.host.runUntilIdle()
        #expect(scene["A"].view.frame.minY == 0)
        #expect(scene["A"].view.safeAreaInsets.top == 64, "the bar bounds the safe area again")
    }

    @Test("the bar shows the top item's title and follows title changes; items and topItem reflect the stack")
    func titleAndItems() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        let bar = scene.nav.navigationBar
        #expect(bar.topItem === scene["A"].navigationItem)
        #expect(bar.titleLabel.text == "A")
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.host.runUntilIdle()
        #expect(bar.items ?? [] == [scene["A"].navigationItem, scene["B"].navigationItem])
        #expect(bar.backItem === scene["A"].navigationItem)
        #expect(bar.titleLabel.text == "B")
        scene["B"].navigationItem.title = "Details"
        #expect(bar.titleLabel.text == "Details")
        scene["A"].navigationItem.title = "Ignored while covered"
        #expect(bar.titleLabel.text == "Details")
    }

    @Test(
        "navigationItem is created once with the controller's title and follows title; navigationController is the nearest navigation ancestor"
    )
    func itemAndLookup() {
        let controller = UIViewController()
        controller.title = "Inbox"
        let item = controller.navigationItem
        #expect(item.title == "Inbox")
        #expect(controller.navigationItem === item)
        controller.title = "Archive"
        #expect(item.title == "Archive")
        #expect(UINavigationItem(title: "T").title == "T")

        let nav = UINavigationController(rootViewController: controller)
        let grandchild = UIViewController()
        controller.addChild(grandchild)
        #expect(controller.navigationController === nav)
        #expect(grandchild.navigationController === nav)
        #expect(nav.navigationController == nil)
        #expect(UIViewController().navigationController == nil)
    }

    @Test("init(nibName:bundle:) starts empty; visibleViewController is the top")
    func initializers() {
        let nav = UINavigationController(nibName: nil, bundle: nil)
        #expect(nav.viewControllers.isEmpty)
        #expect(nav.topViewController == nil)
        let root = UIViewController()
        nav.viewControllers = [root]
        #expect(nav.visibleViewController === root)
        #expect(root.parent === nav)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 15.6: the bar pinned to the bottom, 49 pt plus the bottom safe area, and the selected
/// child's safe area ending at the bar's top.
@MainActor
@Suite("§15.6 tab bar geometry and safe area", .isolatedRuntime)
struct TabBarGeometryTests {
    @Test(
        "15.6 above a 34 pt home indicator the bar is 83 pt, pinned to the bottom; the child fills the view and its safe area ends at the bar's top"
    )
    func faceIDPhone() {
        let scene = TabBarScene()
        let bar = scene.tbc.tabBar
        #expect(bar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 1000)) == CGSize(width: 390, height: 83))
        let child = scene["A"].view!
        #expect(child.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "it extends under the translucent bar")
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(scene.tbc.view.safeAreaInsets.bottom == 34, "the tab bar controller's own safe area is the window's")
    }

    @Test("15.6 without a bottom inset the bar is 49 pt and the child's bottom inset is 49")
    func noHomeIndicator() {
        let scene = TabBarScene(
            size: CGSize(width: 320, height: 480), safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(scene.tbc.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(scene["A"].view.safeAreaInsets.bottom == 49)
    }

    @Test("15.6 under an opaque bar the child stops at the bar's top and has no bottom inset of its own")
    func opaqueBar() {
        let scene = TabBarScene(configure: { tbc, _ in tbc.tabBar.isTranslucent = false })
        #expect(scene["A"].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 83))
        #expect(scene["A"].view.safeAreaInsets.bottom == 0)
        scene.tbc.tabBar.isTranslucent = true
        scene.host.runUntilIdle()
        #expect(scene["A"].view.frame.height == 844, "positive control: translucent again, it extends under the bar")
        #expect(scene["A"].view.safeAreaInsets.bottom == 83)
    }

    @Test("15.6 a newly selected tab gets the same frame and safe area; the items share the width in the top 49 pt")
    func switchedChildGeometry() {
        let scene = TabBarScene()
        scene.tbc.selectedIndex = 2
        scene.host.runUntilIdle()
        #expect(scene["C"].view.safeAreaInsets.bottom == 83)
        let frames = scene.tbc.tabBar.itemViews.map(\.frame)
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 130, height: 49),
                CGRect(x: 130, y: 0, width: 130, height: 49),
                CGRect(x: 260, y: 0, width: 130, height: 49),
            ])
    }

    @Test("15.6 a navigation controller's content in a tab: its safe area bottom is the bar's top")
    func navigationInTab() {
        let root = UIViewController()
        let scene = TabBarScene(
            tabs: ["N", "B"],
            make: { name in
                name == "N" ? UINavigationController(rootViewController: root) : UIViewController()
            })
        #expect(root.view.safeAreaInsets.bottom == 83)
        #expect(scene["N"].view.safeAreaInsets.bottom == 83)
    }
}

/// `isTabBarHidden` / `setTabBarHidden(_:animated:)` (iOS 18) and the status bar child.
@MainActor
@Suite("§15.6 isTabBarHidden and the status bar child", .isolatedRuntime)
struct TabBarHiddenTests {
    @Test(
        "15.6 setTabBarHidden slides the bar below the bottom edge and the child's safe area drops to the window's; showing it restores 83"
    )
    func hideAndShow() {
        let scene = TabBarScene()
        scene.tbc.setTabBarHidden(true, animated: true)
        #expect(scene.tbc.isTabBarHidden)
        #expect(scene["A"].view.safeAreaInsets.bottom == 34)
        scene.host.advance(by: 0.15)
        let midY = scene.tbc.tabBar.layer.presentation()?.frame.minY ?? 0
        #expect(midY > 761 && midY < 844, "half way down (y = \(midY))")
        scene.host.runUntilIdle()
        #expect(scene.tbc.tabBar.isHidden)
        #expect(scene.tbc.tabBar.frame.minY == 844)
        scene.tbc.isTabBarHidden = false
        #expect(!scene.tbc.tabBar.isHidden)
        #expect(scene.tbc.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(scene["A"].view.safeAreaInsets.bottom == 83)
    }

    @Test("the selected child decides the status bar (childForStatusBarStyle/Hidden)")
    func statusBarChild() {
        let scene = TabBarScene()
        #expect(scene.tbc.childForStatusBarStyle === scene["A"])
        let before = scene.host.window.statusBarAppearanceUpdateCount
        scene.tbc.selectedIndex = 1
        #expect(scene.tbc.childForStatusBarHidden === scene["B"])
        #expect(scene.host.window.statusBarAppearanceUpdateCount == before + 1, "a switch asks for a status bar update")
    }
}

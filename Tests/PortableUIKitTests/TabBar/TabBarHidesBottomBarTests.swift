import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// `hidesBottomBarWhenPushed`: the bar slides out with the push and back with the pop, and the
/// content's safe area follows (15.6).
@MainActor
@Suite("§15.6 hidesBottomBarWhenPushed", .isolatedRuntime)
struct TabBarHidesBottomBarTests {
    @MainActor struct NavScene {
        let scene: TabBarScene
        let navigation: UINavigationController
        let root: UIViewController
        let detail: UIViewController

        init() {
            let root = UIViewController()
            self.root = root
            detail = UIViewController()
            scene = TabBarScene(
                tabs: ["N", "B"],
                make: { name in
                    name == "N" ? UINavigationController(rootViewController: root) : UIViewController()
                })
            navigation = scene["N"] as! UINavigationController
            detail.hidesBottomBarWhenPushed = true
        }
    }

    @Test(
        "15.6 an animated push of a controller that hides the bar slides the bar out alongside; the pushed content's safe area bottom is the window's"
    )
    func pushHides() {
        let s = NavScene()
        let bar = s.scene.tbc.tabBar
        s.navigation.pushViewController(s.detail, animated: true)
        s.scene.host.runTurn()
        s.scene.host.advance(by: 0.175)
        let midX = bar.layer.presentation()?.frame.minX ?? 0
        #expect(midX < -10 && midX > -380, "half way the bar is sliding out (x = \(midX))")
        s.scene.host.runUntilIdle()
        #expect(bar.isHidden)
        #expect(bar.frame.maxX <= 0)
        #expect(s.detail.view.safeAreaInsets.bottom == 34)
    }

    @Test("15.6 the pop brings the bar back and the root's safe area bottom is the bar's top again")
    func popShows() {
        let s = NavScene()
        let bar = s.scene.tbc.tabBar
        s.navigation.pushViewController(s.detail, animated: true)
        s.scene.host.runUntilIdle()
        s.navigation.popViewController(animated: true)
        s.scene.host.runUntilIdle()
        #expect(!bar.isHidden)
        #expect(bar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(s.root.view.safeAreaInsets.bottom == 83)
    }

    @Test(
        "15.6 a controller that does not hide the bar keeps it (positive control); a non-animated push hides it at once"
    )
    func nonHidingAndNonAnimated() {
        let s = NavScene()
        let plain = UIViewController()
        s.navigation.pushViewController(plain, animated: true)
        s.scene.host.runUntilIdle()
        #expect(!s.scene.tbc.tabBar.isHidden)
        #expect(plain.view.safeAreaInsets.bottom == 83)
        s.navigation.pushViewController(s.detail, animated: false)
        s.scene.host.runUntilIdle()
        #expect(s.scene.tbc.tabBar.isHidden)
        #expect(s.detail.view.safeAreaInsets.bottom == 34)
        // Any controller on the stack above the root keeps it hidden.
        s.navigation.pushViewController(UIViewController(), animated: false)
        s.scene.host.runUntilIdle()
        #expect(s.scene.tbc.tabBar.isHidden)
    }

    @Test("15.6 a cancelled interactive pop leaves the bar hidden")
    func cancelledInteractivePop() {
        let s = NavScene()
        s.navigation.pushViewController(s.detail, animated: false)
        s.scene.host.runUntilIdle()
        s.scene.host.edgeSwipe(from: .left, distance: 40, duration: 0.3)
        s.scene.host.runUntilIdle()
        #expect(s.navigation.topViewController === s.detail, "the short swipe cancelled")
        #expect(s.scene.tbc.tabBar.isHidden)
        #expect(s.detail.view.safeAreaInsets.bottom == 34)
    }
}

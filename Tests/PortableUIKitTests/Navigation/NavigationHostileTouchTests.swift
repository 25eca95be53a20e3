import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Issue 18: a touch at NaN during the interactive pop (UIKit never delivers one; a host might)
/// leaves the pop where it was, and the release decides from there; the navigation controller
/// keeps working.
@MainActor
@Suite("§5.3 interactive pop with a NaN touch (issue 18)", .isolatedRuntime)
struct NavigationHostileTouchTests {
    let edge = CGPoint(x: 2, y: 240)

    func x(_ controller: UIViewController) -> CGFloat { controller.view.layer.presentation()!.frame.minX }

    @Test(
        "issue 18 5.3 a NaN move during the back swipe keeps the pop where it was; a NaN lift finishes from there and later pushes work"
    )
    func nanTouchKeepsThePop() {
        let scene = NavigationScene(stack: ["A", "B"])
        scene.host.touchDown(at: edge)
        scene.host.moveTouch(from: edge, to: CGPoint(x: edge.x + 250, y: edge.y), duration: 0.2, steps: 12)
        let before = x(scene["B"])
        #expect(abs(before - 250) < 0.5, "positive control: B follows the finger (\(before))")
        scene.host.advance(by: 1.0 / 60)
        scene.host.touchMove(to: CGPoint(x: CGFloat.nan, y: edge.y))
        #expect(abs(x(scene["B"]) - before) < 0.5, "B stays where it was: \(x(scene["B"]))")
        scene.host.touchUp(at: CGPoint(x: CGFloat.nan, y: edge.y))
        scene.host.runUntilIdle()
        #expect(scene.nav.viewControllers == [scene["A"]], "past half-way: the pop finished")
        #expect(scene.nav.topViewController?.view.frame.minX == 0)
        let pushed = UIViewController()
        scene.nav.pushViewController(pushed, animated: true)
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(scene.nav.topViewController === pushed)
        #expect(scene.violations.isEmpty)
    }
}

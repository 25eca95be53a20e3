import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The animated push/pop slide: 0.35 s, ease-in-out, incoming view from the right edge, covered
/// view moving a third of the width (PortableUIKit's documented choices; UIKit's curve is private).
@MainActor
@Suite("Navigation slide animation", .isolatedRuntime)
struct NavigationSlideTests {
    func x(_ controller: UIViewController) -> CGFloat { controller.view.layer.presentation()!.frame.minX }

    @Test(
        "animated push: B starts at the right edge, A ends a third of the width to the left; done after 0.35 s, not before"
    )
    func pushSlide() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        let width = scene.nav.view.bounds.width
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.host.runTurn()
        #expect(abs(x(scene["B"]) - width) < 1, "B starts off screen at the right")
        #expect(abs(x(scene["A"])) < 1)
        scene.host.advance(by: 0.175)
        let midB = x(scene["B"]), midA = x(scene["A"])
        #expect(abs(midB - width / 2) < 2, "ease-in-out is half-way at half time: \(midB)")
        #expect(abs(midA + width / 6) < 2, "A is half-way to -width/3: \(midA)")
        scene.host.advance(by: 0.15)
        #expect(!scene.trace.lines.contains("B.viewDidAppear(true) movingToParent"), "still sliding at 0.325 s")
        scene.host.advance(by: 0.03)
        #expect(scene.trace.lines.contains("B.viewDidAppear(true) movingToParent"))
        #expect(scene["B"].view.frame.minX == 0)
        #expect(scene["A"].viewIfLoaded?.superview == nil)
        #expect(scene["A"].view.frame.minX == 0, "the covered view's offset is undone when it leaves")
    }

    @Test("animated pop: B slides out to the right over A, which comes back from a third of the width to the left")
    func popSlide() {
        let scene = NavigationScene(stack: ["A", "B"])
        let width = scene.nav.view.bounds.width
        scene.nav.popViewController(animated: true)
        scene.host.runTurn()
        #expect(abs(x(scene["A"]) + width / 3) < 1)
        let subviews = scene.nav.view.subviews
        #expect(subviews.firstIndex(of: scene["A"].view)! < subviews.firstIndex(of: scene["B"].view)!, "A is below B")
        #expect(subviews.last === scene.nav.navigationBar, "the bar stays on top")
        scene.host.advance(by: 0.175)
        #expect(abs(x(scene["B"]) - width / 2) < 2)
        let turns = scene.host.runUntilIdle()
        #expect(turns > 5, "runUntilIdle waited for the slide")
        #expect(scene["B"].viewIfLoaded?.superview == nil)
        #expect(scene["A"].view.frame == scene.nav.view.bounds, "under the translucent bar")
    }
}

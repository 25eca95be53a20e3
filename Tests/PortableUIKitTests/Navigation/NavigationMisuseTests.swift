import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 4.5 and 2.13: stack misuse is reported as `invalidNavigationStackUse` and refused,
/// leaving the stack, the children and the trace as they were.
@MainActor
@Suite("§4.5 navigation stack misuse", .isolatedRuntime)
struct NavigationMisuseTests {
    /// Runs `body` and expects exactly one `invalidNavigationStackUse` and an unchanged stack.
    func expectRefused(_ scene: NavigationScene, _ body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let stack = scene.nav.viewControllers, children = scene.nav.children
        #expect(diagnosticRules(body) == [.invalidNavigationStackUse], sourceLocation: sourceLocation)
        #expect(scene.nav.viewControllers == stack, sourceLocation: sourceLocation)
        #expect(scene.nav.children == children, sourceLocation: sourceLocation)
    }

    @Test("4.5 pushing a controller already on the stack is refused; pushing a new one is not")
    func pushTwice() {
        let scene = NavigationScene(stack: ["A", "B"], extra: ["C"])
        expectRefused(scene) { scene.nav.pushViewController(scene["A"], animated: true) }
        expectRefused(scene) { scene.nav.pushViewController(scene["B"], animated: false) }
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.isEmpty)
        // Positive control: the same trace records a push that is allowed.
        #expect(diagnosticRules { scene.nav.pushViewController(scene["C"], animated: false) }.isEmpty)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.first == "C.willMove(toParent: nav)")
        #expect(scene.trace.lines.last == "delegate.didShow(C, false)")
        #expect(scene.nav.viewControllers == [scene["A"], scene["B"], scene["C"]])
    }

    @Test("4.5 1.4 pushing a controller that is a child elsewhere is refused; it keeps its parent")
    func pushForeignChild() {
        let scene = NavigationScene(stack: ["A"])
        let other = UIViewController(), child = UIViewController()
        other.addChild(child)
        expectRefused(scene) { scene.nav.pushViewController(child, animated: true) }
        #expect(child.parent === other)
    }

    @Test("4.5 pushing a navigation controller, or the navigation controller's own ancestor, is refused")
    func pushNavigationController() {
        let scene = NavigationScene(stack: ["A"])
        expectRefused(scene) { scene.nav.pushViewController(UINavigationController(), animated: false) }
        expectRefused(scene) { scene.nav.pushViewController(scene.nav, animated: false) }
    }

    @Test("popping the root is refused and returns nil")
    func popRoot() {
        let scene = NavigationScene(stack: ["A"])
        var popped: UIViewController? = UIViewController()
        expectRefused(scene) { popped = scene.nav.popViewController(animated: true) }
        #expect(popped == nil)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.isEmpty)
    }

    @Test("popToViewController with a controller not on the stack is refused and returns nil")
    func popToStranger() {
        let scene = NavigationScene(stack: ["A", "B"])
        var popped: [UIViewController]? = []
        expectRefused(scene) { popped = scene.nav.popToViewController(UIViewController(), animated: true) }
        #expect(popped == nil)
    }

    @Test("setViewControllers with duplicates, with a foreign child, or with no controllers is refused")
    func setInvalidStacks() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        expectRefused(scene) { scene.nav.setViewControllers([scene["B"], scene["B"]], animated: false) }
        let other = UIViewController(), child = UIViewController()
        other.addChild(child)
        expectRefused(scene) { scene.nav.setViewControllers([scene["A"], child], animated: false) }
        expectRefused(scene) { scene.nav.viewControllers = [] }
        #expect(scene["B"].parent == nil, "nothing was adopted before the refusal")
    }

    @Test("2.13 5.2 stack changes while a transition runs are refused (policy); the running push completes normally")
    func changeDuringTransition() {
        let scene = NavigationScene(stack: ["A"], extra: ["B", "C"])
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.host.advance(by: 0.1)
        expectRefused(scene) { scene.nav.pushViewController(scene["C"], animated: true) }
        expectRefused(scene) { scene.nav.popViewController(animated: true) }
        expectRefused(scene) { scene.nav.setViewControllers([scene["C"]], animated: false) }
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.last == "delegate.didShow(B, true)")
        #expect(scene["C"].parent == nil)
        #expect(
            diagnosticRules { scene.nav.pushViewController(scene["C"], animated: false) }.isEmpty,
            "allowed again once settled")
        scene.host.runUntilIdle()
        #expect(scene.nav.topViewController === scene["C"])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "a controller popped and pushed again before the transition starts stays a child and gets willMove(nil) then willMove(nav)"
    )
    func popThenPushAgain() {
        let scene = NavigationScene(stack: ["A", "B"])
        #expect(
            diagnosticRules {
                scene.nav.popViewController(animated: false)
                scene.nav.pushViewController(scene["B"], animated: false)
            }.isEmpty)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == ["B.willMove(toParent: nil)", "B.willMove(toParent: nav)", "B.didMove(toParent: nav)"])
        #expect(scene.nav.children == [scene["A"], scene["B"]])
    }
}

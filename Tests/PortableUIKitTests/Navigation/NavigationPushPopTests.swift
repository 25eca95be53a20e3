import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 5.1, 5.2 and 1.11: push and pop traces on screen, their deferral to the next layout pass,
/// and containment around them.
@MainActor
@Suite("§5.1 §5.2 navigation push and pop", .isolatedRuntime)
struct NavigationPushPopTests {
    @Test(
        "5.1 push: A will-disappear before B will-appear, delegate willShow after both, did-callbacks then didMove (1.11) then didShow"
    )
    func animatedPushTrace() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nav)",
                "B.viewDidLoad",
                "A.viewWillDisappear(true)",
                "B.viewWillAppear(true) movingToParent",
                "delegate.willShow(B, true)",
                "B.viewIsAppearing(true) movingToParent",
                "A.viewDidDisappear(true)",
                "B.viewDidAppear(true) movingToParent",
                "B.didMove(toParent: nav)",
                "delegate.didShow(B, true)",
            ])
        #expect(scene.nav.children == [scene["A"], scene["B"]])
        #expect(scene["A"].viewIfLoaded?.superview == nil, "only the top's view stays in the hierarchy")
        #expect(scene["B"].view.superview === scene.nav.view)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.1 pop is symmetric: B will-disappear (movingFromParent), A will-appear, B did-disappear, A did-appear, then B leaves (1.11); A, never shown, loads first"
    )
    func animatedPopTrace() {
        let scene = NavigationScene(stack: ["A", "B"])
        let popped = scene.nav.popViewController(animated: true)
        #expect(popped === scene["B"])
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nil)",
                "A.viewDidLoad",
                "B.viewWillDisappear(true) movingFromParent",
                "A.viewWillAppear(true)",
                "delegate.willShow(A, true)",
                "A.viewIsAppearing(true)",
                "B.viewDidDisappear(true) movingFromParent",
                "A.viewDidAppear(true)",
                "B.didMove(toParent: nil)",
                "delegate.didShow(A, true)",
            ])
        #expect(scene.nav.children == [scene["A"]])
        #expect(scene["B"].parent == nil)
        #expect(scene["B"].viewIfLoaded?.superview == nil)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.2 push returns with viewControllers updated but no load and no appearance callbacks; they start at the next layout pass"
    )
    func pushIsDeferred() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        scene.nav.pushViewController(scene["B"], animated: true)
        #expect(scene.nav.viewControllers == [scene["A"], scene["B"]])
        #expect(scene.nav.topViewController === scene["B"])
        #expect(scene["B"].isViewLoaded == false)
        #expect(scene.trace.lines == ["B.willMove(toParent: nav)"], "only containment starts at once")
        scene.nav.view.layoutIfNeeded()
        #expect(
            scene.trace.lines.contains("B.viewWillAppear(true) movingToParent"), "the layout pass starts the transition"
        )
        #expect(!scene.trace.lines.contains("B.viewDidAppear(true) movingToParent"))
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.last == "delegate.didShow(B, true)")
    }

    @Test("5.2 a non-animated push completes in the turn whose layout starts it")
    func nonAnimatedPushCompletesInOneTurn() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        scene.nav.pushViewController(scene["B"], animated: false)
        scene.host.runTurn()
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nav)", "B.viewDidLoad",
                "A.viewWillDisappear(false)", "B.viewWillAppear(false) movingToParent",
                "delegate.willShow(B, false)", "B.viewIsAppearing(false) movingToParent",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false) movingToParent",
                "B.didMove(toParent: nav)", "delegate.didShow(B, false)",
            ])
        let afterOneTurn = scene.trace.lines
        scene.host.runUntilIdle()
        #expect(scene.trace.lines == afterOneTurn, "nothing was left for later turns")
    }

    @Test("5.2 popped controllers stay children (and in the hierarchy) until the transition ends")
    func poppedStayUntilTheEnd() {
        let scene = NavigationScene(stack: ["A", "B"])
        scene.nav.popViewController(animated: true)
        #expect(scene.nav.viewControllers == [scene["A"]])
        #expect(scene["B"].parent === scene.nav, "still a child until the transition ends")
        scene.host.advance(by: 0.2)
        #expect(scene["B"].parent === scene.nav)
        #expect(scene["B"].view.superview === scene.nav.view)
        scene.host.runUntilIdle()
        #expect(scene["B"].parent == nil)
        #expect(scene.nav.children == [scene["A"]])
    }

    @Test("5.2 two pushes before a layout pass make one transition, from the shown controller to the final top")
    func changesMerge() {
        let scene = NavigationScene(stack: ["A"], extra: ["B", "C"])
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.nav.pushViewController(scene["C"], animated: true)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nav)", "C.willMove(toParent: nav)", "C.viewDidLoad",
                "A.viewWillDisappear(true)", "C.viewWillAppear(true) movingToParent",
                "delegate.willShow(C, true)", "C.viewIsAppearing(true) movingToParent",
                "A.viewDidDisappear(true)", "C.viewDidAppear(true) movingToParent",
                "B.didMove(toParent: nav)", "C.didMove(toParent: nav)", "delegate.didShow(C, true)",
            ])
        #expect(scene["B"].isViewLoaded == false, "B was never shown")
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "popToRootViewController pops every controller above the root, bottom first, and removes them after the transition"
    )
    func popToRoot() {
        let scene = NavigationScene(stack: ["A", "B", "C"])
        let popped = scene.nav.popToRootViewController(animated: true)
        #expect(popped == [scene["B"], scene["C"]])
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "C.willMove(toParent: nil)", "B.willMove(toParent: nil)", "A.viewDidLoad",
                "C.viewWillDisappear(true) movingFromParent", "A.viewWillAppear(true)",
                "delegate.willShow(A, true)", "A.viewIsAppearing(true)",
                "C.viewDidDisappear(true) movingFromParent", "A.viewDidAppear(true)",
                "C.didMove(toParent: nil)", "B.didMove(toParent: nil)", "delegate.didShow(A, true)",
            ])
        #expect(scene.nav.children == [scene["A"]])
        #expect(scene.nav.popToRootViewController(animated: false) == [], "nothing above the root")
    }

    @Test(
        "popToViewController returns the controllers above it; setViewControllers with a new top pushes, with an old one pops"
    )
    func popToAndSet() {
        let scene = NavigationScene(stack: ["A", "B", "C"], extra: ["D"])
        #expect(scene.nav.popToViewController(scene["B"], animated: false) == [scene["C"]])
        scene.host.runUntilIdle()
        #expect(scene.nav.viewControllers == [scene["A"], scene["B"]])
        scene.trace.reset()
        scene.nav.setViewControllers([scene["D"]], animated: false)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nil)", "A.willMove(toParent: nil)", "D.willMove(toParent: nav)", "D.viewDidLoad",
                "B.viewWillDisappear(false) movingFromParent", "D.viewWillAppear(false) movingToParent",
                "delegate.willShow(D, false)", "D.viewIsAppearing(false) movingToParent",
                "B.viewDidDisappear(false) movingFromParent", "D.viewDidAppear(false) movingToParent",
                "B.didMove(toParent: nil)", "A.didMove(toParent: nil)", "D.didMove(toParent: nav)",
                "delegate.didShow(D, false)",
            ])
        #expect(scene.nav.children == [scene["D"]])
        scene.nav.viewControllers = [scene["A"], scene["D"]]
        #expect(scene.nav.children == [scene["A"], scene["D"]], "children follow the stack's order")
        scene.host.runUntilIdle()
        #expect(scene.violations.isEmpty)
    }
}

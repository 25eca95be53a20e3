import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 5.3 and 5.4: the interactive pop recognizer, scrubbing, and finishing or cancelling on
/// release (finish past half the width or faster than 300 pt/s to the right; PortableUIKit's rule).
@MainActor
@Suite("§5.3 §5.4 interactive pop", .isolatedRuntime)
struct NavigationInteractivePopTests {
    let edge = CGPoint(x: 2, y: 240)

    func x(_ controller: UIViewController) -> CGFloat { controller.view.layer.presentation()!.frame.minX }

    @Test(
        "5.4 interactivePopGestureRecognizer is a left-edge UIScreenEdgePanGestureRecognizer on the navigation controller's view, delaying touches-began"
    )
    func recognizerConfiguration() {
        let scene = NavigationScene(stack: ["A", "B"])
        let recognizer = scene.nav.interactivePopGestureRecognizer
        let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer
        #expect(edgePan != nil)
        #expect(edgePan?.edges == .left)
        #expect(recognizer?.delaysTouchesBegan == true)
        #expect(recognizer?.view === scene.nav.view)
        #expect(scene.nav.interactivePopGestureRecognizer === recognizer, "the same recognizer every time")
    }

    @Test("5.3 an edge swipe that pops: the pop's trace is the animated pop's (5.1), and the stack loses its top")
    func edgeSwipePops() {
        let scene = NavigationScene(stack: ["A", "B"])
        scene.host.edgeSwipe(from: .left, distance: 200)
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
        #expect(scene.nav.viewControllers == [scene["A"]])
        #expect(scene.nav.children == [scene["A"]])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.3 during the drag the top view follows the finger and A moves in from a third of the width; nothing runs while the finger rests"
    )
    func topFollowsTheFinger() {
        let scene = NavigationScene(stack: ["A", "B"])
        let width = scene.nav.view.bounds.width
        scene.host.touchDown(at: edge)
        scene.host.moveTouch(from: edge, to: CGPoint(x: edge.x + 100, y: edge.y), duration: 0.2, steps: 12)
        #expect(abs(x(scene["B"]) - 100) < 0.5, "B is under the finger: \(x(scene["B"]))")
        #expect(abs(x(scene["A"]) + width / 3 * (1 - 100 / width)) < 0.5)
        #expect(scene.nav.viewControllers == [scene["A"]], "the pop happened when the gesture began")
        #expect(scene["B"].parent === scene.nav, "B leaves only when the pop completes")
        scene.host.runUntilIdle()
        #expect(abs(x(scene["B"]) - 100) < 0.5, "a resting finger holds the transition")
        scene.host.touchMove(to: CGPoint(x: edge.x + 160, y: edge.y))
        #expect(abs(x(scene["B"]) - 160) < 0.5)
        scene.host.touchUp(at: CGPoint(x: edge.x + 160, y: edge.y))
        scene.host.runUntilIdle()
    }

    @Test(
        "5.3 an edge swipe that cancels (slow, under half): A will-appear is undone with will/did-disappear, B gets didMove(nav) then appears again with begin(true)/end (iOS 7 trace; no iOS 18 shortcut in this appearance machine)"
    )
    func edgeSwipeCancels() {
        let scene = NavigationScene(stack: ["A", "B"])
        scene.host.edgeSwipe(from: .left, distance: 60, duration: 1)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nil)",
                "A.viewDidLoad",
                "B.viewWillDisappear(true) movingFromParent",
                "A.viewWillAppear(true)",
                "delegate.willShow(A, true)",
                "A.viewIsAppearing(true)",
                "A.viewWillDisappear(true)",
                "A.viewDidDisappear(true)",
                "B.didMove(toParent: nav)",
                "B.viewWillAppear(true)",
                "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)",
            ])
        #expect(scene.nav.viewControllers == [scene["A"], scene["B"]])
        #expect(scene.nav.children == [scene["A"], scene["B"]])
        #expect(scene["A"].view.superview == nil)
        #expect(scene["B"].view.frame.minX == 0)
        #expect(scene.nav.navigationBar.topItem?.title == "B")
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.3 release rule: a slow drag past half the width finishes; a short flick faster than 300 pt/s finishes; a slow short one cancels"
    )
    func releaseRule() {
        for (distance, duration, pops) in [
            (200.0, 2.0, true), (60.0, 0.1, true), (60.0, 2.0, false), (150.0, 2.0, false),
        ] {
            let scene = NavigationScene(stack: ["A", "B"])
            scene.host.edgeSwipe(from: .left, distance: CGFloat(distance), duration: duration)
            scene.host.runUntilIdle()
            #expect(scene.nav.viewControllers.count == (pops ? 1 : 2), "\(distance) pt in \(duration) s")
        }
    }

    @Test(
        "5.4 at the root the recognizer fails at touch-down, so a pan that requires its failure begins after the usual 10 pt"
    )
    func failsAtTheRoot() {
        let scene = NavigationScene(stack: ["A"])
        let pan = UIPanGestureRecognizer()
        let edgePan = scene.nav.interactivePopGestureRecognizer!
        pan.require(toFail: edgePan)
        scene["A"].view.addGestureRecognizer(pan)
        scene.host.touchDown(at: edge)
        #expect(edgePan.state == .failed, "fails before any movement")
        scene.host.touchMove(to: CGPoint(x: edge.x + 15, y: edge.y))
        #expect(pan.state == .began)
        scene.host.touchUp(at: CGPoint(x: edge.x + 15, y: edge.y))
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.isEmpty)
    }

    @Test("5.4 with two controllers the same swipe is the edge pan's: the pan that requires its failure fails")
    func recognizesWithTwo() {
        let scene = NavigationScene(stack: ["A", "B"])
        let pan = UIPanGestureRecognizer()
        let edgePan = scene.nav.interactivePopGestureRecognizer!
        pan.require(toFail: edgePan)
        scene["B"].view.addGestureRecognizer(pan)
        scene.host.touchDown(at: edge)
        #expect(edgePan.state == .possible)
        scene.host.touchMove(to: CGPoint(x: edge.x + 15, y: edge.y))
        #expect(edgePan.state == .began)
        #expect(pan.state == .failed)
        scene.host.touchUp(at: CGPoint(x: edge.x + 15, y: edge.y))
        scene.host.runUntilIdle()
    }

    @Test("5.4 the recognizer fails at touch-down while a transition runs, and while one is owed")
    func failsDuringTransition() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        let edgePan = scene.nav.interactivePopGestureRecognizer!
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.host.touchDown(at: edge)
        #expect(edgePan.state == .failed, "owed (push not started yet)")
        scene.host.touchUp(at: edge)
        scene.host.advance(by: 0.1)
        scene.host.touchDown(at: edge)
        #expect(edgePan.state == .failed, "running")
        scene.host.touchUp(at: edge)
        scene.host.runUntilIdle()
        scene.host.touchDown(at: edge)
        #expect(edgePan.state == .possible, "settled with two controllers")
        scene.host.touchUp(at: edge)
    }

    @Test(
        "issue 18 5.3 an edge swipe cancelling while the navigation controller leaves the window: the top controller stays disappeared off screen and appears again when the navigation controller returns"
    )
    func cancelWhileLeavingTheWindow() throws {
        let scene = NavigationScene(stack: ["A", "B"])
        scene.host.touchDown(at: edge)
        scene.host.moveTouch(from: edge, to: CGPoint(x: edge.x + 40, y: edge.y), duration: 0.5, steps: 10)
        scene.host.touchUp(at: CGPoint(x: edge.x + 40, y: edge.y))
        try #require(scene.nav.activeTransition != nil, "the cancel is still animating")
        let elsewhere = UIViewController()
        scene.host.window.rootViewController = elsewhere
        scene.host.runUntilIdle()
        #expect(scene.nav.viewControllers == [scene["A"], scene["B"]], "the pop was cancelled")
        #expect(scene["B"].appearanceState == .disappeared, "B is off screen: \(scene["B"].appearanceState)")
        #expect(scene["A"].appearanceState == .disappeared)
        scene.host.window.rootViewController = scene.nav
        scene.host.runUntilIdle()
        #expect(scene["B"].appearanceState == .appeared, "B appears again with the navigation controller")
        #expect(scene["A"].appearanceState == .disappeared)
        #expect(scene.nav.children == [scene["A"], scene["B"]])
        #expect(scene.violations.isEmpty, "\(scene.violations)")
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Appearance is gated on the navigation controller's own appearance (spec 2.1, 2.6): off screen
/// nothing appears, and the stack's top catches up when the navigation controller appears.
@MainActor
@Suite("Navigation off screen", .isolatedRuntime)
struct NavigationOffScreenTests {
    @Test(
        "2.1 off-window pushes deliver containment only; on appearance the top appears with the navigation controller, parent first, and A never appears"
    )
    func catchesUpOnAppear() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"], onScreen: false)
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines == ["B.willMove(toParent: nav)"])
        scene.host.window.rootViewController = scene.nav
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nav)",
                "nav.viewDidLoad",
                "nav.viewWillAppear(false)",
                "B.viewDidLoad",
                "B.viewWillAppear(false) movingToParent",
                "nav.viewIsAppearing(false)",
                "B.viewIsAppearing(false) movingToParent",
                "nav.viewDidAppear(false)",
                "B.viewDidAppear(false) movingToParent",
                "A.didMove(toParent: nav)",
                "B.didMove(toParent: nav)",
            ])
        #expect(scene["A"].isViewLoaded == false)
        #expect(scene.nav.children == [scene["A"], scene["B"]])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "a loaded navigation controller outside any window applies a change silently at its next layout, completing containment at once"
    )
    func silentWhileOffScreen() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"], onScreen: false)
        scene.nav.loadViewIfNeeded()
        scene.nav.view.layoutIfNeeded()
        scene.trace.reset()
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.nav.view.layoutIfNeeded()
        #expect(
            scene.trace.lines == [
                "B.willMove(toParent: nav)", "B.viewDidLoad", "B.didMove(toParent: nav)",
            ])
        #expect(scene["B"].view.superview === scene.nav.view)
        #expect(scene["A"].view.superview == nil)
    }

    @Test(
        "2.1 a push while the window is hidden is applied silently at the next layout (containment completes); showing the window makes B appear once, after the navigation controller, and A never comes back"
    )
    func pushWhileWindowHidden() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        scene.host.window.isHidden = true
        scene.host.runUntilIdle()
        scene.trace.reset()
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines == ["B.willMove(toParent: nav)", "B.viewDidLoad", "B.didMove(toParent: nav)"])
        #expect(scene["A"].view.superview == nil)
        scene.host.window.isHidden = false
        scene.host.runUntilIdle()
        #expect(
            Array(scene.trace.lines.dropFirst(3)) == [
                "nav.viewWillAppear(false)",
                "B.viewWillAppear(false)",
                "nav.viewIsAppearing(false)",
                "B.viewIsAppearing(false)",
                "nav.viewDidAppear(false)",
                "B.viewDidAppear(false)",
            ])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "2.12 the window hiding mid-push: B's appearance is reversed by the navigation controller (no viewDidAppear), the push still completes, and B appears once when the window shows"
    )
    func hiddenMidPush() {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        scene.nav.pushViewController(scene["B"], animated: true)
        scene.host.advance(by: 0.1)
        scene.host.window.isHidden = true
        scene.host.runUntilIdle()
        #expect(
            Array(scene.trace.lines.dropFirst(6)) == [
                "nav.viewWillDisappear(false)",
                "B.viewWillDisappear(false) movingToParent",
                "nav.viewDidDisappear(false)",
                "B.viewDidDisappear(false) movingToParent",
                "A.viewDidDisappear(true)",
                "B.didMove(toParent: nav)",
                "delegate.didShow(B, true)",
            ])
        #expect(scene.violations.isEmpty)
        scene.trace.reset()
        scene.host.window.isHidden = false
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "nav.viewWillAppear(false)", "B.viewWillAppear(false)", "nav.viewIsAppearing(false)",
                "B.viewIsAppearing(false)", "nav.viewDidAppear(false)", "B.viewDidAppear(false)",
            ])
        #expect(scene.violations.isEmpty)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 13.5, 13.6 and 13.9: links and flags as the callbacks see them, the transition
/// coordinator, and the presented controller's release after its dismissal.
@MainActor
@Suite("§13.5 §13.6 §13.9 links, flags and the coordinator", .isolatedRuntime)
struct PresentationLinkTests {
    /// A controller that writes what it reads inside its appearance callbacks.
    final class Probe: UIViewController {
        var reads: [String] = []
        private func note(_ callback: String) {
            reads.append(
                "\(callback): presenting=\(presentingViewController?.title ?? "nil") presented=\(isBeingPresented) dismissed=\(isBeingDismissed) coordinator=\(transitionCoordinator != nil)"
            )
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("didDisappear") }
    }

    @Test(
        "13.5 13.6 13.9 inside P's callbacks: presenting is R, the flags are set, a coordinator exists (animated); outside, the flags are false"
    )
    func readsInsideCallbacks() {
        let root = UIViewController()
        root.title = "R"
        let scene = PresentationScene(root: root)
        let probe = Probe()
        probe.modalPresentationStyle = .fullScreen
        var inCompletion: [Bool] = []
        scene.root.present(probe, animated: true) {
            inCompletion = [probe.isBeingPresented, probe.transitionCoordinator == nil]
        }
        scene.host.runUntilIdle()
        probe.dismiss(animated: true) {
            inCompletion += [probe.isBeingDismissed, probe.presentingViewController == nil]
        }
        scene.host.runUntilIdle()
        #expect(
            probe.reads == [
                "willAppear: presenting=R presented=true dismissed=false coordinator=true",
                "didAppear: presenting=R presented=true dismissed=false coordinator=true",
                "willDisappear: presenting=R presented=false dismissed=true coordinator=true",
                "didDisappear: presenting=R presented=false dismissed=true coordinator=true",
            ])
        #expect(
            inCompletion == [false, true, false, true],
            "13.5/13.6: flags and links clear before the completion; the coordinator is gone")
        #expect(!probe.isBeingPresented && !probe.isBeingDismissed)
    }

    @Test(
        "13.6 links: presentedViewController from the presenter's descendants, presentingViewController from the presented controller's descendants; a presented controller is not a child"
    )
    func links() {
        let container = ContainerController()
        let child = UIViewController()
        let scene = PresentationScene(root: container)
        container.display(child)
        scene.host.runUntilIdle()
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.modalPresentationStyle = .fullScreen
        child.present(nav, animated: false)
        #expect(container.presentedViewController === nav)
        #expect(child.presentedViewController === nav)
        #expect(nav.presentingViewController === container)
        #expect(nav.topViewController?.presentingViewController === container)
        #expect(nav.parent == nil)
        #expect(!container.children.contains(nav))
        #expect(
            nav.topViewController?.isBeingPresented == false,
            "13.5: a child of P is not itself being presented [UNC, recommended]")
        scene.host.runUntilIdle()
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.9 the coordinator: alongside animations run with the transition, completions after P.viewDidAppear and before the present completion; a child of R reaches it through its parent"
    )
    func coordinator() {
        let container = ContainerController()
        let child = UIViewController()
        let scene = PresentationScene(root: container)
        container.display(child)
        scene.host.runUntilIdle()
        let presented = scene.make("P", style: .overFullScreen)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.root.view.addSubview(badge)
        scene.root.present(presented, animated: true, completion: scene.completion())
        let coordinator = presented.transitionCoordinator
        #expect(coordinator != nil)
        #expect(child.transitionCoordinator === coordinator, "the parent chain reaches R's coordinator")
        #expect(scene.root.transitionCoordinator === coordinator)
        let trace = scene.trace
        var alongsideRan = false
        let queued = coordinator?.animate(
            alongsideTransition: { _ in
                alongsideRan = true
                badge.alpha = 0
            }, completion: { context in trace.mark("coordinator.completion(cancelled: \(context.isCancelled))") })
        #expect(queued == true)
        scene.host.advance(by: 0.2)
        #expect(alongsideRan)
        let badgeLayer = badge.layer.presentation() ?? badge.layer
        #expect(badgeLayer.opacity > 0 && badgeLayer.opacity < 1, "animated with the transition")
        scene.host.runUntilIdle()
        #expect(
            Array(scene.trace.lines.suffix(3)) == [
                "P.viewDidAppear(true) beingPresented", "coordinator.completion(cancelled: false)", "completion",
            ])
        #expect(presented.transitionCoordinator == nil)
        #expect(
            coordinator?.animate(alongsideTransition: nil, completion: nil) == false, "over: nothing more is accepted")
    }

    @Test("13.3 the presented controller is released after its dismissal completion (alive inside it)")
    func releasedAfterDismissal() {
        let scene = PresentationScene()
        weak var weakPresented: UIViewController?
        weak var weakController: UIPresentationController?
        var aliveInCompletion = false
        do {
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            weakPresented = presented
            scene.root.present(presented, animated: true)
            weakController = presented.presentationController
            scene.host.runUntilIdle()
        }
        #expect(weakPresented != nil, "positive control: kept while presented")
        scene.root.dismiss(animated: true) { aliveInCompletion = weakPresented != nil }
        scene.host.runUntilIdle()
        #expect(aliveInCompletion)
        #expect(weakPresented == nil)
        #expect(weakController == nil)
    }

    @Test(
        "13.4 stack dismissal: only the top animates; an intermediate still in the window disappears with it, one out of the window gets nothing; R appears [UNC, recommended]"
    )
    func stackDismissal() {
        let scene = PresentationScene()
        let first = scene.make("P1", style: .fullScreen)
        let second = scene.make("P2", style: .fullScreen)
        let third = scene.make("P3", style: .overFullScreen)
        scene.root.present(first, animated: false)
        scene.host.runUntilIdle()
        first.present(second, animated: false)
        scene.host.runUntilIdle()
        second.present(third, animated: false)
        scene.host.runUntilIdle()
        #expect(first.viewIfLoaded?.window == nil && second.view.window != nil)
        scene.trace.reset()
        scene.root.dismiss(animated: true, completion: scene.completion())
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "P3.viewWillDisappear(true) beingDismissed",
                "P2.viewWillDisappear(true) beingDismissed",
                "R.viewWillAppear(true)",
                "R.viewIsAppearing(true)",
                "R.viewDidAppear(true)",
                "P2.viewDidDisappear(true) beingDismissed",
                "P3.viewDidDisappear(true) beingDismissed",
                "completion",
            ])
        #expect(scene.root.presentedViewController == nil)
        #expect(
            first.presentingViewController == nil && second.presentingViewController == nil
                && third.presentingViewController == nil)
        #expect(first.presentedViewController == nil && second.presentedViewController == nil)
        #expect(scene.window.activePresentationControllers.isEmpty)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.4 dismiss sent to a middle controller dismisses what it presents and keeps it; sent to P itself, its presenter dismisses it"
    )
    func dismissRouting() {
        let scene = PresentationScene()
        let first = scene.make("P1", style: .fullScreen)
        let second = scene.make("P2", style: .fullScreen)
        scene.root.present(first, animated: false)
        scene.host.runUntilIdle()
        first.present(second, animated: false)
        scene.host.runUntilIdle()
        first.dismiss(animated: false)
        scene.host.runUntilIdle()
        #expect(first.presentedViewController == nil)
        #expect(scene.root.presentedViewController === first)
        first.dismiss(animated: false)
        scene.host.runUntilIdle()
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.violations.isEmpty)
    }

    @Test("13.8 deferral: a present requested during a navigation push waits for the push's coordinator, then presents")
    func deferredBehindNavigation() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let scene = PresentationScene(root: nav, rootName: "nav")
        nav.pushViewController(UIViewController(), animated: true)
        scene.host.runTurn()
        #expect(nav.transitionCoordinator != nil)
        let presented = scene.make("P", style: .overFullScreen)
        var completed = false
        nav.topViewController?.present(presented, animated: false) { completed = true }
        #expect(nav.presentedViewController == nil, "queued, not started")
        scene.host.runUntilIdle()
        #expect(nav.presentedViewController === presented)
        #expect(completed)
        #expect(scene.violations.isEmpty)
    }
}

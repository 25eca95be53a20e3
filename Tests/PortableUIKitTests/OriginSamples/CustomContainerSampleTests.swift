import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Seed 001 (custom container): its add/remove lists and its non-animated child switch.
@MainActor
@Suite("Seed 001: custom container", .isolatedRuntime)
struct CustomContainerSampleTests {
    @Test(
        "1.1 2.4 seed 001 add list: willMove, viewWillAppear inside addSubview, didMove, then viewDidAppear after the turn"
    )
    func addList() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])

        container.addChild(child)
        #expect(recorder.trace == ["child.willMove(toParent: container)"])
        child.view.frame = container.containerView.bounds
        container.containerView.addSubview(child.view)
        #expect(recorder.trace.suffix(2) == ["child.viewDidLoad", "child.viewWillAppear(false) movingToParent"])
        child.didMove(toParent: container)
        #expect(recorder.trace.last == "child.didMove(toParent: container)")
        #expect(child.appearanceState == .appearing)

        host.runTurn()
        #expect(
            recorder.trace == [
                "child.willMove(toParent: container)",
                "child.viewDidLoad",
                "child.viewWillAppear(false) movingToParent",
                "child.didMove(toParent: container)",
                "child.viewIsAppearing(false) movingToParent",
                "child.viewDidAppear(false) movingToParent",
            ])
        #expect(child.appearanceState == .appeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "1.2 2.5 seed 001 remove list: willMove(nil), viewWillDisappear inside removeFromSuperview, didMove(nil) from removeFromParent, viewDidDisappear after the turn"
    )
    func removeList() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.display(child)
        host.runUntilIdle()
        recorder.reset()

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        #expect(recorder.trace.last == "child.viewWillDisappear(false) movingFromParent")
        child.removeFromParent()
        #expect(recorder.trace.last == "child.didMove(toParent: nil)")
        host.runTurn()
        #expect(
            recorder.trace == [
                "child.willMove(toParent: nil)",
                "child.viewWillDisappear(false) movingFromParent",
                "child.didMove(toParent: nil)",
                "child.viewDidDisappear(false) movingFromParent",
            ])
        #expect(child.appearanceState == .disappeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    /// Seed 001's `transitionToChildViewController(_:)`, non-animated, as written in the seed.
    func transitionToChild(_ container: ContainerController, from: UIViewController?, to: UIViewController) {
        from?.willMove(toParent: nil)
        container.addChild(to)
        let toView = to.view!
        toView.frame = container.containerView.bounds
        container.containerView.addSubview(toView)
        from?.view.removeFromSuperview()
        from?.removeFromParent()
        to.didMove(toParent: container)
    }

    @Test("seed 001 transitionToChildViewController without animation: exact trace across the turn")
    func nonAnimatedSwitch() {
        let container = ContainerController()
        let a = UIViewController(), b = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["A": a, "B": b])
        transitionToChild(container, from: nil, to: a)
        host.runUntilIdle()
        recorder.reset()

        transitionToChild(container, from: a, to: b)
        host.runTurn()
        #expect(
            recorder.trace == [
                "A.willMove(toParent: nil)",
                "B.willMove(toParent: container)",
                "B.viewDidLoad",
                "B.viewWillAppear(false) movingToParent",
                "A.viewWillDisappear(false) movingFromParent",
                "A.didMove(toParent: nil)",
                "B.didMove(toParent: container)",
                "B.viewIsAppearing(false) movingToParent",
                "B.viewDidAppear(false) movingToParent",
                "A.viewDidDisappear(false) movingFromParent",
            ])
        #expect(container.children == [b])
        #expect(b.view.frame == container.containerView.bounds)
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}

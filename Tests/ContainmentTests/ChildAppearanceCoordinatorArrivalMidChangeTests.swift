import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A change that began while the container was off screen and lands after the container has
/// started to appear (a pager dragged, or a drawer pulled, while its screen was covered): the
/// container's appearance opens every child on screen as *appearing*, including the one the
/// change takes away, so the commit must turn that one round before ending it.
@MainActor
@Suite("ChildAppearanceCoordinator: the container appears mid-change", .isolatedRuntime)
struct ChildAppearanceCoordinatorArrivalMidChangeTests {
    /// A coordinator showing `a`, off screen, with a change to `b` begun (nothing forwarded).
    private func changeBegunOffScreen() -> (
        ChildAppearanceCoordinator, UIViewController, UIViewController, LifecycleRecorder
    ) {
        let coordinator = ChildAppearanceCoordinator()
        let a = UIViewController(), b = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(a, as: "A"); recorder.watch(b, as: "B")
        coordinator.setVisibleChildren([a], animated: false)
        coordinator.retargetChange(toVisible: [b], animated: true)
        return (coordinator, a, b, recorder)
    }

    @Test(
        "2.12 committed after the container appeared: the leaving child is turned back and ends disappeared, one end each"
    )
    func commitAfterContainerAppeared() {
        let (coordinator, a, b, recorder) = changeBegunOffScreen()
        #expect(recorder.trace.isEmpty)
        coordinator.containerWillAppear(false)
        coordinator.containerDidAppear(false)
        #expect(recorder.trace == ["A.viewWillAppear(false)", "B.viewWillAppear(false)"])
        coordinator.commitChange(animated: true)
        #expect(
            recorder.trace == [
                "A.viewWillAppear(false)", "B.viewWillAppear(false)",
                "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewIsAppearing(false)",
                "B.viewDidAppear(false)",
            ])
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
        #expect(coordinator.visibleChildren == [b] && coordinator.pendingChange == nil)
    }

    @Test("2.12 the commit's own flag turns the leaving child: a landing without animation turns it with false")
    func commitTurnsWithItsOwnFlag() {
        let (coordinator, a, b, recorder) = changeBegunOffScreen()
        coordinator.containerWillAppear(false)
        coordinator.containerDidAppear(false)
        coordinator.commitChange(animated: false)
        #expect(
            recorder.trace.suffix(4) == [
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewIsAppearing(false)",
                "B.viewDidAppear(false)",
            ])
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    }

    @Test(
        "2.6 committed between the container's will- and did-appear: the leaving child ends disappeared now, the arriving one with the container"
    )
    func commitWhileContainerAppears() {
        let (coordinator, a, b, recorder) = changeBegunOffScreen()
        coordinator.containerWillAppear(false)
        coordinator.commitChange(animated: true)
        #expect(
            recorder.trace == [
                "A.viewWillAppear(false)", "B.viewWillAppear(false)",
                "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
            ])
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appearing)
        coordinator.containerDidAppear(false)
        #expect(recorder.trace.suffix(2) == ["B.viewIsAppearing(false)", "B.viewDidAppear(false)"])
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    }

    @Test(
        "2.12 cancelled after the container appeared (retarget back, then commit): the staying child appears, the other never does"
    )
    func cancelAfterContainerAppeared() {
        let (coordinator, a, b, recorder) = changeBegunOffScreen()
        coordinator.containerWillAppear(false)
        coordinator.containerDidAppear(false)
        coordinator.retargetChange(toVisible: [a], animated: true)
        coordinator.commitChange(animated: true)
        #expect(
            recorder.trace == [
                "A.viewWillAppear(false)", "B.viewWillAppear(false)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "A.viewIsAppearing(false)",
                "A.viewDidAppear(false)",
            ])
        #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
        #expect(coordinator.visibleChildren == [a] && coordinator.pendingChange == nil)
    }
}

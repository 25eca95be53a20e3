import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Exact callback traces of the transition container (issue 6). The choices they pin:
/// the outgoing child's viewWillDisappear comes before the incoming child's viewWillAppear
/// (spec 3.4 is UNC; PortableUIKit's transition(from:to:) makes the same choice), and the
/// did-callbacks come when the transition completes, after didMove(toParent:).
@MainActor
@Suite("TransitionContainerController traces", .isolatedRuntime)
struct TransitionContainerTraceTests {
    @Test(
        "seed 001 switch without animation: willMove(nil), addChild, add view, remove view, removeFromParent, didMove")
    func switchWithoutAnimation() {
        let fixture = TransitionContainerFixture()
        fixture.container.setSelectedViewController(fixture.b, animated: false)
        #expect(
            fixture.recorder.trace == [
                "A.willMove(toParent: nil)", "B.willMove(toParent: P)", "B.viewDidLoad",
                "A.viewWillDisappear(false) movingFromParent", "B.viewWillAppear(false) movingToParent",
                "A.didMove(toParent: nil)", "B.didMove(toParent: P)",
                "A.viewDidDisappear(false) movingFromParent",
                "B.viewIsAppearing(false) movingToParent", "B.viewDidAppear(false) movingToParent",
            ])
        #expect(fixture.container.children == [fixture.b])
        #expect(fixture.b.view.superview === fixture.container.contentView)
        #expect(fixture.a.viewIfLoaded?.superview == nil)
        fixture.expectValid(settled: true)
    }

    @Test(
        "3.4 seed 001 animated switch with the default slide: the leaving child's callbacks first (Chameleon's order), will-callbacks at the start, did-callbacks at completion"
    )
    func animatedSlide() {
        let delegate = RecordingContainerDelegate()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        #expect(
            fixture.trace == [
                "A.willMove(toParent: nil)", "B.willMove(toParent: P)", "B.viewDidLoad",
                "A.viewWillDisappear(true) movingFromParent", "B.viewWillAppear(true) movingToParent",
            ])
        #expect(delegate.log == ["animationController", "interactionController"])
        fixture.host.advance(by: 0.175)
        // Half-way through the 0.35 s ease-in-ease-out slide, B is half in from the right.
        let bX = fixture.b.view.layer.presentation()!.frame.minX
        let aX = fixture.a.view.layer.presentation()!.frame.minX
        #expect(abs(bX - 195) < 0.5 && abs(aX + 195) < 0.5, "B at \(bX), A at \(aX)")
        #expect(fixture.container.children.count == 2)
        fixture.expectValid(settled: false)
        fixture.recorder.reset()
        fixture.host.runUntilIdle()
        #expect(
            fixture.trace == [
                "A.didMove(toParent: nil)", "B.didMove(toParent: P)",
                "A.viewDidDisappear(true) movingFromParent", "B.viewDidAppear(true) movingToParent",
            ])
        #expect(delegate.log == ["animationController", "interactionController", "didSelect(1)"])
        #expect(fixture.container.children == [fixture.b] && fixture.container.activeTransition == nil)
        #expect(fixture.b.view.frame == fixture.container.contentView.bounds)
        fixture.expectValid(settled: true)
    }

    @Test("seed 002 flip via UIView.transition(from:to:): the content view turns, the old view leaves at the end")
    func flip() {
        let delegate = RecordingContainerDelegate()
        delegate.animator = FlipTransitionAnimator(duration: 0.4)
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        #expect(
            fixture.trace == [
                "A.willMove(toParent: nil)", "B.willMove(toParent: P)", "B.viewDidLoad",
                "A.viewWillDisappear(true) movingFromParent", "B.viewWillAppear(true) movingToParent",
            ])
        fixture.host.advance(by: 0.1)
        let turning = fixture.container.contentView.layer.presentation()!.transform
        #expect(!CATransform3DIsIdentity(turning), "the content view turns, not the root view")
        #expect(CATransform3DIsIdentity(fixture.container.view.layer.presentation()!.transform))
        #expect(fixture.a.view.superview === fixture.container.contentView)
        fixture.recorder.reset()
        fixture.host.runUntilIdle()
        #expect(
            fixture.trace == [
                "A.didMove(toParent: nil)", "B.didMove(toParent: P)",
                "A.viewDidDisappear(true) movingFromParent", "B.viewDidAppear(true) movingToParent",
            ])
        #expect(fixture.a.view.superview == nil)
        fixture.expectValid(settled: true)
    }

    @Test("a selection during a running transition waits for it, then runs")
    func selectionMidFlight() {
        let delegate = RecordingContainerDelegate()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        fixture.host.advance(by: 0.1)
        fixture.recorder.reset()
        fixture.container.setSelectedViewController(fixture.c, animated: true)
        #expect(fixture.trace.isEmpty, "nothing happens until A → B completes")
        #expect(fixture.container.selectedViewController === fixture.a)
        fixture.host.advance(by: 0.3)
        #expect(
            fixture.trace == [
                "A.didMove(toParent: nil)", "B.didMove(toParent: P)",
                "A.viewDidDisappear(true) movingFromParent", "B.viewDidAppear(true) movingToParent",
                "B.willMove(toParent: nil)", "C.willMove(toParent: P)", "C.viewDidLoad",
                "B.viewWillDisappear(true) movingFromParent", "C.viewWillAppear(true) movingToParent",
            ])
        fixture.expectValid(settled: false)
        fixture.recorder.reset()
        fixture.host.runUntilIdle()
        #expect(
            fixture.trace == [
                "B.didMove(toParent: nil)", "C.didMove(toParent: P)",
                "B.viewDidDisappear(true) movingFromParent", "C.viewDidAppear(true) movingToParent",
            ])
        #expect(delegate.log.filter { $0.hasPrefix("didSelect") } == ["didSelect(1)", "didSelect(2)"])
        fixture.expectValid(settled: true)
    }

    @Test("selecting back the outgoing controller mid-flight returns to it after the switch; only the latest waits")
    func selectBackMidFlight() {
        let fixture = TransitionContainerFixture()
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        fixture.host.advance(by: 0.1)
        fixture.container.setSelectedViewController(fixture.c, animated: true)
        fixture.container.setSelectedViewController(fixture.a, animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.a)
        #expect(fixture.recorder.callbacks(of: "C").isEmpty, "C was replaced while waiting")
        #expect(
            fixture.recorder.callbacks(of: "B").filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                "viewWillAppear(true) movingToParent", "viewIsAppearing(true) movingToParent",
                "viewDidAppear(true) movingToParent",
                "viewWillDisappear(true) movingFromParent", "viewDidDisappear(true) movingFromParent",
            ])
        fixture.expectValid(settled: true)
    }

    @Test("selection while not in a window: containment only, and appearance when the container appears")
    func selectionOffScreen() {
        let fixture = TransitionContainerFixture(inWindow: false)
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        #expect(
            fixture.trace == [
                "A.willMove(toParent: nil)", "B.willMove(toParent: P)", "A.didMove(toParent: nil)",
                "B.didMove(toParent: P)",
            ])
        #expect(fixture.container.children == [fixture.b] && fixture.container.activeTransition == nil)
        fixture.recorder.reset()
        fixture.host.window.rootViewController = fixture.container
        fixture.host.runUntilIdle()
        #expect(
            fixture.trace.filter { $0.hasPrefix("B.") && $0.contains("Appear") } == [
                "B.viewWillAppear(false)", "B.viewDidAppear(false)",
            ])
        #expect(fixture.b.view.frame == fixture.container.contentView.bounds)
        #expect(fixture.recorder.callbacks(of: "A").isEmpty)
        fixture.expectValid(settled: true)
    }

    @Test(
        "6.5 a memory warning mid-transition reaches both children and the unshown controller, and the switch completes"
    )
    func memoryWarningMidFlight() {
        let fixture = TransitionContainerFixture()
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        fixture.host.advance(by: 0.1)
        fixture.recorder.reset()
        fixture.host.simulateMemoryWarning()
        #expect(
            fixture.trace.sorted() == [
                "A.didReceiveMemoryWarning", "B.didReceiveMemoryWarning", "P.didReceiveMemoryWarning",
            ])
        #expect(
            [fixture.a, fixture.b, fixture.c].map(\.memoryWarnings) == [1, 1, 1],
            "C is not a child, the container forwards it")
        fixture.recorder.reset()
        fixture.host.runUntilIdle()
        #expect(
            fixture.trace == [
                "A.didMove(toParent: nil)", "B.didMove(toParent: P)",
                "A.viewDidDisappear(true) movingFromParent", "B.viewDidAppear(true) movingToParent",
            ])
        fixture.expectValid(settled: true)
    }
}

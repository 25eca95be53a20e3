import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Interactive transitions: the container's pan, and interaction controllers vended by the delegate.
@MainActor
@Suite("TransitionContainerController interactive", .isolatedRuntime)
struct TransitionContainerInteractiveTests {
    @Test("interactive finish: the pan scrubs the slide, a release past half-way completes it")
    func panFinish() {
        let delegate = RecordingContainerDelegate()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.pan(by: -205)
        #expect(
            fixture.trace == [
                "A.willMove(toParent: nil)", "B.willMove(toParent: P)", "B.viewDidLoad",
                "A.viewWillDisappear(true) movingFromParent", "B.viewWillAppear(true) movingToParent",
            ])
        #expect(delegate.log == ["shouldSelect", "animationController"], "a pan brings its own interaction controller")
        let context = try! #require(fixture.container.activeTransition)
        #expect(context.isInteractive && context.initiallyInteractive)
        // The finger moved 205 pt: the transition is 205/390 done, and it stays there while held.
        #expect(abs(context.percentComplete - 205.0 / 390.0) < 1e-9)
        fixture.host.advance(by: 0.5)
        let bX = fixture.b.view.layer.presentation()!.frame.minX
        #expect(abs(bX - (390 - 205)) < 1, "B follows the finger linearly: \(bX)")
        fixture.recorder.reset()
        fixture.host.touchUp(at: CGPoint(x: -10, y: 400))
        #expect(fixture.trace.isEmpty, "nothing ends until the animation lands")
        fixture.host.runUntilIdle()
        #expect(
            fixture.trace == [
                "A.didMove(toParent: nil)", "B.didMove(toParent: P)",
                "A.viewDidDisappear(true) movingFromParent", "B.viewDidAppear(true) movingToParent",
            ])
        #expect(fixture.container.selectedViewController === fixture.b)
        #expect(fixture.b.view.layer.presentation()!.frame == fixture.container.contentView.bounds)
        #expect(delegate.log.last == "didSelect(1)")
        fixture.expectValid(settled: true)
    }

    @Test(
        "2.1 5.3 interactive cancel: a slow release before half-way restores exactly in UIKit's removal order, A back with the transition's animated; B never sees viewDidAppear"
    )
    func panCancel() {
        let delegate = RecordingContainerDelegate()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.pan(by: -100, steps: 10)
        fixture.host.advance(by: 0.3)
        fixture.recorder.reset()
        fixture.host.touchUp(at: CGPoint(x: 95, y: 400))
        fixture.host.runUntilIdle()
        // Seed 001's removal order for B (spec 2.1): willMove(nil) first, viewWillDisappear
        // while B's view is still in the window, the view leaves, viewDidDisappear, and
        // removeFromParent (didMove(nil)) last. A's willMove(nil) is closed before it appears again.
        #expect(
            fixture.trace == [
                "B.willMove(toParent: nil)", "A.didMove(toParent: P)",
                "B.viewWillDisappear(true) movingFromParent", "A.viewWillAppear(true)",
                "B.viewDidDisappear(true) movingFromParent", "A.viewDidAppear(true)",
                "B.didMove(toParent: nil)",
            ])
        #expect(!fixture.recorder.trace.contains { $0.hasPrefix("B.viewDidAppear") })
        #expect(fixture.container.selectedViewController === fixture.a && fixture.container.children == [fixture.a])
        #expect(fixture.b.viewIfLoaded?.superview == nil)
        #expect(fixture.a.view.frame == fixture.container.contentView.bounds)
        #expect(fixture.a.view.layer.presentation()!.frame == fixture.container.contentView.bounds)
        #expect(!delegate.log.contains { $0.hasPrefix("didSelect") })
        fixture.expectValid(settled: true)
    }

    @Test("a fast flick finishes even early, a fast flick back cancels even late")
    func velocityDecides() {
        let fixture = TransitionContainerFixture()
        fixture.host.touchDown(at: CGPoint(x: 300, y: 400))
        fixture.host.moveTouch(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.05, steps: 5)
        fixture.host.touchUp(at: CGPoint(x: 240, y: 400))
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.b)

        fixture.host.touchDown(at: CGPoint(x: 350, y: 400))
        fixture.host.moveTouch(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.4, steps: 20)
        fixture.host.moveTouch(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 110, y: 400), duration: 0.05, steps: 5)
        fixture.host.touchUp(at: CGPoint(x: 110, y: 400))
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.b, "flicked back at 240/390: cancelled")
        fixture.expectValid(settled: true)
    }

    @Test("the pan does not begin without a neighbour in its direction, when disabled, or when the delegate refuses")
    func panGuards() {
        let delegate = RecordingContainerDelegate()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.pan(by: 150)
        #expect(fixture.container.activeTransition == nil, "A is first: nothing to the left")
        fixture.host.touchUp(at: CGPoint(x: 345, y: 400))
        delegate.allowsSelection = false
        fixture.pan(by: -150)
        #expect(fixture.container.activeTransition == nil)
        #expect(delegate.log == ["shouldSelect"])
        fixture.host.touchUp(at: CGPoint(x: 45, y: 400))
        delegate.allowsSelection = true
        fixture.container.interactivePanGestureRecognizer.isEnabled = false
        fixture.pan(by: -150)
        #expect(fixture.container.activeTransition == nil)
        fixture.host.touchUp(at: CGPoint(x: 45, y: 400))
        #expect(fixture.recorder.trace.isEmpty)
    }

    @Test("8.10 a delegate's UIPercentDrivenInteractiveTransition drives the slide's interruptible animator")
    func percentDrivenFromDelegate() {
        let delegate = RecordingContainerDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        let context = try! #require(fixture.container.activeTransition)
        #expect(context.isInteractive && context.isInterruptible)
        interaction.update(0.25)
        fixture.host.advance(by: 1)
        #expect(abs(fixture.b.view.layer.presentation()!.frame.minX - 390 * 0.75) < 0.5)
        interaction.update(-3)
        #expect(interaction.percentComplete == 0 && context.percentComplete == 0)
        interaction.update(0.5)
        interaction.finish()
        #expect(!context.isInteractive)
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.b)
        let late = PortableUIKitDiagnostics.collecting { interaction.update(0.3) }.diagnostics.map(\.rule)
        #expect(late == [.invalidTransitionContextUse])
        fixture.expectValid(settled: true)
    }

    @Test("a delegate's interaction that starts animating can be paused, taken over and cancelled")
    func pauseRunningTransition() {
        let delegate = RecordingContainerDelegate()
        let interaction = ContainerTransitionInteraction()
        interaction.wantsInteractiveStart = false
        delegate.interaction = interaction
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        let context = try! #require(fixture.container.activeTransition)
        #expect(!context.isInteractive && !context.initiallyInteractive)
        fixture.host.advance(by: 0.1)
        var changes: [Bool] = []
        context.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        interaction.pause()
        #expect(context.isInteractive && context.percentComplete > 0)
        interaction.cancel()
        fixture.host.runUntilIdle()
        #expect(changes == [true, false])
        #expect(fixture.container.selectedViewController === fixture.a)
        #expect(!fixture.recorder.trace.contains { $0.hasPrefix("B.viewDidAppear") })
        fixture.expectValid(settled: true)
    }
}

/// Interactive transitions whose animator offers no interruptible animator: the container view's
/// layer time is paused, scrubbed, resumed and rewound.
@MainActor
@Suite("TransitionContainerController interactive, layer time", .isolatedRuntime)
struct TransitionContainerLayerTimeTests {
    @Test("seed 001's UIView.animate animator is scrubbed by the pan and finishes on release")
    func seedAnimatorFinish() {
        let delegate = RecordingContainerDelegate()
        delegate.animator = SeedFadeAnimator()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.pan(by: -195)
        let context = try! #require(fixture.container.activeTransition)
        #expect(!context.isInterruptible && context.isInteractive)
        fixture.host.advance(by: 1)
        let opacity = fixture.b.view.layer.presentation()!.opacity
        #expect(abs(Double(opacity) - 0.5) < 0.02, "scrubbed to half of a symmetric curve: \(opacity)")
        #expect(!fixture.host.window.hasPendingWork || fixture.container.activeTransition != nil)
        fixture.host.touchUp(at: CGPoint(x: 0, y: 400))
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.b)
        let layer = fixture.container.contentView.layer
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0, "normal layer time again")
        #expect(fixture.b.view.layer.presentation()!.opacity == 1)
        fixture.expectValid(settled: true)
    }

    @Test("a finger dragged all the way across holds the transition at its end until release")
    func scrubToEnd() {
        let delegate = RecordingContainerDelegate()
        delegate.animator = SeedFadeAnimator()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.pan(by: -190)
        fixture.host.moveTouch(from: CGPoint(x: 5, y: 400), to: CGPoint(x: -400, y: 400), duration: 0.2, steps: 10)
        fixture.host.advance(by: 0.5)
        let context = try! #require(fixture.container.activeTransition)
        #expect(context.percentComplete == 1 && !context.isComplete, "still interactive at 100 %")
        fixture.host.touchUp(at: CGPoint(x: -400, y: 400))
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.b)
        fixture.expectValid(settled: true)
    }

    @Test("a cancelled UIView.animate transition rewinds to the start, then restores A exactly")
    func seedAnimatorCancel() {
        let delegate = RecordingContainerDelegate()
        delegate.animator = SeedFadeAnimator()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.pan(by: -120)
        fixture.host.advance(by: 0.3)
        fixture.host.touchUp(at: CGPoint(x: 75, y: 400))
        fixture.host.advance(by: 0.05)
        #expect(fixture.container.activeTransition?.transitionWasCancelled == true, "rewinding")
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.a && fixture.container.children == [fixture.a])
        #expect(fixture.a.view.transform == .identity)
        #expect(CATransform3DIsIdentity(fixture.a.view.layer.presentation()!.transform))
        #expect(fixture.container.contentView.layer.speed == 1)
        #expect(!fixture.recorder.trace.contains { $0.hasPrefix("B.viewDidAppear") })
        fixture.expectValid(settled: true)
    }

    @Test("an interactive flip turns with the finger and, cancelled, puts A back in the content view")
    func flipCancel() {
        let delegate = RecordingContainerDelegate()
        delegate.animator = FlipTransitionAnimator(duration: 0.4)
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.pan(by: -80)
        fixture.host.advance(by: 0.2)
        #expect(!CATransform3DIsIdentity(fixture.container.contentView.layer.presentation()!.transform))
        fixture.host.touchUp(at: CGPoint(x: 115, y: 400))
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.a)
        #expect(fixture.a.view.superview === fixture.container.contentView)
        #expect(fixture.b.viewIfLoaded?.superview == nil)
        #expect(CATransform3DIsIdentity(fixture.container.contentView.layer.presentation()!.transform))
        fixture.expectValid(settled: true)
    }
}

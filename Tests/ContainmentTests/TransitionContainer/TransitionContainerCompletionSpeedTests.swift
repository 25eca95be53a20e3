import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// An interaction controller answering any completion speed, as a custom conformer may.
@MainActor
final class FixedCompletionSpeedInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    let speed: CGFloat
    weak var context: UIViewControllerContextTransitioning?
    init(speed: CGFloat) { self.speed = speed }
    var completionSpeed: CGFloat { speed }
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

/// Issue 18: completion speeds that describe no completion. `ContainerTransitionInteraction`
/// refuses them when set; the context refuses them from any interaction controller and
/// completes at normal speed, so the transition always ends.
@MainActor
@Suite("Transition container completion speed (issue 18)", .isolatedRuntime)
struct TransitionContainerCompletionSpeedTests {
    @Test(
        "issue 18 ContainerTransitionInteraction.completionSpeed refuses ≤ 0, NaN, ±inf and speeds below 0.01, keeping the previous speed"
    )
    func interactionRefusesSpeeds() {
        let interaction = ContainerTransitionInteraction()
        interaction.completionSpeed = 2
        for bad: CGFloat in [0, -1, .nan, .infinity, -.infinity, 1e-300, 0.001] {
            expectDiagnostic(.invalidTransitionContextUse) { interaction.completionSpeed = bad }
            #expect(interaction.completionSpeed == 2, "\(bad) was refused")
        }
        interaction.completionSpeed = 0.01
        #expect(interaction.completionSpeed == 0.01, "the slowest accepted speed")
        interaction.completionSpeed = 1e300
        #expect(interaction.completionSpeed == 1e300, "a huge speed is accepted (it completes at once)")
    }

    /// Finishes a slide from half-way with an interaction answering `speed`; returns whether it
    /// is still running a little after a normal-speed completion would have ended.
    func stillRunningAfterNormalCompletion(speed: CGFloat) -> Bool {
        let delegate = RecordingContainerDelegate()
        let interaction = FixedCompletionSpeedInteraction(speed: speed)
        delegate.interaction = interaction
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        interaction.context?.updateInteractiveTransition(0.5)
        interaction.context?.finishInteractiveTransition()
        fixture.host.advance(by: 0.35 * 0.5 + 0.1)
        let running = fixture.container.activeTransition != nil
        fixture.host.advance(by: 2)
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.b)
        fixture.expectValid(settled: true)
        return running
    }

    @Test(
        "issue 18 a custom interaction's completion speed of 0, NaN, inf or 1e-300 is reported and the transition completes at normal speed"
    )
    func contextRefusesSpeeds() {
        for bad: CGFloat in [0, -2, .nan, .infinity, 1e-300] {
            var running = true
            expectDiagnostic(.invalidTransitionContextUse) { running = stillRunningAfterNormalCompletion(speed: bad) }
            #expect(!running, "speed \(bad) completed like speed 1")
        }
        #expect(!stillRunningAfterNormalCompletion(speed: 1), "positive control: speed 1 is done by then")
        #expect(stillRunningAfterNormalCompletion(speed: 0.25), "positive control: a slow valid speed is still running")
        #expect(!stillRunningAfterNormalCompletion(speed: 1e300), "a huge speed completes at once")
    }
}

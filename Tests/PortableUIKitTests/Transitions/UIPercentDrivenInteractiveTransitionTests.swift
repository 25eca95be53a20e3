import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// A context that records what an interaction controller tells it.
@MainActor
private final class RecordingContext: NSObject, UIViewControllerContextTransitioning,
    UIViewControllerTransitionCoordinatorContext
{
    var calls: [String] = []
    let containerView = UIView()
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var transitionWasCancelled = false
    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }
    var initiallyInteractive: Bool { true }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { 0.4 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 0 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { calls.append("update \(percentComplete)") }
    func finishInteractiveTransition() { calls.append("finish") }
    func cancelInteractiveTransition() { calls.append("cancel") }
    func pauseInteractiveTransition() { calls.append("pause") }
    func completeTransition(_ didComplete: Bool) { calls.append("complete \(didComplete)") }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}

@MainActor
private final class PlainAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

@MainActor
@Suite("UIPercentDrivenInteractiveTransition", .isolatedRuntime)
struct UIPercentDrivenInteractiveTransitionTests {
    @Test("8.10 defaults: completion speed 1, ease-in-ease-out, interactive start")
    func defaults() {
        let interaction = UIPercentDrivenInteractiveTransition()
        #expect(interaction.completionSpeed == 1 && interaction.completionCurve == .easeInOut)
        #expect(interaction.wantsInteractiveStart && interaction.percentComplete == 0 && interaction.timingCurve == nil)
        #expect(interaction.duration == 0)
    }

    @Test("8.10 update clamps below 0 and above 1, stores the progress and forwards it")
    func updateClamps() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let context = RecordingContext()
        interaction.startInteractiveTransition(context)
        #expect(interaction.duration == 0.4)
        interaction.update(0.25)
        interaction.update(-1)
        interaction.update(1.5)
        #expect(interaction.percentComplete == 1)
        #expect(context.calls == ["update 0.25", "update 0.0", "update 1.0"])
    }

    @Test("8.10 pause, finish and cancel forward to the context; later calls are reported")
    func forwards() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let context = RecordingContext()
        interaction.startInteractiveTransition(context)
        interaction.pause()
        interaction.finish()
        let rules = PortableUIKitDiagnostics.collecting {
            interaction.cancel()
            interaction.update(0.5)
        }.diagnostics.map(\.rule)
        #expect(context.calls == ["pause", "finish"])
        #expect(rules == [.invalidTransitionContextUse, .invalidTransitionContextUse])

        let second = RecordingContext()
        interaction.startInteractiveTransition(second)
        interaction.cancel()
        #expect(second.calls == ["cancel"])
    }

    @Test("8.10 calls before a transition started and a non-positive completion speed are reported")
    func misuse() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let rules = PortableUIKitDiagnostics.collecting {
            interaction.update(0.5)
            interaction.completionSpeed = 0
            interaction.completionSpeed = -2
        }.diagnostics.map(\.rule)
        #expect(rules == [.invalidTransitionContextUse, .invalidTransitionContextUse, .invalidTransitionContextUse])
        #expect(interaction.completionSpeed == 1)
        interaction.completionSpeed = 2
        #expect(interaction.completionSpeed == 2)
    }

    @Test("8.11 an animator without interruptibleAnimator(using:) returns the stand-in, whose use is reported")
    func noInterruptibleAnimator() {
        let animator = PlainAnimator()
        let standIn = animator.interruptibleAnimator(using: RecordingContext())
        #expect(standIn is UIViewControllerAnimatedTransitioningNoInterruptibleAnimator)
        let rules = PortableUIKitDiagnostics.collecting { standIn.startAnimation() }.diagnostics.map(\.rule)
        #expect(rules == [.invalidTransitionContextUse])
        animator.animationEnded(true)
    }

    @Test("transition keys carry UIKit's raw values")
    func keys() {
        #expect(UITransitionContextViewControllerKey.from.rawValue == "UITransitionContextFromViewControllerKey")
        #expect(UITransitionContextViewControllerKey.to.rawValue == "UITransitionContextToViewControllerKey")
        #expect(UITransitionContextViewKey.from.rawValue == "UITransitionContextFromViewKey")
        #expect(UITransitionContextViewKey.to.rawValue == "UITransitionContextToViewKey")
        #expect(UIModalPresentationStyle.custom.rawValue == 4 && UIModalPresentationStyle.automatic.rawValue == -2)
    }

    @Test("transitionCoordinator asks the parent chain")
    func coordinatorLookup() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        #expect(child.transitionCoordinator == nil && parent.transitionCoordinator == nil)
    }
}

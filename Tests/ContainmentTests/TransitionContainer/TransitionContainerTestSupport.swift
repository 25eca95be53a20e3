import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting

/// A container with three children (A, B, C) on screen in a 390×844 window, a recorder watching
/// them all, and helpers to read the trace.
@MainActor
final class TransitionContainerFixture {
    let a = CountingController(), b = CountingController(), c = CountingController()
    let container: TransitionContainerController
    let recorder = LifecycleRecorder()
    let host: HeadlessHost

    init(inWindow: Bool = true, delegate: TransitionContainerControllerDelegate? = nil) {
        container = TransitionContainerController(viewControllers: [a, b, c])
        container.delegate = delegate
        for (controller, name) in [(container as UIViewController, "P"), (a, "A"), (b, "B"), (c, "C")] {
            recorder.watch(controller, as: name)
        }
        host = HeadlessHost(rootViewController: inWindow ? container : nil)
        host.runUntilIdle()
        recorder.reset()
    }

    /// The trace without layout callbacks and viewIsAppearing (asserted separately where it matters).
    var trace: [String] { recorder.trace.filter { !$0.contains("viewIsAppearing") } }

    /// Hierarchy rules hold, settled or mid-flight.
    func expectValid(settled: Bool, _ location: SourceLocation = #_sourceLocation) {
        let violations = HierarchyValidator.violations(in: host.window, settled: settled, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
    }

    /// Drags a finger horizontally across the container by `dx`, then holds it.
    func pan(by dx: CGFloat, steps: Int = 10) {
        let start = CGPoint(x: 195, y: 400)
        host.touchDown(at: start)
        host.moveTouch(from: start, to: CGPoint(x: start.x + dx, y: start.y), duration: 0.2, steps: steps)
    }
}

/// A controller that counts the memory warnings it hears, however they reach it.
@MainActor
final class CountingController: UIViewController {
    private(set) var memoryWarnings = 0
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        memoryWarnings += 1
    }
}

/// Records every delegate question and answers with configurable animators.
@MainActor
final class RecordingContainerDelegate: TransitionContainerControllerDelegate {
    var log: [String] = []
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?
    var allowsSelection = true

    func containerController(
        _ containerController: TransitionContainerController, shouldSelect viewController: UIViewController
    ) -> Bool {
        log.append("shouldSelect"); return allowsSelection
    }
    func containerController(
        _ containerController: TransitionContainerController, didSelect viewController: UIViewController
    ) {
        log.append("didSelect(\(containerController.selectedIndex))")
    }
    func containerController(
        _ containerController: TransitionContainerController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.append("animationController"); return animator
    }
    func containerController(
        _ containerController: TransitionContainerController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        log.append("interactionController"); return interaction
    }
}

/// Seed 001's Animator: the incoming view fades in while the outgoing one shrinks, with
/// `UIView.animate` (no interruptible animator); it reads everything from the context.
@MainActor
final class SeedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromViewController = transitionContext.viewController(forKey: .from)!
        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromViewController.view.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
                toViewController.view.alpha = 1
            },
            completion: { _ in
                fromViewController.view.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 13.13: interactive dismissal driven by an interaction controller (the delegate's, or the
/// presentation controller's own, as a sheet's swipe-down uses), completed and cancelled.
@MainActor
@Suite("§13.13 interactive dismissal", .isolatedRuntime)
struct PresentationInteractiveTests {
    /// P presented full screen (custom with a presentation controller that removes R's view and
    /// marks its hooks, when `custom`), with a sliding dismissal animator and a percent-driven
    /// interaction from the delegate.
    private func scene(custom: Bool = false) -> (
        PresentationScene, UIViewController, UIPercentDrivenInteractiveTransition, RecordingTransitioningDelegate
    ) {
        let scene = PresentationScene()
        let delegate = RecordingTransitioningDelegate()
        let trace = scene.trace
        delegate.presentationControllerFactory = { presented, presenting in
            let controller = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.trace = trace
            controller.removesPresentersView = true
            return controller
        }
        let interaction = UIPercentDrivenInteractiveTransition()
        let animator = SlideAnimator(presenting: false)
        delegate.dismissalAnimator = animator
        delegate.dismissalInteraction = interaction
        let presented = scene.make("P", style: custom ? .custom : .fullScreen)
        presented.transitioningDelegate = delegate
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        scene.trace.reset()
        return (scene, presented, interaction, delegate)
    }

    @Test(
        "13.13 interactive dismissal: P will-disappear and R will-appear at the start; update scrubs; finish completes with R did-appear, P did-disappear, completion"
    )
    func interactiveDismissalCompletes() {
        let (scene, presented, interaction, delegate) = scene()
        presented.dismiss(animated: true, completion: scene.completion())
        #expect(
            delegate.asked.suffix(2) == ["animationController(forDismissed:)", "interactionControllerForDismissal"])
        #expect(scene.trace.lines == ["P.viewWillDisappear(true) beingDismissed", "R.viewWillAppear(true)"])
        #expect(presented.transitionCoordinator?.isInteractive == true)
        #expect(presented.transitionCoordinator?.initiallyInteractive == true)
        #expect(scene.root.view.window === scene.window, "R's view is back in the window at the start")
        interaction.update(0.5)
        scene.host.advance(by: 1)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        #expect(abs(layer.frame.minX - scene.window.bounds.width / 2) < 1, "held at half way: \(layer.frame)")
        #expect(!scene.trace.lines.contains("completion"))
        interaction.finish()
        scene.host.runUntilIdle()
        #expect(
            Array(scene.trace.lines.suffix(3)) == [
                "R.viewDidAppear(true)", "P.viewDidDisappear(true) beingDismissed", "completion",
            ])
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.13 cancelled: dismissalTransitionDidEnd(false), links kept, no completion; P appears again, R disappears again and leaves the window [UNC: the navigation pop's rule]"
    )
    func interactiveDismissalCancels() {
        let (scene, presented, interaction, delegate) = scene(custom: true)
        defer { withExtendedLifetime(delegate) {} }
        presented.dismiss(animated: true, completion: scene.completion())
        var cancelled: Bool?
        presented.transitionCoordinator?.notifyWhenInteractionChanges { context in cancelled = context.isCancelled }
        interaction.update(0.3)
        scene.host.advance(by: 0.1)
        interaction.cancel()
        #expect(cancelled == true)
        scene.host.runUntilIdle()
        let lines = scene.trace.lines
        #expect(!lines.contains("completion"), "13.13: no dismiss completion on cancel [UNC, recommended]")
        #expect(
            Array(lines.suffix(6)) == [
                "P.viewWillAppear(true)", "P.viewIsAppearing(true)", "P.viewDidAppear(true)",
                "R.viewWillDisappear(true)", "R.viewDidDisappear(true)",
                "pc.dismissalTransitionDidEnd(false)",
            ])
        #expect(scene.root.presentedViewController === presented)
        #expect(presented.presentingViewController === scene.root)
        #expect(!presented.isBeingDismissed)
        #expect(scene.root.viewIfLoaded?.window == nil, "R's view left again")
        #expect(presented.view.frame == scene.window.bounds)
        #expect(scene.violations.isEmpty)
        presented.dismiss(animated: false)
        scene.host.runUntilIdle()
        #expect(scene.root.presentedViewController == nil, "a later dismissal works")
    }

    @Test(
        "13.13 the presentation controller's systemInteractionController drives a dismissal with the standard animator when the delegate supplies none"
    )
    func systemInteractionController() {
        let scene = PresentationScene()
        let presented = scene.make("P", style: .overFullScreen)
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        let interaction = UIPercentDrivenInteractiveTransition()
        presented.presentationController?.systemInteractionController = interaction
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        #expect(presented.transitionCoordinator?.isInteractive == true)
        #expect(presented.transitionCoordinator?.isInterruptible == true, "the standard animator is interruptible")
        interaction.update(0.5)
        scene.host.advance(by: 0.2)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        let height = scene.window.bounds.height
        #expect(layer.frame.minY > height * 0.3 && layer.frame.minY < height * 0.7, "half way down: \(layer.frame)")
        interaction.cancel()
        scene.host.runUntilIdle()
        #expect(!completed)
        #expect(presented.view.frame.minY == 0)
        presented.presentationController?.systemInteractionController = interaction
        presented.dismiss(animated: true) { completed = true }
        interaction.update(0.7)
        interaction.finish()
        scene.host.runUntilIdle()
        #expect(completed)
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.violations.isEmpty)
    }

    @Test("13.13 NaN progress keeps the last progress: the transition still finishes")
    func nanProgress() {
        let (scene, presented, interaction, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        presented.dismiss(animated: true)
        interaction.update(0.4)
        interaction.update(.nan)
        #expect(interaction.percentComplete == 0.4)
        interaction.finish()
        scene.host.runUntilIdle()
        #expect(scene.root.presentedViewController == nil)
    }
}

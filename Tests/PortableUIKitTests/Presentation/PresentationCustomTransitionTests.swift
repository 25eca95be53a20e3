import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 13.10 and 13.11: the transitioning delegate's animators and presentation controller, the
/// presentation controller's hooks in order, and what the context hands the animator.
@MainActor
@Suite("§13.10 §13.11 custom transitions and presentation controller hooks", .isolatedRuntime)
struct PresentationCustomTransitionTests {
    private func customScene(removes: Bool = false) -> (
        PresentationScene, UIViewController, RecordingTransitioningDelegate, SlideAnimator, SlideAnimator
    ) {
        let scene = PresentationScene()
        let delegate = RecordingTransitioningDelegate()
        let present = SlideAnimator(presenting: true), dismiss = SlideAnimator(presenting: false)
        present.trace = scene.trace
        dismiss.trace = scene.trace
        delegate.presentationAnimator = present
        delegate.dismissalAnimator = dismiss
        let trace = scene.trace
        delegate.presentationControllerFactory = { presented, presenting in
            let controller = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.trace = trace
            controller.removesPresentersView = removes
            return controller
        }
        let presented = scene.make("P", style: .custom)
        presented.transitioningDelegate = delegate
        return (scene, presented, delegate, present, dismiss)
    }

    @Test(
        "13.11 present hook order: will-callbacks, presentationTransitionWillBegin, animateTransition, …, P.viewDidAppear, presentationTransitionDidEnd(true), animationEnded, completion"
    )
    func presentationHookOrder() {
        let (scene, presented, delegate, _, _) = customScene()
        defer { withExtendedLifetime(delegate) {} }
        scene.root.present(presented, animated: true, completion: scene.completion())
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "P.viewDidLoad",
                "P.viewWillAppear(true) beingPresented",
                "pc.presentationTransitionWillBegin",
                "animator.animateTransition(animated: true)",
                "P.viewIsAppearing(true) beingPresented",
                "P.viewDidAppear(true) beingPresented",
                "pc.presentationTransitionDidEnd(true)",
                "animator.animationEnded(true)",
                "completion",
            ])
        #expect(presented.view.frame == scene.window.bounds)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.11 dismissal mirrors it: P.viewWillDisappear, dismissalTransitionWillBegin, animateTransition, P.viewDidDisappear, dismissalTransitionDidEnd(true), animationEnded, completion"
    )
    func dismissalHookOrder() {
        let (scene, presented, delegate, _, _) = customScene()
        defer { withExtendedLifetime(delegate) {} }
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        scene.trace.reset()
        presented.dismiss(animated: true, completion: scene.completion())
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "P.viewWillDisappear(true) beingDismissed",
                "pc.dismissalTransitionWillBegin",
                "animator.animateTransition(animated: true)",
                "P.viewDidDisappear(true) beingDismissed",
                "pc.dismissalTransitionDidEnd(true)",
                "animator.animationEnded(true)",
                "completion",
            ])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.10 the delegate: presented, presenting (the root), source (the receiver); interaction asked only with an animator; presentation controller only for custom"
    )
    func delegateQuestions() {
        let container = ContainerController()
        let child = UIViewController()
        let scene = PresentationScene(root: container)
        container.display(child)
        scene.host.runUntilIdle()
        let delegate = RecordingTransitioningDelegate()
        delegate.presentationAnimator = SlideAnimator(presenting: true)
        let presented = scene.make("P", style: .fullScreen)
        presented.transitioningDelegate = delegate
        child.present(presented, animated: true)
        scene.host.runUntilIdle()
        #expect(delegate.asked == ["animationController(forPresented:)", "interactionControllerForPresentation"])
        #expect(delegate.presentingArgument === container)
        #expect(delegate.sourceArgument === child)
        presented.dismiss(animated: true)
        scene.host.runUntilIdle()
        #expect(
            delegate.asked.suffix(1) == ["animationController(forDismissed:)"],
            "no dismissal animator: no interaction question")
        let custom = scene.make("Q", style: .custom)
        let other = RecordingTransitioningDelegate()
        custom.transitioningDelegate = other
        scene.root.present(custom, animated: false)
        #expect(other.asked.first == "presentationController(forPresented:)")
        #expect(
            custom.presentationController.map { type(of: $0) == UIPresentationController.self } == true,
            "nil from the delegate: a default presentation controller")
        scene.host.runUntilIdle()
    }

    @Test("13.10 non-animated custom presentations still run the animator, with isAnimated false")
    func nonAnimatedCustom() {
        let (scene, presented, delegate, animator, _) = customScene()
        defer { withExtendedLifetime(delegate) {} }
        scene.root.present(presented, animated: false, completion: scene.completion())
        #expect(animator.sawContext?.isAnimated == false)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.contains("completion"))
        #expect(animator.endedWith == true)
    }

    @Test(
        "13.10 the context: keys, views (nil for R's view when it stays), final frame from frameOfPresentedViewInContainerView, the container the presentation controller's"
    )
    func contextContents() {
        let (scene, presented, delegate, animator, _) = customScene()
        defer { withExtendedLifetime(delegate) {} }
        scene.root.present(presented, animated: true)
        guard let context = animator.sawContext else { return #expect(Bool(false), "the animator ran") }
        #expect(context.viewController(forKey: .to) === presented)
        #expect(context.viewController(forKey: .from) === scene.root)
        #expect(context.view(forKey: .to) === presented.view)
        #expect(context.view(forKey: .from) == nil, "13.10: R's view stays, the animator must not touch it")
        #expect(context.finalFrame(for: presented) == scene.window.bounds)
        #expect(context.initialFrame(for: presented) == .zero)
        #expect(context.containerView === presented.presentationController?.containerView)
        #expect(context.presentationStyle == .custom)
        #expect(context.isAnimated && !context.isInteractive)
        scene.host.runUntilIdle()
    }

    @Test("13.10 with a presentation controller that removes the presenter's view, the context hands out R's view")
    func contextHandsOutRemovedView() {
        let (scene, presented, delegate, animator, _) = customScene(removes: true)
        defer { withExtendedLifetime(delegate) {} }
        scene.root.present(presented, animated: true)
        #expect(animator.sawContext?.view(forKey: .from) === scene.root.view)
        scene.host.runUntilIdle()
        #expect(scene.root.viewIfLoaded?.window == nil)
    }

    @Test(
        "13.11 frameOfPresentedViewInContainerView places the presented view; the container lays out with the will/did hooks"
    )
    func presentedFrame() {
        let scene = PresentationScene()
        let delegate = RecordingTransitioningDelegate()
        final class LayoutCountingController: UIPresentationController {
            var layouts: [String] = []
            override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 20, y: 100, width: 280, height: 300) }
            override func containerViewWillLayoutSubviews() { layouts.append("will") }
            override func containerViewDidLayoutSubviews() { layouts.append("did") }
        }
        var made: LayoutCountingController?
        delegate.presentationControllerFactory = { presented, presenting in
            let controller = LayoutCountingController(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
        let presented = scene.make("P", style: .custom)
        presented.transitioningDelegate = delegate
        scene.root.present(presented, animated: true)
        scene.host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 20, y: 100, width: 280, height: 300))
        #expect(made?.containerView?.frame == scene.window.bounds)
        #expect(made?.containerView?.superview === scene.window)
        made?.containerView?.setNeedsLayout()
        scene.host.runUntilIdle()
        #expect(made?.layouts.suffix(2) == ["will", "did"])
        #expect(scene.window.activePresentationControllers.count == 1)
        #expect(scene.window.activePresentationControllers.first === made)
    }

    @Test(
        "13.11 presentationController: created for the current style on first read, kept through the presentation, containerView set while presented"
    )
    func presentationControllerLifetime() {
        let scene = PresentationScene()
        let presented = scene.make("P", style: .overFullScreen)
        let early = presented.presentationController
        #expect(early != nil)
        #expect(early?.presentationStyle == .overFullScreen)
        #expect(early?.containerView == nil)
        #expect(presented.activePresentationController == nil)
        scene.root.present(presented, animated: false)
        #expect(presented.presentationController === early, "the one read first is the one used")
        #expect(early?.presentingViewController === scene.root)
        #expect(early?.presentedViewController === presented)
        #expect(early?.containerView != nil)
        #expect(presented.activePresentationController === early)
        #expect(early?.shouldPresentInFullscreen == true)
        #expect(early?.shouldRemovePresentersView == false)
        #expect(early?.adaptivePresentationStyle == UIModalPresentationStyle.none)
        scene.host.runUntilIdle()
        presented.dismiss(animated: false)
        scene.host.runUntilIdle()
        #expect(early?.containerView == nil)
    }
}

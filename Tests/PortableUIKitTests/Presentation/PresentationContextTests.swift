import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 13.7: current-context presentations walk up to the controller that defines the
/// presentation context; P covers that controller's view, not the screen.
@MainActor
@Suite("§13.7 presentation context", .isolatedRuntime)
struct PresentationContextTests {
    /// A root container (R) holding a child C that defines the presentation context, and C's
    /// child G, from which presentations start.
    private func scene() -> (PresentationScene, context: UIViewController, grandchild: UIViewController) {
        let container = ContainerController()
        let context = ContainerController()
        let grandchild = UIViewController()
        let scene = PresentationScene(root: container)
        container.display(context)
        context.display(grandchild)
        context.definesPresentationContext = true
        scene.host.runUntilIdle()
        scene.trace.recorder.watch(context, as: "C")
        scene.trace.recorder.watch(grandchild, as: "G")
        return (scene, context, grandchild)
    }

    @Test(
        "13.7 currentContext from a grandchild: the context controller C presents, its view leaves, P covers C's frame; C and its child get the pairs, R nothing"
    )
    func currentContextCoversTheContext() {
        let (scene, context, grandchild) = scene()
        let presented = scene.make("P", style: .currentContext)
        let contextFrame = context.view.convert(context.view.bounds, to: scene.window)
        grandchild.present(presented, animated: false, completion: scene.completion())
        scene.host.runUntilIdle()
        #expect(presented.presentingViewController === context)
        #expect(context.presentedViewController === presented)
        #expect(grandchild.presentedViewController === presented, "13.6: the nearest ancestor's presented controller")
        #expect(scene.root.presentedViewController == nil)
        #expect(presented.view.convert(presented.view.bounds, to: scene.window) == contextFrame)
        #expect(context.viewIfLoaded?.window == nil)
        #expect(scene.root.view.window === scene.window)
        #expect(
            scene.trace.lines == [
                "P.viewDidLoad", "C.viewWillDisappear(false)", "G.viewWillDisappear(false)",
                "P.viewWillAppear(false) beingPresented",
                "P.viewIsAppearing(false) beingPresented", "P.viewDidAppear(false) beingPresented",
                "C.viewDidDisappear(false)", "G.viewDidDisappear(false)", "completion",
            ])
        scene.trace.reset()
        grandchild.dismiss(animated: false)
        scene.host.runUntilIdle()
        #expect(
            context.view.superview === (scene.root as? ContainerController)?.containerView,
            "C's view went back where it was")
        #expect(
            scene.trace.recorder.callbacks(of: "C") == [
                "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
        #expect(scene.violations.isEmpty)
    }

    @Test("13.7 overCurrentContext covers the context's frame and leaves its view: no callbacks for C")
    func overCurrentContextKeepsTheContext() {
        let (scene, context, grandchild) = scene()
        let presented = scene.make("P", style: .overCurrentContext)
        grandchild.present(presented, animated: true)
        scene.host.runUntilIdle()
        #expect(presented.presentingViewController === context)
        #expect(context.view.window === scene.window)
        #expect(scene.trace.recorder.callbacks(of: "C").isEmpty)
        #expect(
            presented.view.convert(presented.view.bounds, to: scene.window)
                == context.view.convert(context.view.bounds, to: scene.window))
        #expect(scene.violations.isEmpty)
    }

    @Test("13.7 fullScreen from the grandchild ignores the context: the top of the hierarchy (R) presents")
    func fullScreenIgnoresTheContext() {
        let (scene, _, grandchild) = scene()
        let presented = scene.make("P", style: .fullScreen)
        grandchild.present(presented, animated: false)
        scene.host.runUntilIdle()
        #expect(presented.presentingViewController === scene.root)
        #expect(scene.root.viewIfLoaded?.window == nil)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.7 definesPresentationContext defaults to false, and to true for UINavigationController; with none, the root presents"
    )
    func contextDefaults() {
        #expect(!UIViewController().definesPresentationContext)
        #expect(UINavigationController(rootViewController: UIViewController()).definesPresentationContext)
        let container = ContainerController()
        let child = UIViewController()
        let scene = PresentationScene(root: container)
        container.display(child)
        scene.host.runUntilIdle()
        let presented = scene.make("P", style: .currentContext)
        child.present(presented, animated: false)
        scene.host.runUntilIdle()
        #expect(presented.presentingViewController === container)
    }

    @Test("13.7 providesPresentationContextTransitionStyle: the context's modalTransitionStyle replaces P's")
    func contextTransitionStyle() {
        let (scene, context, grandchild) = scene()
        context.modalTransitionStyle = .crossDissolve
        context.providesPresentationContextTransitionStyle = true
        let presented = scene.make("P", style: .overCurrentContext)
        presented.modalTransitionStyle = .coverVertical
        grandchild.present(presented, animated: true)
        #expect(presented.presentation.modal?.transitionStyle == .crossDissolve)
        scene.host.advance(by: 0.1)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        #expect(layer.opacity < 1, "cross-dissolving")
        scene.host.runUntilIdle()
    }
}

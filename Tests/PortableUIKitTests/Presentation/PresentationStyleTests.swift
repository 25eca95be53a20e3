import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 13.2: which styles take the presenter's view out of the window, and so which give the
/// presenter appearance callbacks — every style, animated and not, present and dismiss.
@MainActor
@Suite("§13.2 presenter appearance per style", .isolatedRuntime)
struct PresentationStyleTests {
    nonisolated static let removing: [UIModalPresentationStyle] = [.fullScreen, .currentContext, .popover]
    nonisolated static let keeping: [UIModalPresentationStyle] = [
        .overFullScreen, .overCurrentContext, .pageSheet, .formSheet, .automatic,
    ]

    private func presentAndDismiss(
        _ style: UIModalPresentationStyle, animated: Bool, scene: PresentationScene
    ) -> (present: [String], dismiss: [String], rootInWindowWhilePresented: Bool) {
        let presented = scene.make("P", style: style)
        scene.root.present(presented, animated: animated, completion: scene.completion())
        scene.host.runUntilIdle()
        let present = scene.trace.lines
        let rootInWindow = scene.root.viewIfLoaded?.window != nil
        #expect(scene.violations.isEmpty, "\(style) presented")
        scene.trace.reset()
        scene.root.dismiss(animated: animated, completion: scene.completion())
        scene.host.runUntilIdle()
        #expect(scene.violations.isEmpty, "\(style) dismissed")
        #expect(scene.root.view.window === scene.window)
        return (present, scene.trace.lines, rootInWindow)
    }

    @Test(
        "13.2 fullScreen, currentContext (no context: the root presents) and popover (adapted to full screen) remove R's view: R gets the disappear and appear pairs",
        arguments: removing, [true, false])
    func removingStyles(style: UIModalPresentationStyle, animated: Bool) {
        let scene = PresentationScene()
        let (present, dismiss, rootInWindow) = presentAndDismiss(style, animated: animated, scene: scene)
        let a = "\(animated)"
        #expect(
            present == [
                "P.viewDidLoad", "R.viewWillDisappear(\(a))", "P.viewWillAppear(\(a)) beingPresented",
                "P.viewIsAppearing(\(a)) beingPresented", "P.viewDidAppear(\(a)) beingPresented",
                "R.viewDidDisappear(\(a))", "completion",
            ])
        #expect(!rootInWindow)
        #expect(
            dismiss == [
                "P.viewWillDisappear(\(a)) beingDismissed", "R.viewWillAppear(\(a))", "R.viewIsAppearing(\(a))",
                "R.viewDidAppear(\(a))", "P.viewDidDisappear(\(a)) beingDismissed", "completion",
            ])
    }

    @Test(
        "13.2 overFullScreen, overCurrentContext, pageSheet, formSheet and automatic keep R's view in the window: R gets no callbacks",
        arguments: keeping, [true, false])
    func keepingStyles(style: UIModalPresentationStyle, animated: Bool) {
        let scene = PresentationScene()
        let (present, dismiss, rootInWindow) = presentAndDismiss(style, animated: animated, scene: scene)
        let a = "\(animated)"
        #expect(
            present == [
                "P.viewDidLoad", "P.viewWillAppear(\(a)) beingPresented", "P.viewIsAppearing(\(a)) beingPresented",
                "P.viewDidAppear(\(a)) beingPresented", "completion",
            ])
        #expect(rootInWindow)
        #expect(
            dismiss == [
                "P.viewWillDisappear(\(a)) beingDismissed", "P.viewDidDisappear(\(a)) beingDismissed", "completion",
            ])
    }

    @Test(
        "13.2 custom: R's view stays with shouldRemovePresentersView false (the default); with true R gets the full-screen pairs [UNC, recommended]",
        arguments: [false, true])
    func customStyle(removes: Bool) {
        let scene = PresentationScene()
        let delegate = RecordingTransitioningDelegate()
        delegate.presentationControllerFactory = { presented, presenting in
            let controller = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.removesPresentersView = removes
            return controller
        }
        let presented = scene.make("P", style: .custom)
        presented.transitioningDelegate = delegate
        scene.root.present(presented, animated: true, completion: scene.completion())
        scene.host.runUntilIdle()
        #expect(
            scene.trace.recorder.callbacks(of: "R")
                == (removes ? ["viewWillDisappear(true)", "viewDidDisappear(true)"] : []))
        #expect((scene.root.viewIfLoaded?.window != nil) == !removes)
        scene.trace.reset()
        presented.dismiss(animated: true)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.recorder.callbacks(of: "R")
                == (removes ? ["viewWillAppear(true)", "viewIsAppearing(true)", "viewDidAppear(true)"] : []))
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.1 modalPresentationStyle defaults to automatic and reads as formSheet (iOS 18's resolution) [UNC, recommended]; popover presents as full screen"
    )
    func automaticResolves() {
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .formSheet)
        controller.modalPresentationStyle = .automatic
        #expect(controller.modalPresentationStyle == .formSheet)
        controller.modalPresentationStyle = .overFullScreen
        #expect(controller.modalPresentationStyle == .overFullScreen)
        #expect(PresentationStyleRules.effectiveStyle(.popover) == .fullScreen)
        #expect(PresentationStyleRules.effectiveStyle(.none) == nil)
        #expect(PresentationStyleRules.effectiveStyle(.pageSheet) == .pageSheet)
    }

    @Test(
        "13.2 the style rules: which styles remove the covered view, which are contextual, partialCurl only with fullScreen"
    )
    func styleRules() {
        #expect(PresentationStyleRules.removesCoveredView(.fullScreen, shouldRemovePresentersView: false))
        #expect(PresentationStyleRules.removesCoveredView(.currentContext, shouldRemovePresentersView: false))
        #expect(!PresentationStyleRules.removesCoveredView(.overFullScreen, shouldRemovePresentersView: true))
        #expect(!PresentationStyleRules.removesCoveredView(.pageSheet, shouldRemovePresentersView: false))
        #expect(PresentationStyleRules.removesCoveredView(.custom, shouldRemovePresentersView: true))
        #expect(!PresentationStyleRules.removesCoveredView(.custom, shouldRemovePresentersView: false))
        #expect(PresentationStyleRules.isCurrentContext(.overCurrentContext))
        #expect(!PresentationStyleRules.isCurrentContext(.fullScreen))
        #expect(PresentationStyleRules.allows(.partialCurl, with: .fullScreen))
        #expect(!PresentationStyleRules.allows(.partialCurl, with: .overFullScreen))
        #expect(PresentationStyleRules.allows(.crossDissolve, with: .formSheet))
    }

    @Test(
        "13.1 every modalTransitionStyle animates: halfway through, the presented view is neither at its start nor at its end",
        arguments: [UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl])
    func transitionStylesAnimate(style: UIModalTransitionStyle) {
        let scene = PresentationScene()
        let presented = scene.make("P")
        presented.modalTransitionStyle = style
        scene.root.present(presented, animated: true)
        scene.host.advance(by: 0.2)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        let moving =
            layer.frame != presented.view.frame || layer.opacity != presented.view.layer.opacity
            || !CATransform3DEqualToTransform(layer.transform, presented.view.layer.transform)
        #expect(moving, "\(style) shows an in-between state")
        #expect(presented.isBeingPresented)
        scene.host.runUntilIdle()
        #expect(!presented.isBeingPresented)
        let settled = presented.view.layer.presentation() ?? presented.view.layer
        #expect(settled.frame == scene.window.bounds)
        #expect(settled.opacity == 1)
        scene.root.dismiss(animated: true)
        scene.host.advance(by: 0.2)
        #expect(presented.isBeingDismissed)
        scene.host.runUntilIdle()
        #expect(scene.root.presentedViewController == nil)
        #expect(presented.view.alpha == 1, "a dismissed view leaves with its look restored")
        #expect(scene.violations.isEmpty)
    }
}

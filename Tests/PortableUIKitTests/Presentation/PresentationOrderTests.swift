import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 13.3: the order of the callbacks and the completion, animated and not, for a full-screen
/// presentation and its dismissal; 13.5 flags in the trace (`beingPresented`, `beingDismissed`).
@MainActor
@Suite("§13.3 presentation order and completion timing", .isolatedRuntime)
struct PresentationOrderTests {
    @Test("13.3 full-screen present, animated: P.viewDidAppear before R.viewDidDisappear, then completion")
    func animatedFullScreenPresent() {
        let scene = PresentationScene()
        let presented = scene.make("P")
        scene.root.present(presented, animated: true, completion: scene.completion())
        #expect(
            scene.trace.lines == [
                "P.viewDidLoad",
                "R.viewWillDisappear(true)",
                "P.viewWillAppear(true) beingPresented",
            ], "will-callbacks inside present")
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "P.viewDidLoad",
                "R.viewWillDisappear(true)",
                "P.viewWillAppear(true) beingPresented",
                "P.viewIsAppearing(true) beingPresented",
                "P.viewDidAppear(true) beingPresented",
                "R.viewDidDisappear(true)",
                "completion",
            ])
        #expect(scene.root.viewIfLoaded?.window == nil, "13.2: R's view left the window")
        #expect(presented.view.window === scene.window)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.3 full-screen present, not animated: will-callbacks inside present, did-callbacks and completion at the end of the turn"
    )
    func nonAnimatedFullScreenPresent() {
        let scene = PresentationScene()
        let presented = scene.make("P")
        scene.root.present(presented, animated: false, completion: scene.completion())
        #expect(
            scene.trace.lines == [
                "P.viewDidLoad", "R.viewWillDisappear(false)", "P.viewWillAppear(false) beingPresented",
            ])
        #expect(scene.root.presentedViewController === presented, "13.6: linked when present returns")
        scene.host.runTurn()
        #expect(
            scene.trace.lines == [
                "P.viewDidLoad",
                "R.viewWillDisappear(false)",
                "P.viewWillAppear(false) beingPresented",
                "P.viewIsAppearing(false) beingPresented",
                "P.viewDidAppear(false) beingPresented",
                "R.viewDidDisappear(false)",
                "completion",
            ])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.3 full-screen dismiss, animated: P will-disappear, R will-appear, R did-appear, P did-disappear, then completion"
    )
    func animatedFullScreenDismiss() {
        let scene = PresentationScene()
        let presented = scene.make("P")
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        scene.trace.reset()
        scene.root.dismiss(animated: true, completion: scene.completion())
        #expect(scene.trace.lines == ["P.viewWillDisappear(true) beingDismissed", "R.viewWillAppear(true)"])
        #expect(scene.root.view.window === scene.window, "13.13: R's view is back at the start")
        scene.host.runUntilIdle()
        #expect(
            scene.trace.lines == [
                "P.viewWillDisappear(true) beingDismissed",
                "R.viewWillAppear(true)",
                "R.viewIsAppearing(true)",
                "R.viewDidAppear(true)",
                "P.viewDidDisappear(true) beingDismissed",
                "completion",
            ])
        #expect(scene.root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(scene.violations.isEmpty)
    }

    @Test("13.3 full-screen dismiss, not animated: will-callbacks inside dismiss, the rest at the end of the turn")
    func nonAnimatedFullScreenDismiss() {
        let scene = PresentationScene()
        let presented = scene.make("P")
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        scene.trace.reset()
        presented.dismiss(animated: false, completion: scene.completion())
        #expect(scene.trace.lines == ["P.viewWillDisappear(false) beingDismissed", "R.viewWillAppear(false)"])
        scene.host.runTurn()
        #expect(
            scene.trace.lines == [
                "P.viewWillDisappear(false) beingDismissed",
                "R.viewWillAppear(false)",
                "R.viewIsAppearing(false)",
                "R.viewDidAppear(false)",
                "P.viewDidDisappear(false) beingDismissed",
                "completion",
            ])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.3 animated present: nothing completes before the animation's duration; the completion comes with the animation's end"
    )
    func animatedPresentWaitsForTheAnimation() {
        let scene = PresentationScene()
        let presented = scene.make("P")
        var completed = false
        scene.root.present(presented, animated: true) { completed = true }
        scene.host.advance(by: 0.25)
        #expect(!completed)
        #expect(presented.isBeingPresented)
        #expect(scene.trace.recorder.callbacks(of: "P").last == "viewIsAppearing(true) beingPresented")
        scene.host.advance(by: 0.3)
        #expect(completed)
        #expect(!presented.isBeingPresented, "13.5: cleared when the transition ended")
    }
}

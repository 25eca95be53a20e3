import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The window's side of presentations: container views above the root view (hit testing,
/// hiding), the root controller replaced while presenting, the status bar, `show(_:sender:)`,
/// and the hierarchy validator with presentations.
@MainActor
@Suite("§13 presentations in the window", .isolatedRuntime)
struct PresentationWindowTests {
    @Test(
        "13.11 the container is a subview of the window above the root view; touches there reach the presented view, not R"
    )
    func containerAndHitTesting() {
        let scene = PresentationScene()
        let presented = scene.make("P", style: .overFullScreen)
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        let container = presented.presentationController?.containerView
        #expect(container?.superview === scene.window)
        #expect(scene.window.subviews.last === container)
        #expect(scene.window.subviews.first === scene.root.view)
        let hit = scene.window.hitTest(CGPoint(x: 100, y: 100), with: nil)
        #expect(hit === presented.view)
    }

    @Test("2.1 hiding the window makes presented controllers disappear like the root; showing it brings them back")
    func hidingTheWindow() {
        let scene = PresentationScene()
        let presented = scene.make("P", style: .overFullScreen)
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        scene.trace.reset()
        scene.window.isHidden = true
        scene.host.runUntilIdle()
        #expect(scene.trace.recorder.callbacks(of: "P") == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        #expect(scene.trace.recorder.callbacks(of: "R") == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        scene.window.isHidden = false
        scene.host.runUntilIdle()
        #expect(presented.appearanceState == .appeared)
        #expect(scene.root.presentedViewController === presented, "presentations survive hiding")
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "13.6 replacing the root controller tears its presentations down: containers leave, presented controllers disappear, links clear, no dangling controller"
    )
    func replacingTheRoot() {
        let scene = PresentationScene()
        let first = scene.make("P1", style: .fullScreen)
        let second = scene.make("P2", style: .overFullScreen)
        scene.root.present(first, animated: false)
        scene.host.runUntilIdle()
        first.present(second, animated: true)
        scene.trace.reset()
        let newRoot = UIViewController()
        scene.window.rootViewController = newRoot
        scene.host.runUntilIdle()
        #expect(scene.root.presentedViewController == nil)
        #expect(first.presentingViewController == nil && first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(scene.window.activePresentationControllers.isEmpty)
        #expect(scene.window.subviews.count == 1 && scene.window.subviews.first === newRoot.view)
        #expect(first.appearanceState == .disappeared && second.appearanceState == .disappeared)
        #expect(scene.violations.isEmpty)
    }

    @Test("13.6 a presented controller cannot become a window's root (it is active): refused")
    func presentedCannotBeRoot() {
        let scene = PresentationScene()
        let presented = scene.make("P", style: .overFullScreen)
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        expectDiagnostic(.invalidChild) { other.rootViewController = presented }
        #expect(other.rootViewController == nil)
    }

    @Test(
        "status bar: a full-screen presented controller decides it; a sheet only with modalPresentationCapturesStatusBarAppearance"
    )
    func statusBar() {
        final class Light: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let scene = PresentationScene()
        let full = Light()
        full.modalPresentationStyle = .fullScreen
        scene.root.present(full, animated: false)
        scene.host.runUntilIdle()
        #expect(scene.window.statusBarStyle == .lightContent)
        full.dismiss(animated: false)
        scene.host.runUntilIdle()
        #expect(scene.window.statusBarStyle == .default)
        let sheet = Light()
        sheet.modalPresentationStyle = .formSheet
        scene.root.present(sheet, animated: false)
        scene.host.runUntilIdle()
        #expect(scene.window.statusBarStyle == .default, "a sheet leaves the status bar to R")
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(scene.window.statusBarStyle == .lightContent)
    }

    @Test(
        "show(_:sender:) pushes inside a navigation controller and presents elsewhere; showDetailViewController presents"
    )
    func show() {
        let top = UIViewController()
        let nav = UINavigationController(rootViewController: top)
        let scene = PresentationScene(root: nav, rootName: "nav")
        let pushed = UIViewController()
        top.show(pushed, sender: nil)
        scene.host.runUntilIdle()
        #expect(nav.topViewController === pushed)
        #expect(nav.presentedViewController == nil)
        let detail = UIViewController()
        detail.modalPresentationStyle = .overFullScreen
        pushed.showDetailViewController(detail, sender: nil)
        scene.host.runUntilIdle()
        #expect(nav.presentedViewController === detail)
        let plainScene = PresentationScene()
        let shown = UIViewController()
        plainScene.root.show(shown, sender: nil)
        plainScene.host.runUntilIdle()
        #expect(plainScene.root.presentedViewController === shown)
    }

    @Test(
        "validator: presentations pass; an open appearance transition on a presented controller still fails (positive control)"
    )
    func validator() {
        let scene = PresentationScene()
        let first = scene.make("P1", style: .fullScreen)
        let second = scene.make("P2", style: .formSheet)
        scene.root.present(first, animated: true)
        scene.host.runUntilIdle()
        first.present(second, animated: true)
        scene.host.runUntilIdle()
        #expect(scene.violations.isEmpty)
        second.beginAppearanceTransition(false, animated: false)
        scene.host.runUntilIdle()
        #expect(scene.violations.contains { $0.rule == "settled" || $0.rule == "appearance" })
        second.endAppearanceTransition()
    }

    @Test("LifecycleRecorder attached to the root records the controllers presented from its hierarchy")
    func recorderFollowsPresentations() {
        let scene = PresentationScene()
        let recorder = LifecycleRecorder()
        recorder.showsPresentationFlags = true
        recorder.attach(to: scene.root)
        let presented = UIViewController()
        presented.title = "X"
        presented.modalPresentationStyle = .overFullScreen
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        #expect(recorder.callbacks(of: "X").contains("viewDidAppear(false) beingPresented"))
    }
}

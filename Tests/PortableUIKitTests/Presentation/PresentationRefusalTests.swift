import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 13.8 (and 13.4's dismissal misuse): every refused presentation or dismissal reports
/// `invalidPresentation`, changes nothing and never calls its completion.
@MainActor
@Suite("§13.8 refused presentations", .isolatedRuntime)
struct PresentationRefusalTests {
    /// Expects `body` to be refused: one diagnostic, no completion, no callbacks, no links.
    private func expectRefused(
        _ scene: PresentationScene, quiet: Bool = true, _ body: (_ completion: @escaping () -> Void) -> Void
    ) {
        var completed = false
        scene.trace.reset()
        expectDiagnostic(.invalidPresentation) { body { completed = true } }
        scene.host.runUntilIdle()
        #expect(!completed, "a refused call never completes")
        if quiet { #expect(scene.trace.lines.isEmpty, "no callbacks: \(scene.trace.lines)") }
    }

    @Test("13.8 presenting a controller on itself is refused (UIKit raises)")
    func presentingSelf() {
        let scene = PresentationScene()
        expectRefused(scene) { scene.root.present(scene.root, animated: false, completion: $0) }
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("13.8 presenting an ancestor of the receiver is refused as presenting on itself")
    func presentingAnAncestor() {
        let container = ContainerController()
        let child = UIViewController()
        let scene = PresentationScene(root: container)
        container.display(child)
        scene.host.runUntilIdle()
        expectRefused(scene) { child.present(container, animated: false, completion: $0) }
    }

    @Test("13.8 presenting a controller that is already presented is refused (UIKit raises)")
    func presentingTwice() {
        let scene = PresentationScene()
        let presented = scene.make("P", style: .overFullScreen)
        scene.root.present(presented, animated: false)
        scene.host.runUntilIdle()
        expectRefused(scene) { presented.present(presented, animated: false, completion: $0) }
        let other = UIViewController()
        scene.window.addSubview(UIView())
        expectRefused(scene) { other.present(presented, animated: false, completion: $0) }
        #expect(presented.presentingViewController === scene.root)
    }

    @Test("13.8 presenting an active controller (a child, or a window's root) is refused (UIKit raises)")
    func presentingAnActiveController() {
        let container = ContainerController()
        let child = UIViewController()
        let scene = PresentationScene(root: container)
        container.display(child)
        scene.host.runUntilIdle()
        let other = scene.make("P")
        scene.root.present(other, animated: false)
        scene.host.runUntilIdle()
        expectRefused(scene) { other.present(child, animated: false, completion: $0) }
        expectRefused(scene) { other.present(container, animated: false, completion: $0) }
        #expect(child.parent === container)
    }

    @Test(
        "13.8 a presenter that already presents refuses a second presentation: settled, or with its presentation still running"
    )
    func presenterAlreadyPresents() {
        let scene = PresentationScene()
        let first = scene.make("P1")
        scene.root.present(first, animated: true)
        expectRefused(scene, quiet: false) { scene.root.present(scene.make("P2"), animated: true, completion: $0) }
        #expect(scene.trace.recorder.callbacks(of: "P2").isEmpty)
        #expect(first.isBeingPresented == false, "the running presentation went on and ended")
        #expect(scene.root.presentedViewController === first)
        expectRefused(scene) { scene.root.present(scene.make("P3"), animated: false, completion: $0) }
    }

    @Test("13.8 a presenter whose view is not in a window is refused")
    func presenterNotInAWindow() {
        let scene = PresentationScene()
        let loose = UIViewController()
        loose.loadViewIfNeeded()
        expectRefused(scene) { loose.present(scene.make("P"), animated: false, completion: $0) }
        let unloaded = UIViewController()
        expectRefused(scene) { unloaded.present(scene.make("Q"), animated: true, completion: $0) }
    }

    @Test("13.1 partialCurl outside full screen is refused (UIKit raises); with fullScreen it presents")
    func partialCurlNeedsFullScreen() {
        let scene = PresentationScene()
        let sheet = scene.make("P", style: .formSheet)
        sheet.modalTransitionStyle = .partialCurl
        expectRefused(scene) { scene.root.present(sheet, animated: true, completion: $0) }
        sheet.modalPresentationStyle = .fullScreen
        var completed = false
        scene.root.present(sheet, animated: true) { completed = true }
        scene.host.runUntilIdle()
        #expect(completed, "positive control: the same controller presents once the style allows the curl")
    }

    @Test("13.1 modalPresentationStyle none presents nothing: refused")
    func noneStyle() {
        let scene = PresentationScene()
        expectRefused(scene) { scene.root.present(scene.make("P", style: .none), animated: false, completion: $0) }
    }

    @Test(
        "13.4 dismiss sent to a controller that neither presents nor was presented: diagnostic, no completion [UNC, recommended]"
    )
    func dismissWithNothingPresented() {
        let scene = PresentationScene()
        expectRefused(scene) { scene.root.dismiss(animated: true, completion: $0) }
    }

    @Test(
        "13.4 dismiss while the presentation is still animating is ignored with a diagnostic; so is a second dismiss during the dismissal"
    )
    func dismissDuringTransition() {
        let scene = PresentationScene()
        let presented = scene.make("P")
        scene.root.present(presented, animated: true)
        var completed = false
        expectDiagnostic(.invalidPresentation) { scene.root.dismiss(animated: true) { completed = true } }
        scene.host.runUntilIdle()
        #expect(!completed)
        #expect(scene.root.presentedViewController === presented)
        scene.root.dismiss(animated: true)
        expectDiagnostic(.invalidPresentation) { presented.dismiss(animated: false) { completed = true } }
        scene.host.runUntilIdle()
        #expect(!completed)
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.violations.isEmpty)
    }

    @Test("13.8 present on the same presenter during its dismissal is refused")
    func presentDuringDismissal() {
        let scene = PresentationScene()
        scene.root.present(scene.make("P"), animated: false)
        scene.host.runUntilIdle()
        scene.root.dismiss(animated: true)
        expectRefused(scene, quiet: false) { scene.root.present(scene.make("Q"), animated: false, completion: $0) }
        #expect(scene.trace.recorder.callbacks(of: "Q").isEmpty)
        #expect(scene.root.presentedViewController == nil)
    }
}

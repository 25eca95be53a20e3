import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A window resize as 14.7 maps it: `viewWillTransition` before any view changes size, the
/// alongside blocks in the layout pass with the new bounds, the completions at the end of the
/// turn; nothing for an unchanged size or an origin-only move; no appearance callbacks.
@MainActor
@Suite("Window resize (spec 14.1, 14.4, 14.7)", .isolatedRuntime)
struct WindowResizeTests {
    @Test(
        "14.7 resize: viewWillTransition with the old bounds, then layout, alongside with the new bounds, completion at the end of the turn"
    )
    func resizeOrder() {
        let scene = SizeScene()
        scene.root.registersCoordinatorBlocks = true
        scene.host.resize(to: CGSize(width: 390, height: 600))
        #expect(scene.log.lines == ["root.viewWillTransition(390x600) bounds=390x844"])
        #expect(
            scene.root.view.bounds.size == CGSize(width: 390, height: 600), "the root view follows the window at once")
        scene.host.runTurn()
        #expect(
            scene.log.lines == [
                "root.viewWillTransition(390x600) bounds=390x844",
                "root.viewDidLayoutSubviews bounds=390x600",
                "root.alongside bounds=390x600",
                "root.completion bounds=390x600",
            ])
    }

    @Test(
        "14.7 the coordinator of a resize: not animated, duration 0, not interactive, not cancelled, identity transform, the window as container"
    )
    func coordinatorValues() {
        let scene = SizeScene()
        var seen: [String] = []
        scene.root.onViewWillTransition = { _, coordinator in
            seen.append(
                "\(coordinator.isAnimated) \(coordinator.transitionDuration) \(coordinator.isInteractive) \(coordinator.initiallyInteractive) \(coordinator.isCancelled)"
            )
            #expect(coordinator.targetTransform == .identity)
            #expect(coordinator.containerView === scene.host.window)
            #expect(coordinator.presentationStyle == .none)
        }
        scene.host.resize(to: CGSize(width: 400, height: 700))
        #expect(seen == ["false 0.0 false false false"])
    }

    @Test("14.1 no call for an unchanged size or an origin-only move")
    func unchangedSize() {
        let scene = SizeScene()
        scene.host.resize(to: CGSize(width: 390, height: 844))
        scene.host.window.frame = CGRect(x: 30, y: 40, width: 390, height: 844)
        scene.host.window.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        scene.host.runUntilIdle()
        #expect(scene.log.lines.isEmpty)
        #expect(scene.host.window.frame.origin == CGPoint(x: 30, y: 40), "the move itself happened")
        // Positive control: a real size change is delivered.
        scene.host.window.bounds = CGRect(x: 0, y: 0, width: 391, height: 844)
        #expect(scene.log.lines == ["root.viewWillTransition(391x844) bounds=390x844"])
    }

    @Test("14.1 a resize sends no appearance callbacks")
    func noAppearanceCallbacks() {
        let scene = SizeScene()
        let child = scene.addChild("child")
        let recorder = LifecycleRecorder()
        recorder.attach(to: scene.root)
        scene.host.resize(to: CGSize(width: 844, height: 390))
        scene.host.runUntilIdle()
        #expect(recorder.trace.isEmpty, "no appearance or containment callback: \(recorder.trace)")
        #expect(
            scene.log.lines.contains("child.viewWillTransition(844x390) bounds=390x844"),
            "positive control: the child was told")
        _ = child
    }

    @Test("14.4 completions of several controllers run in registration order, after every alongside block")
    func completionOrder() {
        let scene = SizeScene()
        let child = scene.addChild("child")
        scene.root.registersCoordinatorBlocks = true
        child.registersCoordinatorBlocks = true
        scene.host.resize(to: CGSize(width: 390, height: 700))
        scene.host.runTurn()
        let blocks = scene.log.lines.filter { $0.contains("alongside") || $0.contains("completion") }
        #expect(
            blocks == [
                "root.alongside bounds=390x700", "child.alongside bounds=390x700",
                "root.completion bounds=390x700", "child.completion bounds=390x700",
            ])
    }

    @Test(
        "14.4 after the transition, animate(alongsideTransition:completion:) returns false and runs nothing; before it, true"
    )
    func lateRegistration() {
        let scene = SizeScene()
        var kept: UIViewControllerTransitionCoordinator?
        var queued = false
        scene.root.onViewWillTransition = { _, coordinator in
            kept = coordinator
            queued = coordinator.animate(alongsideTransition: nil) { _ in }
        }
        scene.host.resize(to: CGSize(width: 390, height: 700))
        scene.host.runTurn()
        #expect(queued)
        var ran = false
        let late = kept?.animate(alongsideTransition: { _ in ran = true }, completion: { _ in ran = true })
        scene.host.runUntilIdle()
        #expect(late == false && !ran)
    }

    @Test(
        "14.7 two resizes before a turn: each is delivered, and both coordinators' blocks run in that turn's layout pass"
    )
    func twoResizesOneTurn() {
        let scene = SizeScene()
        scene.root.registersCoordinatorBlocks = true
        scene.host.resize(to: CGSize(width: 390, height: 700))
        scene.host.resize(to: CGSize(width: 390, height: 650))
        scene.host.runTurn()
        #expect(
            scene.log.lines == [
                "root.viewWillTransition(390x700) bounds=390x844",
                "root.viewWillTransition(390x650) bounds=390x700",
                "root.viewDidLayoutSubviews bounds=390x650",
                "root.alongside bounds=390x650", "root.alongside bounds=390x650",
                "root.completion bounds=390x650", "root.completion bounds=390x650",
            ])
    }

    @Test("14.7 a resize from inside viewWillTransition is refused with a diagnostic; the outer resize completes")
    func resizeInsideViewWillTransition() {
        let scene = SizeScene()
        scene.root.onViewWillTransition = { _, _ in
            expectDiagnostic(.invalidSizeTransition) { scene.host.resize(to: CGSize(width: 100, height: 100)) }
        }
        scene.host.resize(to: CGSize(width: 390, height: 700))
        scene.host.runUntilIdle()
        #expect(scene.host.window.bounds.size == CGSize(width: 390, height: 700))
        #expect(scene.log.lines.filter { $0.contains("viewWillTransition") }.count == 1)
    }

    @Test("14.7 a resize from an alongside block is refused; from a completion block it is a new transition")
    func resizeFromCoordinatorBlocks() {
        let scene = SizeScene()
        var once = true
        scene.root.onViewWillTransition = { _, coordinator in
            guard once else { return }
            once = false
            coordinator.animate(
                alongsideTransition: { _ in
                    expectDiagnostic(.invalidSizeTransition) { scene.host.resize(to: CGSize(width: 10, height: 10)) }
                }, completion: { _ in scene.host.resize(to: CGSize(width: 390, height: 500)) })
        }
        scene.host.resize(to: CGSize(width: 390, height: 700))
        scene.host.runUntilIdle()
        #expect(scene.host.window.bounds.size == CGSize(width: 390, height: 500))
        #expect(
            scene.log.lines.filter { $0.contains("viewWillTransition") } == [
                "root.viewWillTransition(390x700) bounds=390x844", "root.viewWillTransition(390x500) bounds=390x700",
            ])
    }

    @Test("14.7 sizes that are not finite and non-negative are refused with a diagnostic; zero is a size")
    func hostileSizes() {
        let scene = SizeScene()
        for size in [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
            CGSize(width: -1, height: 10),
        ] {
            expectDiagnostic(.invalidSizeTransition) { scene.host.resize(to: size) }
        }
        #expect(scene.host.window.bounds.size == CGSize(width: 390, height: 844))
        #expect(scene.log.lines.isEmpty)
        scene.host.resize(to: .zero)
        scene.host.runUntilIdle()
        #expect(scene.log.lines.contains("root.viewWillTransition(0x0) bounds=390x844"))
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 2.8–2.13: manual forwarding with begin/end appearance transitions.
@MainActor
@Suite("§2 manual forwarding", .isolatedRuntime)
struct ManualForwardingTests {
    /// A container that forwards by hand with Apple's reference pattern (spec 2.9).
    final class ManualContainer: UIViewController {
        var shown: UIViewController?

        /// The canonical add sequence (spec 1.3), with the child's view in the root view.
        func embed(_ child: UIViewController) {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            shown?.beginAppearanceTransition(true, animated: animated)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            shown?.endAppearanceTransition()
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            shown?.beginAppearanceTransition(false, animated: animated)
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            shown?.endAppearanceTransition()
        }
    }

    @Test(
        "2.8 with automatic forwarding off, adding a child's view under a visible parent gives the child no callbacks")
    func noAutomaticCallbacks() {
        let container = ManualContainer()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.embed(child)
        host.runUntilIdle()
        #expect(
            recorder.callbacks(of: "child") == [
                "willMove(toParent: container)", "viewDidLoad", "didMove(toParent: container)",
            ])
        #expect(child.appearanceState == .disappeared)
    }

    @Test("2.8 manual begin(true) then end gives viewWillAppear, viewIsAppearing, viewDidAppear")
    func manualAppearance() {
        let container = ManualContainer()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.embed(child)
        recorder.reset()
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(
            recorder.trace == [
                "child.viewWillAppear(true)", "child.viewIsAppearing(true)", "child.viewDidAppear(true)",
            ])
        host.runUntilIdle()
        #expect(recorder.trace.count == 3, "viewIsAppearing is not delivered twice")
    }

    @Test("2.9 Apple's reference pattern forwards the parent's appearance to the shown child")
    func referencePattern() {
        let container = ManualContainer()
        let child = UIViewController()
        container.loadViewIfNeeded()
        container.embed(child)
        container.shown = child
        let recorder = LifecycleRecorder()
        recorder.watch(container, as: "P"); recorder.watch(child, as: "C")
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        #expect(
            recorder.trace == [
                "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewIsAppearing(false)",
                "C.viewIsAppearing(false)", "P.viewDidAppear(false)", "C.viewDidAppear(false)",
            ], "the layout pass gives every appearing controller in the window viewIsAppearing (2.2)")
        recorder.reset()
        host.window.isHidden = true
        host.runUntilIdle()
        #expect(
            recorder.trace == [
                "P.viewWillDisappear(false)", "C.viewWillDisappear(false)",
                "P.viewDidDisappear(false)", "C.viewDidDisappear(false)",
            ])
    }

    @Test("2.10 begin/end recurse to the receiver's automatically forwarded descendants, parent first")
    func recursion() {
        let container = ManualContainer()
        let child = ContainerController()
        let grandchild = UIViewController()
        let (_, recorder) = settledHost(root: container, named: ["C": child, "G": grandchild])
        container.embed(child)
        child.display(grandchild)
        recorder.reset()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(
            recorder.trace == [
                "C.viewWillAppear(false)", "G.viewWillAppear(false)", "C.viewIsAppearing(false)",
                "C.viewDidAppear(false)", "G.viewIsAppearing(false)", "G.viewDidAppear(false)",
            ])
    }

    @Test("2.11 an open begin(false) suppresses the automatic disappearance when the view leaves the window")
    func pendingBeginSuppressesAutomatic() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.display(child)
        host.runUntilIdle()
        recorder.reset()
        child.beginAppearanceTransition(false, animated: true)
        child.view.removeFromSuperview()
        host.runUntilIdle()
        #expect(recorder.trace == ["child.viewWillDisappear(true)"], "UIKit's own will/did are suppressed")
        child.endAppearanceTransition()
        #expect(recorder.trace == ["child.viewWillDisappear(true)", "child.viewDidDisappear(true)"])
    }

    @Test("2.12 begin in the open direction nests: callbacks only for the first begin and the last end")
    func nesting() {
        let vc = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(vc, as: "vc")
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        #expect(vc.appearanceState == .appearing)
        vc.endAppearanceTransition()
        #expect(recorder.trace == ["vc.viewWillAppear(false)", "vc.viewIsAppearing(false)", "vc.viewDidAppear(false)"])
        #expect(vc.appearanceState == .appeared)
    }

    @Test(
        "2.12 Douglas Hill's cancel: begin(false), then begin(true, animated: false) and one end deliver viewDidAppear")
    func cancelByReversal() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.display(child)
        host.runUntilIdle()
        recorder.reset()
        child.beginAppearanceTransition(false, animated: true)
        child.beginAppearanceTransition(true, animated: false)
        let rules = diagnosticRules { child.endAppearanceTransition() }
        #expect(rules.isEmpty)
        #expect(
            recorder.trace == [
                "child.viewWillDisappear(true)", "child.viewWillAppear(false)",
                "child.viewIsAppearing(false)", "child.viewDidAppear(false)",
            ])
        #expect(child.appearanceState == .appeared)
    }

    @Test("2.12 2.13 end with nothing open is ignored and reported as unbalanced")
    func unbalancedEnd() {
        let vc = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(vc, as: "vc")
        let result = PortableUIKitDiagnostics.collecting { vc.endAppearanceTransition() }
        #expect(result.diagnostics.map(\.rule) == [.unbalancedAppearanceTransition])
        #expect(
            result.diagnostics.first?.message.contains("Unbalanced calls to begin/end appearance transitions") == true)
        #expect(recorder.trace.isEmpty)
        #expect(vc.appearanceState == .disappeared)
    }

    @Test("2.13 beginning an appearance the controller already has is reported (and still delivered, as UIKit does)")
    func beginWhenAlreadyThere() {
        let vc = UIViewController()
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        let rules = diagnosticRules {
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
        }
        #expect(rules == [.unbalancedAppearanceTransition])
        #expect(vc.appearanceState == .appeared)
    }

    @Test("2.13 calling viewWillAppear directly is reported; delivered callbacks are not")
    func directCall() {
        let vc = UIViewController()
        #expect(diagnosticRules { vc.viewWillAppear(false) } == [.appearanceMethodCalledDirectly])
        #expect(
            diagnosticRules {
                vc.beginAppearanceTransition(true, animated: false)
                vc.endAppearanceTransition()
            }.isEmpty)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The trace-based appearance check (`HierarchyValidator.appearanceViolations`), the one iOS
/// uses: it passes what PortableUIKit delivers to correct code and catches what misuse delivers.
@MainActor
@Suite("ContainmentTesting balance check", .isolatedRuntime)
struct AppearanceBalanceTests {
    /// A container that forwards appearance to its children by hand (spec 2.8).
    final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    /// A trace of one controller named `c`, instance 0.
    static func entries(_ callbacks: [String]) -> [LifecycleRecorder.Entry] {
        callbacks.map {
            LifecycleRecorder.Entry(
                controller: "c", callback: $0, isMovingToParent: false, isMovingFromParent: false, instance: 0)
        }
    }

    @Test("the balance check passes the trace of a child added, shown and removed")
    func balancedTrace() {
        let container = UIViewController(), child = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(container, as: "container")
        recorder.watch(child, as: "child")
        let host = HeadlessHost(rootViewController: container)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        host.runUntilIdle()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        host.runUntilIdle()
        #expect(
            recorder.callbacks(of: "child").filter { $0.hasPrefix("view") && $0.contains("ppear") } == [
                "viewWillAppear(false) movingToParent", "viewIsAppearing(false) movingToParent",
                "viewDidAppear(false) movingToParent",
                "viewWillDisappear(false) movingFromParent", "viewDidDisappear(false) movingFromParent",
            ])
        #expect(HierarchyValidator.appearanceViolations(in: recorder.entries, settled: true).isEmpty)
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }

    @Test("2.12 a cancelled appearance (viewWillAppear, then viewWillDisappear) is balanced")
    func reversalIsBalanced() {
        let container = ManualContainer(), child = UIViewController()
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        let recorder = LifecycleRecorder()
        recorder.watch(child, as: "child")
        container.addChild(child)
        container.view.addSubview(child.view)
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        #expect(
            recorder.callbacks(of: "child").filter { $0.contains("ppear") } == [
                "viewWillAppear(true) movingToParent", "viewWillDisappear(true) movingToParent",
                "viewDidDisappear(true) movingToParent",
            ])
        #expect(HierarchyValidator.appearanceViolations(in: recorder.entries, settled: true).isEmpty)
    }

    @Test("2.13 the balance check catches a second appearance with no disappearance, as PortableUIKit does")
    func catchesRealUnbalancedSequence() {
        let container = ManualContainer(), child = UIViewController()
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        let recorder = LifecycleRecorder()
        recorder.watch(child, as: "child")
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let diagnostics = PortableUIKitDiagnostics.collecting {
            for _ in 0..<2 {
                child.beginAppearanceTransition(true, animated: false)
                child.endAppearanceTransition()
            }
        }.diagnostics
        #expect(diagnostics.map(\.rule) == [.unbalancedAppearanceTransition])
        let violations = HierarchyValidator.appearanceViolations(in: recorder.entries)
        #expect(violations.map(\.rule) == ["balance"])
        #expect(violations.first?.detail.contains("child.viewWillAppear(false): viewWillAppear while appeared") == true)
        #expect(HierarchyValidator.violations(in: host.window, recorder: recorder).map(\.rule) == ["balance"])
    }

    @Test("an appearance left open is reported only when the trace should be settled")
    func openTransitionWhenSettled() {
        let child = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(child, as: "child")
        child.beginAppearanceTransition(true, animated: false)
        #expect(HierarchyValidator.appearanceViolations(in: recorder.entries).isEmpty)
        let settled = HierarchyValidator.appearanceViolations(in: recorder.entries, settled: true)
        #expect(settled.map(\.detail) == ["child is still appearing at the end of the trace"])
        child.endAppearanceTransition()
        #expect(HierarchyValidator.appearanceViolations(in: recorder.entries, settled: true).isEmpty)
    }

    @Test(
        "the balance check names each out-of-order callback",
        arguments: [
            (
                ["viewWillAppear(false)", "viewDidAppear(false)", "viewWillAppear(false)"],
                "viewWillAppear while appeared"
            ),
            (
                ["viewWillAppear(false)", "viewIsAppearing(false)", "viewIsAppearing(false)"],
                "a second viewIsAppearing in one appearance"
            ),
            (
                ["viewWillAppear(false)", "viewDidAppear(false)", "viewIsAppearing(false)"],
                "viewIsAppearing while appeared"
            ),
            (
                ["viewWillDisappear(true)", "viewDidDisappear(true)", "viewDidAppear(true)"],
                "viewDidAppear while disappeared"
            ),
            (
                ["viewDidDisappear(true)", "viewWillDisappear(true)"],
                "viewWillDisappear while disappeared"
            ),
            (
                ["viewWillAppear(true)", "viewDidAppear(true)", "viewDidDisappear(true)"],
                "viewDidDisappear while appeared"
            ),
        ])
    func namesEachBreak(callbacks: [String], problem: String) {
        let violations = HierarchyValidator.appearanceViolations(in: Self.entries(callbacks))
        #expect(violations.count == 1)
        #expect(
            violations.first?.detail.contains("entry \(callbacks.count - 1), c.\(callbacks.last!): \(problem)") == true)
    }

    @Test("a trace may start in any state: the first appearance callback is accepted")
    func firstCallbackAccepted() {
        for first in [
            "viewIsAppearing(false)", "viewDidAppear(false)", "viewWillDisappear(false)", "viewDidDisappear(false)",
        ] {
            #expect(HierarchyValidator.appearanceViolations(in: Self.entries([first, "viewDidLoad"])).isEmpty)
        }
    }

    @Test("controllers that share a name are checked apart, by instance")
    func instancesAreSeparate() {
        let root = UIViewController(), first = UIViewController(), second = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.attach(to: root)
        let host = HeadlessHost(rootViewController: root)
        for child in [first, second] {
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        host.runUntilIdle()
        let appearing = recorder.entries.filter { $0.callback == "viewWillAppear(false)" }
        #expect(appearing.map(\.controller) == ["UIViewController", "UIViewController", "UIViewController"])
        #expect(Set(appearing.map(\.instance)).count == 3)
        #expect(HierarchyValidator.appearanceViolations(in: recorder.entries, settled: true).isEmpty)
    }

    @Test("a view's controller is its next responder, as in UIKit: the validator's one ownership path")
    func ownerIsNextResponder() {
        let root = UIViewController(), child = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let plain = UIView()
        child.view.addSubview(plain)
        func check(_ view: UIView) {
            #expect(HierarchyValidator.owner(of: view) === view.owningViewController)
            view.subviews.forEach(check)
        }
        check(host.window)
        #expect(HierarchyValidator.owner(of: child.view) === child)
        #expect(HierarchyValidator.owner(of: plain) == nil)
        #expect(HierarchyValidator.owner(of: host.window) == nil)
    }
}

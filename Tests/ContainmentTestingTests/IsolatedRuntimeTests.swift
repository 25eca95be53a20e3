import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// The isolation every suite runs under: process-wide state is reset, leftover work is found,
/// and diagnostics fail a test unless it expects them. Each check has a positive control: the
/// same probe, connected, sees the thing it must report.
@MainActor
@Suite("Test isolation (.isolatedRuntime) and expected diagnostics", .isolatedRuntime)
struct IsolatedRuntimeTests {
    private static let misuse = PortableUIKitDiagnostic(
        rule: .unbalancedAppearanceTransition, message: "probe", fix: "none", specItem: "2.13")

    @Test("a diagnostic the test does not expect fails it")
    func unexpectedDiagnosticFails() {
        withKnownIssue("the trait turns the diagnostic into a test failure") {
            PortableUIKitDiagnostics.report(Self.misuse)
        }
    }

    @Test("expectDiagnostic passes when the rule is reported, and fails when it is missing or another comes")
    func expectDiagnosticChecksRules() {
        let value = expectDiagnostic(.unbalancedAppearanceTransition) {
            PortableUIKitDiagnostics.report(Self.misuse)
            return 7
        }
        #expect(value == 7)
        withKnownIssue("nothing reported") {
            expectDiagnostic(.unbalancedAppearanceTransition) {}
        }
        withKnownIssue("a different rule reported") {
            expectDiagnostic(.runLoop) { PortableUIKitDiagnostics.report(Self.misuse) }
        }
    }

    @Test("2.5 runUntilIdle giving up after its turn limit fails the test")
    func runUntilIdleGivingUpFails() {
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        UIView.animate(withDuration: 10) { view.alpha = 0 }
        withKnownIssue("work still pending after 3 turns") {
            host.runUntilIdle(maxTurns: 3)
        }
        host.advance(by: 10)
        #expect(!host.window.hasPendingWork)
    }

    @Test("pending process-wide work is seen (positive control), and reset drops it")
    func pendingWorkIsSeenAndReset() {
        #expect(ProcessWideState.pendingWork.isEmpty, "each test starts clean")
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 50 }
        animator.startAnimation()
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        let pending = ProcessWideState.pendingWork
        #expect(pending.contains { $0.contains("view animations") })
        #expect(pending.contains { $0.contains("UIViewPropertyAnimator") })
        #expect(pending.contains { $0.contains("CADisplayLink") })
        ProcessWideState.reset()
        #expect(ProcessWideState.pendingWork.isEmpty)
        host.advance(by: 2)
        #expect(animator.state == .active, "a reset animator is no longer ticked")
        animator.stopAnimation(true)
    }

    @Test("reset puts the clock, the measurer, the animation switch, the key window and the logs back")
    func resetRestoresLaunchValues() {
        let host = HeadlessHost()
        host.advance(by: 5)
        #expect(CACurrentMediaTime() >= 5)
        #expect(host.window.isKeyWindow)
        UIView.setAnimationsEnabled(false)
        TextMeasurement.measurer = FixedMeasurer()
        UIAccessibility.post(notification: .announcement, argument: "probe")
        PortableUIKitDiagnostics.mode = .collect
        ProcessWideState.reset()
        #expect(CACurrentMediaTime() == 0)
        #expect(!host.window.isKeyWindow)
        #expect(UIView.areAnimationsEnabled)
        #expect(!(TextMeasurement.measurer is FixedMeasurer))
        #expect(UIAccessibility.postedNotifications.isEmpty)
        if case .log = PortableUIKitDiagnostics.mode {} else { Issue.record("diagnostics are back to .log") }
    }

    private struct FixedMeasurer: TextMeasuring {
        func size(
            of text: String, font: UIFont, maxWidth: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode
        ) -> CGSize {
            CGSize(width: 1, height: 1)
        }
    }
}

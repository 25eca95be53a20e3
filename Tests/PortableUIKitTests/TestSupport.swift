import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// A container with a dedicated content view for its children (seed 001's `containerView`).
@MainActor
final class ContainerController: UIViewController {
    let containerView = UIView()
    var forwardsAutomatically = true
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }

    override func viewDidLoad() {
        super.viewDidLoad()
        containerView.frame = view.bounds.insetBy(dx: 10, dy: 10)
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(containerView)
    }

    /// Apple's canonical add sequence (spec 1.3; seed 004's `displayContentController:`).
    func display(_ content: UIViewController) {
        addChild(content)
        content.view.frame = containerView.bounds
        containerView.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

/// A host with `container` as root, run until its appearance settled, and a recorder that
/// watches `container` plus the named children.
@MainActor
func settledHost(
    root: UIViewController, named children: [String: UIViewController] = [:]
) -> (HeadlessHost, LifecycleRecorder) {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: root)
    host.runUntilIdle()
    let recorder = LifecycleRecorder()
    recorder.watch(root, as: "container")
    for (name, child) in children { recorder.watch(child, as: name) }
    return (host, recorder)
}

/// Runs `body` collecting diagnostics; returns their rules.
@MainActor
func diagnosticRules(_ body: () -> Void) -> [PortableUIKitDiagnostic.Rule] {
    PortableUIKitDiagnostics.collecting(body).diagnostics.map(\.rule)
}

/// `trace` with `marks` (delegate and data-source calls noted as they happened, each with the trace
/// length at that moment) merged in where they happened; marks after the last entry come last.
func tracedWithMarks(_ trace: [String], _ marks: [(index: Int, line: String)]) -> [String] {
    var result: [String] = []
    var pending = marks[...]
    for (index, entry) in trace.enumerated() {
        while let mark = pending.first, mark.index == index {
            result.append(mark.line)
            pending = pending.dropFirst()
        }
        result.append(entry)
    }
    return result + pending.map(\.line)
}

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting

/// A parent (P) filling a 390 × 844 window with an iPhone's safe area, a floating panel (F) on it
/// with the default bottom layout, and content (C) whose root view is a 2,000 pt tall scroll view;
/// a recorder watches all three and a delegate logs its calls.
@MainActor
final class FloatingPanelFixture {
    let parent = UIViewController()
    let content = FloatingPanelScrollContent()
    let panel: FloatingPanelController
    let recorder = LifecycleRecorder()
    let delegate = RecordingFloatingPanelDelegate()
    let host: HeadlessHost

    init(animatedAdd: Bool = false, layout: FloatingPanelLayout = FloatingPanelBottomLayout()) {
        panel = FloatingPanelController(delegate: delegate)
        panel.layout = layout
        host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: parent)
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        for (controller, name) in [(parent, "P"), (panel as UIViewController, "F"), (content, "C")] {
            recorder.watch(controller, as: name)
        }
        host.runUntilIdle()
        panel.set(contentViewController: content)
        recorder.reset()
        panel.addPanel(toParent: parent, animated: animatedAdd)
    }

    /// The trace without viewIsAppearing.
    var trace: [String] { recorder.trace.filter { !$0.contains("viewIsAppearing") } }

    /// The surface's top edge in the window.
    var surfaceTop: CGFloat { panel.surfaceView.frame.minY }

    func settle() { host.runUntilIdle() }

    /// Covers the parent with a full-screen presentation (the parent disappears), and settles.
    func coverParent() {
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        parent.present(cover, animated: false)
        settle()
    }

    /// Dismisses the cover (the parent appears again), and settles.
    func uncoverParent() {
        parent.dismiss(animated: false)
        settle()
    }

    /// Hierarchy rules hold; at rest the content has appeared exactly when the panel is not hidden.
    func expectValid(settled: Bool, _ location: SourceLocation = #_sourceLocation) {
        let violations = HierarchyValidator.violations(in: host.window, settled: settled, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
        guard settled, panel.parent != nil else { return }
        #expect(
            content.appearanceState == (panel.state == .hidden ? .disappeared : .appeared), sourceLocation: location)
    }

    /// Drags a finger from `start` by `dy` over `steps` moves and lifts it.
    func fling(from start: CGPoint, by dy: CGFloat, duration: TimeInterval = 0.15, steps: Int = 8, lift: Bool = true) {
        host.touchDown(at: start)
        let end = CGPoint(x: start.x, y: start.y + dy)
        host.moveTouch(from: start, to: end, duration: duration, steps: steps)
        if lift { host.touchUp(at: end) }
    }
}

/// Content whose root view is a tall scroll view (tracked automatically by the panel).
@MainActor
final class FloatingPanelScrollContent: UIViewController {
    override func loadView() {
        let scrollView = UIScrollView(frame: .zero)
        scrollView.contentSize = CGSize(width: 390, height: 2_000)
        scrollView.backgroundColor = .white
        view = scrollView
    }
    var scrollView: UIScrollView { view as! UIScrollView }
}

/// Logs the panel delegate's calls.
@MainActor
final class RecordingFloatingPanelDelegate: FloatingPanelControllerDelegate {
    var log: [String] = []
    var moves = 0
    func floatingPanelDidChangeState(_ panel: FloatingPanelController) { log.append("didChangeState(\(panel.state))") }
    func floatingPanelDidMove(_ panel: FloatingPanelController) { moves += 1 }
    func floatingPanelWillBeginDragging(_ panel: FloatingPanelController) { log.append("willBeginDragging") }
    func floatingPanelWillEndDragging(
        _ panel: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
    ) { log.append("willEndDragging(\(targetState))") }
    func floatingPanelDidEndDragging(_ panel: FloatingPanelController, willAttract attract: Bool) {
        log.append("didEndDragging(\(attract))")
    }
    func floatingPanelWillBeginAttracting(_ panel: FloatingPanelController, to state: FloatingPanelState) {
        log.append("willBeginAttracting(\(state))")
    }
    func floatingPanelDidEndAttracting(_ panel: FloatingPanelController) { log.append("didEndAttracting") }
    func floatingPanelWillRemove(_ panel: FloatingPanelController) { log.append("willRemove") }
    func floatingPanelDidRemove(_ panel: FloatingPanelController) { log.append("didRemove") }
}

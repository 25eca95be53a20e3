import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// What apps do around a floating panel: rotate mid-drag, hide the parent, put two panels on
/// one parent, misuse the API (issue 41).
@MainActor
@Suite("FloatingPanelController — scenarios", .isolatedRuntime)
struct FloatingPanelScenarioTests {
    /// A layout whose tip is an absolute inset, so a size change moves half but keeps tip.
    struct TipHalfFull: FloatingPanelLayout {
        var position: FloatingPanelPosition { .bottom }
        var initialState: FloatingPanelState { .tip }
        var anchors: [FloatingPanelState: FloatingPanelLayoutAnchor] {
            [
                .full: .inset(18, from: .top, referenceGuide: .safeArea),
                .half: .fraction(0.5, from: .bottom, referenceGuide: .safeArea),
                .tip: .inset(69, from: .bottom, referenceGuide: .safeArea),
                .hidden: .inset(0, from: .bottom),
            ]
        }
    }

    @Test("a size transition keeps the state and recomputes its anchor")
    func sizeTransition() {
        let f = FloatingPanelFixture()
        f.settle()
        #expect(f.panel.state == .half)
        f.host.resize(to: CGSize(width: 844, height: 390))
        f.settle()
        #expect(f.panel.state == .half)
        // Landscape: the safe area keeps its top and bottom insets here (the host's), 47…356.
        #expect(abs(f.surfaceTop - (356 - (356 - 47) / 2)) < 1e-9)
        #expect(f.panel.surfaceView.frame.width == 844)
        f.expectValid(settled: true)
    }

    @Test("a size transition mid-drag: the drag goes on, and the release lands on the new anchors")
    func sizeTransitionMidDrag() {
        let f = FloatingPanelFixture()
        f.settle()
        let start = CGPoint(x: 195, y: f.surfaceTop + 8)
        f.fling(from: start, by: -60, duration: 0.3, steps: 6, lift: false)
        f.host.resize(to: CGSize(width: 390, height: 700))
        f.host.moveTouch(
            from: CGPoint(x: 195, y: start.y - 60), to: CGPoint(x: 195, y: start.y - 70), duration: 0.3, steps: 3)
        f.host.touchUp(at: CGPoint(x: 195, y: start.y - 70))
        f.settle()
        let anchors: [CGFloat] = [47 + 18, 666 - (666 - 47) / 2, 666 - 69]
        #expect(anchors.contains { abs($0 - f.surfaceTop) < 1e-6 }, "\(f.surfaceTop)")
        f.expectValid(settled: true)
    }

    @Test("2.6 the parent disappearing takes the content with it, parent first; it comes back with the parent")
    func parentAppearance() {
        let f = FloatingPanelFixture()
        f.settle()
        f.recorder.reset()
        f.coverParent()
        let down = f.trace.filter { $0.contains("Disappear") }
        #expect(
            down.prefix(3) == [
                "P.viewWillDisappear(false)", "F.viewWillDisappear(false)", "C.viewWillDisappear(false)",
            ])
        #expect(down.filter { $0.hasPrefix("C.viewDidDisappear") }.count == 1)
        f.recorder.reset()
        f.uncoverParent()
        #expect(f.trace.filter { $0.hasPrefix("C.viewDidAppear") }.count == 1)
        #expect(f.surfaceTop == 428.5)
        f.expectValid(settled: true)
    }

    @Test("a hidden panel's content stays disappeared while the parent comes and goes")
    func hiddenStaysDisappeared() {
        let f = FloatingPanelFixture(layout: TipHalfFull())
        f.panel.move(to: .hidden, animated: false)
        f.settle()
        f.recorder.reset()
        f.coverParent()
        #expect(f.panel.appearanceState == .disappeared)
        f.uncoverParent()
        #expect(f.panel.appearanceState == .appeared)
        #expect(!f.trace.contains { $0.hasPrefix("C.") })
        f.expectValid(settled: true)
    }

    @Test("a drag down towards a hidden anchor begins the disappearance; dragging back reverses it")
    func dragTowardsHidden() {
        let f = FloatingPanelFixture(layout: TipHalfFull())
        f.settle()
        #expect(f.panel.state == .tip)
        f.recorder.reset()
        let start = CGPoint(x: 195, y: f.surfaceTop + 8)
        f.fling(from: start, by: 40, duration: 0.4, steps: 8, lift: false)
        #expect(f.trace == ["C.viewWillDisappear(true)"])
        f.host.moveTouch(
            from: CGPoint(x: 195, y: start.y + 40), to: CGPoint(x: 195, y: start.y - 10), duration: 0.4, steps: 8)
        f.host.touchUp(at: CGPoint(x: 195, y: start.y - 10))
        f.settle()
        #expect(f.trace == ["C.viewWillDisappear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)"])
        #expect(f.panel.state == .tip)
        f.expectValid(settled: true)
    }

    @Test("two panels on one parent are independent")
    func twoPanels() {
        let f = FloatingPanelFixture()
        let second = FloatingPanelController()
        let detail = UIViewController()
        f.recorder.watch(detail, as: "D")
        second.set(contentViewController: detail)
        second.addPanel(toParent: f.parent)
        f.settle()
        #expect(f.parent.children.count == 2)
        second.move(to: .tip, animated: true)
        f.settle()
        #expect(f.panel.state == .half && second.state == .tip)
        second.removePanelFromParent(animated: false)
        f.settle()
        #expect(detail.appearanceState == .disappeared && f.content.appearanceState == .appeared)
        f.expectValid(settled: true)
    }

    @Test("misuse is reported, never a crash: a second parent, a state without an anchor, the panel as its own content")
    func misuse() {
        let f = FloatingPanelFixture()
        f.settle()
        let rules = PortableUIKitDiagnostics.collecting {
            f.panel.addPanel(toParent: UIViewController())
            f.panel.move(to: FloatingPanelState(rawValue: "peek", order: 300), animated: true)
            f.panel.set(contentViewController: f.panel)
            f.panel.set(contentViewController: f.parent)
        }.diagnostics.map(\.rule)
        #expect(rules == Array(repeating: .invalidContainerUse, count: 4), "\(rules)")
        #expect(f.panel.parent === f.parent && f.panel.state == .half && f.panel.contentViewController === f.content)
        f.expectValid(settled: true)
    }
}

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The floating panel as an app uses it: added, moved, dragged, hidden and removed, with exact
/// containment and appearance (issue 41).
@MainActor
@Suite("FloatingPanelController", .isolatedRuntime)
struct FloatingPanelControllerTests {
    @Test("adding the panel: the content is a child and appears once; the surface rests at half")
    func add() {
        let f = FloatingPanelFixture()
        f.settle()
        #expect(f.panel.parent === f.parent && f.content.parent === f.panel)
        #expect(f.trace.contains("C.viewWillAppear(false)") && f.trace.contains("C.viewDidAppear(false)"))
        #expect(f.trace.filter { $0.hasPrefix("C.viewDidAppear") }.count == 1)
        #expect(f.panel.state == .half)
        // Half of the safe area (763) from its bottom: the surface's top at 810 − 381.5.
        #expect(f.surfaceTop == 428.5)
        f.expectValid(settled: true)
    }

    @Test("moving to hidden is a disappearance: will at the start, did when it lands; back is an appearance")
    func hiddenIsDisappearance() {
        let f = FloatingPanelFixture()
        f.settle()
        f.recorder.reset()
        f.delegate.log = []
        f.panel.move(to: .hidden, animated: true)
        #expect(f.trace == ["C.viewWillDisappear(true)"])
        f.host.advance(by: 0.05)
        #expect(f.trace == ["C.viewWillDisappear(true)"])
        f.settle()
        #expect(f.trace == ["C.viewWillDisappear(true)", "C.viewDidDisappear(true)"])
        #expect(f.surfaceTop == 844)
        #expect(f.delegate.log == ["didChangeState(hidden)", "willBeginAttracting(hidden)", "didEndAttracting"])
        f.expectValid(settled: true)
        f.recorder.reset()
        f.panel.move(to: .tip, animated: true)
        #expect(f.trace == ["C.viewWillAppear(true)"])
        f.settle()
        #expect(f.trace == ["C.viewWillAppear(true)", "C.viewDidAppear(true)"])
        #expect(abs(f.surfaceTop - (844 - 34 - 69)) < 1e-9)
        f.expectValid(settled: true)
    }

    @Test("a move to hidden interrupted by a move back: the content is turned back and never disappears")
    func interruptedHide() {
        let f = FloatingPanelFixture()
        f.settle()
        f.recorder.reset()
        f.panel.move(to: .hidden, animated: true)
        f.host.advance(by: 0.05)
        f.panel.move(to: .full, animated: true)
        f.settle()
        #expect(f.trace == ["C.viewWillDisappear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)"])
        #expect(f.panel.state == .full && f.surfaceTop == 47 + 18)
        f.expectValid(settled: true)
    }

    @Test("dragging the grabber up with speed lands full, with the delegate told in order")
    func dragGrabber() {
        let f = FloatingPanelFixture()
        f.settle()
        f.delegate.log = []
        f.fling(from: CGPoint(x: 195, y: f.surfaceTop + 8), by: -150)
        f.settle()
        #expect(f.panel.state == .full && f.surfaceTop == 65)
        #expect(
            f.delegate.log == [
                "willBeginDragging", "willEndDragging(full)", "didEndDragging(true)", "didChangeState(full)",
                "willBeginAttracting(full)", "didEndAttracting",
            ])
        f.expectValid(settled: true)
    }

    @Test("hand-off: at full a drag in the content scrolls it; from the content's top a downward drag moves the panel")
    func handOff() {
        let f = FloatingPanelFixture()
        f.panel.move(to: .full, animated: false)
        f.settle()
        let top = f.surfaceTop
        f.fling(from: CGPoint(x: 195, y: 500), by: -200, duration: 0.5, steps: 20, lift: false)
        #expect(f.surfaceTop == top)
        let scrolled = f.content.scrollView.contentOffset.y + f.content.scrollView.adjustedContentInset.top
        #expect(scrolled > 150)
        // Back down: the content returns to its top, then the panel follows the finger.
        f.host.moveTouch(
            from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 300 + 200 + 100), duration: 0.5, steps: 20)
        #expect(abs(f.content.scrollView.contentOffset.y + f.content.scrollView.adjustedContentInset.top) < 0.5)
        #expect(f.surfaceTop > top + 50)
        f.host.touchUp(at: CGPoint(x: 195, y: 600))
        f.settle()
        #expect([FloatingPanelState.full, .half].contains(f.panel.state))
        f.expectValid(settled: true)
    }

    @Test("removing the panel: the content disappears, then the panel leaves its parent")
    func remove() {
        let f = FloatingPanelFixture()
        f.settle()
        f.recorder.reset()
        var done = false
        f.panel.removePanelFromParent(animated: true) { done = true }
        f.settle()
        #expect(done && f.panel.parent == nil && f.panel.viewIfLoaded?.superview == nil)
        #expect(f.trace.first == "C.viewWillDisappear(true)")
        #expect(f.trace.filter { $0.hasPrefix("C.viewDidDisappear") }.count == 1)
        let violations = HierarchyValidator.violations(in: f.host.window, settled: true, recorder: f.recorder)
        #expect(violations.isEmpty, "\(violations)")
    }
}

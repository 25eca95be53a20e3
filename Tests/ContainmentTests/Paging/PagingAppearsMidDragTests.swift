import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A page change that began while the pager was off screen and lands after the pager has
/// started to appear: the page being left must end disappeared (regressions found by the
/// random sequences, seed 0x159A61).
@MainActor
@Suite("Paging: the container appears mid-drag", .isolatedRuntime)
struct PagingAppearsMidDragTests {
    /// Five pages on page 2, the container gone, and a drag towards page 3 (or 1) begun off screen.
    private func dragBegunOffScreen(to position: CGFloat) -> PagingHarness {
        let harness = PagingHarness.appeared(pages: 5)
        harness.send(.select(2, animated: false))
        harness.advanceContainer(); harness.advanceContainer()
        harness.send(.dragBegan(position: 0))
        harness.send(.dragMoved(position: position))
        harness.recorder.reset()
        return harness
    }

    @Test(
        "2.13 reload after the container appeared mid-drag: the page left behind ends disappeared before it is released"
    )
    func reloadAfterAppearingMidDrag() {
        let harness = dragBegunOffScreen(to: -0.5)
        harness.advanceContainer(); harness.advanceContainer()
        #expect(harness.recorder.trace == ["P2.viewWillAppear(false)", "P1.viewWillAppear(false)"])
        harness.recorder.reset()
        // The landing does not bring page 0 in only to let it go (see PagingReloadMidMotionTests).
        #expect(
            harness.state.applying(.reload(pageCount: 1)).effects == [
                commit, .release(3), .appearance(.show(nil, animated: false)),
                .release(1), .release(2), .load(0), .appearance(.show(0, animated: false)),
            ])
        harness.send(.reload(pageCount: 1))
        #expect(harness.recorder.callbacks(of: "P2") == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
        #expect(
            harness.recorder.callbacks(of: "P1") == [
                "viewIsAppearing(false)", "viewDidAppear(false)", "viewWillDisappear(false)", "viewDidDisappear(false)",
            ])
        #expect(harness.everLoaded.filter { $0.appearanceState != .disappeared }.count == 1)
        #expect(harness.problems == [])
    }

    @Test(
        "2.13 a swipe landing between the container's will- and did-appear: the old page ends disappeared, the new one appears with the container"
    )
    func swipeLandsWhileContainerAppears() {
        let harness = dragBegunOffScreen(to: 0.7)
        harness.advanceContainer()
        #expect(harness.recorder.trace == ["P2.viewWillAppear(false)", "P3.viewWillAppear(false)"])
        harness.recorder.reset()
        harness.send(.dragEnded(velocity: 0, pageLength: 400))
        #expect(harness.state.applying(.settleEnded).effects == [commit, .release(1), .load(4)])
        harness.send(.settleEnded)
        #expect(harness.recorder.trace == ["P2.viewWillDisappear(true)", "P2.viewDidDisappear(true)"])
        harness.advanceContainer()
        #expect(harness.recorder.callbacks(of: "P3") == ["viewIsAppearing(false)", "viewDidAppear(false)"])
        #expect(
            harness.controllers[2]?.appearanceState == .disappeared
                && harness.controllers[3]?.appearanceState == .appeared)
        #expect(harness.problems == [])
    }
}

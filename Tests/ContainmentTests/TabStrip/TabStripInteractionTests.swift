import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Taps on a TabStrip: selection, the spring on the virtual clock, exactly one `.valueChanged`.
@MainActor
@Suite("TabStrip taps (issue 17)", .isolatedRuntime)
struct TabStripInteractionTests {
    @Test(
        "issue 17 TabStrip: a tap selects the tab, sends one .valueChanged, and the indicator follows the spring frame by frame"
    )
    func tapSelectsWithSpring() {
        let f = TabStripFixture()
        f.tapTab(2)
        #expect(f.strip.selectedIndex == 2 && f.changes == [2], "selected before the action is sent")
        #expect(f.strip.isAnimatingSelection && f.strip.indicatorPosition < 0.01, "the spring has not moved yet")
        let spring = DrawerSpring(from: 0, to: 2, duration: 0.3, dampingRatio: 1)
        f.host.advance(by: 0.1)
        #expect(close(f.strip.indicatorPosition, spring.position(at: 0.1), 1e-4), "\(f.strip.indicatorPosition)")
        #expect(f.strip.indicatorPosition > 0.2 && f.strip.indicatorPosition < 1.9)
        var positions = [f.strip.indicatorPosition]
        for _ in 0..<15 {
            f.host.advance(by: 1.0 / 60)
            positions.append(f.strip.indicatorPosition)
        }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }, "\(positions)")
        f.host.runUntilIdle()
        #expect(f.strip.indicatorPosition == 2 && !f.strip.isAnimatingSelection)
        #expect(close(f.strip.indicatorFrame.midX, f.strip.frameForTab(at: 2).midX))
        #expect(f.changes == [2], "one action only")
    }

    @Test(
        "issue 17 TabStrip: the spring uses springDamping and selectionAnimationDuration (a bouncy, longer one differs)"
    )
    func springSettings() {
        let f = TabStripFixture()
        f.strip.springDamping = 0.5
        f.strip.selectionAnimationDuration = 0.6
        f.tapTab(1)
        f.host.advance(by: 0.2)
        let expected = DrawerSpring(from: 0, to: 1, duration: 0.6, dampingRatio: 0.5).position(at: 0.2)
        let defaults = DrawerSpring(from: 0, to: 1, duration: 0.3, dampingRatio: 1).position(at: 0.2)
        #expect(!close(expected, defaults, 1e-3), "positive control: the settings change the curve")
        #expect(expected > 1, "positive control: a bouncy spring overshoots by 0.2 s")
        #expect(close(f.strip.indicatorPosition, expected, 1e-4), "\(f.strip.indicatorPosition) vs \(expected)")
        f.host.runUntilIdle()
        #expect(f.strip.indicatorPosition == 1)
    }

    @Test("issue 17 TabStrip: a tap on the selected tab, between tabs, or on a disabled strip sends nothing")
    func tapsThatDoNothing() {
        let f = TabStripFixture()
        f.tapTab(0)
        #expect(f.changes.isEmpty && !f.strip.isAnimatingSelection)
        f.host.tap(at: f.strip.convert(CGPoint(x: 3, y: 22), to: nil))
        #expect(f.changes.isEmpty && f.strip.selectedIndex == 0, "the edge inset is no tab")
        f.strip.isEnabled = false
        f.tapTab(1)
        #expect(f.changes.isEmpty && f.strip.selectedIndex == 0)
        f.strip.isEnabled = true
        f.tapTab(1)
        #expect(f.changes == [1], "positive control: enabled again, the same tap selects")
        f.host.runUntilIdle()
    }

    @Test("issue 17 TabStrip: setting indicatorPosition stops the strip's own spring and shows the position at once")
    func positionStopsSpring() {
        let f = TabStripFixture()
        f.tapTab(2)
        f.host.advance(by: 0.05)
        f.strip.indicatorPosition = 0.3
        #expect(!f.strip.isAnimatingSelection && f.strip.indicatorPosition == 0.3)
        f.host.runUntilIdle()
        #expect(f.strip.indicatorPosition == 0.3 && f.strip.selectedIndex == 2)
    }

    @Test(
        "issue 17 TabStrip: a tap on an overflowing strip selects the tab under the finger, then scrolls it to the centre"
    )
    func tapWhileOverflowing() {
        let f = TabStripFixture(titles: (1...10).map { "Section \($0)" }, width: 200)
        let target = 1
        let frame = f.strip.frameForTab(at: target)
        #expect(frame.minX < 190 && frame.maxX > 200, "positive control: the tab is only partly visible: \(frame)")
        f.host.tap(at: f.strip.convert(CGPoint(x: (frame.minX + 200) / 2, y: 22), to: nil))
        #expect(f.changes == [target])
        f.host.runUntilIdle()
        #expect(close(f.strip.frameForTab(at: target).midX, 100, 1e-6), "\(f.strip.frameForTab(at: target))")
        #expect(f.strip.scrollView.contentOffset.x > 0)
    }

    @Test(
        "issue 17 TabStrip: removed from its window mid-spring, the strip lands on the selection and leaves no frame clock running"
    )
    func removedMidSpring() {
        let f = TabStripFixture()
        f.tapTab(2)
        f.host.advance(by: 0.05)
        f.strip.removeFromSuperview()
        #expect(!f.strip.isAnimatingSelection && f.strip.indicatorPosition == 2)
    }

    @Test("issue 17 TabStrip: freed when its window and owner let go, even after a tap and a spring")
    func noLeak() {
        weak var weakStrip: TabStrip?
        do {
            let f = TabStripFixture()
            weakStrip = f.strip
            f.tapTab(1)
            f.host.runUntilIdle()
            f.strip.removeFromSuperview()
        }
        #expect(weakStrip == nil)
    }
}

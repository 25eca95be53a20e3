import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("UIScrollView delegate order and state (spec 7.3)", .isolatedRuntime)
struct ScrollDelegateOrderTests {
    @Test("7.3 drag → decelerate → stop: the delegate hears each step once, in order")
    func flickOrder() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 20_000))
        var states: [String] = []
        scene.host.touchDown(at: scene.center)
        states.append("tracking \(scene.scrollView.isTracking) dragging \(scene.scrollView.isDragging)")
        // The rest of a flick at 800 pt/s for 0.1 s, the finger already down.
        let release = CGPoint(x: scene.center.x, y: scene.center.y - 80)
        scene.host.moveTouch(from: scene.center, to: release, duration: 0.1, steps: 6)
        scene.host.touchUp(at: release)
        states.append("decelerating \(scene.scrollView.isDecelerating) tracking \(scene.scrollView.isTracking)")
        scene.host.runUntilIdle()
        states.append("decelerating \(scene.scrollView.isDecelerating)")
        #expect(
            scene.log.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        #expect(states == ["tracking true dragging false", "decelerating true tracking false", "decelerating false"])
    }

    @Test("7.4 a drag released past the edge: the same order, and the content springs back to the edge")
    func releasePastEdge() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.3, steps: 10)
        scene.host.advance(by: 0.2)
        #expect(
            scene.log.calls.prefix(4) == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)"])
        #expect(scene.log.predictedTarget == .zero, "the target is the edge")
        scene.host.runUntilIdle()
        #expect(scene.log.calls.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
        #expect(scene.scrollView.contentOffset == .zero)
    }

    @Test("a drag that ends still and inside the range does not decelerate")
    func stillRelease() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        scene.log.calls = []
        scene.host.touchDown(at: scene.center)
        scene.host.moveTouch(
            from: scene.center, to: CGPoint(x: scene.center.x, y: scene.center.y - 100),
            duration: 5.0 / 60.0, steps: 5)
        scene.host.advance(by: 0.3)
        scene.host.touchUp(at: CGPoint(x: scene.center.x, y: scene.center.y - 100))
        #expect(scene.log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(scene.scrollView.contentOffset.y == 590, "100 pt of finger minus the 10 pt hysteresis")
    }

    @Test("a finger on decelerating content stops it where it is, without didEndDecelerating (UNC)")
    func catchDeceleration() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 20_000))
        scene.host.flick(from: scene.center, velocity: CGVector(dx: 0, dy: -2000))
        scene.host.advance(by: 0.2)
        scene.host.touchDown(at: scene.center)
        let caught = scene.scrollView.contentOffset
        scene.host.advance(by: 0.5)
        #expect(scene.scrollView.contentOffset == caught)
        #expect(!scene.scrollView.isDecelerating)
        #expect(!scene.log.calls.contains("didEndDecelerating"))
        scene.host.touchUp(at: scene.center)
    }

    @Test("scrollViewDidScroll comes on every offset change, including direct sets")
    func didScrollEveryChange() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scene.scrollView.bounds.origin = CGPoint(x: 0, y: 20)
        #expect(scene.log.didScrollCount == 2)
    }

    @Test("setContentOffset(animated:) scrolls over frames and ends with didEndScrollingAnimation")
    func animatedOffset() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        scene.host.advance(by: 0.15)
        #expect(scene.scrollView.contentOffset.y > 0 && scene.scrollView.contentOffset.y < 300)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 300)
        #expect(scene.log.calls == ["didScroll", "didEndScrollingAnimation"])
        #expect(scene.log.didScrollCount > 5)
    }

    @Test("scrollRectToVisible moves the least distance and stays in range")
    func scrollRectToVisible() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        #expect(scene.scrollView.contentOffset.y == CGFloat(1100 - 844))
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1950, width: 10, height: 200), animated: false)
        #expect(scene.scrollView.contentOffset.y == CGFloat(2000 - 844))
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 50, width: 10, height: 10), animated: false)
        #expect(scene.scrollView.contentOffset.y == 50)
    }

    @Test("a status-bar tap scrolls the one scrollsToTop view to its top and says didScrollToTop")
    func scrollsToTop() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 700)
        scene.log.calls = []
        scene.host.window.simulateStatusBarTap()
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(scene.log.calls == ["didScroll", "didScrollToTop"])
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("UIScrollView physics through real touches (spec 7.1-7.5)", .isolatedRuntime)
struct ScrollPhysicsIntegrationTests {
    @Test(
        "7.2 a 1,000 pt/s release at .normal comes to rest 499.5 pt further (±0.5)",
        arguments: [(UIScrollView.DecelerationRate.normal, 499.5), (.fast, 99.5)])
    func decelerationDistance(rate: UIScrollView.DecelerationRate, expected: CGFloat) {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 20_000))
        scene.scrollView.decelerationRate = rate
        scene.host.flick(from: scene.center, velocity: CGVector(dx: 0, dy: -1000))
        let releaseOffset = scene.scrollView.contentOffset.y
        #expect(
            abs((scene.log.releaseVelocity?.y ?? 0) - 1.0) < 1e-9, "velocity in pt/ms, positive as the offset grows")
        scene.host.runUntilIdle()
        #expect(abs(scene.scrollView.contentOffset.y - releaseOffset - expected) <= 0.5)
        #expect(
            abs((scene.log.predictedTarget?.y ?? 0) - scene.scrollView.contentOffset.y) < 1e-9,
            "targetContentOffset predicted the resting offset")
    }

    @Test(
        "7.4 dragging past an edge rubber-bands: 5 / 100 / 960 pt over a 960 pt view shows 2.74 / 52.02 / 340.65",
        arguments: [(CGFloat(5), CGFloat(2.74)), (100, 52.02), (960, 340.65)])
    func rubberBand(overshoot: CGFloat, shown: CGFloat) {
        let scene = ScrollScene(size: CGSize(width: 390, height: 960), contentSize: CGSize(width: 390, height: 960))
        scene.scrollView.alwaysBounceVertical = true
        scene.host.touchDown(at: CGPoint(x: 100, y: 0))
        scene.host.advance(by: 1.0 / 60.0)
        scene.host.touchMove(to: CGPoint(x: 100, y: 10))
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.contentOffset.y == 0, "the hysteresis does not move the content")
        scene.host.advance(by: 1.0 / 60.0)
        scene.host.touchMove(to: CGPoint(x: 100, y: 10 + overshoot))
        #expect(abs(scene.scrollView.contentOffset.y + shown) < 0.005)
        scene.host.touchUp(at: CGPoint(x: 100, y: 10 + overshoot))
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 0, "the content springs back to the edge")
    }

    @Test("7.5 paging lands on multiples of the bounds and moves at most one page per flick")
    func pagingOnePage() {
        let scene = ScrollScene(contentSize: CGSize(width: 390 * 5, height: 844))
        scene.scrollView.isPagingEnabled = true
        scene.host.flick(from: CGPoint(x: 300, y: 400), velocity: CGVector(dx: -5000, dy: 0), duration: 0.05)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.x == 390)
        scene.host.flick(from: CGPoint(x: 300, y: 400), velocity: CGVector(dx: -2000, dy: 0), duration: 0.05)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.x == 780)
    }

    @Test("7.5 a slow release goes to the nearest page; below 300 pt/s (UNC) no page change is forced")
    func pagingSlowRelease() {
        let scene = ScrollScene(contentSize: CGSize(width: 390 * 5, height: 844))
        scene.scrollView.isPagingEnabled = true
        let pause: () -> Void = { scene.host.advance(by: 0.2) }
        for (distance, page) in [(CGFloat(100), CGFloat(0)), (250, 1)] {
            scene.host.touchDown(at: CGPoint(x: 350, y: 400))
            scene.host.moveTouch(
                from: CGPoint(x: 350, y: 400), to: CGPoint(x: 350 - distance, y: 400),
                duration: 10.0 / 60.0, steps: 10)
            pause()
            scene.host.touchUp(at: CGPoint(x: 350 - distance, y: 400))
            scene.host.runUntilIdle()
            #expect(scene.scrollView.contentOffset.x == page * 390)
        }
    }

    @Test("7.3 a delegate that rewrites targetContentOffset makes the content rest exactly there")
    func targetRewrite() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 20_000))
        scene.log.rewriteTarget = CGPoint(x: 0, y: 1234)
        scene.host.flick(from: scene.center, velocity: CGVector(dx: 0, dy: -1500))
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1234))
    }

    @Test("7.3 a rewritten target outside the legal range is clamped into it (UNC)")
    func targetRewriteClamped() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.log.rewriteTarget = CGPoint(x: 0, y: 99_999)
        scene.host.flick(from: scene.center, velocity: CGVector(dx: 0, dy: -1500))
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 2_000 - 844))
    }

    @Test("bounces off: a drag past the edge stops at the edge")
    func noBounce() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.scrollView.bounces = false
        scene.host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.3, steps: 10)
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test(
        "7.7 bounces (default true) sets both bouncesHorizontally and bouncesVertically; a drag past the top-left corner then rubber-bands only on the axes that bounce"
    )
    func bouncesSetsBothAxes() {
        let scene = ScrollScene(contentSize: CGSize(width: 390 * 2, height: 2_000))
        let scroll = scene.scrollView
        #expect(scroll.bounces && scroll.bouncesHorizontally && scroll.bouncesVertically)
        /// Drags down and to the right (past both leading edges), returns the offset held, and lets go.
        func pullPastTopLeft() -> CGPoint {
            scene.host.touchDown(at: CGPoint(x: 100, y: 100))
            scene.host.moveTouch(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 400), duration: 0.3, steps: 10)
            let held = scroll.contentOffset
            scene.host.touchUp(at: CGPoint(x: 300, y: 400))
            scene.host.runUntilIdle()
            return held
        }
        scroll.bounces = false
        #expect(!scroll.bouncesHorizontally && !scroll.bouncesVertically)
        #expect(pullPastTopLeft() == .zero)
        scroll.bouncesVertically = true
        let vertical = pullPastTopLeft()
        #expect(vertical.x == 0 && vertical.y < 0)
        scroll.bounces = true
        #expect(scroll.bouncesHorizontally && scroll.bouncesVertically)
        let both = pullPastTopLeft()
        #expect(both.x < 0 && both.y < 0)
        #expect(scroll.contentOffset == .zero, "released, the content springs back to the corner")
    }
}

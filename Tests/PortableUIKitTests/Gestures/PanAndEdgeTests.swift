import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Pan and screen-edge pan (spec 9.5, 9.6)", .isolatedRuntime)
struct PanAndEdgeTests {
    private func panScene() -> (TouchScene, UIPanGestureRecognizer, ActionLog) {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog()
        pan.logActions(to: log)
        scene.inner.addGestureRecognizer(pan)
        return (scene, pan, log)
    }

    @Test("9.5 the pan begins only after the finger moves 10 pt (hysteresis, UNC)")
    func hysteresis() {
        let (scene, _, log) = panScene()
        scene.host.touchDown(at: scene.point)
        scene.host.touchMove(to: CGPoint(x: 209, y: 200))
        #expect(log.states.isEmpty)
        scene.host.touchMove(to: CGPoint(x: 210.5, y: 200))
        #expect(log.states == [.began])
        scene.host.touchUp(at: CGPoint(x: 210.5, y: 200))
    }

    @Test("9.5 translation is cumulative from the touch-down and expressed in the given view")
    func cumulativeTranslation() {
        let (scene, pan, _) = panScene()
        scene.host.touchDown(at: scene.point)
        scene.host.touchMove(to: CGPoint(x: 220, y: 200))
        scene.host.touchMove(to: CGPoint(x: 240, y: 230))
        #expect(pan.translation(in: scene.outer) == CGPoint(x: 40, y: 30))
        scene.inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = pan.translation(in: scene.inner)
        #expect(abs(scaled.x - 20) < 1e-9 && abs(scaled.y - 15) < 1e-9, "a view scaled 2× sees half the movement")
        scene.host.touchUp(at: CGPoint(x: 240, y: 230))
    }

    @Test("9.5 velocity is in points per second from event timestamps: a steady 600 pt/s drag reads 600")
    func velocityFromTimestamps() {
        let (scene, pan, _) = panScene()
        var velocities: [CGPoint] = []
        pan.addHandler { velocities.append(($0 as! UIPanGestureRecognizer).velocity(in: nil)) }
        scene.host.flick(from: scene.point, velocity: CGVector(dx: 600, dy: -300), duration: 0.1)
        let last = velocities.last ?? .zero
        #expect(abs(last.x - 600) < 1e-6 && abs(last.y + 300) < 1e-6)
    }

    @Test("9.5 setTranslation sets the translation and restarts the velocity")
    func setTranslationResetsVelocity() {
        let (scene, pan, _) = panScene()
        scene.host.touchDown(at: scene.point)
        scene.host.moveTouch(from: scene.point, to: CGPoint(x: 240, y: 200), duration: 4.0 / 60.0, steps: 4)
        #expect(pan.velocity(in: nil).x > 500)
        pan.setTranslation(CGPoint(x: 5, y: 0), in: scene.outer)
        #expect(pan.translation(in: scene.outer) == CGPoint(x: 5, y: 0))
        #expect(pan.velocity(in: nil) == .zero)
        scene.host.touchUp(at: CGPoint(x: 240, y: 200))
    }

    @Test("9.5 a finger that rests 0.2 s before lifting releases with zero velocity")
    func restBeforeLift() {
        let (scene, pan, _) = panScene()
        var released: CGPoint?
        pan.addHandler { if $0.state == .ended { released = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
        scene.host.drag(from: scene.point, to: CGPoint(x: 260, y: 200), duration: 0.1, steps: 6)
        #expect(released.map { abs($0.x - 600) < 1e-6 } == true)
        scene.host.touchDown(at: scene.point)
        scene.host.advance(by: 1.0 / 60.0)
        scene.host.touchMove(to: CGPoint(x: 240, y: 200))
        scene.host.advance(by: 0.2)
        scene.host.touchUp(at: CGPoint(x: 240, y: 200))
        #expect(released == .zero)
    }

    @Test("9.5 a second finger moves the centroid without a jump in translation")
    func secondFinger() {
        let (scene, pan, _) = panScene()
        scene.host.touchDown(at: scene.point, id: 1)
        scene.host.touchMove(to: CGPoint(x: 220, y: 200), id: 1)
        let before = pan.translation(in: nil)
        scene.host.touchDown(at: CGPoint(x: 250, y: 250), id: 2)
        #expect(pan.translation(in: nil) == before)
        #expect(pan.numberOfTouches == 2)
        scene.host.send([
            .init(id: 1, phase: .ended, location: CGPoint(x: 220, y: 200)),
            .init(id: 2, phase: .ended, location: CGPoint(x: 250, y: 250)),
        ])
        #expect(pan.state == .possible)
    }

    private func edgeScene(edges: UIRectEdge) -> (HeadlessHost, UIScreenEdgePanGestureRecognizer, ActionLog) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = edges
        let log = ActionLog()
        edge.logActions(to: log)
        view.addGestureRecognizer(edge)
        return (host, edge, log)
    }

    @Test("9.6 an edge pan begins from within 20 pt of its edge (UNC width) moving inward")
    func edgePanBegins() {
        let (host, _, log) = edgeScene(edges: .left)
        host.edgeSwipe(from: .left, distance: 120)
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
    }

    @Test(
        "9.6 an edge pan fails for a touch 30 pt from the edge, for the wrong edge, and for movement along the edge; a swipe from its edge still begins after"
    )
    func edgePanFails() {
        let (host, _, log) = edgeScene(edges: .left)
        host.drag(from: CGPoint(x: 30, y: 400), to: CGPoint(x: 150, y: 400))
        host.edgeSwipe(from: .right, distance: 120)
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 10, y: 520))
        #expect(log.states.isEmpty)
        // Positive control: the same recognizer and log report a swipe from the left edge.
        host.edgeSwipe(from: .left, distance: 120)
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
    }

    @Test("9.6 an edge pan ignores every touch after the first")
    func edgePanIgnoresSecondTouch() {
        let (host, edge, _) = edgeScene(edges: .left)
        host.touchDown(at: CGPoint(x: 5, y: 400), id: 1)
        host.touchDown(at: CGPoint(x: 200, y: 400), id: 2)
        #expect(edge.numberOfTouches == 1)
        host.send([
            .init(id: 1, phase: .ended, location: CGPoint(x: 5, y: 400)),
            .init(id: 2, phase: .ended, location: CGPoint(x: 200, y: 400)),
        ])
    }
}

@MainActor
@Suite("Touches", .isolatedRuntime)
struct TouchTests {
    @Test("a touch reports its location in any view, its previous location, phase and timestamp")
    func locations() {
        let scene = TouchScene()
        var seen: [(CGPoint, CGPoint, UITouch.Phase, TimeInterval)] = []
        final class Probe: UIView {
            var onMove: ((UITouch) -> Void)?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                touches.forEach { onMove?($0) }
            }
        }
        let probe = Probe(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scene.inner.addSubview(probe)
        probe.onMove = { seen.append(($0.location(in: probe), $0.previousLocation(in: nil), $0.phase, $0.timestamp)) }
        scene.host.touchDown(at: CGPoint(x: 160, y: 160))
        scene.host.advance(by: 0.1)
        scene.host.touchMove(to: CGPoint(x: 170, y: 180))
        #expect(seen.count == 1)
        #expect(seen[0].0 == CGPoint(x: 20, y: 30))
        #expect(seen[0].1 == CGPoint(x: 160, y: 160))
        #expect(seen[0].2 == .moved)
        #expect(seen[0].3 == scene.host.now)
        scene.host.touchUp(at: CGPoint(x: 170, y: 180))
    }

    @Test("tapCount counts quick taps at the same place and starts again after 0.35 s (UNC)")
    func tapCount() {
        let scene = TouchScene()
        var counts: [Int] = []
        final class Probe: UIView {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                touches.forEach { onBegan?($0) }
            }
        }
        let probe = Probe(frame: scene.inner.bounds)
        scene.inner.addSubview(probe)
        probe.onBegan = { counts.append($0.tapCount) }
        scene.host.tap(at: scene.point)
        scene.host.advance(by: 0.1)
        scene.host.tap(at: scene.point)
        scene.host.advance(by: 0.5)
        scene.host.tap(at: scene.point)
        #expect(counts == [1, 2, 1])
    }

    @Test("the event lists every current touch, and the ones per view")
    func eventTouches() {
        let scene = TouchScene()
        var sizes: [Int] = []
        final class Probe: UIView {
            var onBegan: ((UIEvent?) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(event) }
        }
        let probe = Probe(frame: scene.inner.bounds)
        scene.inner.addSubview(probe)
        probe.onBegan = { event in
            sizes.append(event?.allTouches?.count ?? -1); sizes.append(event?.touches(for: probe)?.count ?? -1)
        }
        scene.host.touchDown(at: CGPoint(x: 50, y: 50), id: 1)
        scene.host.touchDown(at: scene.point, id: 2)
        #expect(sizes == [2, 1], "the first finger landed outside the probe")
        scene.host.send([
            .init(id: 1, phase: .ended, location: CGPoint(x: 50, y: 50)),
            .init(id: 2, phase: .ended, location: scene.point),
        ])
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Swipe (spec 9.26, 9.27)", .isolatedRuntime)
struct SwipeTests {
    private func scene(_ direction: UISwipeGestureRecognizer.Direction = .right, fingers: Int = 1) -> (
        GestureTarget, UISwipeGestureRecognizer, ActionLog
    ) {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        swipe.numberOfTouchesRequired = fingers
        let log = ActionLog()
        swipe.logActions(to: log)
        return (GestureTarget(swipe), swipe, log)
    }

    @Test("9.26 the defaults and raw values are UIKit's")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(
            [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test(
        "9.26 a quick stroke in a permitted direction is recognized once; others fail",
        arguments: [
            (CGVector(dx: 120, dy: 0), true), (CGVector(dx: -120, dy: 0), false), (CGVector(dx: 0, dy: -120), true),
            (CGVector(dx: 0, dy: 120), false),
        ])
    func directionMask(stroke: CGVector, recognized: Bool) {
        let (scene, _, log) = scene([.right, .up])
        let end = CGPoint(x: scene.center.x + stroke.dx, y: scene.center.y + stroke.dy)
        scene.host.drag(from: scene.center, to: end, duration: 0.15, steps: 6)
        #expect(log.states == (recognized ? [.recognized] : []))
    }

    @Test("9.26 it recognizes as soon as the stroke is long enough, before the finger lifts")
    func recognizesMidStroke() {
        let (scene, swipe, log) = scene()
        scene.host.touchDown(at: scene.center)
        scene.host.moveTouch(from: scene.center, to: CGPoint(x: 260, y: 400), duration: 0.1, steps: 2)
        #expect(log.states == [.recognized])
        #expect(swipe.state == .ended)
        scene.host.touchUp(at: CGPoint(x: 260, y: 400))
        #expect(log.states == [.recognized], "a discrete gesture sends its action once")
    }

    @Test("9.27 too short, too slow or too slanted fails", arguments: ["short", "slow", "slanted"])
    func thresholds(kind: String) {
        let (scene, _, log) = scene()
        switch kind {
        case "short": scene.host.drag(from: scene.center, to: CGPoint(x: 245, y: 400), duration: 0.1, steps: 4)
        case "slow": scene.host.drag(from: scene.center, to: CGPoint(x: 260, y: 400), duration: 1.2, steps: 60)
        default: scene.host.drag(from: scene.center, to: CGPoint(x: 300, y: 480), duration: 0.1, steps: 4)
        }
        #expect(log.states.isEmpty)
    }

    @Test("9.27 the figures: 50 pt along, within 0.5 s, straying at most half the travel")
    func figures() {
        #expect(UISwipeGestureRecognizer.minimumPrimaryMovement == 50)
        #expect(UISwipeGestureRecognizer.maximumDuration == 0.5)
        #expect(UISwipeGestureRecognizer.maximumSecondaryRatio == 0.5)
        let (scene, _, log) = scene()
        scene.host.drag(from: scene.center, to: CGPoint(x: 260, y: 425), duration: 0.1, steps: 1)
        #expect(log.states == [.recognized], "60 pt along, 25 across")
    }

    @Test("9.26 a two-finger swipe needs both fingers; one finger does not make it")
    func twoFingers() {
        let (scene, swipe, log) = scene(.left, fingers: 2)
        scene.host.drag(from: scene.center, to: CGPoint(x: 50, y: 400), duration: 0.1, steps: 4)
        #expect(log.states.isEmpty)
        scene.host.multiTouch(
            [
                .line(from: CGPoint(x: 300, y: 380), to: CGPoint(x: 150, y: 380)),
                .line(from: CGPoint(x: 300, y: 420), to: CGPoint(x: 150, y: 420)),
            ], duration: 0.15, steps: 6)
        #expect(log.states == [.recognized])
        #expect(swipe.numberOfTouches == 0)
    }

    @Test("9.26 a count below one is refused and the old one kept")
    func refusedCount() {
        let swipe = UISwipeGestureRecognizer()
        expectDiagnostic(.invalidGestureRecognizerUse) { swipe.numberOfTouchesRequired = 0 }
        #expect(swipe.numberOfTouchesRequired == 1)
    }

    @Test("9.34 in its action a swipe reports where it began, for the centroid and for each finger")
    func locationIsStart() {
        let (scene, swipe, _) = scene(.left, fingers: 2)
        var seen: [CGPoint] = []
        swipe.addHandler { recognizer in
            seen = [
                recognizer.location(in: scene.target), recognizer.location(ofTouch: 0, in: nil),
                recognizer.location(ofTouch: 1, in: nil),
            ]
        }
        scene.host.multiTouch(
            [
                .line(from: CGPoint(x: 300, y: 380), to: CGPoint(x: 150, y: 380)),
                .line(from: CGPoint(x: 300, y: 420), to: CGPoint(x: 150, y: 420)),
            ], duration: 0.15, steps: 6, lift: false)
        #expect(seen == [CGPoint(x: 300, y: 400), CGPoint(x: 300, y: 380), CGPoint(x: 300, y: 420)])
        scene.host.send((0..<2).map { .init(id: $0, phase: .ended, location: CGPoint(x: 150, y: 400)) })
    }

    @Test("9.4 a recognized swipe cancels the touches its view had begun")
    func swipeCancelsTouches() {
        let (scene, _, log) = scene()
        scene.host.drag(from: scene.center, to: CGPoint(x: 320, y: 400), duration: 0.1, steps: 6)
        #expect(log.states == [.recognized])
        #expect(scene.target.log == ["began 1", "moved 1", "moved 1", "cancelled 1"])
    }
}

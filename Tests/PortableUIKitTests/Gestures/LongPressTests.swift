import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Long press (spec 9.22–9.25)", .isolatedRuntime)
struct LongPressTests {
    private func scene(_ configure: (UILongPressGestureRecognizer) -> Void = { _ in }) -> (
        GestureTarget, UILongPressGestureRecognizer, ActionLog
    ) {
        let press = UILongPressGestureRecognizer()
        configure(press)
        let log = ActionLog()
        press.logActions(to: log)
        return (GestureTarget(press), press, log)
    }

    @Test("9.22 the defaults are UIKit's: 0.5 s, 10 pt, one finger, no taps")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test("9.23 held still, it begins at minimumPressDuration on the virtual clock and ends on lift")
    func beginsOnTime() {
        let (scene, press, log) = scene()
        scene.host.touchDown(at: scene.center)
        scene.host.advance(by: 0.45)
        #expect(log.states.isEmpty)
        #expect(press.state == .possible)
        scene.host.advance(by: 0.1)
        #expect(log.states == [.began])
        scene.host.touchUp(at: scene.center)
        #expect(log.states == [.began, .ended])
    }

    @Test("9.23 after it began a finger may move any distance; each move is a change")
    func movesAfterBegan() {
        let (scene, press, log) = scene()
        scene.host.touchDown(at: scene.center)
        scene.host.advance(by: 0.6)
        scene.host.moveTouch(from: scene.center, to: CGPoint(x: 200, y: 700), duration: 0.1, steps: 3)
        #expect(log.states == [.began, .changed, .changed, .changed])
        #expect(press.location(in: scene.target) == CGPoint(x: 200, y: 700))
        scene.host.touchUp(at: CGPoint(x: 200, y: 700))
        #expect(log.states.last == .ended)
    }

    @Test("9.23 moving past allowableMovement before it began fails it", arguments: [9.0, 11.0])
    func allowableMovement(distance: CGFloat) {
        let (scene, press, log) = scene()
        scene.host.touchDown(at: scene.center)
        scene.host.advance(by: 0.1)
        scene.host.touchMove(to: CGPoint(x: scene.center.x + distance, y: scene.center.y))
        scene.host.advance(by: 0.5)
        #expect(log.states == (distance <= 10 ? [.began] : []))
        #expect(press.state == (distance <= 10 ? .began : .failed))
        scene.host.touchUp(at: scene.center)
    }

    @Test("9.23 lifting before the duration fails it and nothing is sent")
    func earlyLift() {
        let (scene, press, log) = scene()
        scene.host.tap(at: scene.center, duration: 0.3)
        scene.host.advance(by: 1)
        #expect(log.states.isEmpty)
        #expect(press.state == .possible, "reset for the next sequence")
    }

    @Test("9.23 with two fingers required it begins only when both are held, and ends when either lifts")
    func twoFingers() {
        let (scene, _, log) = scene { $0.numberOfTouchesRequired = 2 }
        scene.host.longPress(at: scene.center, duration: 0.8, fingers: 1)
        #expect(log.states.isEmpty, "one finger is not enough")
        scene.host.touchDown(at: CGPoint(x: 180, y: 400), id: 1)
        scene.host.advance(by: 0.3)
        scene.host.touchDown(at: CGPoint(x: 220, y: 400), id: 2)
        scene.host.advance(by: 0.4)
        #expect(log.states.isEmpty, "the timer starts when the second finger lands")
        scene.host.advance(by: 0.15)
        #expect(log.states == [.began])
        scene.host.touchUp(at: CGPoint(x: 220, y: 400), id: 2)
        #expect(log.states == [.began, .ended])
        scene.host.touchUp(at: CGPoint(x: 180, y: 400), id: 1)
    }

    @Test("9.23 more fingers than required fail it")
    func tooManyFingers() {
        let (scene, _, log) = scene()
        scene.host.longPress(at: scene.center, duration: 0.8, fingers: 2)
        #expect(log.states.isEmpty)
    }

    @Test("9.24 with one tap required, a tap then a press within the tap interval begins it")
    func tapThenPress() {
        let (scene, _, log) = scene { $0.numberOfTapsRequired = 1 }
        scene.host.longPress(at: scene.center, duration: 0.8)
        #expect(log.states.isEmpty, "a press without the tap first")
        scene.host.advance(by: 1)
        scene.host.tap(at: scene.center)
        scene.host.advance(by: 0.2)
        scene.host.touchDown(at: scene.center)
        scene.host.advance(by: 0.55)
        #expect(log.states == [.began])
        scene.host.touchUp(at: scene.center)
    }

    @Test("9.24 a tap followed by a pause longer than the tap interval fails it")
    func tapTooSlow() {
        let (scene, _, log) = scene { $0.numberOfTapsRequired = 1 }
        scene.host.tap(at: scene.center)
        scene.host.advance(by: 0.5)
        scene.host.longPress(at: scene.center, duration: 0.8)
        #expect(log.states.isEmpty)
    }

    @Test("9.25 a zero minimumPressDuration begins at touch-down")
    func zeroDuration() {
        let (scene, _, log) = scene { $0.minimumPressDuration = 0 }
        scene.host.touchDown(at: scene.center)
        #expect(log.states == [.began])
        scene.host.touchUp(at: scene.center)
        #expect(log.states == [.began, .ended])
    }

    @Test("9.25 negative or non-finite durations, negative movements and counts are refused, the old value kept")
    func refusedConfiguration() {
        let press = UILongPressGestureRecognizer()
        for bad in [-1, .nan, .infinity] as [TimeInterval] {
            expectDiagnostic(.invalidGestureRecognizerUse) { press.minimumPressDuration = bad }
        }
        expectDiagnostic(.invalidGestureRecognizerUse) { press.allowableMovement = -5 }
        expectDiagnostic(.invalidGestureRecognizerUse) { press.allowableMovement = .nan }
        expectDiagnostic(.invalidGestureRecognizerUse) { press.numberOfTouchesRequired = 0 }
        expectDiagnostic(.invalidGestureRecognizerUse) { press.numberOfTapsRequired = -1 }
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }
}

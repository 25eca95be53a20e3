import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Pinch and rotation (spec 9.29–9.33)", .isolatedRuntime)
struct PinchAndRotationTests {
    @Test("9.29 a pinch begins once the fingers moved enough, changes while they move, ends when both lift")
    func pinchStates() {
        let pinch = UIPinchGestureRecognizer()
        let log = ValueLog()
        pinch.logValues(to: log) { ($0 as? UIPinchGestureRecognizer)?.scale ?? -1 }
        let scene = GestureTarget(pinch)
        scene.host.pinch(at: scene.center, from: 100, to: 200, duration: 0.2, steps: 8)
        #expect(log.states.first == .began)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(log.states.last == .ended)
        #expect(log.states.count == 9, "began at the first 12.5 pt step, then 7 changes and the end")
    }

    @Test("9.30 scale is absolute: the distance now over the distance at touch-down")
    func pinchScale() {
        let pinch = UIPinchGestureRecognizer()
        let log = ValueLog()
        pinch.logValues(to: log) { ($0 as? UIPinchGestureRecognizer)?.scale ?? -1 }
        let scene = GestureTarget(pinch)
        scene.host.pinch(at: scene.center, from: 100, to: 50, duration: 0.2, steps: 4)
        #expect(abs((log.values.first ?? 0) - 0.875) < 1e-9, "began at 87.5 pt apart")
        #expect(abs((log.values.last ?? 0) - 0.5) < 1e-9)
        #expect(zip(log.values, log.values.dropFirst()).allSatisfy { $0 >= $1 }, "not deltas")
    }

    @Test("9.30 velocity is in scale per second; setting the scale restarts it and later changes count from it")
    func pinchVelocityAndSetter() {
        let pinch = UIPinchGestureRecognizer()
        let scene = GestureTarget(pinch)
        // 100 → 200 pt apart in 0.5 s: the scale grows 2 per second.
        scene.host.pinch(at: scene.center, from: 100, to: 200, duration: 0.5, steps: 30, lift: false)
        #expect(abs(pinch.velocity - 2) < 1e-6)
        #expect(abs(pinch.scale - 2) < 1e-9)
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        scene.host.send([
            .init(id: 0, phase: .moved, location: CGPoint(x: 50, y: 400)),
            .init(id: 1, phase: .moved, location: CGPoint(x: 350, y: 400)),
        ])
        #expect(abs(pinch.scale - 1.5) < 1e-9, "300 pt over the 200 pt when the scale was set")
        expectDiagnostic(.invalidGestureRecognizerUse) { pinch.scale = .nan }
        #expect(abs(pinch.scale - 1.5) < 1e-9)
    }

    @Test("9.31 one finger is no pinch; a third finger is ignored")
    func pinchFingerCounts() {
        let pinch = UIPinchGestureRecognizer()
        let log = ActionLog()
        pinch.logActions(to: log)
        let scene = GestureTarget(pinch)
        scene.host.drag(from: scene.center, to: CGPoint(x: 300, y: 500))
        #expect(log.states.isEmpty)
        #expect(pinch.state == .possible)
        scene.host.multiTouch(
            [
                .line(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 100, y: 400)),
                .line(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 300, y: 400)),
                .line(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 700)),
            ], steps: 2, lift: false)
        #expect(pinch.numberOfTouches == 2)
        #expect(abs(pinch.scale - 2) < 1e-9, "the third finger does not enter the scale")
        scene.host.send((0..<3).map { .init(id: $0, phase: .ended, location: .zero) })
        #expect(log.states.last == .ended)
    }

    @Test("9.32 rotation is the angle turned since touch-down in radians, clockwise positive; velocity in rad/s")
    func rotationValue() {
        let rotation = UIRotationGestureRecognizer()
        let log = ValueLog()
        rotation.logValues(to: log) { ($0 as? UIRotationGestureRecognizer)?.rotation ?? -99 }
        let scene = GestureTarget(rotation)
        scene.host.rotate(at: scene.center, distance: 200, by: .pi / 2, duration: 0.5, steps: 30, lift: false)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(abs(rotation.velocity - .pi) < 1e-6, "a quarter turn in half a second")
        #expect(log.states.first == .began)
        scene.host.send((0..<2).map { .init(id: $0, phase: .ended, location: .zero) })
        #expect(log.states.last == .ended)
        scene.host.rotate(at: scene.center, distance: 200, by: -.pi / 3, steps: 10, lift: false)
        #expect(abs(rotation.rotation + .pi / 3) < 1e-9, "counter-clockwise is negative; a new gesture starts at 0")
        rotation.rotation = 0
        #expect(rotation.velocity == 0)
        scene.host.send((0..<2).map { .init(id: $0, phase: .ended, location: .zero) })
    }

    @Test("9.33 past half a turn the rotation keeps counting instead of wrapping to -π")
    func rotationUnwraps() {
        let rotation = UIRotationGestureRecognizer()
        let scene = GestureTarget(rotation)
        scene.host.rotate(at: scene.center, distance: 200, by: 1.5 * .pi, startAngle: 0.3, steps: 40, lift: false)
        #expect(abs(rotation.rotation - 1.5 * .pi) < 1e-9)
        scene.host.send((0..<2).map { .init(id: $0, phase: .ended, location: .zero) })
    }

    @Test("9.33 a rotation begins when each finger has moved 10 pt along its arc")
    func rotationThreshold() {
        let rotation = UIRotationGestureRecognizer()
        let log = ValueLog()
        rotation.logValues(to: log) { ($0 as? UIRotationGestureRecognizer)?.rotation ?? -99 }
        let scene = GestureTarget(rotation)
        // 100 pt radius: 0.09 rad is a 9 pt arc, 0.11 rad an 11 pt arc.
        scene.host.rotate(at: scene.center, distance: 200, by: 0.09, steps: 1, lift: false)
        #expect(log.states.isEmpty)
        scene.host.send([
            .init(id: 0, phase: .moved, location: CGPoint(x: 200 - 100 * cos(0.11), y: 400 - 100 * sin(0.11))),
            .init(id: 1, phase: .moved, location: CGPoint(x: 200 + 100 * cos(0.11), y: 400 + 100 * sin(0.11))),
        ])
        #expect(log.states == [.began])
        #expect(abs((log.values.first ?? 0) - 0.11) < 1e-9)
        scene.host.send((0..<2).map { .init(id: $0, phase: .ended, location: .zero) })
    }

    @Test("9.29 with one finger left the scale holds still; a finger put back continues from it")
    func pinchFingerLeavesAndReturns() {
        let pinch = UIPinchGestureRecognizer()
        let log = ActionLog()
        pinch.logActions(to: log)
        let scene = GestureTarget(pinch)
        scene.host.pinch(at: scene.center, from: 100, to: 200, lift: false)
        scene.host.send([.init(id: 1, phase: .ended, location: CGPoint(x: 300, y: 400))])
        scene.host.touchMove(to: CGPoint(x: 50, y: 400), id: 0)
        #expect(abs(pinch.scale - 2) < 1e-9, "one finger does not scale")
        #expect(pinch.state == .changed)
        scene.host.touchDown(at: CGPoint(x: 250, y: 400), id: 2)
        scene.host.touchMove(to: CGPoint(x: 350, y: 400), id: 2)
        #expect(abs(pinch.scale - 3) < 1e-9, "300 pt over the 200 pt when the finger came back, from 2")
        #expect(!log.states.contains(.ended))
        scene.host.send([
            .init(id: 0, phase: .ended, location: CGPoint(x: 50, y: 400)),
            .init(id: 2, phase: .ended, location: CGPoint(x: 350, y: 400)),
        ])
        #expect(log.states.last == .ended)
    }
}

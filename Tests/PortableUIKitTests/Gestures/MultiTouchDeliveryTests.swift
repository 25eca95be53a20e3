import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Multi-touch delivery (spec 9.20, 9.21)", .isolatedRuntime)
struct MultiTouchDeliveryTests {
    @Test("9.20 two fingers in one event reach the view as one set per phase")
    func viewGetsSets() {
        let scene = GestureTarget()
        scene.host.pinch(at: scene.center, from: 100, to: 200, steps: 3)
        #expect(scene.target.log == ["began 2", "moved 2", "moved 2", "moved 2", "ended 2"])
    }

    @Test("9.20 recognizers get each phase's touches as one set, before the view")
    func recognizerGetsSets() {
        let recognizer = TouchSetLogRecognizer()
        recognizer.delaysTouchesEnded = false
        let scene = GestureTarget(recognizer)
        scene.host.multiTouch(
            [
                .line(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200)),
                .stationary(at: CGPoint(x: 300, y: 300)),
            ],
            steps: 2)
        #expect(recognizer.log == ["began 2", "moved 1", "moved 1", "ended 2"], "the still finger is stationary")
        #expect(scene.target.log == ["began 2", "moved 1", "moved 1", "ended 2"])
    }

    @Test("9.20 fingers down at different times: each event carries only the fingers that changed")
    func staggeredFingers() {
        let scene = GestureTarget()
        scene.host.touchDown(at: CGPoint(x: 100, y: 100), id: 1)
        scene.host.touchDown(at: CGPoint(x: 300, y: 100), id: 2)
        scene.host.send([
            .init(id: 1, phase: .moved, location: CGPoint(x: 110, y: 100)),
            .init(id: 2, phase: .ended, location: CGPoint(x: 300, y: 100)),
        ])
        scene.host.touchUp(at: CGPoint(x: 110, y: 100), id: 1)
        #expect(scene.target.log == ["began 1", "began 1", "moved 1", "ended 1", "ended 1"])
    }

    @Test("9.20 each finger follows its own path on the virtual clock")
    func pathsAndClock() {
        let scene = GestureTarget()
        let start = scene.host.now
        var seen: [[CGPoint]] = []
        final class Probe: UIView {
            var onMoved: ((Set<UITouch>) -> Void)?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { onMoved?(touches) }
        }
        let probe = Probe(frame: scene.target.bounds)
        probe.isMultipleTouchEnabled = true
        scene.target.addSubview(probe)
        probe.onMoved = { touches in
            seen.append(touches.map { $0.location(in: nil) }.sorted { $0.x < $1.x })
        }
        scene.host.rotate(at: scene.center, distance: 200, by: .pi / 2, duration: 0.2, steps: 2)
        #expect(abs(scene.host.now - start - 0.2) < 1e-9)
        #expect(seen.count == 2)
        let last = seen.last ?? []
        #expect(last.count == 2)
        // A quarter turn clockwise (y down) takes the fingers from left/right to top/bottom.
        #expect(last.allSatisfy { abs($0.x - 200) < 1e-6 })
        #expect(Set(last.map { ($0.y).rounded() }) == [300, 500])
    }

    @Test("9.21 a view that takes one touch sees only the first; its recognizers see both")
    func singleTouchView() {
        let recognizer = TouchSetLogRecognizer()
        recognizer.delaysTouchesEnded = false
        let scene = GestureTarget(recognizer)
        scene.target.isMultipleTouchEnabled = false
        scene.host.pinch(at: scene.center, from: 100, to: 140, steps: 1)
        #expect(scene.target.log == ["began 1", "moved 1", "ended 1"])
        #expect(recognizer.log == ["began 2", "moved 2", "ended 2"])
    }

    @Test("9.20 an empty finger list is refused with a diagnostic and sends nothing")
    func emptyFingers() {
        let scene = GestureTarget()
        expectDiagnostic(.invalidTouchInput) { scene.host.multiTouch([]) }
        #expect(scene.target.log.isEmpty)
    }
}

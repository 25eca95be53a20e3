import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Gesture arbitration (spec 9.2, 9.3)", .isolatedRuntime)
struct GestureArbitrationTests {
    private func doubleTapScene() -> (TouchScene, UITapGestureRecognizer, UITapGestureRecognizer, ActionLog, ActionLog)
    {
        let scene = TouchScene()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let singleLog = ActionLog(), doubleLog = ActionLog()
        single.logActions(to: singleLog)
        double.logActions(to: doubleLog)
        scene.inner.addGestureRecognizer(single)
        scene.inner.addGestureRecognizer(double)
        return (scene, single, double, singleLog, doubleLog)
    }

    @Test("9.2 a single tap that requires a double tap to fail waits for the double tap's 0.35 s, then fires")
    func singleWaitsForDouble() {
        let (scene, single, double, singleLog, doubleLog) = doubleTapScene()
        single.require(toFail: double)
        scene.host.tap(at: scene.point)
        #expect(singleLog.states.isEmpty, "held in possible while the double tap may still succeed")
        scene.host.advance(by: 0.2)
        #expect(singleLog.states.isEmpty)
        scene.host.advance(by: 0.2)
        #expect(singleLog.states == [.ended])
        #expect(doubleLog.states.isEmpty)
    }

    @Test("9.2 when the double tap recognizes, the single tap that waits for it fails")
    func doubleWins() {
        let (scene, single, double, singleLog, doubleLog) = doubleTapScene()
        single.require(toFail: double)
        scene.host.tap(at: scene.point)
        scene.host.advance(by: 0.1)
        scene.host.tap(at: scene.point)
        scene.host.advance(by: 0.5)
        #expect(doubleLog.states == [.ended])
        #expect(singleLog.states.isEmpty)
    }

    @Test("9.2 the delegate's shouldRequireFailureOf makes the same dependency")
    func delegateRequiresFailure() {
        let (scene, single, double, singleLog, _) = doubleTapScene()
        let delegate = SwitchableGestureDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        scene.host.tap(at: scene.point)
        #expect(singleLog.states.isEmpty)
        scene.host.advance(by: 0.4)
        #expect(singleLog.states == [.ended])
    }

    @Test("9.2 without a dependency the single tap fires at once")
    func noDependency() {
        let (scene, _, _, singleLog, _) = doubleTapScene()
        scene.host.tap(at: scene.point)
        #expect(singleLog.states == [.ended])
    }

    @Test(
        "9.3 nested pans: either delegate saying yes lets both recognize; otherwise only the inner one",
        arguments: [(false, false, false), (true, false, true), (false, true, true), (true, true, true)])
    func simultaneousMatrix(innerSays: Bool, outerSays: Bool, both: Bool) {
        let scene = TouchScene()
        let innerPan = UIPanGestureRecognizer(), outerPan = UIPanGestureRecognizer()
        let innerDelegate = SwitchableGestureDelegate(), outerDelegate = SwitchableGestureDelegate()
        innerDelegate.simultaneous = innerSays
        outerDelegate.simultaneous = outerSays
        innerPan.delegate = innerDelegate
        outerPan.delegate = outerDelegate
        let innerLog = ActionLog(), outerLog = ActionLog()
        innerPan.logActions(to: innerLog)
        outerPan.logActions(to: outerLog)
        scene.inner.addGestureRecognizer(innerPan)
        scene.outer.addGestureRecognizer(outerPan)
        scene.host.drag(from: scene.point, to: CGPoint(x: 200, y: 280), duration: 0.2, steps: 8)
        #expect(innerLog.states.first == .began)
        #expect(innerLog.states.last == .ended)
        #expect((outerLog.states.first == .began) == both)
        if !both { #expect(outerLog.states.isEmpty) }
    }

    @Test("9.3 gestureRecognizerShouldBegin false fails the recognizer and lets the other one win")
    func shouldBeginFalse() {
        let scene = TouchScene()
        let innerPan = UIPanGestureRecognizer(), outerPan = UIPanGestureRecognizer()
        let delegate = SwitchableGestureDelegate()
        delegate.shouldBegin = false
        innerPan.delegate = delegate
        let outerLog = ActionLog()
        outerPan.logActions(to: outerLog)
        scene.inner.addGestureRecognizer(innerPan)
        scene.outer.addGestureRecognizer(outerPan)
        scene.host.drag(from: scene.point, to: CGPoint(x: 200, y: 280), duration: 0.2, steps: 8)
        #expect(outerLog.states.first == .began)
    }

    @Test("a delegate that refuses the touch keeps the recognizer out of the sequence")
    func shouldReceiveTouch() {
        let scene = TouchScene()
        let tap = UITapGestureRecognizer()
        let delegate = SwitchableGestureDelegate()
        delegate.receives = false
        tap.delegate = delegate
        let log = ActionLog()
        tap.logActions(to: log)
        scene.inner.addGestureRecognizer(tap)
        scene.host.tap(at: scene.point)
        #expect(log.states.isEmpty)
        #expect(scene.inner.log == ["began", "ended"])
    }

    @Test("tap vs pan on one view: a still finger taps, a moving one pans and fails the tap")
    func tapVersusPan() {
        let scene = TouchScene()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        let tapLog = ActionLog(), panLog = ActionLog()
        tap.logActions(to: tapLog)
        pan.logActions(to: panLog)
        scene.inner.addGestureRecognizer(tap)
        scene.inner.addGestureRecognizer(pan)
        scene.host.drag(from: scene.point, to: CGPoint(x: 204, y: 203), duration: 0.1, steps: 3)
        #expect(tapLog.states == [.ended])
        #expect(panLog.states.isEmpty)
        scene.host.drag(from: scene.point, to: CGPoint(x: 260, y: 200), duration: 0.2, steps: 6)
        #expect(tapLog.states == [.ended])
        #expect(panLog.states.first == .began)
        #expect(panLog.states.last == .ended)
    }

    @Test("9.2 a require(toFail:) cycle is reported and both recognizers fail, so the next tap works")
    func failureCycle() {
        let (scene, single, double, singleLog, _) = doubleTapScene()
        double.numberOfTapsRequired = 1
        single.require(toFail: double)
        double.require(toFail: single)
        let rules = diagnosticRules { scene.host.tap(at: scene.point) }
        #expect(rules == [.invalidGestureRecognizerUse])
        #expect(singleLog.states.isEmpty)
        #expect(single.state == .possible && double.state == .possible)
    }
}

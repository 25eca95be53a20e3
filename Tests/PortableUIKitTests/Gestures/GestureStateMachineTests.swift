import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A recognizer whose transitions the test drives directly.
@MainActor
private final class ScriptedRecognizer: UIGestureRecognizer {
    var resets = 0
    var onBegan: ((ScriptedRecognizer) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { onBegan?(self) }
    override func reset() {
        super.reset()
        resets += 1
    }
}

@MainActor
@Suite("Gesture recognizer state machine (spec 9.1)", .isolatedRuntime)
struct GestureStateMachineTests {
    @Test("9.1 state raw values: possible 0 … failed 5, recognized is ended")
    func rawValues() {
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("9.1 a tap's action runs at the next turn, sees .ended, and reset() then returns it to .possible")
    func tapActionAtNextTurn() {
        let scene = TouchScene()
        let tap = UITapGestureRecognizer()
        let log = ActionLog()
        tap.logActions(to: log)
        scene.inner.addGestureRecognizer(tap)
        scene.host.window.sendTouch(.began, at: scene.point)
        scene.host.window.sendTouch(.ended, at: scene.point)
        #expect(tap.state == .ended)
        #expect(log.states.isEmpty, "actions wait for the next turn")
        scene.host.runTurn()
        #expect(log.states == [.ended])
        #expect(tap.state == .possible, "reset between sequences")
    }

    @Test("9.1 a pan: began, changed on every move (even without movement), ended; one action each")
    func panActions() {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog()
        pan.logActions(to: log)
        scene.inner.addGestureRecognizer(pan)
        let host = scene.host
        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.touchMove(to: CGPoint(x: 170, y: 150))
        host.touchMove(to: CGPoint(x: 180, y: 150))
        host.touchMove(to: CGPoint(x: 180, y: 150))
        host.touchUp(at: CGPoint(x: 180, y: 150))
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(pan.state == .possible)
    }

    @Test("9.1 a failed recognizer sends no action")
    func failureIsSilent() {
        let scene = TouchScene()
        let tap = UITapGestureRecognizer()
        let log = ActionLog()
        tap.logActions(to: log)
        scene.inner.addGestureRecognizer(tap)
        scene.host.drag(from: scene.point, to: CGPoint(x: 260, y: 200), duration: 0.1, steps: 4)
        #expect(log.states.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test("9.1 disabling a pan in progress cancels it with one final action")
    func disablingCancels() {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog()
        pan.logActions(to: log)
        scene.inner.addGestureRecognizer(pan)
        scene.host.touchDown(at: CGPoint(x: 150, y: 150))
        scene.host.touchMove(to: CGPoint(x: 180, y: 150))
        pan.isEnabled = false
        scene.host.runTurn()
        #expect(log.states == [.began, .cancelled])
        scene.host.touchMove(to: CGPoint(x: 200, y: 150))
        #expect(log.states == [.began, .cancelled], "a disabled recognizer gets no more touches")
    }

    @Test("9.1 a transition the state machine forbids is reported and ignored")
    func illegalTransition() {
        let scene = TouchScene()
        let recognizer = ScriptedRecognizer()
        recognizer.onBegan = { $0.state = .changed }
        scene.inner.addGestureRecognizer(recognizer)
        let rules = diagnosticRules { scene.host.touchDown(at: scene.point) }
        #expect(rules == [.invalidGestureRecognizerUse])
        #expect(recognizer.state == .possible)
    }

    @Test("9.1 reset() runs once per finished sequence, before the next one")
    func resetBetweenSequences() {
        let scene = TouchScene()
        let recognizer = ScriptedRecognizer()
        recognizer.onBegan = { $0.state = .recognized }
        scene.inner.addGestureRecognizer(recognizer)
        scene.host.tap(at: scene.point)
        #expect(recognizer.resets == 1)
        scene.host.tap(at: scene.point)
        #expect(recognizer.resets == 2)
    }

    @Test("9.1 actions run in the order of the transitions, one turn later")
    func actionsAtNextTurnWithoutHost() {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog()
        pan.logActions(to: log)
        scene.inner.addGestureRecognizer(pan)
        let window = scene.host.window
        window.sendTouch(.began, at: CGPoint(x: 150, y: 150))
        window.sendTouch(.moved, at: CGPoint(x: 170, y: 150))
        window.sendTouch(.moved, at: CGPoint(x: 175, y: 150))
        #expect(log.states.isEmpty)
        scene.host.runTurn()
        #expect(log.states == [.began, .changed], "began and changed, both delivered at the turn")
    }

    @Test("9.1 each action reads the state it was sent for, even when a move and the lift share a turn")
    func actionsSeeTheirOwnState() {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog()
        pan.logActions(to: log)
        scene.inner.addGestureRecognizer(pan)
        let window = scene.host.window
        window.sendTouch(.began, at: CGPoint(x: 150, y: 150))
        window.sendTouch(.moved, at: CGPoint(x: 170, y: 150))
        scene.host.runTurn()
        window.sendTouch(.moved, at: CGPoint(x: 190, y: 150))
        window.sendTouch(.ended, at: CGPoint(x: 190, y: 150))
        scene.host.runTurn()
        #expect(log.states == [.began, .changed, .ended], "one ended action, not two")
        #expect(pan.state == .possible, "reset after the sequence")
    }

    @Test("touch input that does not form a sequence is reported and skipped")
    func invalidTouchInput() {
        let scene = TouchScene()
        let rules = diagnosticRules {
            scene.host.window.sendTouch(.moved, at: scene.point)
            scene.host.window.sendTouch(.began, at: scene.point)
            scene.host.window.sendTouch(.began, at: scene.point)
        }
        #expect(rules == [.invalidTouchInput, .invalidTouchInput])
        #expect(scene.inner.log == ["began"])
    }
}

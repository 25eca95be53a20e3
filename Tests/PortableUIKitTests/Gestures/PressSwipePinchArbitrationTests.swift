import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Long press, swipe, pinch and rotation in arbitration (spec 9.2–9.4)", .isolatedRuntime)
struct PressSwipePinchArbitrationTests {
    @Test("9.2 a tap that requires a long press to fail fires when the finger lifts early")
    func tapWaitsForLongPress() {
        let tap = UITapGestureRecognizer(), press = UILongPressGestureRecognizer()
        let tapLog = ActionLog(), pressLog = ActionLog()
        tap.logActions(to: tapLog)
        press.logActions(to: pressLog)
        tap.require(toFail: press)
        let scene = GestureTarget(tap, press)
        scene.host.tap(at: scene.center, duration: 0.1)
        #expect(tapLog.states == [.ended])
        #expect(pressLog.states.isEmpty)
    }

    @Test("9.2 when the long press begins, the tap that waits for it fails")
    func longPressWins() {
        let tap = UITapGestureRecognizer(), press = UILongPressGestureRecognizer()
        let tapLog = ActionLog(), pressLog = ActionLog()
        tap.logActions(to: tapLog)
        press.logActions(to: pressLog)
        tap.require(toFail: press)
        let scene = GestureTarget(tap, press)
        scene.host.longPress(at: scene.center, duration: 0.7)
        #expect(pressLog.states == [.began, .ended])
        #expect(tapLog.states.isEmpty)
    }

    @Test("9.28 a pan told by its delegate to wait for a swipe loses a quick swipe and wins a slow drag")
    func panWaitsForSwipe() {
        let pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer()
        let panLog = ActionLog(), swipeLog = ActionLog()
        pan.logActions(to: panLog)
        swipe.logActions(to: swipeLog)
        let delegate = SwitchableGestureDelegate()
        delegate.requireFailureOf = swipe
        pan.delegate = delegate
        let scene = GestureTarget(pan, swipe)
        scene.host.drag(from: scene.center, to: CGPoint(x: 320, y: 400), duration: 0.1, steps: 6)
        #expect(swipeLog.states == [.recognized])
        #expect(panLog.states.isEmpty)
        scene.host.advance(by: 1)
        scene.host.drag(from: scene.center, to: CGPoint(x: 260, y: 400), duration: 1.0, steps: 30)
        #expect(swipeLog.states == [.recognized], "too slow for a swipe")
        #expect(panLog.states.first == .began)
        #expect(panLog.states.last == .ended)
    }

    @Test("9.28 without a dependency the pan begins first (10 pt) and the swipe fails")
    func panBeatsSwipe() {
        let pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer()
        let panLog = ActionLog(), swipeLog = ActionLog()
        pan.logActions(to: panLog)
        swipe.logActions(to: swipeLog)
        let scene = GestureTarget(pan, swipe)
        scene.host.drag(from: scene.center, to: CGPoint(x: 320, y: 400), duration: 0.1, steps: 6)
        #expect(panLog.states.first == .began)
        #expect(swipeLog.states.isEmpty)
    }

    @Test(
        "9.3 pinch and rotation together need either delegate's yes; otherwise the first to begin wins",
        arguments: [false, true])
    func pinchWithRotation(simultaneous: Bool) {
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let pinchLog = ActionLog(), rotationLog = ActionLog()
        pinch.logActions(to: pinchLog)
        rotation.logActions(to: rotationLog)
        let delegate = SwitchableGestureDelegate()
        delegate.simultaneous = simultaneous
        rotation.delegate = delegate
        let scene = GestureTarget(pinch, rotation)
        // Spread and turn at once: 100 → 200 pt apart while turning a quarter turn; the pinch passes
        // its 10 pt a step before the rotation does.
        let fingers: [HeadlessHost.FingerPath] = [0, 1].map { index in
            HeadlessHost.FingerPath { t in
                let radius = (100 + 100 * t) / 2, angle = CGFloat.pi * CGFloat(index) + .pi / 2 * t
                return CGPoint(x: 200 + radius * cos(angle), y: 400 + radius * sin(angle))
            }
        }
        scene.host.multiTouch(fingers, duration: 0.3, steps: 18, lift: false)
        #expect(pinchLog.states.first == .began)
        if simultaneous {
            #expect(rotationLog.states.first == .began)
            #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
            #expect(abs(pinch.scale - 2) < 1e-9)
        } else {
            #expect(rotationLog.states.isEmpty)
            #expect(rotation.state == .failed)
        }
        scene.host.send((0..<2).map { .init(id: $0, phase: .ended, location: .zero) })
    }

    @Test("9.4 a long press cancels the touches of its view; with cancelsTouchesInView false the view sees the end")
    func longPressCancelsTouches() {
        for cancels in [true, false] {
            let scene = TouchScene()
            let press = UILongPressGestureRecognizer()
            press.cancelsTouchesInView = cancels
            scene.inner.addGestureRecognizer(press)
            scene.host.longPress(at: scene.point, duration: 0.7)
            #expect(scene.inner.log == (cancels ? ["began", "cancelled"] : ["began", "ended"]))
        }
    }

    @Test("9.4 a long press that delays touchesBegan: a quick tap reaches the view late, a held press never")
    func longPressDelaysTouchesBegan() {
        let scene = TouchScene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        scene.inner.addGestureRecognizer(press)
        scene.host.touchDown(at: scene.point)
        #expect(scene.inner.log.isEmpty, "began is held while the press may still succeed")
        scene.host.advance(by: 0.1)
        scene.host.touchUp(at: scene.point)
        #expect(scene.inner.log == ["began", "ended"], "replayed when the press failed")
        scene.host.advance(by: 1)
        scene.host.longPress(at: scene.point, duration: 0.7)
        #expect(scene.inner.log == ["began", "ended"], "the recognized press kept every touch from the view")
    }

    @Test(
        "9.3 a pan after a long press began runs only if a delegate allows them together",
        arguments: [false, true])
    func panAfterLongPress(simultaneous: Bool) {
        let press = UILongPressGestureRecognizer(), pan = UIPanGestureRecognizer()
        let pressLog = ActionLog(), panLog = ActionLog()
        press.logActions(to: pressLog)
        pan.logActions(to: panLog)
        let delegate = SwitchableGestureDelegate()
        delegate.simultaneous = simultaneous
        press.delegate = delegate
        let scene = GestureTarget(press, pan)
        scene.host.touchDown(at: scene.center)
        scene.host.advance(by: 0.6)
        scene.host.moveTouch(from: scene.center, to: CGPoint(x: 200, y: 500), duration: 0.1, steps: 5)
        scene.host.touchUp(at: CGPoint(x: 200, y: 500))
        #expect(pressLog.states.first == .began)
        #expect(pressLog.states.last == .ended)
        #expect(panLog.states.first == (simultaneous ? .began : nil))
        #expect(panLog.states.last == (simultaneous ? .ended : nil))
    }

    @Test("9.3 a long press in a scroll view: held still it begins and the drag after it does not scroll")
    func longPressInScrollViewHeld() {
        let (host, scrollView, press, log) = scrollScene()
        host.touchDown(at: CGPoint(x: 200, y: 500))
        host.advance(by: 0.6)
        host.moveTouch(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.2, steps: 10)
        host.touchUp(at: CGPoint(x: 200, y: 300))
        host.advance(by: 2)
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.panGestureRecognizer.state == .possible)
        _ = press
    }

    @Test("9.3 a long press in a scroll view: a drag before the duration scrolls and the press fails")
    func longPressInScrollViewDragged() {
        let (host, scrollView, press, log) = scrollScene()
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.2, steps: 10)
        host.runUntilIdle()
        #expect(log.states.isEmpty)
        #expect(scrollView.contentOffset.y > 150)
        #expect(press.state == .possible, "reset after its failure")
    }

    private func scrollScene() -> (HeadlessHost, UIScrollView, UILongPressGestureRecognizer, ActionLog) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 3000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        scrollView.addSubview(content)
        host.window.addSubview(scrollView)
        let press = UILongPressGestureRecognizer()
        let log = ActionLog()
        press.logActions(to: log)
        content.addGestureRecognizer(press)
        host.runUntilIdle()
        return (host, scrollView, press, log)
    }
}

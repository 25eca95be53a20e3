import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// UIControl's touch tracking driven through a real window: the events a finger produces, the
/// 70-pt tracking slop, highlighting, disabled controls, and the tracking overrides.
@MainActor
@Suite("UIControl touch tracking", .isolatedRuntime)
struct ControlTrackingTests {
    @Test(
        "a tap sends touchDown, then touchUpInside with primaryActionTriggered; highlighted only while the finger is down"
    )
    func tap() {
        let scene = ControlScene()
        scene.window.sendTouch(.began, at: ControlScene.onButton)
        #expect(scene.log.names == ["touchDown"])
        #expect(scene.button.isHighlighted && scene.button.isTracking && scene.button.isTouchInside)
        #expect(scene.button.state == .highlighted)
        scene.window.sendTouch(.ended, at: ControlScene.onButton)
        #expect(scene.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(!scene.button.isHighlighted && !scene.button.isTracking && !scene.button.isTouchInside)
        #expect(scene.button.state == .normal)
    }

    @Test("a second tap in quick succession adds touchDownRepeat to touchDown")
    func touchDownRepeat() {
        let scene = ControlScene()
        scene.tap()
        scene.log.clear()
        scene.window.sendTouch(.began, at: ControlScene.onButton)
        #expect(scene.log.names == ["touchDown", "touchDownRepeat"])
        scene.window.sendTouch(.ended, at: ControlScene.onButton)
        scene.advance(1)
        scene.log.clear()
        scene.tap()
        #expect(
            scene.log.names.first == "touchDown" && !scene.log.names.contains("touchDownRepeat"),
            "a tap a second later starts a new run")
    }

    @Test(
        "inside means within 70 pt of the bounds: moving there drags inside; past it drags outside with touchDragExit and unhighlights"
    )
    func dragOut() {
        let scene = ControlScene()
        scene.window.sendTouch(.began, at: ControlScene.onButton)
        // The button's bottom edge is at window y 144; the tracking area ends 70 pt further, at 214.
        scene.window.sendTouch(.moved, at: CGPoint(x: 150, y: 213))
        #expect(scene.log.names == ["touchDown", "touchDragInside"])
        #expect(scene.button.isHighlighted && scene.button.isTouchInside)
        scene.window.sendTouch(.moved, at: CGPoint(x: 150, y: 215))
        #expect(scene.log.names == ["touchDown", "touchDragInside", "touchDragOutside", "touchDragExit"])
        #expect(!scene.button.isHighlighted && !scene.button.isTouchInside && scene.button.isTracking)
        scene.window.sendTouch(.moved, at: CGPoint(x: 150, y: 260))
        #expect(scene.log.names.last == "touchDragOutside")
        scene.window.sendTouch(.ended, at: CGPoint(x: 150, y: 260))
        #expect(scene.log.names.suffix(2) == ["touchDragOutside", "touchUpOutside"])
        #expect(!scene.log.names.contains("touchUpInside") && !scene.log.names.contains("primaryActionTriggered"))
        #expect(!scene.button.isTracking)
    }

    @Test(
        "dragging back into the tracking area sends touchDragEnter and highlights again; lifting there is touchUpInside"
    )
    func dragBackIn() {
        let scene = ControlScene()
        scene.window.sendTouch(.began, at: ControlScene.onButton)
        scene.window.sendTouch(.moved, at: CGPoint(x: 290, y: 122))  // 90 pt right of the right edge (200)
        #expect(!scene.button.isHighlighted)
        scene.log.clear()
        scene.window.sendTouch(.moved, at: CGPoint(x: 260, y: 122))  // 60 pt right of it: inside
        #expect(scene.log.names == ["touchDragInside", "touchDragEnter"])
        #expect(scene.button.isHighlighted)
        scene.window.sendTouch(.ended, at: CGPoint(x: 260, y: 122))
        #expect(
            scene.log.names.suffix(2) == ["touchUpInside", "primaryActionTriggered"],
            "a finger lifting within the slop counts as inside")
    }

    @Test(
        "a pan recognizer on the superview that begins cancels the button's touch: touchCancel, unhighlighted, no touch-up"
    )
    func panCancels() {
        let scene = ControlScene()
        var panStates: [UIGestureRecognizer.State] = []
        scene.container.addGestureRecognizer(UIPanGestureRecognizer { panStates.append($0.state) })
        scene.window.sendTouch(.began, at: ControlScene.onButton)
        #expect(scene.button.isHighlighted)
        scene.window.sendTouch(.moved, at: CGPoint(x: 150, y: 140))
        #expect(scene.log.names == ["touchDown", "touchCancel"])
        #expect(!scene.button.isHighlighted && !scene.button.isTracking)
        scene.advance()
        #expect(panStates == [.began])
        scene.window.sendTouch(.moved, at: CGPoint(x: 150, y: 150))
        scene.window.sendTouch(.ended, at: CGPoint(x: 150, y: 150))
        scene.advance()
        #expect(scene.log.names == ["touchDown", "touchCancel"])
        #expect(panStates.last == .ended)
    }

    @Test(
        "a single-tap recognizer on an ancestor does not take the control's tap: the action runs and the recognizer fails"
    )
    func singleTapOnAncestorDefers() {
        let scene = ControlScene()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        scene.container.addGestureRecognizer(tap)
        scene.tap()
        #expect(scene.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(taps == 0)
        scene.tap(at: CGPoint(x: 300, y: 300))
        #expect(taps == 1, "a tap beside the button is still the recognizer's")
        #expect(scene.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("a plain UIControl subclass gets no such exemption: the ancestor's single tap recognizes and cancels it")
    func plainControlYields() {
        let scene = ControlScene()
        let plain = UIControl(frame: CGRect(x: 200, y: 200, width: 60, height: 60))
        scene.container.addSubview(plain)
        let log = ControlEventLog(recording: plain)
        var taps = 0
        scene.container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.tap(at: CGPoint(x: 280, y: 280))
        #expect(taps == 1)
        #expect(log.names == ["touchDown", "touchCancel"])
    }

    @Test("a single-tap recognizer on the control itself wins: it recognizes and the control gets touchCancel")
    func singleTapOnControlWins() {
        let scene = ControlScene()
        var taps = 0
        scene.button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.tap()
        #expect(taps == 1)
        #expect(scene.log.names == ["touchDown", "touchCancel"])
    }

    @Test(
        "a double-tap recognizer on an ancestor is not held back: it recognizes a double tap and cancels the control's touch"
    )
    func doubleTapOnAncestor() {
        let scene = ControlScene()
        var doubleTaps = 0
        let doubleTap = UITapGestureRecognizer { _ in doubleTaps += 1 }
        doubleTap.numberOfTapsRequired = 2
        scene.container.addGestureRecognizer(doubleTap)
        scene.tap()
        #expect(
            scene.log.names == ["touchDown"], "the touch-up waits: the recognizer delays touchesEnded while possible")
        scene.tap()
        #expect(doubleTaps == 1)
        #expect(scene.log.names == ["touchDown", "touchCancel"])
        #expect(!scene.button.isHighlighted && !scene.button.isTracking)
    }

    @Test("with a double-tap recognizer on an ancestor, a single tap's touch-up arrives once the recognizer fails")
    func doubleTapFailureReleasesTouchUp() {
        let scene = ControlScene()
        let doubleTap = UITapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        scene.container.addGestureRecognizer(doubleTap)
        scene.tap()
        #expect(scene.log.names == ["touchDown"])
        scene.advance(0.5)
        #expect(scene.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("a disabled control gets no touches: no events, no highlight, and the touch goes to the view beneath")
    func disabledGetsNothing() {
        let scene = ControlScene()
        var taps = 0
        scene.container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.button.isEnabled = false
        #expect(scene.button.state == .disabled)
        #expect(scene.window.hitTest(ControlScene.onButton, with: nil) === scene.container)
        scene.window.sendTouch(.began, at: ControlScene.onButton)
        #expect(!scene.button.isHighlighted)
        scene.window.sendTouch(.ended, at: ControlScene.onButton)
        scene.advance()
        #expect(scene.log.names.isEmpty)
        #expect(taps == 1, "the container's tap recognizer got the touch")
    }

    final class TrackingControl: UIControl {
        var calls: [String] = []
        var beginResult = true
        var continueResult = true
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("begin(highlighted: \(isHighlighted))")
            return beginResult
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("continue(inside: \(isTouchInside))")
            return continueResult
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
        override func cancelTracking(with event: UIEvent?) { calls.append("cancel(event: \(event != nil))") }
    }

    func trackingScene() -> (UIWindow, TrackingControl, ControlEventLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let control = TrackingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(control)
        return (window, control, ControlEventLog(recording: control))
    }

    @Test(
        "the tracking methods run before each change's events: begin, continue…, end; a plain control sends no primaryActionTriggered"
    )
    func trackingOrder() {
        let (window, control, log) = trackingScene()
        window.sendTouch(.began, at: CGPoint(x: 150, y: 150))
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 150))
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 150))
        #expect(control.calls == ["begin(highlighted: false)", "continue(inside: true)", "end"])
        #expect(log.names == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test("beginTracking returning false ignores the touch; continueTracking returning false stops tracking silently")
    func trackingRefusals() {
        let (window, control, log) = trackingScene()
        control.beginResult = false
        window.sendTouch(.began, at: CGPoint(x: 150, y: 150))
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 150))
        #expect(log.names.isEmpty && !control.isHighlighted)
        control.beginResult = true
        control.continueResult = false
        window.tick(window.currentTime + 1)
        window.sendTouch(.began, at: CGPoint(x: 150, y: 150))
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 150))
        #expect(!control.isTracking && !control.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 150))
        #expect(log.names == ["touchDown"])
    }

    @Test("disabling a control while it tracks ends tracking without events: cancelTracking(with: nil), unhighlighted")
    func disableWhileTracking() {
        let (window, control, log) = trackingScene()
        window.sendTouch(.began, at: CGPoint(x: 150, y: 150))
        control.isEnabled = false
        #expect(control.calls.last == "cancel(event: false)")
        #expect(!control.isTracking && !control.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 150))
        #expect(log.names == ["touchDown"])
    }

    @Test(
        "a scroll view does not take a touch from a control: touchesShouldCancel(in:) is false for controls, true for other views"
    )
    func scrollViewLeavesControlsAlone() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scrollView.delaysContentTouches = false
        window.addSubview(scrollView)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        scrollView.addSubview(button)
        let log = ControlEventLog(recording: button)
        #expect(!scrollView.touchesShouldCancel(in: button))
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        window.sendTouch(.began, at: CGPoint(x: 200, y: 150))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 100))
        #expect(scrollView.contentOffset == .zero && !scrollView.isDragging)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 100))
        #expect(
            log.names == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    @Test(
        "a quick drag that starts on a control still scrolls: the control has not begun tracking (delaysContentTouches), so it is not asked"
    )
    func quickDragOnControlScrolls() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        window.addSubview(scrollView)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        scrollView.addSubview(button)
        let log = ControlEventLog(recording: button)
        window.tick(window.currentTime)
        window.sendTouch(.began, at: CGPoint(x: 200, y: 150))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 120))
        window.tick(window.currentTime)
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 100))
        window.tick(window.currentTime)
        #expect(scrollView.isDragging && scrollView.contentOffset.y > 0)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 100))
        window.tick(window.currentTime)
        #expect(log.names.isEmpty, "the button never saw the touch")
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Touch delivery to views (spec 9.4)", .isolatedRuntime)
struct TouchDeliveryTests {
    @Test("without recognizers the hit-tested view gets every phase")
    func plainDelivery() {
        let scene = TouchScene()
        scene.host.drag(from: scene.point, to: CGPoint(x: 210, y: 200), duration: 0.05, steps: 2)
        #expect(scene.inner.log == ["began", "moved", "moved", "ended"])
        #expect(scene.outer.log.isEmpty, "a view that handles touches does not pass them on")
    }

    @Test("a view that does not override the touch methods passes them up the responder chain")
    func responderChain() {
        let scene = TouchScene()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.inner.addSubview(plain)
        scene.host.tap(at: CGPoint(x: 110, y: 110))
        #expect(scene.inner.log == ["began", "ended"])
    }

    @Test("9.4 cancelsTouchesInView: once the pan recognizes, the view's touches are cancelled")
    func cancelsTouches() {
        let scene = TouchScene()
        scene.inner.addGestureRecognizer(UIPanGestureRecognizer())
        scene.host.drag(from: scene.point, to: CGPoint(x: 200, y: 320), duration: 0.1, steps: 6)
        #expect(scene.inner.log == ["began", "cancelled"])
    }

    @Test("9.4 cancelsTouchesInView false: the view sees the whole sequence alongside the pan")
    func doesNotCancel() {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        scene.inner.addGestureRecognizer(pan)
        scene.host.drag(from: scene.point, to: CGPoint(x: 200, y: 260), duration: 0.1, steps: 3)
        #expect(scene.inner.log == ["began", "moved", "moved", "moved", "ended"])
    }

    @Test("9.4 delaysTouchesBegan: the view sees nothing of a touch the pan takes (the pan does recognize and end)")
    func delaysBeganRecognized() {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer()
        let actions = ActionLog()
        pan.logActions(to: actions)
        pan.delaysTouchesBegan = true
        scene.inner.addGestureRecognizer(pan)
        scene.host.drag(from: scene.point, to: CGPoint(x: 200, y: 260), duration: 0.1, steps: 6)
        // Positive control: the pan took the touch, so "nothing" below is the delay's doing.
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
        #expect(scene.inner.log.isEmpty)
    }

    @Test("9.4 delaysTouchesBegan: when the pan fails, began is replayed before ended")
    func delaysBeganFailed() {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        scene.inner.addGestureRecognizer(pan)
        scene.host.touchDown(at: scene.point)
        #expect(scene.inner.log.isEmpty)
        scene.host.touchMove(to: CGPoint(x: 203, y: 200))
        #expect(scene.inner.log.isEmpty)
        scene.host.touchUp(at: CGPoint(x: 203, y: 200))
        #expect(scene.inner.log == ["began", "moved", "ended"])
    }

    @Test("9.4 delaysTouchesEnded: ended waits while a double tap may still recognize, then arrives")
    func delaysEnded() {
        let scene = TouchScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.inner.addGestureRecognizer(double)
        scene.host.tap(at: scene.point)
        #expect(scene.inner.log == ["began"])
        scene.host.advance(by: 0.4)
        #expect(scene.inner.log == ["began", "ended"])
    }

    @Test("9.4 delaysTouchesEnded false: ended arrives at once")
    func doesNotDelayEnded() {
        let scene = TouchScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        scene.inner.addGestureRecognizer(double)
        scene.host.tap(at: scene.point)
        #expect(scene.inner.log == ["began", "ended"])
    }

    @Test("9.4 a recognized tap cancels its touch in the view (the ended was held back)")
    func tapCancelsEnded() {
        let scene = TouchScene()
        scene.inner.addGestureRecognizer(UITapGestureRecognizer())
        scene.host.tap(at: scene.point)
        #expect(scene.inner.log == ["began", "cancelled"])
    }

    @Test("recognizers on ancestors get the touch too; the view's own come first")
    func ancestorRecognizers() {
        let scene = TouchScene()
        let innerTap = UITapGestureRecognizer(), outerTap = UITapGestureRecognizer()
        scene.inner.addGestureRecognizer(innerTap)
        scene.outer.addGestureRecognizer(outerTap)
        var touchRecognizers: [UIGestureRecognizer] = []
        let probe = UITapGestureRecognizer()
        probe.cancelsTouchesInView = false
        probe.delaysTouchesEnded = false
        scene.inner.addGestureRecognizer(probe)
        scene.host.window.sendTouch(.began, at: scene.point)
        touchRecognizers = scene.host.window.touchTracker.active.first?.touch.gestureRecognizers ?? []
        #expect(
            touchRecognizers.map { ObjectIdentifier($0) }
                == [innerTap, probe, outerTap].map { ObjectIdentifier($0) })
        scene.host.window.sendTouch(.ended, at: scene.point)
    }
}

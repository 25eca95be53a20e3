import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Implicit animation (spec 18.10, 18.11): standalone layers animate their property changes,
/// a view's layer does not outside an animation block.
@MainActor
@Suite("implicit animation", .isolatedRuntime)
struct ImplicitAnimationTests {
    @Test("18.10 a standalone layer animates a change implicitly: 0.25 s on the default curve, from the old value")
    func standaloneDefaults() {
        let scene = TransactionTestScene()
        scene.layer.opacity = 0
        #expect(scene.layer.opacity == 0, "the model changes at once")
        #expect(scene.layer.animationKeys() == ["opacity"])
        scene.host.advance(by: 0.125)
        let expected = 1 - TransactionTestScene.defaultCurve(0.5)
        #expect(abs(scene.opacity - expected) < 1e-6, "opacity is a Float")
        // The default curve (0.25, 0.1)(0.25, 1) at half time is 0.8024 (positive control).
        #expect(abs(TransactionTestScene.defaultCurve(0.5) - 0.8024033877) < 1e-6)
        scene.host.advance(by: 0.125)
        #expect(scene.layer.animationKeys() == nil)
        #expect(scene.opacity == 0)
    }

    @Test(
        "18.10 the default action is a CABasicAnimation of the property: 0.25 s, the .default curve; the layer adds it under the key"
    )
    func defaultActionIsBasicAnimation() {
        let scene = TransactionTestScene()
        let action = CALayer.defaultAction(forKey: "opacity") as? CABasicAnimation
        #expect(action?.keyPath == "opacity")
        #expect(action?.duration == 0.25)
        var point: [Float] = [0, 0]
        action?.timingFunction?.getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
        scene.layer.opacity = 0.5
        let added = scene.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect((added?.fromValue as? NSNumber)?.doubleValue == 1)
        #expect((added?.toValue as? NSNumber)?.doubleValue == 0.5)
        scene.host.advance(by: 0.25)
    }

    @Test(
        "18.10 a CAAnimation in the actions dictionary is the action: it animates the change from the old value with its own timing"
    )
    func animationAsAction() {
        let scene = TransactionTestScene()
        let fade = CABasicAnimation()
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        scene.layer.actions = ["opacity": fade]
        scene.layer.opacity = 0
        #expect(fade.keyPath == nil, "the action itself is not changed: the layer adds a copy")
        scene.host.advance(by: 0.5)
        #expect(abs(scene.opacity - 0.5) < 1e-6)
        scene.host.advance(by: 0.5)
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.10 running an animation as an action by hand adds it under the event's key")
    func animationRunByHand() {
        let scene = TransactionTestScene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.run(forKey: "slide", object: scene.layer, arguments: nil)
        #expect(scene.layer.animationKeys() == ["slide"])
        scene.host.advance(by: 1)
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.10 the action is found by action(forKey:) and the default is the class's defaultAction(forKey:)")
    func defaultActionLookup() {
        let scene = TransactionTestScene()
        #expect(scene.layer.action(forKey: "opacity") != nil)
        #expect(CALayer.defaultAction(forKey: "position") != nil)
        #expect(CALayer.defaultAction(forKey: "shadowPath") == nil)
        #expect(CALayer.defaultAction(forKey: "path") == nil)
        #expect(CALayer.defaultAction(forKey: "noSuchProperty") == nil)
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test(
        "18.10 the transaction's duration and timing function shape the implicit animation (linear: exactly half at half time)"
    )
    func transactionDurationAndTiming() {
        let scene = TransactionTestScene()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        scene.layer.position = CGPoint(x: 250, y: 50)
        CATransaction.commit()
        scene.host.advance(by: 1)
        #expect(abs(scene.layer.presentation()!.position.x - 150) < 1e-9)
        scene.host.advance(by: 1)
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.10 a change during an implicit animation starts from the presentation value, not the old model value")
    func startsFromPresentation() {
        let scene = TransactionTestScene()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        scene.layer.opacity = 0
        scene.host.advance(by: 0.125)
        #expect(abs(scene.opacity - 0.5) < 1e-6)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        scene.layer.opacity = 1
        #expect(abs(scene.opacity - 0.5) < 1e-6)
        scene.host.advance(by: 0.125)
        #expect(abs(scene.opacity - 0.75) < 1e-6)
    }

    @Test("18.12 disableActions suppresses the implicit animation; the change shows at once")
    func disableActions() {
        let scene = TransactionTestScene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        scene.layer.opacity = 0
        CATransaction.commit()
        #expect(scene.layer.animationKeys() == nil)
        #expect(scene.opacity == 0)
        scene.layer.opacity = 1
        #expect(scene.layer.animationKeys() == ["opacity"], "positive control: outside the transaction it animates")
    }

    @Test("18.10 UNC a layer never committed does not animate its first sets; after a turn in the window it does")
    func neverCommittedLayer() {
        let scene = TransactionTestScene()
        let fresh = CALayer()
        scene.host.window.layer.addSublayer(fresh)
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
        scene.host.runTurn()
        fresh.opacity = 0
        #expect(fresh.animationKeys() == ["opacity"])
    }

    @Test("18.10 UNC a layer that never entered a window never animates implicitly")
    func layerOutsideWindow() {
        let scene = TransactionTestScene()
        let loose = CALayer()
        scene.host.runTurn()
        loose.opacity = 0
        #expect(loose.animationKeys() == nil)
        let child = CALayer()
        loose.addSublayer(child)
        scene.host.runTurn()
        child.opacity = 0
        #expect(child.animationKeys() == nil)
    }

    @Test(
        "18.11 a view's layer outside an animation block: the view answers NSNull, the layer finds no action, nothing animates"
    )
    func backingLayerOutsideBlock() {
        let scene = TransactionTestScene()
        let view = scene.showView()
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        #expect(view.layer.action(forKey: "opacity") == nil)
        view.alpha = 0
        view.layer.position = CGPoint(x: 300, y: 300)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test(
        "18.11 inside a UIView animation block the view answers an action (not NSNull) and the block animates the change"
    )
    func backingLayerInsideBlock() {
        let scene = TransactionTestScene()
        let view = scene.showView()
        var answer: CAAction?
        UIView.animate(withDuration: 1) {
            answer = view.action(for: view.layer, forKey: "opacity")
            view.alpha = 0
        }
        #expect(answer != nil && !(answer is NSNull))
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull, "after the block: NSNull again")
        scene.host.advance(by: 1)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("18.11 a standalone sublayer of a view's layer animates implicitly, with 0.25 s even inside a 2 s block")
    func standaloneSublayerOfView() {
        let scene = TransactionTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        scene.host.window.addSubview(view)
        scene.host.runUntilIdle()
        UIView.animate(withDuration: 2) { sublayer.opacity = 0 }
        #expect(sublayer.animationKeys() == ["opacity"])
        scene.host.advance(by: 0.25)
        #expect(sublayer.animationKeys() == nil)
    }

    @Test("18.11 a view subclass that answers its own action outside blocks gets it run on the change")
    func viewOverride() {
        final class ActingView: UIView {
            let recorder = ActionRecorder()
            override func action(for layer: CALayer, forKey event: String) -> CAAction? {
                event == "opacity" ? recorder : super.action(for: layer, forKey: event)
            }
        }
        let scene = TransactionTestScene()
        let view = scene.showView(ActingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        view.alpha = 0.5
        view.layer.cornerRadius = 4
        #expect(view.recorder.events == ["opacity"])
        #expect(view.recorder.runs.first?.object === view.layer)
    }

    @Test("18.10 CGPath properties never animate implicitly: shadowPath changes with no animation")
    func pathPropertiesDoNotAnimate() {
        let scene = TransactionTestScene()
        scene.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(scene.layer.animationKeys() == nil)
        scene.layer.shadowRadius = 9
        #expect(scene.layer.animationKeys() == ["shadowRadius"], "positive control")
    }
}

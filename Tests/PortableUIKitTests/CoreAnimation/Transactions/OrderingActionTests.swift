import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// `onOrderIn` / `onOrderOut` (spec 18.10): a layer runs them when it becomes visible in a
/// window (inserted in its layer tree, or shown) and when it stops being visible.
@MainActor
@Suite("onOrderIn and onOrderOut", .isolatedRuntime)
struct OrderingActionTests {
    @Test("18.10 inserting a layer into a window's tree runs its onOrderIn action; removing it runs onOrderOut")
    func insertAndRemove() {
        let scene = TransactionTestScene()
        let recorder = ActionRecorder()
        let layer = CALayer()
        layer.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
        scene.layer.addSublayer(layer)
        #expect(recorder.events == [kCAOnOrderIn])
        #expect(recorder.runs.first?.object === layer)
        layer.removeFromSuperlayer()
        #expect(recorder.events == [kCAOnOrderIn, kCAOnOrderOut])
    }

    @Test(
        "18.10 sublayers of an inserted layer order in too; a tree built outside a window orders in only when it enters one"
    )
    func subtree() {
        let scene = TransactionTestScene()
        let recorder = ActionRecorder()
        let parent = CALayer(), child = CALayer()
        child.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
        parent.addSublayer(child)
        #expect(recorder.events.isEmpty, "not in a window yet")
        scene.host.window.layer.addSublayer(parent)
        #expect(recorder.events == [kCAOnOrderIn])
        parent.removeFromSuperlayer()
        #expect(recorder.events == [kCAOnOrderIn, kCAOnOrderOut])
    }

    @Test("18.10 a view entering a window carries its standalone sublayers in: they order in")
    func viewCarriesSublayers() {
        let scene = TransactionTestScene()
        let recorder = ActionRecorder()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let sublayer = CALayer()
        sublayer.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
        view.layer.addSublayer(sublayer)
        scene.host.window.addSubview(view)
        #expect(recorder.events == [kCAOnOrderIn])
        view.removeFromSuperview()
        #expect(recorder.events == [kCAOnOrderIn, kCAOnOrderOut])
    }

    @Test(
        "18.10 hiding a layer in a window runs onOrderOut, showing it runs onOrderIn; a hidden layer inserted does not order in"
    )
    func hiddenAndShown() {
        let scene = TransactionTestScene()
        let recorder = ActionRecorder()
        let layer = CALayer()
        layer.isHidden = true
        layer.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
        scene.layer.addSublayer(layer)
        #expect(recorder.events.isEmpty)
        layer.isHidden = false
        #expect(recorder.events == [kCAOnOrderIn])
        layer.isHidden = true
        #expect(recorder.events == [kCAOnOrderIn, kCAOnOrderOut])
    }

    @Test(
        "18.10 moving a layer between two places in a window orders nothing; disableActions suppresses ordering actions"
    )
    func moveAndDisabled() {
        let scene = TransactionTestScene()
        let recorder = ActionRecorder()
        let layer = CALayer(), other = CALayer()
        scene.host.window.layer.addSublayer(other)
        layer.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
        scene.layer.addSublayer(layer)
        other.addSublayer(layer)
        #expect(recorder.events == [kCAOnOrderIn])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.removeFromSuperlayer()
        CATransaction.commit()
        #expect(recorder.events == [kCAOnOrderIn])
    }

    @Test("18.11 a view's layer orders in with no action: the view answers NSNull")
    func viewLayerOrdersInQuietly() {
        let scene = TransactionTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recorder = ActionRecorder()
        view.layer.actions = [kCAOnOrderIn: recorder]
        #expect(view.layer.action(forKey: kCAOnOrderIn) == nil)
        scene.host.window.addSubview(view)
        #expect(recorder.events.isEmpty)
        let sublayer = CALayer()
        sublayer.actions = [kCAOnOrderIn: recorder]
        view.layer.addSublayer(sublayer)
        #expect(recorder.events == [kCAOnOrderIn], "positive control: a standalone layer in the same place orders in")
    }
}

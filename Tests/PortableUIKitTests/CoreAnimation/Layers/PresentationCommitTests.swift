import Foundation
import Testing
@testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 18.1: `presentation()` is nil until the layer has been committed once; `model()` on a
/// presentation layer is the model layer.
@MainActor
@Suite("Presentation and commit (18.1)", .isolatedRuntime)
struct PresentationCommitTests {
    @Test("18.1 presentation() is nil until a commit follows the layer's creation: the end of the turn in a window")
    func nilUntilEndOfTurn() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        host.runUntilIdle()
        let layer = CALayer()
        layer.opacity = 0.5
        #expect(layer.presentation() == nil)
        host.window.layer.addSublayer(layer)
        #expect(layer.presentation() == nil)
        host.runTurn()
        // Positive control: once committed, the copy shows the model's values.
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test("18.1 flush() commits a new layer; only an outermost commit() does, a nested one does not")
    func flushAndExplicitCommit() {
        let flushed = CALayer()
        #expect(flushed.presentation() == nil)
        CATransaction.flush()
        #expect(flushed.presentation() != nil)

        CATransaction.begin()
        let created = CALayer()
        CATransaction.begin()
        CATransaction.commit()
        #expect(created.presentation() == nil)
        CATransaction.commit()
        #expect(created.presentation() != nil)
    }

    @Test("18.1 an animation added before the first commit shows on the presentation once the turn ends")
    func animationBeforeFirstCommit() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        host.runUntilIdle()
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        layer.add(explicitBasic("opacity", from: 0, to: 1, duration: 10), forKey: "fade")
        #expect(layer.presentation() == nil)
        #expect(layer.animationKeys() == ["fade"])
        host.runTurn()
        let shown = layer.presentation()
        #expect(shown != nil && shown!.opacity < 1)
        #expect(layer.opacity == 1)
    }

    @Test("18.1 model() on a presentation layer returns the model layer; on a model layer, itself")
    func modelOfPresentation() {
        let scene = ExplicitScene()
        scene.layer.add(explicitBasic("position.x", from: 0, to: 100), forKey: "x")
        scene.tick(at: 10.5)
        let shown = scene.layer.presentation()!
        #expect(shown !== scene.layer)
        #expect(shown.position.x == 50)
        #expect(shown.model() === scene.layer)
        #expect(scene.layer.model() === scene.layer)
        // A copy made with init(layer:) by hand is a model layer of its own.
        let copy = CALayer(layer: scene.layer)
        #expect(copy.model() === copy)
    }
}

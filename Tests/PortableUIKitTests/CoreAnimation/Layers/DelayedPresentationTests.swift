import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// `presentation(atMediaTime:)`, what the renderer reads for a replicator's delayed copies
/// (`CAReplicatorLayer.instanceDelay`: copy `i` shows its sublayers at `now − i × delay`).
@MainActor
@Suite("Delayed presentation for replicator copies", .isolatedRuntime)
struct DelayedPresentationTests {
    @Test("instanceDelay: a linear x animation 0 → 100 over 1 s, 0.6 s in, reads 60 now and 40 at now − 0.2")
    func delayedSample() {
        let scene = ExplicitScene()
        scene.layer.add(explicitBasic("position.x", from: 0, to: 100, duration: 1), forKey: "move")
        scene.tick(at: 10.6)
        let now = CACurrentMediaTime()
        #expect(abs(scene.x - 60) < 1e-9)
        #expect(
            abs(Double(scene.layer.presentation(atMediaTime: now).position.x) - 60) < 1e-9, "no delay: presentation()")
        #expect(abs(Double(scene.layer.presentation(atMediaTime: now - 0.2).position.x) - 40) < 1e-9)
        #expect(
            scene.layer.presentation(atMediaTime: now - 0.8).position.x == 50,
            "before the animation began the model shows (removed fill)")
        #expect(scene.layer.presentation(atMediaTime: .nan).position.x == 50, "a non-finite time shows the model")
    }

    @Test("instanceDelay: a view-block animation (alpha 1 → 0 linear over 1 s) reads 0.25 higher 0.25 s earlier")
    func delayedViewAnimation() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
        host.advance(by: 0.5)
        let now = CACurrentMediaTime()
        let current = Double(view.layer.presentation()!.opacity)
        #expect(current > 0.3 && current < 0.7, "positive control: mid-animation")
        #expect(abs(Double(view.layer.presentation(atMediaTime: now).opacity) - current) < 1e-6)
        #expect(abs(Double(view.layer.presentation(atMediaTime: now - 0.25).opacity) - (current + 0.25)) < 1e-6)
    }
}

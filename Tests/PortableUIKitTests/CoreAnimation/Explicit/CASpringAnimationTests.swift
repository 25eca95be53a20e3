import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `CASpringAnimation` (spec 18.7, 8.6).
@MainActor
@Suite("CASpringAnimation", .isolatedRuntime)
struct CASpringAnimationTests {
    @Test("18.7 defaults: mass 1, stiffness 100, damping 10, initialVelocity 0; a CABasicAnimation subclass")
    func defaults() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(spring.allowsOverdamping == false)
        #expect((spring as CAAnimation) is CABasicAnimation)
    }

    @Test("18.7 settlingDuration: damping 5 → 2.855 s, defaults → 1.4727 s, damping 15 → 1.0221 s")
    func settling() {
        let spring = CASpringAnimation()
        #expect(abs(spring.settlingDuration - 1.4727) < 1e-4)
        spring.damping = 5
        #expect(abs(spring.settlingDuration - 2.855) < 1e-3)
        spring.damping = 15
        #expect(abs(spring.settlingDuration - 1.0221) < 1e-4)
    }

    @Test("18.7 for ζ ≥ 1 the estimate is sampled every 0.1 s (a multiple of 0.1)")
    func sampledSettling() {
        let spring = CASpringAnimation()
        spring.damping = 20
        let steps = spring.settlingDuration / 0.1
        #expect(abs(steps - steps.rounded()) < 1e-6)
        #expect(spring.settlingDuration > 0)
    }

    @Test("18.7 invalid inputs are replaced (mass ≤ 0 → 1, stiffness ≤ 0 → 100, damping < 0 → 10) and reported")
    func repairs() {
        let spring = CASpringAnimation()
        expectDiagnostic(.invalidSpringParameters) { spring.mass = 0 }
        expectDiagnostic(.invalidSpringParameters) { spring.stiffness = -5 }
        expectDiagnostic(.invalidSpringParameters) { spring.damping = -1 }
        expectDiagnostic(.invalidSpringParameters) { spring.initialVelocity = .nan }
        expectDiagnostic(.invalidSpringParameters) { spring.mass = .infinity }
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        // Positive control: damping 0 (undamped) is legal.
        spring.damping = 0
        #expect(spring.damping == 0)
    }

    @Test("18.7 the spring replaces the timing curve; duration is not derived from it (0 → the transaction's 0.25 s)")
    func presentation() {
        let scene = ExplicitScene()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.initialVelocity = 2
        spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
        scene.layer.add(spring, forKey: "s")
        #expect(scene.layer.animation(forKey: "s")?.duration == 0.25)
        scene.tick(at: 10.125)
        let motion = SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)
        #expect(approx(scene.x, 100 * motion.progress(at: 0.125)))
        #expect(scene.layer.animation(forKey: "s") is CASpringAnimation)
    }

    @Test("8.6 init(perceptualDuration: 0.5, bounce: 0.3) → mass 1, stiffness 157.9, damping 17.6; both read back")
    func perceptual() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
        let classic = CASpringAnimation()
        #expect(abs(classic.perceptualDuration - 0.63) < 0.005 && abs(classic.bounce - 0.5) < 1e-12)
    }

    @Test("18.3 copies carry the spring's parameters")
    func copies() {
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.mass = 2; spring.stiffness = 300; spring.damping = 12; spring.initialVelocity = 1.5;
        spring.allowsOverdamping = true
        let copy = spring.copy() as? CASpringAnimation
        #expect(copy?.mass == 2 && copy?.stiffness == 300 && copy?.damping == 12 && copy?.initialVelocity == 1.5)
        #expect(copy?.allowsOverdamping == true && copy?.keyPath == "opacity")
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Spec 18.5: `valueFunction` (`CAValueFunction(name:)`) on animations of `transform`: the values
/// are the function's inputs, interpolated, then made into a transform.
@MainActor
@Suite("CAValueFunction (18.5)", .isolatedRuntime)
struct ValueFunctionTests {
    private static let names: [(CAValueFunctionName, String)] = [
        (.rotateX, "rotateX"), (.rotateY, "rotateY"), (.rotateZ, "rotateZ"), (.scale, "scale"),
        (.scaleX, "scaleX"), (.scaleY, "scaleY"), (.scaleZ, "scaleZ"), (.translate, "translate"),
        (.translateX, "translateX"), (.translateY, "translateY"), (.translateZ, "translateZ"),
    ]

    @Test(
        "18.5 CAValueFunction(name:) knows Core Animation's eleven names and reads its name back; another name gives nil"
    )
    func names() {
        for (name, raw) in Self.names {
            #expect(name.rawValue == raw)
            #expect(CAValueFunction(name: name)?.name == name)
        }
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
    }

    private func animate(
        _ function: CAValueFunctionName, from: Any?, to: Any?, additive: Bool = false,
        in scene: ExplicitScene
    ) -> CATransform3D {
        let animation = explicitBasic("transform", from: from, to: to)
        animation.valueFunction = CAValueFunction(name: function)
        animation.isAdditive = additive
        scene.layer.add(animation, forKey: "t")
        scene.tick(at: 10.5)
        return scene.shown.transform
    }

    @Test("18.5 rotateZ from 0 to π: a quarter turn about z half-way (cos 0, sin 1)")
    func rotateZ() {
        let t = animate(.rotateZ, from: 0, to: Double.pi, in: ExplicitScene())
        #expect(approx(Double(t.m11), 0, 1e-12) && approx(Double(t.m12), 1, 1e-12))
        #expect(approx(Double(t.m21), -1, 1e-12) && approx(Double(t.m22), 0, 1e-12) && t.m33 == 1)
        let x = animate(.rotateX, from: 0, to: Double.pi, in: ExplicitScene())
        #expect(x.m11 == 1 && approx(Double(x.m23), 1, 1e-12) && approx(Double(x.m32), -1, 1e-12))
    }

    @Test("18.5 scale from [1, 1, 1] to [3, 5, 1] is scale (2, 3, 1) half-way; scaleY alone scales y")
    func scale() {
        let t = animate(
            .scale, from: [1, 1, 1], to: [NSNumber(value: 3), NSNumber(value: 5), NSNumber(value: 1)],
            in: ExplicitScene())
        #expect(t.m11 == 2 && t.m22 == 3 && t.m33 == 1 && t.m41 == 0)
        let y = animate(.scaleY, from: 1, to: 3, in: ExplicitScene())
        #expect(y.m11 == 1 && y.m22 == 2 && y.m33 == 1)
    }

    @Test("18.5 translateX from 0 to 100 is a 50-point translation half-way; translate takes three numbers")
    func translate() {
        let t = animate(.translateX, from: 0, to: 100, in: ExplicitScene())
        #expect(t.m41 == 50 && t.m42 == 0 && t.m11 == 1)
        let xyz = animate(.translate, from: [0, 0, 0], to: [10, 20, 30], in: ExplicitScene())
        #expect(xyz.m41 == 5 && xyz.m42 == 10 && xyz.m43 == 15)
    }

    @Test("18.5 an unset endpoint is the identity input: scaleX to 3 alone goes 1 → 3 (2 half-way)")
    func identityEndpoint() {
        let t = animate(.scaleX, from: nil, to: 3, in: ExplicitScene())
        #expect(t.m11 == 2)
    }

    @Test(
        "18.5 isAdditive with a value function concatenates with the model: model translation 10 plus translateX 0→100 is 60"
    )
    func additive() {
        let scene = ExplicitScene()
        scene.layer.transform = CATransform3DMakeTranslation(10, 0, 0)
        let t = animate(.translateX, from: 0, to: 100, additive: true, in: scene)
        #expect(t.m41 == 60)
        #expect(scene.layer.transform.m41 == 10)
    }

    @Test("18.5 keyframe values go through the value function too: rotateZ [0, π, 0] is π/2 at a quarter")
    func keyframes() {
        let scene = ExplicitScene()
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [0, Double.pi, 0]
        animation.duration = 1
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        scene.layer.add(animation, forKey: "spin")
        scene.tick(at: 10.25)
        let t = scene.shown.transform
        #expect(approx(Double(t.m11), 0, 1e-12) && approx(Double(t.m12), 1, 1e-12))
    }

    @Test(
        "18.5 Apple's example: CABasicAnimation() with rotateZ from 0 to Float.pi added under \"transform\" (no keyPath) turns a quarter half-way"
    )
    func applesExample() {
        let scene = ExplicitScene()
        let rotateAnimation = CABasicAnimation()
        rotateAnimation.valueFunction = CAValueFunction(name: .rotateZ)
        rotateAnimation.fromValue = 0
        rotateAnimation.toValue = Float.pi
        rotateAnimation.duration = 3
        rotateAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
        scene.layer.add(rotateAnimation, forKey: "transform")
        #expect(scene.layer.animation(forKey: "transform").map { ($0 as? CABasicAnimation)?.keyPath } == "transform")
        scene.tick(at: 11.5)
        let t = scene.shown.transform
        #expect(approx(Double(t.m11), 0, 1e-6) && approx(Double(t.m12), 1, 1e-6))
    }

    @Test("18.5 the value function is copied with the animation and ignored for other key paths")
    func copiedAndIgnored() {
        let animation = explicitBasic("opacity", from: 0, to: 1)
        let function = CAValueFunction(name: .scale)
        animation.valueFunction = function
        #expect((animation.copy() as? CABasicAnimation)?.valueFunction === function)
        let scene = ExplicitScene()
        scene.layer.add(animation, forKey: "fade")
        scene.tick(at: 10.5)
        #expect(scene.opacity == 0.5)
    }

    @Test(
        "18.5 an input of the wrong kind for the value function (two numbers for scale, a matrix for rotateZ) is refused; nothing is added"
    )
    func wrongInput() {
        let scene = ExplicitScene()
        let pair = explicitBasic("transform", from: [1, 1], to: [2, 2])
        pair.valueFunction = CAValueFunction(name: .scale)
        expectDiagnostic(.invalidAnimation) { scene.layer.add(pair, forKey: "pair") }
        let matrix = explicitBasic("transform", to: NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)))
        matrix.valueFunction = CAValueFunction(name: .rotateZ)
        expectDiagnostic(.invalidAnimation) { scene.layer.add(matrix, forKey: "matrix") }
        #expect(scene.layer.animationKeys() == nil)
    }
}

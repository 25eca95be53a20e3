import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `CABasicAnimation` on a standalone layer: presentation values at chosen virtual times (spec 18.5).
@MainActor
@Suite("CABasicAnimation", .isolatedRuntime)
struct BasicAnimationTests {
    @Test("18.1 from 50 to 250 over 1 s: 100 at 0.25 s on the presentation, the model never changes")
    func presentationNotModel() {
        let scene = ExplicitScene()
        scene.layer.add(explicitBasic("position.x", from: 50, to: 250), forKey: "slide")
        scene.tick(at: 10.25)
        #expect(scene.x == 100)
        #expect(scene.layer.position.x == 50)
        scene.tick(at: 11)
        #expect(scene.layer.animationKeys() == nil)
        #expect(scene.x == 50)
    }

    @Test("18.5 the seven rows of the endpoint table, half-way, with the model at 50")
    func endpointTable() {
        let rows: [(from: Any?, to: Any?, by: Any?, expected: Double)] = [
            (0, 100, nil, 50),  // from + to: 0 → 100
            (0, nil, 40, 20),  // from + by: 0 → 40
            (nil, 100, 40, 80),  // by + to: 60 → 100
            (150, nil, nil, 100),  // from only: 150 → 50 (current)
            (nil, 150, nil, 100),  // to only: 50 → 150
            (nil, nil, 40, 70),  // by only: 50 → 90
            (nil, nil, nil, 50),  // none: nothing moves
        ]
        for row in rows {
            let scene = ExplicitScene()
            scene.layer.add(explicitBasic("position.x", from: row.from, to: row.to, by: row.by), forKey: "x")
            scene.tick(at: 10.5)
            #expect(scene.x == row.expected, "\(row)")
        }
    }

    @Test("18.5 a nil timingFunction is linear; easeIn follows its curve")
    func timingFunctions() {
        let linear = ExplicitScene()
        linear.layer.add(explicitBasic("opacity", from: 0, to: 1, timing: nil), forKey: "fade")
        linear.tick(at: 10.25)
        #expect(linear.opacity == 0.25)
        let eased = ExplicitScene()
        eased.layer.add(
            explicitBasic("position.x", from: 0, to: 100, timing: CAMediaTimingFunction(name: .easeIn)), forKey: "x")
        eased.tick(at: 10.25)
        #expect(approx(eased.x, 100 * CAMediaTimingFunction(name: .easeIn).progress(at: 0.25)))
        #expect(eased.x < 25)
    }

    @Test("18.3 the animation is copied: changing it after add changes nothing; animation(forKey:) is the layer's copy")
    func copiedOnAdd() {
        let scene = ExplicitScene()
        let animation = explicitBasic("position.x", from: 0, to: 100, duration: 2)
        scene.layer.add(animation, forKey: "x")
        animation.toValue = 1000
        animation.duration = 100
        animation.keyPath = "opacity"
        scene.tick(at: 11)
        #expect(scene.x == 50)
        let copy = scene.layer.animation(forKey: "x") as? CABasicAnimation
        #expect(copy != nil && copy !== animation)
        #expect(copy?.toValue as? Int == 100 && copy?.duration == 2 && copy?.keyPath == "position.x")
        #expect(copy?.beginTime == scene.origin)
    }

    @Test("18.3 a duration ≤ 0 becomes the transaction's animationDuration: 0.25 s by default, 2 s when set")
    func defaultDuration() {
        let scene = ExplicitScene()
        scene.layer.add(explicitBasic("position.x", from: 0, to: 100, duration: 0), forKey: "x")
        #expect(scene.layer.animation(forKey: "x")?.duration == 0.25)
        scene.tick(at: 10.125)
        #expect(scene.x == 50)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        scene.layer.add(explicitBasic("opacity", from: 0, to: 1, duration: -1), forKey: "fade")
        CATransaction.commit()
        #expect(scene.layer.animation(forKey: "fade")?.duration == 2)
    }

    @Test("18.12 a nil timingFunction takes the transaction's animationTimingFunction; a set one is kept")
    func transactionTiming() {
        let scene = ExplicitScene()
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(easeOut)
        scene.layer.add(explicitBasic("position.x", from: 0, to: 100, timing: nil), forKey: "x")
        let own = CAMediaTimingFunction(name: .easeIn)
        scene.layer.add(explicitBasic("opacity", from: 0, to: 1, timing: own), forKey: "fade")
        CATransaction.commit()
        #expect(scene.layer.animation(forKey: "x")?.timingFunction === easeOut)
        #expect(scene.layer.animation(forKey: "fade")?.timingFunction === own)
        scene.tick(at: 10.5)
        #expect(approx(scene.x, 100 * CAMediaTimingFunction(name: .easeOut).progress(at: 0.5)))
    }

    @Test(
        "18.5 key paths into properties: position.y, bounds.size.width, bounds.origin.x, shadowOffset.height, transform fields"
    )
    func keyPaths() {
        let scene = ExplicitScene()
        let layer = scene.layer
        layer.add(explicitBasic("position.y", from: 0, to: 200), forKey: "y")
        layer.add(explicitBasic("bounds.size.width", from: 100, to: 300), forKey: "w")
        layer.add(explicitBasic("bounds.origin.x", from: 0, to: -40), forKey: "ox")
        layer.add(explicitBasic("shadowOffset.height", from: 0, to: 10), forKey: "shadow")
        layer.add(explicitBasic("transform.scale", from: 1, to: 3), forKey: "scale")
        layer.add(explicitBasic("transform.translation.x", from: 0, to: 20), forKey: "tx")
        scene.tick(at: 10.5)
        let shown = scene.shown
        #expect(shown.position == CGPoint(x: 50, y: 100))
        #expect(shown.bounds == CGRect(x: -20, y: 0, width: 200, height: 100))
        #expect(shown.shadowOffset == CGSize(width: 0, height: 5))
        #expect(
            approx(Double(shown.transform.m11), 2) && approx(Double(shown.transform.m22), 2)
                && approx(Double(shown.transform.m33), 2) && approx(Double(shown.transform.m41), 10))
    }

    @Test("18.5 transform.rotation.z from 0 to π: a quarter turn half-way (transform.rotation is z)")
    func rotation() {
        for path in ["transform.rotation.z", "transform.rotation"] {
            let scene = ExplicitScene()
            scene.layer.add(explicitBasic(path, from: 0, to: Double.pi), forKey: "spin")
            scene.tick(at: 10.5)
            let m = scene.shown.transform
            #expect(approx(Double(m.m11), 0) && approx(Double(m.m12), 1) && approx(Double(m.m21), -1), "\(path)")
        }
    }

    @Test(
        "18.5 values: Int, Double, Float, CGFloat, NSNumber; NSValue(cgPoint:), CGRect, NSValue(caTransform3D:), CGColor"
    )
    func valueKinds() {
        let numbers: [(Any, Any)] = [
            (0, 100), (0.0, 100.0), (Float(0), Float(100)), (CGFloat(0), CGFloat(100)),
            (NSNumber(value: 0), NSNumber(value: 100)),
        ]
        for (from, to) in numbers {
            let scene = ExplicitScene()
            scene.layer.add(explicitBasic("position.x", from: from, to: to), forKey: "x")
            scene.tick(at: 10.5)
            #expect(scene.x == 50, "\(type(of: from))")
        }
        let scene = ExplicitScene()
        scene.layer.add(
            explicitBasic("position", from: NSValue(cgPoint: .zero), to: NSValue(cgPoint: CGPoint(x: 100, y: 40))),
            forKey: "p")
        scene.layer.add(
            explicitBasic(
                "bounds", from: CGRect(x: 0, y: 0, width: 10, height: 10),
                to: CGRect(x: 0, y: 0, width: 30, height: 50)), forKey: "b")
        scene.layer.add(
            explicitBasic(
                "transform", from: NSValue(caTransform3D: CATransform3DIdentity),
                to: NSValue(caTransform3D: CATransform3DMakeTranslation(40, 0, 0))), forKey: "t")
        scene.layer.add(
            explicitBasic(
                "backgroundColor", from: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
                to: CGColor(red: 1, green: 0, blue: 0, alpha: 1)), forKey: "c")
        scene.tick(at: 10.5)
        let shown = scene.shown
        #expect(shown.position == CGPoint(x: 50, y: 20))
        #expect(shown.bounds.size == CGSize(width: 20, height: 30))
        #expect(shown.transform.m41 == 20)
        #expect(shown.backgroundColor?.components?.first == 0.5)
    }

    @Test(
        "18.5 NSValue round-trips points, sizes, rects and 3D transforms; reading another kind gives zero, not a trap")
    func nsValues() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        let t = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 0, 1)
        #expect(CATransform3DEqualToTransform(NSValue(caTransform3D: t).caTransform3DValue, t))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgSizeValue == .zero)
        #expect(CATransform3DIsIdentity(NSValue(cgRect: .zero).caTransform3DValue))
    }

    @Test("18.5 isAdditive adds the animated value to the model: model 50 plus 0→100 is 100 half-way")
    func additive() {
        let scene = ExplicitScene()
        let animation = explicitBasic("position.x", from: 0, to: 100)
        animation.isAdditive = true
        scene.layer.add(animation, forKey: "x")
        scene.tick(at: 10.5)
        #expect(scene.x == 100)
    }

    @Test("18.5 isCumulative: each repeat continues from the previous end (0→10 × 3: 15 at 1.5 s, 25 at 2.5 s)")
    func cumulative() {
        let scene = ExplicitScene()
        let animation = explicitBasic("position.x", from: 0, to: 10)
        animation.isCumulative = true
        animation.repeatCount = 3
        scene.layer.add(animation, forKey: "x")
        scene.tick(at: 10.5)
        #expect(scene.x == 5)
        scene.tick(at: 11.5)
        #expect(scene.x == 15)
        scene.tick(at: 12.5)
        #expect(scene.x == 25)
        // Positive control: without isCumulative the third pass starts from 0 again.
        let plain = ExplicitScene()
        let repeating = explicitBasic("position.x", from: 0, to: 10)
        repeating.repeatCount = 3
        plain.layer.add(repeating, forKey: "x")
        plain.tick(at: 12.5)
        #expect(plain.x == 5)
    }

    @Test("18.5 an unknown key path or a value of the wrong kind is refused (invalidAnimation) and nothing is added")
    func refusals() {
        let scene = ExplicitScene()
        expectDiagnostic(.invalidAnimation) {
            scene.layer.add(explicitBasic("wobble", from: 0, to: 1), forKey: "a")
        }
        expectDiagnostic(.invalidAnimation) {
            scene.layer.add(
                explicitBasic("opacity", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1), to: 1), forKey: "b")
        }
        expectDiagnostic(.invalidAnimation) {
            scene.layer.add(explicitBasic("position.z", from: 0, to: 1), forKey: "c")
        }
        #expect(scene.layer.animationKeys() == nil)
        // Positive control: the same layer takes a valid one.
        scene.layer.add(explicitBasic("opacity", from: 0, to: 1), forKey: "d")
        #expect(scene.layer.animationKeys() == ["d"])
    }
}

import Foundation
import Testing
@testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// One engine (issue 21): `UIView.animate` blocks and property animators appear as Core
/// Animation objects on the view's layer, and explicit animations share their keys (spec 18.11, 8.4).
@MainActor
@Suite("View animations as CAAnimations", .isolatedRuntime)
struct ViewAnimationBridgeTests {
    func scene() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        return (host, view)
    }

    func controlPoints(_ function: CAMediaTimingFunction?) -> [Float] {
        guard let function else { return [] }
        var result: [Float] = []
        for index in 1...2 {
            var values: [Float] = [0, 0]
            values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            result += values
        }
        return result
    }

    @Test(
        "18.11 inside UIView.animate, animation(forKey: \"position\") is a CABasicAnimation with the block's duration and curve"
    )
    func basicFromBlock() {
        let (_, view) = scene()
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: { view.center = CGPoint(x: 150, y: 50) })
        let animation = view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(animation != nil && !(animation is CASpringAnimation))
        #expect(animation?.keyPath == "position" && animation?.duration == 0.5)
        #expect(controlPoints(animation?.timingFunction) == [0.42, 0, 1, 1])
        #expect((animation?.fromValue as? NSValue)?.cgPointValue == CGPoint(x: 50, y: 50))
        #expect((animation?.toValue as? NSValue)?.cgPointValue == CGPoint(x: 150, y: 50))
        // Asking twice gives the same object (the layer's copy).
        #expect(view.layer.animation(forKey: "position") === animation)
    }

    @Test("8.4 a spring block installs a CASpringAnimation whose mass, stiffness and damping can be read back")
    func springFromBlock() {
        let (_, view) = scene()
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            animations: { view.alpha = 0.5 })
        let spring = view.layer.animation(forKey: "opacity") as? CASpringAnimation
        let expected = SpringMotion(dampingRatio: 0.5, duration: 0.6)
        #expect(spring?.mass == CGFloat(expected.mass))
        #expect(spring?.stiffness == CGFloat(expected.stiffness))
        #expect(spring?.damping == CGFloat(expected.damping))
        #expect(spring?.duration == 0.6)
    }

    @Test("one engine: a property animator's animations appear in animationKeys() and as CABasicAnimations")
    func animatorKeys() {
        let (_, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(view.layer.animation(forKey: "opacity") is CABasicAnimation)
        animator.stopAnimation(true)
    }

    @Test(
        "18.3 an explicit animation added under a view animation's key replaces it: the block completes with finished false"
    )
    func explicitReplacesViewAnimation() {
        let (host, view) = scene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        view.layer.add(explicitBasic("opacity", from: 1, to: 0.5), forKey: "opacity")
        #expect(finished.isEmpty)
        host.advance(by: 0.5)
        #expect(finished == [false])
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.75) < 1e-9)
    }

    @Test("18.1 an explicit animation on a view's layer leaves the model alone; removing it shows the model again")
    func explicitOnViewLayer() {
        let (host, view) = scene()
        view.layer.add(explicitBasic("position.x", from: 0, to: 200), forKey: "slide")
        host.advance(by: 0.5)
        #expect(view.layer.presentation()!.position.x == 100)
        #expect(view.center.x == 50)
        view.layer.removeAnimation(forKey: "slide")
        #expect(view.layer.presentation()!.position.x == 50)
    }
}

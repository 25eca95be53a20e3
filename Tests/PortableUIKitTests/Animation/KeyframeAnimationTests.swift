import Foundation
import Testing
@testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// UIView keyframe animations: relative start and duration, holding between keyframes.
@MainActor
@Suite("UIView keyframe animations", .isolatedRuntime)
struct KeyframeAnimationTests {
    @Test("keyframes run at their relative times; a property holds its value until its keyframe starts")
    func relativeTimes() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var finished: Bool?
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
            }, completion: { finished = $0 })
        #expect(view.center.x == 250 && view.alpha == 0, "model values are final at once")
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "opacity"])
        host.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 100) < 1e-6)
        #expect(view.layer.presentation()!.opacity == 1, "opacity holds until its keyframe at 0.5")
        host.advance(by: 0.375)
        #expect(abs(view.layer.presentation()!.position.x - 175) < 1e-6)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        host.advance(by: 0.375)
        #expect(finished == true && view.layer.animationKeys() == nil)
    }

    @Test("calculationModeDiscrete jumps at keyframe boundaries")
    func discrete() {
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: .calculationModeDiscrete,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        host.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        host.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 0.5)
        host.advance(by: 0.25)
        #expect(
            view.layer.animationKeys() == nil && view.alpha == 0,
            "at its end the animation leaves the last keyframe's value")
    }

    @Test("addKeyframe outside animateKeyframes is reported and applies its changes at once")
    func outside() {
        let view = UIView()
        let rules = diagnosticRules {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        }
        #expect(rules == [.invalidTransition])
        #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Motion effects: accepted and kept; no motion on this device.
@MainActor
@Suite("Motion effects", .isolatedRuntime)
struct MotionEffectTests {
    @Test("23.10 a view keeps its motion effects in order, each once; removal of an absent one is a no-op")
    func viewKeepsEffects() {
        let view = UIView()
        #expect(view.motionEffects.isEmpty)
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        view.addMotionEffect(horizontal)
        view.addMotionEffect(vertical)
        view.addMotionEffect(horizontal)
        #expect(view.motionEffects.count == 2)
        #expect(view.motionEffects[0] === horizontal && view.motionEffects[1] === vertical)
        view.removeMotionEffect(UIMotionEffectGroup())
        #expect(view.motionEffects.count == 2)
        view.removeMotionEffect(horizontal)
        #expect(view.motionEffects.count == 1 && view.motionEffects[0] === vertical)
        view.motionEffects = []
        #expect(view.motionEffects.isEmpty)
    }

    @Test("23.10 no motion: a view with a parallax group keeps its frame through turns")
    func noMotion() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        host.window.addSubview(view)
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal]
        view.addMotionEffect(group)
        host.advance(by: 2)
        #expect(view.frame == CGRect(x: 40, y: 40, width: 100, height: 100))
        #expect(view.layer.presentation()?.position ?? view.layer.position == CGPoint(x: 90, y: 90))
    }

    @Test("23.10 interpolation maps the tilt from the minimum (−1) to the maximum (1); a group adds")
    func interpolation() {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        #expect(horizontal.keyPath == "center.x" && horizontal.type == .tiltAlongHorizontalAxis)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0)) == nil)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 30
        func value(_ effect: UIMotionEffect, _ h: CGFloat, _ v: CGFloat) -> Double? {
            (effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: h, vertical: v))?["center.x"]
                as? NSNumber)?.doubleValue
        }
        #expect(value(horizontal, -1, 0) == -10)
        #expect(value(horizontal, 0, 0.7) == 10)
        #expect(value(horizontal, 1, 0) == 30)
        let second = horizontal.copy() as! UIInterpolatingMotionEffect
        #expect(second !== horizontal && second.keyPath == "center.x")
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, second]
        #expect(value(group, 1, 0) == 60)
        #expect(
            UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// UICubicTimingParameters / UISpringTimingParameters over the timing engines.
@MainActor
@Suite("8.3–8.7 timing parameters", .isolatedRuntime)
struct TimingParametersTests {
    @Test("8.7 named curves map to Core Animation's control points; the default is ease-in-ease-out")
    func cubicNamedCurves() {
        #expect(UICubicTimingParameters().controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(UICubicTimingParameters().controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(UICubicTimingParameters(animationCurve: .easeOut).controlPoint1 == CGPoint(x: 0, y: 0))
        #expect(UICubicTimingParameters(animationCurve: .easeIn).controlPoint2 == CGPoint(x: 1, y: 1))
        let custom = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        #expect(
            custom.timingCurveType == .cubic && custom.cubicTimingParameters === custom
                && custom.springTimingParameters == nil)
        #expect(abs(UICubicTimingParameters(animationCurve: .linear).curve.progress(at: 0.3) - 0.3) < 1e-12)
    }

    @Test("8.5 the default spring is mass 3, stiffness 1000, damping 500: damping ratio 4.56, duration ignored")
    func defaultSpring() {
        let spring = UISpringTimingParameters()
        #expect(spring.ignoresAnimationDuration)
        let motion = spring.motion(forDuration: 10).spring
        #expect(abs(motion.dampingRatio - 4.564) < 0.001)
        #expect(spring.initialVelocity == .zero)
    }

    @Test("8.4 a damping-ratio spring is fitted to the animation's duration and ends there")
    func ratioSpringFitsDuration() {
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(!spring.ignoresAnimationDuration)
        let (motion, duration) = spring.motion(forDuration: 0.4)
        #expect(duration == 0.4)
        #expect(abs(motion.dampingRatio - 0.5) < 1e-12)
        #expect(motion.initialVelocity == 2, "8.3: one-dimensional properties use dx")
        #expect(abs(motion.displacement(at: 0.4)) < 1.0 / 1500 * 2)
    }

    @Test("8.6 the perceptual spring (duration 0.5, bounce 0.3) is k 157.9, c 17.6 and runs until it settles")
    func perceptualSpring() {
        let spring = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        let (motion, duration) = spring.motion(forDuration: 99)
        #expect(abs(motion.stiffness - 157.9) < 0.05 && abs(motion.damping - 17.6) < 0.05)
        #expect(abs(duration - motion.settlingDuration()) < 1e-12)
    }

    @Test("parameters survive an archive round trip")
    func coding() throws {
        let spring = UISpringTimingParameters(
            mass: 2, stiffness: 300, damping: 20, initialVelocity: CGVector(dx: 1, dy: 0.5))
        let data = try NSKeyedArchiver.archivedData(withRootObject: spring, requiringSecureCoding: false)
        let decoded = try #require(
            try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? UISpringTimingParameters)
        #expect(decoded.model == spring.model && decoded.initialVelocity == spring.initialVelocity)
    }
}

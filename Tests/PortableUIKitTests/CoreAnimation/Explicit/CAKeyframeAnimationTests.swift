import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `CAKeyframeAnimation` (spec 18.6) on a standalone layer, and its pure interpolation.
@MainActor
@Suite("CAKeyframeAnimation", .isolatedRuntime)
struct CAKeyframeAnimationTests {
    func keyframes(
        _ values: [Any], keyTimes: [NSNumber]? = nil, mode: CAAnimationCalculationMode = .linear,
        duration: Double = 1
    ) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.keyTimes = keyTimes
        animation.calculationMode = mode
        animation.duration = duration
        return animation
    }

    func x(_ animation: CAKeyframeAnimation, at times: [Double]) -> [Double] {
        let scene = ExplicitScene()
        scene.layer.add(animation, forKey: "k")
        return times.map { t in
            scene.tick(at: 10 + t)
            return scene.x
        }
    }

    @Test("18.6 keyframes [0, 100, 40] at [0, 0.25, 1]: 50 at 0.125, 70 at 0.625")
    func probe() {
        #expect(x(keyframes([0, 100, 40], keyTimes: [0, 0.25, 1]), at: [0.125, 0.625]) == [50, 70])
    }

    @Test("18.6 without keyTimes the keyframes are evenly spaced: [0, 100, 40] is 50 at 0.25 and 70 at 0.75")
    func evenlySpaced() {
        #expect(x(keyframes([0, 100, 40]), at: [0.25, 0.75]) == [50, 70])
    }

    @Test("18.6 invalid keyTimes (wrong count, falling, not from 0 to 1, outside [0, 1]) are ignored")
    func invalidKeyTimes() {
        for times: [NSNumber] in [[0, 1], [0, 0.8, 0.5], [0.1, 0.5, 1], [0, 0.5, 0.9], [0, 1.5, 1]] {
            #expect(x(keyframes([0, 100, 40], keyTimes: times), at: [0.25, 0.75]) == [50, 70], "\(times)")
        }
    }

    @Test("18.6 discrete: each value holds for its span; n + 1 keyTimes place the spans")
    func discrete() {
        #expect(x(keyframes([0, 100, 40], mode: .discrete), at: [0.2, 0.5, 0.9]) == [0, 100, 40])
        #expect(
            x(keyframes([0, 100, 40], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete), at: [0.25, 0.6, 0.8]) == [
                0, 100, 40,
            ])
    }

    @Test(
        "18.6 paced: times follow the distance between keyframes and keyTimes are ignored ([0, 100, 50]: 50 at 1/3, 75 at 5/6)"
    )
    func paced() {
        let shown = x(keyframes([0, 100, 50], keyTimes: [0, 0.9, 1], mode: .paced, duration: 6), at: [2, 5])
        #expect(approx(shown[0], 50) && approx(shown[1], 75))
    }

    @Test("18.6 cubic: a Catmull-Rom spline when tension/continuity/bias are unset; tension 1 flattens the tangents")
    func cubic() {
        // Segment 1 runs 0 → 100 over keyTimes 0.25…0.75 with tangents (100 − 0)/2 = 50 at both
        // ends; at u = 1/4 the Hermite weights (0.84375, 0.140625, 0.15625, −0.046875) give
        // 0.140625·50 + 0.15625·100 − 0.046875·50 = 20.3125 (a straight blend would give 25).
        let spline = keyframes([0, 0, 100, 100], keyTimes: [0, 0.25, 0.75, 1], mode: .cubic, duration: 8)
        #expect(approx(x(spline, at: [3])[0], 20.3125))
        let tight = keyframes([0, 0, 100, 100], keyTimes: [0, 0.25, 0.75, 1], mode: .cubic, duration: 8)
        tight.tensionValues = [1, 1, 1, 1]
        #expect(approx(x(tight, at: [3])[0], 15.625))
        let linear = keyframes([0, 0, 100, 100], keyTimes: [0, 0.25, 0.75, 1], duration: 8)
        #expect(x(linear, at: [3])[0] == 25)
    }

    @Test("18.6 timingFunctions apply per segment after the animation's own timing function; a wrong count is ignored")
    func segmentTiming() {
        let eased = keyframes([0, 100])
        eased.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        #expect(approx(x(eased, at: [0.25])[0], 100 * CAMediaTimingFunction(name: .easeIn).progress(at: 0.25)))
        let wrongCount = keyframes([0, 100])
        wrongCount.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        #expect(x(wrongCount, at: [0.25]) == [25])
        let both = keyframes([0, 100])
        both.timingFunction = CAMediaTimingFunction(name: .easeOut)
        both.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        let expected =
            100
            * CAMediaTimingFunction(name: .easeIn).progress(
                at: CAMediaTimingFunction(name: .easeOut).progress(at: 0.25))
        #expect(approx(x(both, at: [0.25])[0], expected))
    }

    @Test("18.6 path: each non-move point is a keyframe, the layer follows lines and curves; rotateAuto turns it along")
    func path() {
        let scene = ExplicitScene()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 1
        animation.rotationMode = .rotateAuto
        scene.layer.add(animation, forKey: "follow")
        scene.tick(at: 10.25)
        #expect(scene.shown.position == CGPoint(x: 50, y: 0))
        #expect(approx(Double(scene.shown.transform.m12), 0))
        scene.tick(at: 10.75)
        #expect(scene.shown.position == CGPoint(x: 100, y: 50))
        #expect(approx(Double(scene.shown.transform.m12), 1) && approx(Double(scene.shown.transform.m11), 0))

        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let along = ExplicitScene()
        let curved = CAKeyframeAnimation(keyPath: "position")
        curved.path = curve
        curved.duration = 1
        along.layer.add(curved, forKey: "curve")
        along.tick(at: 10.5)
        #expect(along.shown.position == CGPoint(x: 50, y: 75))
    }

    @Test("18.6 no values (and no path) is refused with invalidAnimation; a value of the wrong kind too")
    func refusals() {
        let scene = ExplicitScene()
        expectDiagnostic(.invalidAnimation) { scene.layer.add(keyframes([]), forKey: "a") }
        expectDiagnostic(.invalidAnimation) { scene.layer.add(keyframes([0, "x", 1]), forKey: "b") }
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.6 pure track: colours interpolate per keyframe; a single keyframe holds")
    func pureTrack() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let track = KeyframeTrack(values: [.color(red), .color(blue)], keyTimes: nil, timings: nil, mode: .linear)
        #expect(track.value(at: 0.5) == .color(CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)))
        let single = KeyframeTrack(values: [.scalar(7)], keyTimes: nil, timings: nil, mode: .cubic)
        #expect(single.value(at: 0.3) == .scalar(7))
    }

    @Test(
        "18.6 cubicPaced: the spline at paced times, ignoring keyTimes and timingFunctions; rotateAutoReverse turns half a turn more"
    )
    func cubicPacedAndReverse() {
        let paced = keyframes([0, 100, 50], keyTimes: [0, 0.1, 1], mode: .cubicPaced, duration: 4)
        paced.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        let cubic = keyframes([0, 100, 50], keyTimes: [0, NSNumber(value: 2.0 / 3.0), 1], mode: .cubic, duration: 4)
        let times = [0.5, 1.5, 3.5]
        #expect(x(paced, at: times) == x(cubic, at: times))

        let scene = ExplicitScene()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        let reverse = CAKeyframeAnimation(keyPath: "position")
        reverse.path = path
        reverse.duration = 1
        reverse.rotationMode = .rotateAutoReverse
        scene.layer.add(reverse, forKey: "back")
        scene.tick(at: 10.5)
        #expect(approx(Double(scene.shown.transform.m11), -1) && approx(Double(scene.shown.transform.m12), 0))
        #expect(scene.shown.position == CGPoint(x: 50, y: 0))
    }
}

import Foundation
import Testing
@testable import PortableUIKit

/// Pins the piecewise release motion on one axis (spec 7.2, 7.3, 7.4).
struct AxisMotionTests {
    let range = ScrollAxisRange(minimum: 0, maximum: 1000)

    @Test("7.2 a release inside the range decelerates to its natural rest")
    func insideRelease() {
        let wide = ScrollAxisRange(minimum: 0, maximum: 10_000)
        let motion = ScrollAxisMotion.deceleration(from: 1000, velocity: 1000, range: wide, bounces: true)
        let decay = ScrollDeceleration(initialPosition: 1000, initialVelocity: 1000)
        #expect(motion.restPosition == decay.restPosition)
        #expect(motion.finishTime == decay.duration())
        #expect(motion.phase(at: 1) == .decelerating)
        #expect(motion.position(at: 1) == decay.position(at: 1))
        #expect(motion.velocity(at: 1) == decay.velocity(at: 1))
        #expect(motion.phase(at: motion.finishTime) == .resting)
        #expect(motion.isFinished(at: motion.finishTime))
        #expect(!motion.isFinished(at: motion.finishTime - 0.001))
        #expect(motion.velocity(at: motion.finishTime) == 0)
    }

    @Test("7.4 crossing an edge switches to the bounce spring with continuous position and velocity")
    func continuityAtSwitch() throws {
        let motion = ScrollAxisMotion.deceleration(from: 800, velocity: 2000, range: range, bounces: true)
        let decay = try #require(motion.deceleration)
        let spring = try #require(motion.spring)
        let crossing = motion.decelerationEndTime
        let d = 0.998
        let specCrossing =
            Foundation.log(1 + (1000 - 800) * 1000 * Foundation.log(d) / 2000) / (1000 * Foundation.log(d))
        #expect(abs(crossing - specCrossing) < 1e-12)
        #expect(motion.springStartTime == crossing)
        #expect(abs(decay.position(at: crossing) - spring.position(at: 0)) < 1e-9)
        #expect(abs(decay.velocity(at: crossing) - spring.velocity(at: 0)) < 1e-9)
        let h = 1e-9
        #expect(abs(motion.position(at: crossing - h) - motion.position(at: crossing + h)) < 1e-5)
        #expect(abs(motion.velocity(at: crossing - h) - motion.velocity(at: crossing + h)) < 1e-3)
        #expect(motion.phase(at: crossing - 0.01) == .decelerating)
        #expect(motion.phase(at: crossing + 0.01) == .bouncing)
        let peak =
            Reference.samples(from: crossing, to: motion.finishTime, step: 0.001).map { motion.position(at: $0) }.max()
            ?? 0
        #expect(peak > 1000)
        #expect(motion.restPosition == 1000)
        #expect(motion.position(at: motion.finishTime) == 1000)
        #expect(motion.phase(at: motion.finishTime) == .resting)
    }

    @Test("7.4 crossing the leading edge bounces back to the minimum")
    func leadingEdgeBounce() {
        let motion = ScrollAxisMotion.deceleration(from: 50, velocity: -1500, range: range, bounces: true)
        #expect(motion.spring != nil)
        let lowest =
            Reference.samples(from: 0, to: motion.finishTime, step: 0.001).map { motion.position(at: $0) }.min() ?? 0
        #expect(lowest < 0)
        #expect(motion.restPosition == 0)
    }

    @Test("7.4 without bounces the motion stops dead on the edge")
    func noBounceStopsAtEdge() throws {
        let motion = ScrollAxisMotion.deceleration(from: 800, velocity: 2000, range: range, bounces: false)
        let decay = try #require(motion.deceleration)
        let crossing = try #require(decay.crossingTime(of: 1000))
        #expect(motion.spring == nil)
        #expect(motion.finishTime == crossing)
        for t in Reference.samples(from: 0, to: crossing + 1, step: 0.001) {
            #expect(motion.position(at: t) <= 1000)
        }
        #expect(motion.position(at: crossing) == 1000)
        #expect(motion.velocity(at: crossing) == 0)
        #expect(motion.restPosition == 1000)
    }

    @Test("7.4 released past the edge, the spring starts at the release point with the release velocity")
    func releasedOutside() {
        let motion = ScrollAxisMotion.deceleration(from: 1100, velocity: 300, range: range, bounces: true)
        #expect(motion.deceleration == nil)
        #expect(motion.phase(at: 0) == .bouncing)
        #expect(motion.position(at: 0) == 1100)
        #expect(motion.velocity(at: 0) == 300)
        #expect(motion.position(at: 0.05) > 1100)
        #expect(motion.restPosition == 1000)
        #expect(motion.position(at: motion.finishTime) == 1000)
    }

    @Test("7.4 a rest less than ε past the edge snaps onto the edge without bouncing")
    func restJustPastEdge() {
        // Natural rest at 1000 + 0.1 (< ε = 1/6 past the maximum).
        let k = -1000 * Foundation.log(0.998)
        let velocity = CGFloat(200.1 * k)
        let motion = ScrollAxisMotion.deceleration(from: 800, velocity: velocity, range: range, bounces: true)
        #expect(motion.spring == nil)
        #expect(motion.restPosition == 1000)
        for t in Reference.samples(from: 0, to: motion.finishTime + 0.5, step: 0.01) {
            #expect(motion.position(at: t) <= 1000)
        }
    }

    @Test("7.3 targetContentOffset is the deceleration rest clamped into the legal range")
    func targetContentOffset() {
        let past = ScrollAxisMotion.deceleration(from: 800, velocity: 2000, range: range, bounces: true)
        #expect(past.restPosition == 1000)
        let inside = ScrollAxisMotion.deceleration(from: 100, velocity: 500, range: range, bounces: true)
        #expect(
            abs(inside.restPosition - ScrollDeceleration(initialPosition: 100, initialVelocity: 500).restPosition)
                < 1e-12)
    }

    @Test("7.3 a landing motion ends exactly on the rewritten target")
    func landingExact() throws {
        let wide = ScrollAxisRange(minimum: 0, maximum: 5000)
        let motion = ScrollAxisMotion.landing(from: 800, on: 1234.5, rate: ScrollDecelerationRate.fast, range: wide)
        let decay = try #require(motion.deceleration)
        #expect(abs(decay.restPosition - 1234.5) < 1e-9)
        #expect(motion.restPosition == 1234.5)
        #expect(motion.position(at: motion.finishTime) == 1234.5)
        #expect(abs(motion.position(at: motion.finishTime - 1e-6) - 1234.5) <= ScrollRestThreshold.default + 1e-5)
        #expect(motion.phase(at: 0.01) == .decelerating)
        #expect(decay.rate == ScrollDecelerationRate.fast)
    }

    @Test("7.3 a rewritten target outside the legal range is clamped into it")
    func landingClamped() {
        let wide = ScrollAxisRange(minimum: 0, maximum: 5000)
        #expect(ScrollAxisMotion.landing(from: 800, on: 6000, range: wide).restPosition == 5000)
        #expect(ScrollAxisMotion.landing(from: 800, on: -20, range: wide).restPosition == 0)
    }

    @Test("7.2 a motion at rest is finished from the start")
    func restingMotion() {
        let motion = ScrollAxisMotion.resting(at: 42)
        #expect(motion.isFinished(at: 0))
        #expect(motion.phase(at: 0) == .resting)
        #expect(motion.position(at: 3) == 42)
        let still = ScrollAxisMotion.deceleration(from: 300, velocity: 0, range: range, bounces: true)
        #expect(still.finishTime == 0)
        #expect(still.position(at: 0) == 300)
    }
}

import Foundation
import Testing
@testable import PortableUIKit

/// Pins spec 7.1 (rates), 7.2 (exponential decay) and 7.3 (exact landing).
struct DecelerationTests {
    @Test("7.1 decelerationRate .normal is 0.998 and .fast is 0.99")
    func namedRates() {
        #expect(ScrollDecelerationRate.normal == 0.998)
        #expect(ScrollDecelerationRate.fast == 0.99)
    }

    @Test("7.2 a 1000 pt/s release at .normal rests 499.5 pt further")
    func normalRestDistance() {
        let decay = ScrollDeceleration(initialPosition: 200, initialVelocity: 1000, rate: ScrollDecelerationRate.normal)
        #expect(abs(decay.restPosition - 200 - 499.5) <= 0.5)
        #expect(abs(decay.position(at: 60) - decay.restPosition) < 1e-6)
    }

    @Test("7.2 a 1000 pt/s release at .fast rests 99.5 pt further")
    func fastRestDistance() {
        let decay = ScrollDeceleration(initialPosition: 0, initialVelocity: 1000, rate: ScrollDecelerationRate.fast)
        #expect(abs(decay.restPosition - 99.5) <= 0.5)
        let backwards = ScrollDeceleration(
            initialPosition: 0, initialVelocity: -1000, rate: ScrollDecelerationRate.fast)
        #expect(abs(backwards.restPosition + 99.5) <= 0.5)
    }

    @Test("7.2 velocity at t equals v0·d^(1000t)")
    func velocityFormula() {
        for rate in [ScrollDecelerationRate.normal, ScrollDecelerationRate.fast] {
            let decay = ScrollDeceleration(initialPosition: 10, initialVelocity: -1750, rate: rate)
            for t in [0, 0.016, 0.1, 0.5, 1, 2.5, 4] {
                let expected = -1750 * Foundation.pow(Double(rate), 1000 * t)
                #expect(abs(Double(decay.velocity(at: t)) - expected) <= 1e-9 * 1750)
            }
        }
    }

    @Test("7.2 position matches a numerical integration of the velocity")
    func positionMatchesIntegral() {
        for rate in [ScrollDecelerationRate.normal, ScrollDecelerationRate.fast] {
            for v0 in [1000.0, -2500.0, 80.0] {
                let decay = ScrollDeceleration(initialPosition: 123, initialVelocity: CGFloat(v0), rate: rate)
                for t in [0.05, 0.3, 1, 3] {
                    let integrated = 123 + Reference.integratedDistance(v0: v0, rate: Double(rate), upTo: t)
                    #expect(abs(Double(decay.position(at: t)) - integrated) < 1e-3)
                }
            }
        }
    }

    @Test("7.2 stop time for 1000 pt/s at .normal with ε = 0.5 is about 3.45 s")
    func stopTimeSpecExample() {
        let decay = ScrollDeceleration(initialPosition: 0, initialVelocity: 1000, rate: ScrollDecelerationRate.normal)
        let stop = decay.duration(threshold: 0.5)
        #expect(abs(stop - 3.45) < 0.01)
        let d = 0.998
        let specFormula = Foundation.log(-1000 * Foundation.log(d) * 0.5 / 1000) / (1000 * Foundation.log(d))
        #expect(abs(stop - specFormula) < 1e-9)
        // "Threshold" means the remaining distance |x∞ − x(t)| has reached ε.
        #expect(abs(decay.restPosition - decay.position(at: stop) - 0.5) < 1e-9)
        #expect(abs(decay.remainingDistance(at: stop) - 0.5) < 1e-9)
        #expect(decay.restPosition - decay.position(at: stop - 0.01) > 0.5)
    }

    @Test("7.2 remaining distance equals |v(t)|/(−1000·ln d)")
    func remainingDistanceIdentity() {
        let decay = ScrollDeceleration(initialPosition: 5, initialVelocity: -900, rate: ScrollDecelerationRate.fast)
        let k = -1000 * Foundation.log(0.99)
        for t in [0.0, 0.2, 0.7] {
            let fromVelocity = abs(Double(decay.velocity(at: t))) / k
            #expect(abs(Double(abs(decay.restPosition - decay.position(at: t))) - fromVelocity) < 1e-9)
        }
    }

    @Test("7.2 stop time is 0 when the whole travel is already within ε")
    func stopTimeZeroBelowThreshold() {
        let slow = ScrollDeceleration(initialPosition: 0, initialVelocity: 0.2, rate: ScrollDecelerationRate.normal)
        #expect(slow.duration() == 0)
        let still = ScrollDeceleration(initialPosition: 0, initialVelocity: 0)
        #expect(still.duration() == 0)
    }

    @Test("7.2 the rest threshold is half a pixel: 1/6 pt at the default scale 3")
    func restThreshold() {
        #expect(abs(ScrollRestThreshold.default - 1.0 / 6.0) < 1e-15)
        #expect(ScrollRestThreshold.forDisplayScale(2) == 0.25)
        #expect(ScrollRestThreshold.forDisplayScale(1) == 0.5)
    }

    @Test("7.2 crossing time solves x(t) = edge in closed form")
    func crossingTime() throws {
        let decay = ScrollDeceleration(initialPosition: 0, initialVelocity: 1000, rate: ScrollDecelerationRate.normal)
        let t = try #require(decay.crossingTime(of: 300))
        #expect(abs(decay.position(at: t) - 300) < 1e-9)
        let d = 0.998
        let specFormula = Foundation.log(1 + 300 * 1000 * Foundation.log(d) / 1000) / (1000 * Foundation.log(d))
        #expect(abs(t - specFormula) < 1e-12)
        #expect(decay.crossingTime(of: 600) == nil)
        #expect(decay.crossingTime(of: -10) == nil)
        #expect(decay.crossingTime(of: 0) == 0)
    }

    @Test("7.3 a deceleration built to a rewritten target ends exactly there")
    func exactLanding() {
        let cases: [(CGFloat, CGFloat, CGFloat)] = [
            (37.25, 812.4, ScrollDecelerationRate.normal),
            (900, -120.5, ScrollDecelerationRate.fast),
            (0, 1e5 / 3, ScrollDecelerationRate.normal),
        ]
        for (start, target, rate) in cases {
            let decay = ScrollDeceleration(from: start, to: target, rate: rate)
            #expect(abs(decay.restPosition - target) < 1e-9)
            #expect(decay.position(at: .infinity) == target)
            #expect(decay.position(at: 0) == start)
            let k = -1000 * Foundation.log(Double(rate))
            let expectedVelocity = Double(target - start) * k
            #expect(abs(Double(decay.initialVelocity) - expectedVelocity) <= 1e-12 * abs(expectedVelocity))
            #expect(abs(decay.position(at: decay.duration()) - target) <= ScrollRestThreshold.default + 1e-9)
        }
    }
}

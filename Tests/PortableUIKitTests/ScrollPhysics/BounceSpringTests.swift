import Foundation
import Testing
@testable import PortableUIKit

/// Pins the critically damped bounce spring used after an edge is crossed (spec 7.4).
struct BounceSpringTests {
    @Test("7.4 bounce spring: mass 1, stiffness 100 gives ω = 10/s; paging stiffness 400 gives ω = 20/s")
    func angularFrequency() {
        let bounce = ScrollBounceSpring(from: 10, velocity: 0, to: 0)
        #expect(bounce.stiffness == 100)
        #expect(bounce.mass == 1)
        #expect(abs(bounce.angularFrequency - 10) < 1e-12)
        let snap = ScrollBounceSpring(from: 10, velocity: 0, to: 0, stiffness: ScrollBounceSpring.pagingStiffness)
        #expect(abs(snap.angularFrequency - 20) < 1e-12)
    }

    @Test("7.4 bounce spring follows x(t) = target + (x0 + (v0 + ω·x0)·t)·e^(−ωt)")
    func closedForm() {
        let spring = ScrollBounceSpring(from: 1100, velocity: 400, to: 1000)
        for t in [0.0, 0.05, 0.3, 1.2] {
            let expected = 1000 + (100 + (400 + 10 * 100) * t) * Foundation.exp(-10 * t)
            #expect(abs(Double(spring.position(at: t)) - expected) < 1e-9)
        }
        #expect(spring.velocity(at: 0) == 400)
        for t in [0.01, 0.2, 0.9] {
            let h = 1e-6
            let derivative = (spring.position(at: t + h) - spring.position(at: t - h)) / CGFloat(2 * h)
            #expect(abs(spring.velocity(at: t) - derivative) < 1e-3)
        }
    }

    @Test("7.4 bounce spring reaches its target")
    func reachesTarget() {
        let spring = ScrollBounceSpring(from: 1000, velocity: 1500, to: 1000)
        let settle = spring.settleTime()
        #expect(settle > 0)
        #expect(abs(spring.displacement(at: settle)) < ScrollRestThreshold.default)
        #expect(abs(spring.position(at: 5) - 1000) < 1e-9)
    }

    @Test("7.4 critically damped: the displacement changes sign at most once")
    func crossesTargetAtMostOnce() {
        var sawOneCrossing = false
        for x0: CGFloat in [-200, -10, 0, 10, 200] {
            for v0: CGFloat in [-5_000, -500, 0, 500, 5_000] {
                let spring = ScrollBounceSpring(from: 300 + x0, velocity: v0, to: 300)
                var signChanges = 0
                var previousSign: CGFloat = 0
                for t in Reference.samples(from: 0, to: 3, step: 0.0005) {
                    let displacement = spring.displacement(at: t)
                    guard abs(displacement) > 1e-9 else { continue }
                    let sign: CGFloat = displacement > 0 ? 1 : -1
                    if previousSign != 0 && sign != previousSign { signChanges += 1 }
                    previousSign = sign
                }
                #expect(signChanges <= 1)
                #expect((signChanges == 1) == (spring.targetCrossingTime() != nil))
                if signChanges == 1 { sawOneCrossing = true }
            }
        }
        #expect(sawOneCrossing)
    }

    @Test("7.4 rest rule: |displacement| < ε and |velocity| < ε·ω from the settle time on")
    func restRule() {
        let epsilon = ScrollRestThreshold.default
        let springs = [
            ScrollBounceSpring(from: 1000, velocity: 1500, to: 1000),
            ScrollBounceSpring(from: 1120, velocity: 0, to: 1000),
            ScrollBounceSpring(from: -30, velocity: -800, to: 0),
            ScrollBounceSpring(from: 10, velocity: -5_000, to: 0, stiffness: 400),
        ]
        for spring in springs {
            let settle = spring.settleTime(threshold: epsilon)
            #expect(settle > 0)
            #expect(!spring.isAtRest(at: settle - 1e-6, threshold: epsilon))
            for t in Reference.samples(from: settle, to: settle + 2, step: 0.001) {
                #expect(abs(spring.displacement(at: t)) < epsilon)
                #expect(abs(Double(spring.velocity(at: t))) < Double(epsilon) * spring.angularFrequency)
            }
        }
        let alreadyStill = ScrollBounceSpring(from: 0.01, velocity: 0, to: 0)
        #expect(alreadyStill.settleTime() == 0)
    }

    @Test("7.4 released past the edge with zero velocity comes back monotonically")
    func monotoneReturn() {
        let range = ScrollAxisRange(minimum: 0, maximum: 1000)
        let motion = ScrollAxisMotion.deceleration(from: 1120, velocity: 0, range: range, bounces: true)
        #expect(motion.phase(at: 0) == .bouncing)
        var previous = motion.position(at: 0)
        #expect(previous == 1120)
        for t in Reference.samples(from: 0.001, to: motion.finishTime + 0.5, step: 0.001) {
            let position = motion.position(at: t)
            #expect(position <= previous)
            #expect(position >= 1000)
            previous = position
        }
        #expect(motion.position(at: motion.finishTime) == 1000)

        let leading = ScrollAxisMotion.deceleration(from: -80, velocity: 0, range: range, bounces: true)
        previous = leading.position(at: 0)
        for t in Reference.samples(from: 0.001, to: leading.finishTime + 0.5, step: 0.001) {
            let position = leading.position(at: t)
            #expect(position >= previous)
            #expect(position <= 0)
            previous = position
        }
    }
}

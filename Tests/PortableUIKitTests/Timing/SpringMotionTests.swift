import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Reference for a spring, independent of the closed form: the ODE m·x″ + c·x′ + k·x = 0 with
/// x(0) = 1, x′(0) = −initialVelocity, integrated by classical RK4 at a fixed small step.
private struct RK4Reference {
    let spring: SpringMotion
    let step: Double

    init(_ spring: SpringMotion, step: Double = 1e-4) {
        self.spring = spring
        self.step = step
    }

    /// (t, x, x′) at every multiple of `step` up to `duration`.
    func trajectory(until duration: Double) -> [(t: Double, x: Double, v: Double)] {
        let m = spring.mass
        let c = spring.damping
        let k = spring.stiffness
        let acceleration = { (x: Double, v: Double) -> Double in -(c * v + k * x) / m }
        var x = 1.0
        var v = -spring.initialVelocity
        let count = Int((duration / step).rounded())
        var out = [(t: 0.0, x: x, v: v)]
        out.reserveCapacity(count + 1)
        for i in 1...count {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + 0.5 * step * k1v, k2v = acceleration(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
            let k3x = v + 0.5 * step * k2v, k3v = acceleration(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            out.append((t: Double(i) * step, x: x, v: v))
        }
        return out
    }
}

/// Springs covering every regime, with and without initial velocity, mass ≠ 1 and a stiff one.
private let regimeSprings: [(String, SpringMotion)] = [
    ("caDefault (ζ 0.5)", .caDefault),
    ("underdamped ζ 0.25", SpringMotion(stiffness: 100, damping: 5)),
    ("underdamped towards target", SpringMotion(stiffness: 100, damping: 10, initialVelocity: 3)),
    ("underdamped away from target", SpringMotion(stiffness: 100, damping: 10, initialVelocity: -2)),
    ("critical", SpringMotion(stiffness: 100, damping: 20)),
    ("critical with velocity", SpringMotion(stiffness: 100, damping: 20, initialVelocity: 5)),
    ("overdamped ζ 2.5", SpringMotion(stiffness: 100, damping: 50)),
    ("overdamped with velocity", SpringMotion(stiffness: 100, damping: 50, initialVelocity: -4)),
    ("just overdamped", SpringMotion(stiffness: 100, damping: 20.0001)),
    ("just underdamped", SpringMotion(stiffness: 100, damping: 19.9999)),
    ("mass 2.5", SpringMotion(mass: 2.5, stiffness: 80, damping: 7, initialVelocity: 1)),
    ("stiff", SpringMotion(stiffness: 2000, damping: 30)),
]

@Suite("SpringMotion (8.1–8.6, 18.7)", .isolatedRuntime)
struct SpringMotionTests {
    @Test("8.1 damping ratio is c / (2√(k·m))")
    func dampingRatio() {
        #expect(SpringMotion.caDefault.dampingRatio == 0.5)
        #expect(SpringMotion(mass: 2, stiffness: 50, damping: 4).dampingRatio == 0.2)
        #expect(abs(SpringMotion(mass: 0.5, stiffness: 200, damping: 30).dampingRatio - 1.5) <= 1e-15)
    }

    @Test("8.2 closed form matches RK4 integration of the ODE within 1e-6", arguments: regimeSprings)
    func closedFormMatchesRK4(name: String, spring: SpringMotion) {
        var worst = 0.0
        for point in RK4Reference(spring).trajectory(until: 3) {
            worst = max(worst, abs(spring.displacement(at: point.t) - point.x))
            worst = max(worst, abs(spring.velocity(at: point.t) - point.v))
        }
        #expect(worst <= 1e-6, "\(name): worst difference \(worst)")
    }

    @Test("8.2 initial conditions: x(0) = 1 and x′(0) = −initialVelocity", arguments: regimeSprings)
    func initialConditions(name: String, spring: SpringMotion) {
        #expect(spring.displacement(at: 0) == 1)
        #expect(spring.progress(at: 0) == 0)
        #expect(abs(spring.velocity(at: 0) + spring.initialVelocity) <= 1e-12)
        #expect(abs(spring.progressVelocity(at: 0) - spring.initialVelocity) <= 1e-12)
    }

    @Test("8.2 every damped spring settles at the target", arguments: regimeSprings)
    func settlesAtTarget(name: String, spring: SpringMotion) {
        #expect(abs(spring.progress(at: 60) - 1) <= 1e-9)
        #expect(abs(spring.velocity(at: 60)) <= 1e-9)
    }

    @Test("8.2 the solution is continuous across ζ = 1")
    func continuousAcrossCritical() {
        let critical = SpringMotion(stiffness: 100, damping: 20, initialVelocity: 1.5)
        for damping in [20 - 1e-9, 20 + 1e-9] {
            let near = SpringMotion(stiffness: 100, damping: damping, initialVelocity: 1.5)
            for t in stride(from: 0.0, through: 2, by: 0.05) {
                #expect(abs(near.displacement(at: t) - critical.displacement(at: t)) <= 1e-6)
                #expect(abs(near.velocity(at: t) - critical.velocity(at: t)) <= 1e-6)
            }
        }
    }

    @Test("8.2 overdamped form stays finite for large times and heavy damping")
    func overdampedFinite() {
        let heavy = SpringMotion(stiffness: 100, damping: 2000)
        for t in [0.5, 1, 10, 100, 1000, 1e6] {
            #expect(heavy.displacement(at: t).isFinite)
            #expect(heavy.velocity(at: t).isFinite)
        }
        // The slow root r₁ = −ω₀²/(β + γ) ≈ −0.05 governs the tail: x(10) ≈ e^(−0.5).
        let slow = -100 / (1000 + (1000.0 * 1000 - 100).squareRoot())
        let fast = -1000 - (1000.0 * 1000 - 100).squareRoot()
        let a = -fast / (slow - fast)
        #expect(abs(heavy.displacement(at: 10) - (a * exp(slow * 10) + (1 - a) * exp(fast * 10))) <= 1e-12)
    }

    @Test("8.3 positive initial velocity moves towards the target first")
    func velocitySign() {
        let still = SpringMotion.caDefault
        let towards = SpringMotion(stiffness: 100, damping: 10, initialVelocity: 2)
        let away = SpringMotion(stiffness: 100, damping: 10, initialVelocity: -2)
        #expect(towards.progress(at: 0.05) > still.progress(at: 0.05))
        #expect(away.progress(at: 0.01) < 0)
    }

    @Test("8.4 UIView spring mapping: m 1, k = ln(1500)²/(T²ζ²), c = 2ζ√k")
    func uiViewMapping() {
        let a = SpringMotion(dampingRatio: 0.5, duration: 0.5)
        #expect(a.mass == 1)
        #expect(abs(a.stiffness - 855.7310788824515) <= 1e-9)
        #expect(abs(a.damping - 29.252881548361206) <= 1e-9)
        #expect(abs(a.dampingRatio - 0.5) <= 1e-12)
        let b = SpringMotion(dampingRatio: 0.8, duration: 0.3, initialVelocity: 0.7)
        #expect(abs(b.stiffness - 928.5276463568267) <= 1e-9)
        #expect(abs(b.damping - 48.75480258060202) <= 1e-9)
        #expect(b.initialVelocity == 0.7)
    }

    @Test("8.4 UIView spring: at t = duration the displacement is inside the 1/1500 envelope")
    func uiViewEnvelope() {
        for zeta in [0.1, 0.3, 0.5, 0.7, 0.9, 1.0] {
            for duration in [0.2, 0.5, 1.3] {
                for velocity in [0.0, 1.0, -0.5] {
                    let spring = SpringMotion(dampingRatio: zeta, duration: duration, initialVelocity: velocity)
                    let beta = spring.damping / 2
                    #expect(abs(exp(-beta * duration) - 1.0 / 1500) <= 1e-15)
                    // Amplitude of the envelope from the closed form: R·e^(−βt) bounds |x|.
                    let omegaD = (spring.stiffness - beta * beta).squareRoot()
                    let b = -velocity + beta
                    let amplitude = zeta < 1 ? (1 + (b / omegaD) * (b / omegaD)).squareRoot() : 1 + abs(b) * duration
                    #expect(
                        abs(spring.displacement(at: duration)) <= amplitude / 1500 * (1 + 1e-9),
                        "ζ \(zeta) T \(duration) v \(velocity)")
                }
            }
        }
    }

    @Test("8.4 UIView spring clamps the damping ratio to 1 (no overdamping, 8.1)")
    func uiViewClampsOverdamping() {
        #expect(SpringMotion(dampingRatio: 3, duration: 0.4) == SpringMotion(dampingRatio: 1, duration: 0.4))
        #expect(abs(SpringMotion(dampingRatio: 3, duration: 0.4).dampingRatio - 1) <= 1e-12)
    }

    @Test("8.5 CASpringAnimation defaults are mass 1, stiffness 100, damping 10, velocity 0")
    func caDefaults() {
        let spring = SpringMotion.caDefault
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
    }

    /// Apple's `CASpringAnimation.settlingDuration` example (8.5, 18.7; D24, CA-D3): with the
    /// defaults mass 1, stiffness 100, velocity 0, damping 5 settles in "approximately 2.85
    /// seconds". Apple gives two decimals, so the tolerance is half a unit in the last: ±0.005 s.
    @Test("8.5 18.7 a spring with damping 5 settles in about 2.85 s")
    func settlingDampingFive() {
        let five = SpringMotion(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0).settlingDuration()
        #expect(abs(five - 2.85) <= 0.005, "damping 5: \(five)")
    }

    /// The same example with damping 15: "just over 1 second". "Just over" is read as more than
    /// 1 s and nearer 1 s than 1.1 s, i.e. in (1, 1.05).
    @Test("8.5 18.7 a spring with damping 15 settles in just over 1 s")
    func settlingDampingFifteen() {
        let fifteen = SpringMotion(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0).settlingDuration()
        #expect(fifteen > 1 && fifteen < 1.05, "damping 15: \(fifteen)")
    }

    /// The estimate below ζ = 1 (18.7, CA-O7), computed here independently of `SpringMotion`:
    /// ln((|A| + |B|)/ε)/β with A = 1, B = (β − v)/ω_d, β = c/(2m), ω_d = √(k/m − β²).
    @Test("18.7 below ζ = 1 settlingDuration is ln((1 + |β − v|/ω_d)/ε)/β (CA-O7)")
    func settlingEnvelopeFormula() {
        let cases: [(m: Double, k: Double, c: Double, v: Double, eps: Double)] = [
            (1, 100, 10, 0, 0.001), (1, 100, 5, 0, 0.001), (1, 100, 15, 0, 0.001),
            (1, 100, 10, 3, 0.001), (1, 100, 10, -2, 0.01), (2.5, 80, 7, 1, 0.001), (1, 2000, 30, 0, 0.001),
        ]
        for p in cases {
            let beta = p.c / (2 * p.m)
            let omegaD = (p.k / p.m - beta * beta).squareRoot()
            let expected = max(0, log((1 + abs(beta - p.v) / omegaD) / p.eps) / beta)
            let settle = SpringMotion(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v)
                .settlingDuration(epsilon: p.eps)
            #expect(abs(settle - expected) <= 1e-12 * expected, "\(p): \(settle) vs \(expected)")
        }
        #expect(abs(SpringMotion.caDefault.settlingDuration() - 1.4727) <= 0.0001, "the defaults (damping 10)")
    }

    @Test(
        "18.7 after the settling duration the displacement stays within epsilon (RK4 reference)",
        arguments: regimeSprings)
    func settledStaysInside(name: String, spring: SpringMotion) {
        for epsilon in [0.01, 0.001] {
            let settle = spring.settlingDuration(epsilon: epsilon)
            var worst = 0.0
            for point in RK4Reference(spring).trajectory(until: settle + 3) where point.t >= settle {
                worst = max(worst, abs(point.x))
            }
            #expect(worst < epsilon, "\(name) ε \(epsilon): settle \(settle), worst |x| after it \(worst)")
        }
    }

    /// For ζ ≥ 1 Core Animation samples every 0.1 s (18.7, CA-O7 [OBS/UNC]): the estimate is a
    /// multiple of 0.1 s, inside epsilon, with the sample before it outside.
    @Test("18.7 at or above ζ = 1 settlingDuration is the first 0.1 s sample inside epsilon")
    func settlingSampledWhenNotUnderdamped() {
        for (name, spring) in regimeSprings where spring.dampingRatio >= 1 {
            let settle = spring.settlingDuration()
            let steps = (settle / 0.1).rounded()
            #expect(abs(settle - steps * 0.1) <= 1e-9, "\(name): \(settle) is not a multiple of 0.1 s")
            #expect(abs(spring.displacement(at: settle)) < 0.001, "\(name)")
            #expect(steps >= 1 && abs(spring.displacement(at: settle - 0.1)) >= 0.001, "\(name)")
        }
        // Critical, k 100, c 20: x = e^(−10t)(1 + 10t) is 1.2e-3 at 0.9 s and 5.0e-4 at 1.0 s.
        #expect(abs(SpringMotion(stiffness: 100, damping: 20).settlingDuration() - 1.0) <= 1e-9)
    }

    @Test("8.5 settling edge cases: undamped never settles; starting inside epsilon is 0; ε is at least 1e-6")
    func settlingEdges() {
        #expect(SpringMotion(stiffness: 100, damping: 0).settlingDuration() == .infinity)
        #expect(SpringMotion.caDefault.settlingDuration(epsilon: 2) == 0)
        #expect(SpringMotion(stiffness: 100, damping: 50).settlingDuration(epsilon: 2) == 0)
        #expect(
            SpringMotion.caDefault.settlingDuration(epsilon: 1e-9)
                == SpringMotion.caDefault.settlingDuration(epsilon: 1e-6))
        #expect(
            SpringMotion.caDefault.settlingDuration(epsilon: 1e-6)
                > SpringMotion.caDefault.settlingDuration(epsilon: 1e-5))
    }

    @Test("8.6 perceptual spring duration 0.5 bounce 0.3 gives k 157.9, c 17.6")
    func perceptualForward() {
        let spring = SpringMotion(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) <= 0.05)
        #expect(abs(spring.damping - 17.6) <= 0.05)
    }

    @Test("8.6 perceptual duration and bounce of (m 1, k 100, c 10) are 0.63 and 0.5")
    func perceptualReverse() {
        let spring = SpringMotion(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.perceptualDuration - 0.63) <= 0.01)
        #expect(abs(spring.bounce - 0.5) <= 0.01)
    }

    @Test("8.6 negative bounce is overdamped with ζ = 1/(1 + bounce); bounce 0 is critical")
    func perceptualNegativeBounce() {
        #expect(abs(SpringMotion(perceptualDuration: 1, bounce: -0.5).dampingRatio - 2) <= 1e-12)
        #expect(abs(SpringMotion(perceptualDuration: 1, bounce: 0).dampingRatio - 1) <= 1e-12)
        #expect(SpringMotion(perceptualDuration: 0.4, bounce: 0.25, initialVelocity: 2).initialVelocity == 2)
    }

    @Test("8.6 perceptual round trip: duration and bounce are recovered")
    func perceptualRoundTrip() {
        for duration in [0.2, 0.5, 1.0, 2.5] {
            for bounce in [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 0.95] {
                let spring = SpringMotion(perceptualDuration: duration, bounce: bounce)
                #expect(abs(spring.perceptualDuration - duration) <= 1e-12)
                #expect(abs(spring.bounce - bounce) <= 1e-12)
            }
        }
    }

    @Test("8.2 determinism: same inputs give bit-identical outputs")
    func deterministic() {
        let times = stride(from: 0.0, through: 4, by: 0.01).map { $0 }
        for (_, spring) in regimeSprings {
            let copy = SpringMotion(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: spring.initialVelocity)
            #expect(
                times.map { spring.displacement(at: $0).bitPattern }
                    == times.reversed().map { copy.displacement(at: $0).bitPattern }.reversed())
            #expect(
                times.map { spring.velocity(at: $0).bitPattern }
                    == times.map { copy.velocity(at: $0).bitPattern })
            #expect(spring.settlingDuration().bitPattern == copy.settlingDuration().bitPattern)
        }
    }
}

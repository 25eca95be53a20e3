import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

private let cubicFunctions: [TimingFunction] = [
    .cubic(.linear), .cubic(.easeIn), .cubic(.easeOut), .cubic(.easeInEaseOut), .cubic(.caDefault),
]

private let springFunctions: [TimingFunction] = [
    .spring(.caDefault),
    .spring(SpringMotion(dampingRatio: 0.5, duration: 0.4, initialVelocity: 0.8)),
    .spring(SpringMotion(perceptualDuration: 0.5, bounce: 0.3)),
    .spring(SpringMotion(perceptualDuration: 0.5, bounce: -0.4, initialVelocity: -1)),
]

@Suite("TimingFunction (8.4, 8.5, 8.7)", .isolatedRuntime)
struct TimingFunctionTests {
    @Test("8.7 cubic progress is the curve at elapsed / duration")
    func cubicUsesFraction() {
        #expect(TimingFunction.cubic(.linear).progress(at: 0.1, duration: 0.4) == 0.25)
        #expect(abs(TimingFunction.cubic(.easeInEaseOut).progress(at: 0.25, duration: 0.5) - 0.5) <= 1e-12)
        #expect(abs(TimingFunction.cubic(.caDefault).progress(at: 1.5, duration: 2) - 0.9604589783489741) <= 1e-9)
    }

    @Test("8.7 progress is 0 before the start and exactly 1 from the duration on")
    func clampsToEnds() {
        for function in cubicFunctions + springFunctions {
            #expect(function.progress(at: -0.1, duration: 0.4) == 0)
            #expect(function.progress(at: 0, duration: 0.4) == 0)
            #expect(function.progress(at: 0.4, duration: 0.4) == 1)
            #expect(function.progress(at: 7, duration: 0.4) == 1)
            #expect(function.velocity(at: -0.1, duration: 0.4) == 0)
            #expect(function.velocity(at: 0.4, duration: 0.4) == 0)
        }
    }

    @Test("8.7 a duration of 0 applies the change at once")
    func zeroDuration() {
        #expect(TimingFunction.cubic(.easeInEaseOut).progress(at: 0, duration: 0) == 1)
        #expect(TimingFunction.spring(.caDefault).progress(at: 0, duration: 0) == 1)
    }

    @Test("8.4 spring progress runs in physical time: the duration only ends it")
    func springPhysicalTime() {
        let spring = SpringMotion(dampingRatio: 0.5, duration: 0.4)
        for elapsed in stride(from: 0.01, to: 0.4, by: 0.01) {
            let short = TimingFunction.spring(spring).progress(at: elapsed, duration: 0.4)
            let long = TimingFunction.spring(spring).progress(at: elapsed, duration: 10)
            #expect(short == spring.progress(at: elapsed))
            #expect(short == long)
        }
    }

    @Test("8.4 a mapped UIView spring lands on exactly 1 at its duration, a jump inside the 1/1500 envelope")
    func mappedSpringSnaps() {
        for zeta in [0.3, 0.6, 1.0] {
            let spring = SpringMotion(dampingRatio: zeta, duration: 0.5)
            let function = TimingFunction.spring(spring)
            let before = function.progress(at: 0.5.nextDown, duration: 0.5)
            #expect(before != 1)
            // Worst case is ζ = 1: x(T) = (1 + βT)·e^(−βT) = (1 + ln 1500)/1500.
            let bound = (1 + SpringMotion.uiViewEnvelopeLog) / 1500
            #expect(abs(1 - before) <= bound * (1 + 1e-9), "ζ \(zeta): jump \(abs(1 - before))")
            #expect(function.progress(at: 0.5, duration: 0.5) == 1)
        }
    }

    /// Core Animation's estimate bounds the displacement only (18.7): the velocity at that time
    /// may still be about ω₀ times epsilon, so only the jump in position is pinned.
    @Test("8.5 18.7 a spring animator run for the settling duration ends with a jump below epsilon")
    func settlingDurationEnd() {
        for function in springFunctions {
            guard case .spring(let spring) = function else { continue }
            let settle = spring.settlingDuration()
            let before = function.progress(at: settle.nextDown, duration: settle)
            #expect(abs(1 - before) < SpringMotion.defaultSettlingEpsilon)
            #expect(function.progress(at: settle, duration: settle) == 1)
        }
    }

    @Test("8.3/8.7 velocity is the time derivative of progress, in fractions per second")
    func velocityMatchesDifference() {
        let h = 1e-6
        let duration = 0.8
        for function in cubicFunctions + springFunctions {
            for elapsed in stride(from: 0.02, through: 0.78, by: 0.02) {
                let difference =
                    (function.progress(at: elapsed + h, duration: duration)
                        - function.progress(at: elapsed - h, duration: duration)) / (2 * h)
                let velocity = function.velocity(at: elapsed, duration: duration)
                #expect(abs(velocity - difference) <= 1e-5 * max(1, abs(velocity)), "\(function) at \(elapsed)")
            }
        }
    }

    @Test("8.3/8.7 velocity at the start: curve slope / duration, or the spring initial velocity")
    func startingVelocity() {
        #expect(TimingFunction.cubic(.linear).velocity(at: 0, duration: 0.25) == 4)
        #expect(abs(TimingFunction.cubic(.caDefault).velocity(at: 0, duration: 2) - 0.2) <= 1e-12)
        #expect(TimingFunction.cubic(.easeInEaseOut).velocity(at: 0, duration: 1) == 0)
        let spring = SpringMotion(stiffness: 100, damping: 10, initialVelocity: 1.5)
        #expect(abs(TimingFunction.spring(spring).velocity(at: 0, duration: 2) - 1.5) <= 1e-12)
    }

    @Test("8.7 determinism: same inputs give bit-identical outputs")
    func deterministic() {
        let times = stride(from: -0.1, through: 1.2, by: 0.01).map { $0 }
        for function in cubicFunctions + springFunctions {
            let a = times.map { function.progress(at: $0, duration: 1).bitPattern }
            let b = times.reversed().map { function.progress(at: $0, duration: 1).bitPattern }
            #expect(a == Array(b.reversed()))
            #expect(
                times.map { function.velocity(at: $0, duration: 1).bitPattern }
                    == times.map { function.velocity(at: $0, duration: 1).bitPattern })
        }
    }
}

#if !canImport(UIKit)
import Foundation

/// A damped spring m·x″ + c·x′ + k·x = 0 in the normalised units of spec 8.3 (8.1, 8.2).
///
/// The displacement x is measured in fractions of the animation distance: it starts at 1 and
/// settles to 0 at the target, so `progress(at:) = 1 − displacement(at:)`. `initialVelocity`
/// is in distances per second and positive towards the target, so x′(0) = −initialVelocity.
/// Time is always a parameter, in seconds since the spring started; times below 0 count as 0.
struct SpringMotion: Sendable, Equatable {
    /// Mass m (> 0).
    let mass: Double
    /// Stiffness k (> 0).
    let stiffness: Double
    /// Damping coefficient c (≥ 0).
    let damping: Double
    /// Initial velocity in distances per second, positive towards the target (8.3).
    let initialVelocity: Double

    /// Creates a spring from its physical parameters (`UISpringTimingParameters(mass:…)`, 8.1).
    /// Parameters that describe no spring are repaired (see ``SpringParameterRepair``).
    init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        var repair = SpringParameterRepair()
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity, repair: &repair)
    }

    /// Creates a spring from its physical parameters, noting in `repair` what had to be repaired.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, repair: inout SpringParameterRepair)
    {
        self.mass = repair.positive(mass, "mass", fallback: 1)
        self.stiffness = repair.positive(stiffness, "stiffness", fallback: SpringParameterRepair.fallbackStiffness)
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = repair.nonNegative(damping, "damping", fallback: critical)
        self.initialVelocity = repair.finite(initialVelocity, "initial velocity", fallback: 0)
    }

    /// `CASpringAnimation`'s defaults: mass 1, stiffness 100, damping 10, velocity 0 (8.5).
    static let caDefault = SpringMotion(mass: 1, stiffness: 100, damping: 10)

    /// ζ = c / (2√(k·m)) (8.1).
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement x(t): 1 at t = 0, 0 at the target.
    func displacement(at t: Double) -> Double {
        let (c, s) = basis(at: t)
        return c + (v0 + beta) * s
    }

    /// The displacement's rate of change x′(t), in distances per second (negative towards the target).
    func velocity(at t: Double) -> Double {
        let (c, s) = basis(at: t)
        return v0 * c - (beta * v0 + omega0Squared) * s
    }

    /// The fraction of progress from the start (0) to the target (1): 1 − x(t).
    func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// The progress rate −x′(t), in fractions per second; equals `initialVelocity` at t = 0.
    func progressVelocity(at t: Double) -> Double { -velocity(at: t) }

    // MARK: Closed form (8.2)

    /// x₀ = 1, v₀ = −initialVelocity, β = c/(2m), ω₀² = k/m.
    private var v0: Double { -initialVelocity }
    private var beta: Double { damping / (2 * mass) }
    private var omega0Squared: Double { stiffness / mass }

    /// The oscillation regime with its frequency: ω_d (under), none (critical), γ = √(β² − ω₀²) (over).
    private enum Regime {
        case underdamped(omegaD: Double)
        case critical
        case overdamped(gamma: Double)
    }

    private var regime: Regime {
        let b2 = beta * beta
        if b2 < omega0Squared { return .underdamped(omegaD: (omega0Squared - b2).squareRoot()) }
        if b2 == omega0Squared { return .critical }
        return .overdamped(gamma: (b2 - omega0Squared).squareRoot())
    }

    /// The basis (C, S) with x = x₀·C + (v₀ + β·x₀)·S and x′ = v₀·C − (β·v₀ + ω₀²·x₀)·S.
    ///
    /// Underdamped: C = e^(−βt)·cos ω_d t, S = e^(−βt)·sin(ω_d t)/ω_d (8.2).
    /// Critical: C = e^(−βt), S = t·e^(−βt) (8.2).
    /// Overdamped (derived): the roots are r₁,₂ = −β ± γ, and replacing ω_d by iγ in the
    /// underdamped form gives C = e^(−βt)·cosh γt = (e^(r₁t) + e^(r₂t))/2 and
    /// S = e^(−βt)·sinh(γt)/γ = (e^(r₁t) − e^(r₂t))/(2γ). In every regime C(0) = 1, C′(0) = −β,
    /// S(0) = 0, S′(0) = 1, so x(0) = x₀ and x′(0) = v₀. r₁ is computed as −ω₀²/(β + γ) to avoid
    /// cancellation; S uses sinh for γt < 1, where the difference of exponentials would cancel.
    private func basis(at time: Double) -> (c: Double, s: Double) {
        let t = max(time, 0)
        switch regime {
        case .underdamped(let omegaD):
            let decay = exp(-beta * t)
            return (decay * cos(omegaD * t), decay * sin(omegaD * t) / omegaD)
        case .critical:
            let decay = exp(-beta * t)
            return (decay, t * decay)
        case .overdamped(let gamma):
            let slow = exp(-omega0Squared / (beta + gamma) * t)
            let fast = exp(-(beta + gamma) * t)
            let s = gamma * t < 1 ? exp(-beta * t) * sinh(gamma * t) / gamma : (slow - fast) / (2 * gamma)
            return (0.5 * (slow + fast), s)
        }
    }
}

// MARK: - Duration-based constructors (8.4, 8.6)

extension SpringMotion {
    /// ln(1500): the UIView spring's envelope falls to 1/1500 at `duration` (8.4).
    static let uiViewEnvelopeLog = log(1500.0)

    /// The spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// Apple never published this mapping (8.4, UNC). We use the community approximation of 8.4:
    /// m = 1 and ω₀ chosen so that the envelope e^(−ζω₀T) equals 1/1500 at T = duration, i.e.
    /// k = ln(1500)² / (T²·ζ²) and c = 2ζ√k (= 2·ln(1500)/T). `dampingRatio` is clamped to at
    /// most 1, because this API has no overdamping (8.1). A duration or ratio that is not positive
    /// and finite is repaired (``SpringParameterRepair``).
    init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        var repair = SpringParameterRepair()
        self.init(dampingRatio: dampingRatio, duration: duration, initialVelocity: initialVelocity, repair: &repair)
    }

    /// The UIView spring, noting in `repair` what had to be repaired.
    init(dampingRatio: Double, duration: Double, initialVelocity: Double, repair: inout SpringParameterRepair) {
        let duration = repair.positive(duration, "duration", fallback: SpringParameterRepair.fallbackDuration)
        let zeta = min(repair.positive(dampingRatio, "damping ratio", fallback: 1), 1)
        let omega0 = Self.uiViewEnvelopeLog / (duration * zeta)
        let stiffness = omega0 * omega0
        self.init(
            mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(),
            initialVelocity: initialVelocity, repair: &repair)
    }

    /// The iOS 17 perceptual spring `UISpringTimingParameters(duration:bounce:)` (8.6), m = 1:
    /// k = (2π/duration)², ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below, c = 2ζ√k.
    /// A duration that is not positive and finite, or a bounce outside (−1, 1], is repaired
    /// (``SpringParameterRepair``); bounce 1 is undamped and never settles.
    init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double = 0) {
        var repair = SpringParameterRepair()
        self.init(perceptualDuration: duration, bounce: bounce, initialVelocity: initialVelocity, repair: &repair)
    }

    /// The perceptual spring, noting in `repair` what had to be repaired.
    init(
        perceptualDuration duration: Double, bounce: Double, initialVelocity: Double,
        repair: inout SpringParameterRepair
    ) {
        // A legal duration below 1 µs (1e-300 s) would overflow the stiffness: it lands at once,
        // like the fallback, without a report (issue 18).
        let duration = max(
            repair.positive(duration, "duration", fallback: SpringParameterRepair.fallbackDuration),
            SpringParameterRepair.fallbackDuration)
        let bounce = repair.bounce(bounce)
        let omega0 = 2 * Double.pi / duration
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(
            mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0,
            initialVelocity: initialVelocity, repair: &repair)
    }

    /// The perceptual duration 2π·√(m/k): the inverse of `init(perceptualDuration:bounce:)` (8.6).
    var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// The perceptual bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (8.6).
    var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}

// MARK: - Settling (8.5, 18.7)

extension SpringMotion {
    /// The settling threshold: 0.001 of the animation distance. `CASpringAnimation.settlingDuration`
    /// is its estimate for this epsilon (spec 18.7, CA-O7), the value with which Apple's documented
    /// examples come out (damping 5 → ≈ 2.85 s, damping 15 → just over 1 s; 8.5, 18.7).
    static let defaultSettlingEpsilon = 0.001

    /// The smallest epsilon the estimate uses; smaller positive values are raised to it (CA-O7).
    static let minimumSettlingEpsilon = 0.000001

    /// The walk's step for ζ ≥ 1, and how long a sample run must stay inside epsilon (CA-O7).
    static let settlingSampleStep = 0.1
    static let settlingHoldTime = 1.0

    /// Core Animation's settling estimate (`CASpringAnimation.settlingDuration`, spec 8.5, 18.7).
    ///
    /// Apple documents only that it is an estimate, with two examples (damping 5 → ≈ 2.85 s,
    /// damping 15 → just over 1 s, at mass 1, stiffness 100, velocity 0). Those figures are not
    /// when the motion last leaves a band (|x| and |x′| last leave 0.001 at 3.50 s and 1.27 s,
    /// and no single band gives both); they are where an *envelope* falls to epsilon (CA-O7):
    /// - ζ < 1: x(t) = e^(−βt)·(A·cos ω_d t + B·sin ω_d t) with A = 1, B = (β − v)/ω_d; the bracket
    ///   is at most √(A² + B²) ≤ |A| + |B|, so T = max(0, ln((|A| + |B|)/epsilon)/β). Past T, |x|
    ///   stays below epsilon; the velocity need not (it can be about ω₀ times larger).
    /// - ζ ≥ 1: the displacement is sampled every 0.1 s from 0; the result is the sample at which
    ///   |x| came below epsilon, once the samples of the following second (more than 1 s later)
    ///   all stayed below it, so it is a multiple of 0.1 s (accumulated the same way).
    /// - ζ = 0 (undamped) never settles: `.infinity`.
    /// An epsilon that is not positive uses the default (``SpringParameterRepair`` style); a tiny one
    /// is raised to ``minimumSettlingEpsilon``.
    func settlingDuration(epsilon: Double = defaultSettlingEpsilon) -> Double {
        let epsilon = max(epsilon > 0 ? epsilon : Self.defaultSettlingEpsilon, Self.minimumSettlingEpsilon)
        let zeta = dampingRatio
        if zeta == 0 { return .infinity }
        if zeta < 1, case .underdamped(let omegaD) = regime {
            let bracket = 1 + abs((beta + v0) / omegaD)
            return max(0, log(bracket / epsilon) / beta)
        }
        return sampledSettling(epsilon: epsilon)
    }

    /// The ζ ≥ 1 walk of ``settlingDuration(epsilon:)``, in 0.1 s steps.
    ///
    /// The walk cannot run forever: past the envelope's last crossing T_env every sample is inside,
    /// so it has ended by T_env + 1.1 s. A spring so slow that this would take more than ten
    /// million samples returns T_env itself, which bounds the walk's answer from above.
    private func sampledSettling(epsilon: Double) -> Double {
        let tEnv = envelope.lastCrossing(of: epsilon)
        if tEnv / Self.settlingSampleStep > 10_000_000 { return tEnv }
        let limit = tEnv + 2 * Self.settlingHoldTime
        var entry = -1.0
        var best = Double.infinity
        var t = 0.0
        while t <= limit {
            let gap = abs(1 - progress(at: t))
            if !gap.isFinite { return 0 }
            if best >= epsilon {
                if gap < best { entry = t; best = gap }
            } else if gap >= epsilon {
                best = .infinity
            } else if t - entry > Self.settlingHoldTime {
                return entry
            }
            t += Self.settlingSampleStep
        }
        return max(entry, 0)
    }

    /// An upper bound (a + b·t)·e^(−λt) on both |x(t)| and |x′(t)| for t ≥ 0 (damping > 0);
    /// it only bounds the ζ ≥ 1 walk.
    ///
    /// Underdamped: x and x′ are e^(−βt) times a sinusoid with amplitudes R_x, R_v (b = 0, λ = β).
    /// Critical and overdamped: C ≤ e^(r₁t) and 0 ≤ S ≤ t·e^(r₁t) with r₁ = −ω₀²/(β + γ), so the
    /// coefficients of C and S bound the rest.
    private var envelope: SpringEnvelope {
        let xs = v0 + beta
        let vs = beta * v0 + omega0Squared
        switch regime {
        case .underdamped(let omegaD):
            let a = max(
                (1 + (xs / omegaD) * (xs / omegaD)).squareRoot(),
                (v0 * v0 + (vs / omegaD) * (vs / omegaD)).squareRoot())
            return SpringEnvelope(a: a, b: 0, lambda: beta)
        case .critical:
            return SpringEnvelope(a: max(1, abs(v0)), b: max(abs(xs), abs(vs)), lambda: beta)
        case .overdamped(let gamma):
            return SpringEnvelope(
                a: max(1, abs(v0)), b: max(abs(xs), abs(vs)), lambda: omega0Squared / (beta + gamma))
        }
    }
}

/// The bound E(t) = (a + b·t)·e^(−λt), a > 0, b ≥ 0, λ > 0, used to bracket settling.
private struct SpringEnvelope {
    let a: Double
    let b: Double
    let lambda: Double

    /// The smallest T (to 1e-12 relative, rounded up) with E(t) ≤ epsilon for every t ≥ T.
    /// Returns 0 if E never exceeds epsilon.
    ///
    /// ln E is concave with its peak at t* = max(0, 1/λ − a/b), and decreasing after it, so the
    /// last crossing is bracketed by doubling from t* and then bisected.
    func lastCrossing(of epsilon: Double) -> Double {
        let excess = { (t: Double) -> Double in log(a + b * t) - lambda * t - log(epsilon) }
        let peak = b > 0 ? max(0, 1 / lambda - a / b) : 0
        if excess(peak) <= 0 { return 0 }
        var lo = peak
        var width = 1 / lambda
        while excess(peak + width) > 0 { lo = peak + width; width *= 2 }
        var hi = peak + width
        var steps = 0
        while hi - lo > 1e-12 * hi && steps < 200 {
            let mid = 0.5 * (lo + hi)
            if excess(mid) > 0 { lo = mid } else { hi = mid }
            steps += 1
        }
        return hi
    }
}
#endif

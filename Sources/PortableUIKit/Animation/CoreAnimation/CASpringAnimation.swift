#if !canImport(UIKit)
import Foundation

/// An animation that applies a spring-like force to a layer's properties (QuartzCore's
/// `CASpringAnimation`, spec 18.7). The spring (`SpringMotion`, in physical seconds with the
/// velocity normalised to the from→to distance, spec 8.3) replaces the timing curve; the
/// animation's `duration` is not derived from it: set it, usually to `settlingDuration`.
///
/// Invalid physical values are replaced as Core Animation does (CA-O7) and reported
/// (`invalidSpringParameters`): mass ≤ 0 → 1, stiffness ≤ 0 → 100, damping < 0 → 10, and any
/// non-finite value → its default.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the end of the spring (1 by default).
    open var mass: CGFloat = 1 {
        didSet { mass = Self.repaired(mass, "mass", valid: mass > 0, fallback: 1) }
    }
    /// The spring stiffness coefficient (100 by default).
    open var stiffness: CGFloat = 100 {
        didSet { stiffness = Self.repaired(stiffness, "stiffness", valid: stiffness > 0, fallback: 100) }
    }
    /// Defines how the spring's motion should be damped due to the forces of friction (10 by default).
    open var damping: CGFloat = 10 {
        didSet { damping = Self.repaired(damping, "damping", valid: damping >= 0, fallback: 10) }
    }
    /// The initial velocity of the object attached to the spring, in from→to distances per
    /// second; positive values move towards the target (0 by default).
    open var initialVelocity: CGFloat = 0 {
        didSet { initialVelocity = Self.repaired(initialVelocity, "initialVelocity", valid: true, fallback: 0) }
    }
    /// Whether a damping ratio above 1 (overdamped) is kept; when false (the default) the
    /// motion is capped at critical damping (UNC: Apple documents no detail).
    open var allowsOverdamping = false

    /// Creates a spring from a perceptual duration and bounce (spec 8.6): mass 1, stiffness
    /// (2π / duration)², damping from ζ = 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        setPerceptual(duration: perceptualDuration, bounce: Double(bounce))
    }

    /// The perceptual duration 2π·√(m/k); setting it keeps the bounce.
    open var perceptualDuration: CFTimeInterval {
        get { motion.perceptualDuration }
        set { setPerceptual(duration: newValue, bounce: motion.bounce) }
    }

    /// The perceptual bounce (1 − ζ, or 1/ζ − 1 when overdamped); setting it keeps the duration.
    open var bounce: CGFloat {
        get { CGFloat(motion.bounce) }
        set { setPerceptual(duration: motion.perceptualDuration, bounce: Double(newValue)) }
    }

    /// The estimated duration required for the spring system to be considered at rest: where the
    /// envelope of the motion falls to 0.001 of the distance for ζ < 1 (damping 5 → 2.855 s,
    /// defaults → 1.4727 s, damping 15 → 1.0221 s), sampled every 0.1 s for ζ ≥ 1 (spec 18.7).
    open var settlingDuration: CFTimeInterval { motion.settlingDuration() }

    /// The spring as the engine runs it.
    var motion: SpringMotion {
        let m = Double(mass), k = Double(stiffness), c = Double(damping)
        let critical = 2 * (k * m).squareRoot()
        return SpringMotion(
            mass: m, stiffness: k, damping: allowsOverdamping ? c : min(c, critical),
            initialVelocity: Double(initialVelocity))
    }

    override var pacing: PropertyTrack.Pacing { .spring(motion) }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass; copy.stiffness = stiffness; copy.damping = damping
        copy.initialVelocity = initialVelocity; copy.allowsOverdamping = allowsOverdamping
    }

    private func setPerceptual(duration: Double, bounce: Double) {
        var repair = SpringParameterRepair()
        let spring = SpringMotion(perceptualDuration: duration, bounce: bounce, initialVelocity: 0, repair: &repair)
        repair.report(in: "CASpringAnimation perceptual duration / bounce")
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        if bounce < 0 { allowsOverdamping = true }
    }

    private static func repaired(_ value: CGFloat, _ name: String, valid: Bool, fallback: CGFloat) -> CGFloat {
        guard !(valid && value.isFinite) else { return value }
        PortableUIKitDiagnostics.report(
            .invalidSpringParameters, "CASpringAnimation.\(name) \(value) describes no spring; \(fallback) is used",
            fix: "use a positive mass and stiffness, a damping of at least 0 and a finite velocity", spec: "18.7")
        return fallback
    }
}
#endif

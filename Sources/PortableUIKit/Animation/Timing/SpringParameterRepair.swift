#if !canImport(UIKit)
import Foundation

/// The rules that make ``SpringMotion`` total: spring parameters reach it from public API
/// (`UIView.animate(…usingSpringWithDamping:…)`, `UIView.animate(springDuration:bounce:…)`,
/// `UISpringTimingParameters`, archives), so a value that describes no spring is replaced, never
/// trapped on, and the replacement is noted for the diagnostic the public API reports
/// (`invalidSpringParameters`).
///
/// - mass, stiffness, duration, damping ratio: must be positive and finite; otherwise 1, 100
///   (the stiffness of the scroll view's bounce), a duration of 1 µs (the animation lands at
///   once), and 1 (critically damped).
/// - damping: must be finite and not negative; otherwise critical damping 2√(k·m).
/// - bounce: must be in (−1, 1]; otherwise 0 (critically damped: the nearest ends of the range
///   never settle, so they would be no repair).
/// - initial velocity: must be finite; otherwise 0.
struct SpringParameterRepair: Sendable {
    /// The stiffness used when the given one is not positive and finite.
    static let fallbackStiffness = 100.0
    /// The duration used when the given one is not positive and finite: the spring lands at once.
    static let fallbackDuration = 1e-6

    /// One line per repaired parameter ("duration nan → 1e-06"); empty when all were legal.
    private(set) var problems: [String] = []

    /// `value` when it is positive and finite, else `fallback`.
    mutating func positive(_ value: Double, _ name: String, fallback: Double) -> Double {
        value > 0 && value.isFinite ? value : replaced(value, name, by: fallback)
    }

    /// `value` when it is finite and not negative, else `fallback`.
    mutating func nonNegative(_ value: Double, _ name: String, fallback: Double) -> Double {
        value >= 0 && value.isFinite ? value : replaced(value, name, by: fallback)
    }

    /// `value` when it is finite, else `fallback`.
    mutating func finite(_ value: Double, _ name: String, fallback: Double) -> Double {
        value.isFinite ? value : replaced(value, name, by: fallback)
    }

    /// A perceptual bounce in (−1, 1], else 0.
    mutating func bounce(_ value: Double) -> Double {
        value > -1 && value <= 1 ? value : replaced(value, "bounce", by: 0)
    }

    private mutating func replaced(_ value: Double, _ name: String, by fallback: Double) -> Double {
        problems.append("\(name) \(value) → \(fallback)")
        return fallback
    }

    /// Reports the repairs, if any, as one `invalidSpringParameters` diagnostic naming `api`.
    @MainActor
    func report(in api: String) {
        guard !problems.isEmpty else { return }
        PortableUIKitDiagnostics.report(
            .invalidSpringParameters,
            "\(api) was given spring parameters that describe no spring; the animation uses repaired values (\(problems.joined(separator: ", ")))",
            fix:
                "pass a positive, finite mass, stiffness and duration, a damping of at least 0, a bounce in (-1, 1] and a finite velocity",
            spec: "8.1")
    }
}
#endif

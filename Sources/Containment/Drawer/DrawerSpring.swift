#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The spring that moves a drawer: UIKit's duration-based spring
/// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`, which
/// DrawerController animates with) as a pure value, so the drawer can sample it every frame
/// and be caught mid-flight at an exact position and speed.
///
/// The mapping from duration to stiffness is spec 8.4's (UNC): mass 1 and ω₀ such that the
/// envelope e^(−ζω₀T) falls to 1/1500 at T = duration, rescaled to land exactly on ``to`` at
/// ``duration`` (no final snap). Damping ratios are clamped to (0, 1], as UIKit's API has no overdamping.
public struct DrawerSpring: Equatable, Sendable {
    /// Where the motion starts.
    public var from: CGFloat
    /// Where it ends.
    public var to: CGFloat
    /// How long it lasts, in seconds.
    public var duration: TimeInterval
    /// ζ: 1 settles without overshoot, smaller values bounce.
    public var dampingRatio: CGFloat
    /// The speed at the start, in points per second along the axis (not normalised).
    public var initialVelocity: CGFloat

    /// The smallest damping ratio the spring accepts.
    static let minimumDampingRatio: CGFloat = 0.01

    public init(from: CGFloat, to: CGFloat, duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGFloat = 0)
    {
        self.from = from
        self.to = to
        self.duration = duration
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }

    /// How long a move of `distance` takes at `speed` points per second, never below `minimum`
    /// (DrawerController's rule: duration = max(distance / velocity, minimumAnimationDuration)).
    public static func duration(distance: CGFloat, speed: CGFloat, minimum: TimeInterval) -> TimeInterval {
        guard speed > 0, speed.isFinite else { return max(minimum, 0) }
        return max(TimeInterval(abs(distance) / speed), max(minimum, 0))
    }

    /// The position `time` seconds after the start.
    public func position(at time: TimeInterval) -> CGFloat {
        guard let shape = shape, time < duration else { return to }
        return to + (from - to) * CGFloat(shape.displacement(max(time, 0)))
    }

    /// The speed in points per second `time` seconds after the start (0 from ``duration`` on).
    public func velocity(at time: TimeInterval) -> CGFloat {
        guard let shape = shape else { return 0 }
        guard time < duration else { return 0 }
        return (from - to) * CGFloat(shape.rate(max(time, 0)))
    }

    // MARK: Closed form (spec 8.2), displacement normalised to 1 at the start and 0 at the end

    /// The spring's closed form, rescaled so it is exactly 1 at the start and exactly 0 at the
    /// duration (the envelope leaves at most 1/1500 of the distance, which would otherwise be a
    /// visible snap): x̂(t) = (x(t) − x(T)) / (1 − x(T)). The raw spring's start velocity is
    /// chosen so that x̂′(0) is the requested one.
    private struct Shape {
        let beta: Double, omega0: Double, omegaD: Double, v0: Double, end: Double

        init(beta: Double, omega0: Double, omegaD: Double, requestedRate: Double, duration: Double) {
            self.beta = beta
            self.omega0 = omega0
            self.omegaD = omegaD
            let (c, s) = Self.basis(beta: beta, omegaD: omegaD, at: duration)
            // x(T) = C + (v0 + β)·S and v0 / (1 − x(T)) = r  ⇒  v0 = r·(1 − C − β·S) / (1 + r·S).
            let v0 = requestedRate * (1 - c - beta * s) / (1 + requestedRate * s)
            self.v0 = v0
            self.end = c + (v0 + beta) * s
        }

        /// (C, S) with x = C + (v0 + β)·S (spec 8.2).
        static func basis(beta: Double, omegaD: Double, at t: Double) -> (Double, Double) {
            let decay = exp(-beta * t)
            if omegaD == 0 { return (decay, t * decay) }
            return (decay * cos(omegaD * t), decay * sin(omegaD * t) / omegaD)
        }

        func displacement(_ t: Double) -> Double {
            let (c, s) = Self.basis(beta: beta, omegaD: omegaD, at: t)
            return (c + (v0 + beta) * s - end) / (1 - end)
        }

        func rate(_ t: Double) -> Double {
            let (c, s) = Self.basis(beta: beta, omegaD: omegaD, at: t)
            return (v0 * c - (beta * v0 + omega0 * omega0) * s) / (1 - end)
        }
    }

    private var shape: Shape? {
        let distance = Double(to - from)
        guard distance != 0, duration > 0, duration.isFinite else { return nil }
        let zeta = Double(min(max(dampingRatio.isFinite ? dampingRatio : 1, Self.minimumDampingRatio), 1))
        let omega0 = log(1500.0) / (duration * zeta)
        let omegaD = zeta < 1 ? omega0 * (1 - zeta * zeta).squareRoot() : 0
        // x′(0) = −(velocity towards the target) / distance, in distances per second.
        let rate = -Double(initialVelocity.isFinite ? initialVelocity : 0) / distance
        return Shape(beta: zeta * omega0, omega0: omega0, omegaD: omegaD, requestedRate: rate, duration: duration)
    }
}

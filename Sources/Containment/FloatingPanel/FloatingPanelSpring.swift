#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The spring that attracts a floating panel to an anchor: damping ratio and response, as
/// `UISpringTimingParameters(dampingRatio:…)` and SwiftUI's springs describe one, as a pure value
/// the panel samples every frame (so a drag can catch it at an exact place and speed).
///
/// Mass 1, stiffness (2π / response)², damping 2ζ · 2π / response; ζ is clamped to (0, 1] (no
/// overdamping) and the response to at least 1 ms. It starts at ``from`` with
/// ``initialVelocity`` (points per second, towards larger values positive) and is at rest once
/// within ``restThreshold`` of ``to`` moving slower than ``restThreshold`` per 16 ms, from
/// ``settlingTime`` on, where it is exactly at ``to``.
public struct FloatingPanelSpring: Equatable, Sendable {
    public let from: CGFloat
    public let to: CGFloat
    /// ζ: 1 settles without overshoot, smaller values bounce.
    public let dampingRatio: CGFloat
    /// The period of the undamped spring, in seconds.
    public let response: TimeInterval
    public let initialVelocity: CGFloat
    /// The distance (points) under which the spring counts as arrived: half a pixel at 2× scale.
    public static let restThreshold: CGFloat = 0.25
    /// The first moment, on a 1 ms grid, from which the spring stays within
    /// ``restThreshold``: there it is exactly at ``to``. At most 60 s.
    public private(set) var settlingTime: TimeInterval = 0

    public init(
        from: CGFloat, to: CGFloat, dampingRatio: CGFloat = 1, response: TimeInterval = 0.4,
        initialVelocity: CGFloat = 0
    ) {
        self.from = from.isFinite ? from : 0
        self.to = to.isFinite ? to : 0
        self.dampingRatio = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        self.response = response.isFinite ? max(response, 0.001) : 0.4
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        settlingTime = restingTime()
    }

    private var omega0: Double { 2 * Double.pi / response }
    private var beta: Double { Double(dampingRatio) * omega0 }
    private var omegaD: Double {
        let zeta = Double(dampingRatio)
        return zeta < 1 ? omega0 * (1 - zeta * zeta).squareRoot() : 0
    }

    /// The displacement from ``to`` and its rate at `t` (before rest): x = e^(−βt)(A·c + B·s).
    private func state(at t: Double) -> (x: Double, v: Double) {
        let x0 = Double(from - to)
        let v0 = Double(initialVelocity)
        let decay = exp(-beta * t)
        if omegaD == 0 {
            let b = v0 + beta * x0
            let x = decay * (x0 + b * t)
            let v = decay * (b - beta * (x0 + b * t))
            return (x, v)
        }
        let b = (v0 + beta * x0) / omegaD
        let (c, s) = (cos(omegaD * t), sin(omegaD * t))
        let x = decay * (x0 * c + b * s)
        let v = decay * ((b * omegaD - beta * x0) * c - (x0 * omegaD + beta * b) * s)
        return (x, v)
    }

    /// Whether the spring is at rest `time` seconds after its start.
    public func isAtRest(at time: TimeInterval) -> Bool { time >= settlingTime }

    /// The position `time` seconds after the start (``to`` from ``settlingTime`` on).
    public func position(at time: TimeInterval) -> CGFloat {
        guard time < settlingTime else { return to }
        return to + CGFloat(state(at: max(time, 0)).x)
    }

    /// The speed `time` seconds after the start (0 from ``settlingTime`` on).
    public func velocity(at time: TimeInterval) -> CGFloat {
        guard time < settlingTime else { return 0 }
        return CGFloat(state(at: max(time, 0)).v)
    }

    /// Steps the spring's envelope on a 1 ms grid.
    private func restingTime() -> TimeInterval {
        let threshold = Double(Self.restThreshold)
        let x0 = Double(from - to)
        let v0 = Double(initialVelocity)
        if abs(x0) < threshold && abs(v0) * 0.016 < threshold { return 0 }
        // Bounds on |x| and |v| for every later time (|sin(ω_d·t)| / ω_d ≤ t): once both are
        // under the threshold the spring never leaves it again.
        let k = abs(v0 + beta * x0)
        var t = 0.0
        while t < 60 {
            let reach = omegaD > 0 ? min(t, 1 / omegaD) : t
            let decay = exp(-beta * t)
            let x = decay * (abs(x0) + k * reach)
            let v = decay * (abs(v0) + omega0 * abs(x0) + beta * k * reach)
            if x < threshold && v * 0.016 < threshold { return t }
            t += 0.001
        }
        return 60
    }
}

#if !canImport(UIKit)
/// How an animation's progress follows elapsed time: a cubic curve over the duration, or a spring
/// that runs in its own physical time (spec 8.2–8.7).
enum TimingFunction: Sendable, Equatable {
    /// Progress = curve(elapsed / duration).
    case cubic(CubicTimingCurve)
    /// Progress = 1 − displacement(elapsed), in physical seconds; the duration only ends it.
    case spring(SpringMotion)

    /// The progress at `elapsed` seconds into an animation of `duration` seconds.
    ///
    /// Before the start (elapsed ≤ 0) progress is 0; at or after `duration` it is exactly 1,
    /// because UIKit ends the animation at its duration and leaves the model value in place.
    /// For a spring that snap is what makes a mapped spring (8.4) land: its displacement at
    /// `duration` is only within the 1/1500 envelope, not 0. A spring animator whose duration
    /// UIKit ignores (8.5) passes the spring's settling duration here.
    func progress(at elapsed: Double, duration: Double) -> Double {
        if elapsed >= duration { return 1 }
        if elapsed <= 0 { return 0 }
        switch self {
        case .cubic(let curve): return curve.progress(at: elapsed / duration)
        case .spring(let spring): return spring.progress(at: elapsed)
        }
    }

    /// The rate of progress in fractions per second at `elapsed`; 0 before the start and from
    /// `duration` on. At elapsed = 0 it is the starting rate (curve slope / duration, or the
    /// spring's initial velocity), so an interrupted animation can hand its velocity over.
    func velocity(at elapsed: Double, duration: Double) -> Double {
        if elapsed >= duration || elapsed < 0 { return 0 }
        switch self {
        case .cubic(let curve): return curve.derivative(at: elapsed / duration) / duration
        case .spring(let spring): return spring.progressVelocity(at: elapsed)
        }
    }
}
#endif

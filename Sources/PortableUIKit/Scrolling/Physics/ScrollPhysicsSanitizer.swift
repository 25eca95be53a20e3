#if !canImport(UIKit)
import Foundation

/// The shared input-sanitising rules of the scroll-physics engines (spec 7.1–7.6).
///
/// Every engine accepts user-reachable numbers (offsets, velocities, sizes, times) and
/// must never trap or propagate NaN. Instead of `precondition`, values are repaired with
/// the documented rules below, so callers always get a finite, usable result.
enum ScrollPhysicsSanitizer {
    /// Returns `value` when it is finite, otherwise `fallback` (spec 7.2, sanitising).
    ///
    /// Used for positions and velocities: NaN and ±∞ are replaced by the caller's fallback
    /// (usually 0 for velocities, a legal offset for positions).
    static func finite(_ value: CGFloat, or fallback: CGFloat) -> CGFloat {
        value.isFinite ? value : fallback
    }

    /// Sanitises an elapsed time in seconds since the motion started (spec 7.2).
    ///
    /// NaN and negative times are treated as 0 (the start of the motion); `+∞` is kept and
    /// means "long after the motion ended".
    static func elapsed(_ time: TimeInterval) -> TimeInterval {
        (time.isNaN || time < 0) ? 0 : time
    }

    /// Sanitises a size along one axis (spec 7.4, 7.6).
    ///
    /// Negative, NaN and infinite dimensions are treated as 0.
    static func dimension(_ value: CGFloat) -> CGFloat {
        (value.isFinite && value > 0) ? value : 0
    }
}
#endif

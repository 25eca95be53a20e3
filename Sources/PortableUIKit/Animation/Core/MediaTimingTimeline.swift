#if !canImport(UIKit)
import Foundation

/// The `CAMediaTiming` of one timed object as a pure value (spec 18.2): maps its parent's time
/// to a position inside one pass of its basic duration, or to nothing outside its active interval.
///
/// - Active local time: `t = (tp − beginTime) × speed + timeOffset`; a `timeOffset` starts the
///   object part-way through its active span and wraps around to its start (Core Animation's
///   behaviour, CA-O4); a negative `speed` plays the active span backwards from its end.
/// - Active span (local time) = `duration × passes × (autoreverses ? 2 : 1)`, where passes is
///   `repeatCount` when positive (fractional counts play that fraction; spec 18.2's
///   `max(repeatCount, 1)` for counts of at least 1), else `repeatDuration / duration` when that
///   is positive, else 1. In parent time it lasts that ÷ |speed| (infinite at speed 0).
/// - Fill: before the active interval `fillsBackwards` shows the start, after it `fillsForwards`
///   holds the end; otherwise the object contributes nothing (`sample` is nil).
struct MediaTimingTimeline: Equatable, Sendable {
    var beginTime: Double = 0
    var duration: Double
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    var fillsBackwards = false
    var fillsForwards = false

    /// Where the object stands: `time` seconds into a pass of `duration` (already reversed on
    /// the way back of an autoreversing repeat), in repeat number `iteration` (0 first).
    struct Sample: Equatable, Sendable {
        var time: Double
        var iteration: Double
        /// `time / duration`, in [0, 1].
        var fraction: Double
    }

    /// How many forward passes of `duration` the active span holds.
    var passes: Double {
        if repeatCount > 0 { return repeatCount }
        if repeatDuration > 0, duration > 0 { return repeatDuration / (duration * (autoreverses ? 2 : 1)) }
        return 1
    }

    /// The active span in the object's local time (infinite when it repeats forever).
    var activeLocalDuration: Double {
        max(duration, 0) * passes * (autoreverses ? 2 : 1)
    }

    /// The active span in parent time: the spec's `duration × max(repeatCount, 1) ×
    /// (autoreverses ? 2 : 1) ÷ speed`; infinite at speed 0.
    var activeDuration: Double {
        speed == 0 ? .infinity : activeLocalDuration / abs(speed)
    }

    /// The parent time at which the active interval ends.
    var endTime: Double { beginTime + activeDuration }

    /// Whether parent time `tp` has reached the start of the active interval.
    func hasBegun(atParent tp: Double) -> Bool { tp >= beginTime || speed == 0 }

    /// The sample at parent time `tp`, or nil outside the active interval without fill.
    func sample(atParent tp: Double) -> Sample? {
        let total = activeLocalDuration
        let elapsed = speed == 0 ? 0 : (tp - beginTime) * abs(speed)
        guard elapsed.isFinite || elapsed == .infinity else { return nil }
        if elapsed < 0 {
            guard fillsBackwards else { return nil }
            return basicSample(atLocal: speed < 0 ? total : wrapped(timeOffset, total, atEnd: false))
        }
        if elapsed >= total - LayerAnimation.endTolerance && speed != 0 {
            guard fillsForwards else { return nil }
            return basicSample(atLocal: speed < 0 ? 0 : wrapped(total + timeOffset, total, atEnd: true))
        }
        let local = speed < 0 ? total - elapsed : elapsed + timeOffset
        return basicSample(atLocal: wrapped(local, total, atEnd: false))
    }

    /// `local` wrapped into the active span [0, total]; the span's end stays the end when `atEnd`.
    private func wrapped(_ local: Double, _ total: Double, atEnd: Bool) -> Double {
        guard total.isFinite, total > 0 else { return max(local, 0) }
        let r = local.truncatingRemainder(dividingBy: total)
        let inSpan = r < 0 ? r + total : r
        return atEnd && inSpan == 0 ? total : inSpan
    }

    /// The position inside a pass at active local time `local` (in [0, active span]).
    func basicSample(atLocal local: Double) -> Sample {
        guard duration > 0, local > 0 else { return Sample(time: 0, iteration: 0, fraction: 0) }
        let cycle = duration * (autoreverses ? 2 : 1)
        var iteration = (local / cycle).rounded(.down)
        // A count beyond 2⁵³ has no meaningful phase: read it as the start of a pass.
        guard iteration.isFinite, iteration < 0x1p53 else { return Sample(time: 0, iteration: 0, fraction: 0) }
        var inCycle = local - iteration * cycle
        // The exact end of a pass belongs to that pass, not to the start of the next.
        if inCycle <= LayerAnimation.endTolerance * max(1, local), iteration > 0 {
            iteration -= 1
            inCycle = cycle
        }
        let time = inCycle <= duration ? inCycle : cycle - inCycle
        return Sample(time: time, iteration: iteration, fraction: min(max(time / duration, 0), 1))
    }
}
#endif

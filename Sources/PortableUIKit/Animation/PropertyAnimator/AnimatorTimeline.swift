#if !canImport(UIKit)
import Foundation

/// A property animator's timeline as a value type: where it is (a time fraction 0…1 of its
/// duration), which way it runs, and how a segment added at some point maps that fraction to its
/// own eased progress. No views, no clock: the animator feeds it elapsed time.
struct AnimatorTimeline: Equatable {
    /// The animator's time fraction, 0…1.
    var fraction: Double = 0
    /// Whether time runs backwards.
    var isReversed = false
    /// The duration one full pass takes, in seconds.
    var duration: TimeInterval
    /// The curve applied to each segment.
    var timing: TimingFunction
    /// Whether progress is linear because the client scrubbed `fractionComplete` (spec 8.8).
    var isScrubbingLinearly = false

    /// Advances by `seconds` of running time; returns true when it reached its end (1, or 0 reversed).
    mutating func advance(by seconds: TimeInterval) -> Bool {
        // A duration within the engine's 1 ns tolerance (1e-300 s) ends in one step: the
        // tolerance divided by it would swallow the whole timeline.
        guard duration > LayerAnimation.endTolerance else {
            fraction = isReversed ? 0 : 1
            return true
        }
        let step = seconds / duration
        fraction = min(max(fraction + (isReversed ? -step : step), 0), 1)
        // Elapsed times are differences of large media times: snap within the engine's 1 ns.
        let tolerance = LayerAnimation.endTolerance / duration
        if fraction >= 1 - tolerance { fraction = 1 }
        if fraction <= tolerance { fraction = 0 }
        return isReversed ? fraction <= 0 : fraction >= 1
    }

    /// A segment's eased progress: it starts at `start` (a time fraction) and ends at 1.
    func progress(ofSegmentStartingAt start: Double) -> Double {
        guard fraction > start else { return 0 }
        let local = start < 1 ? (fraction - start) / (1 - start) : 1
        if isScrubbingLinearly { return local }
        return timing.progress(at: local * duration * (1 - start), duration: duration * (1 - start))
    }
}
#endif

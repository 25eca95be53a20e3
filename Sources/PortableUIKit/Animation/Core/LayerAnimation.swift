import Foundation

/// One running animation of one layer property: from/to values, a timing function, and when it
/// runs on the media clock (or, when driven by a property animator, how far along it is).
@MainActor
final class LayerAnimation {
    /// The property key (`position`, `bounds`, `transform`, `opacity`, …).
    let key: String
    var from: AnimatableValue
    var to: AnimatableValue
    var timing: TimingFunction
    /// Media time at which the first pass starts (after any delay).
    var beginTime: TimeInterval
    /// Length of one pass, in seconds.
    var duration: TimeInterval
    /// Number of passes; `.infinity` repeats forever.
    var repeatCount: Double = 1
    /// Whether every other pass runs backwards.
    var autoreverses = false
    /// The group whose completion waits for this animation.
    weak var group: AnimationGroup?
    /// The layer it animates.
    weak var layer: CALayer?
    /// When set, progress comes from this closure (a property animator) instead of the clock.
    var externalProgress: (() -> Double)?
    /// Keyframes (fraction of the duration → value) replacing the from/to blend; the value
    /// between two keyframes blends linearly, as UIKit's default linear calculation mode.
    var keyframes: [(time: Double, value: AnimatableValue)]?

    init(key: String, from: AnimatableValue, to: AnimatableValue, timing: TimingFunction,
         beginTime: TimeInterval, duration: TimeInterval) {
        self.key = key
        self.from = from
        self.to = to
        self.timing = timing
        self.beginTime = beginTime
        self.duration = duration
    }

    /// Media time at which the animation ends (infinite when it repeats forever).
    var endTime: TimeInterval {
        guard externalProgress == nil else { return .infinity }
        let passes = repeatCount * (autoreverses ? 2 : 1)
        return passes.isInfinite ? .infinity : beginTime + max(duration, 0) * passes
    }

    /// How close to its end time an animation counts as ended: sums of frame intervals at large
    /// media times carry rounding error far above this, far below a frame.
    nonisolated static let endTolerance: TimeInterval = 1e-9

    /// Whether the clock has run past the end.
    func isFinished(at now: TimeInterval) -> Bool {
        externalProgress == nil && now >= endTime - Self.endTolerance
    }

    /// The eased fraction (0 = from, 1 = to; springs may overshoot) at `now`.
    func fraction(at now: TimeInterval) -> Double {
        if let externalProgress { return externalProgress() }
        guard duration > 0 else { return 1 }
        let elapsed = now - beginTime
        guard elapsed > 0 else { return 0 }
        guard now < endTime - Self.endTolerance else { return autoreverses ? 0 : 1 }
        let pass = (elapsed / duration).rounded(.down)
        var local = elapsed - pass * duration
        if autoreverses, Int(pass) % 2 == 1 { local = duration - local }
        return timing.progress(at: local, duration: duration)
    }

    /// The presentation value at `now`.
    func value(at now: TimeInterval) -> AnimatableValue {
        let t = fraction(at: now)
        guard let keyframes, let first = keyframes.first else { return from.blended(to: to, t) }
        guard t > first.time else { return first.value }
        for (a, b) in zip(keyframes, keyframes.dropFirst()) where t <= b.time {
            return b.time > a.time ? a.value.blended(to: b.value, (t - a.time) / (b.time - a.time)) : b.value
        }
        return keyframes[keyframes.count - 1].value
    }
}

#if !canImport(UIKit)
import Foundation

/// One running animation of one layer property: from/to values, a timing function, and when it
/// runs in its layer's local time (or, when driven by a property animator, how far along it is).
///
/// Times it is asked about are media times (`MediaClock.now`); it converts them through its
/// layer's timing chain (`CALayer.localTime(fromMedia:)`), so a paused, slowed or offset ancestor
/// pauses, slows or scrubs it. An animation without a layer runs on media time.
@MainActor
final class LayerAnimation {
    /// The property key (`position`, `bounds`, `transform`, `opacity`, …).
    let key: String
    var from: AnimatableValue
    var to: AnimatableValue
    var timing: TimingFunction
    /// Local time of the animated layer at which the first pass starts (after any delay).
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
    /// The key it runs under on its layer (`animationKeys()`, replacement, removal): the
    /// property key for view animations, the `add(_:forKey:)` key for explicit ones (nil: none).
    var animationKey: String?
    /// An explicit animation (`add(_:forKey:)`): the layer's copy of the `CAAnimation`, its
    /// timeline and its compiled tracks. Nil for view animations, which evaluate from/to above.
    var explicit: ExplicitAnimation?
    /// The `CAAnimation` describing a view animation, made when first asked for
    /// (``describingAnimation()``).
    var describedAnimation: CAAnimation?
    /// Whether the layer drops it once its active duration has passed (`isRemovedOnCompletion`).
    var removedOnCompletion = true
    /// Whether `animationDidStart(_:)` was delivered.
    var didNotifyStart = false

    init(
        key: String, from: AnimatableValue, to: AnimatableValue, timing: TimingFunction,
        beginTime: TimeInterval, duration: TimeInterval
    ) {
        self.key = key
        self.from = from
        self.to = to
        self.timing = timing
        self.beginTime = beginTime
        self.duration = duration
        animationKey = key
    }

    /// The runtime form of an explicit animation added under `key`.
    convenience init(explicit: ExplicitAnimation, key: String?) {
        let timeline = explicit.timeline
        self.init(
            key: explicit.tracks.first?.keyPath.key ?? "", from: .scalar(0), to: .scalar(0), timing: .cubic(.linear),
            beginTime: timeline.beginTime, duration: timeline.duration)
        self.explicit = explicit
        animationKey = key
        removedOnCompletion = explicit.animation.isRemovedOnCompletion
    }

    /// Local time of the layer at which the animation ends (infinite when it repeats forever).
    var localEndTime: TimeInterval {
        if let explicit { return explicit.timeline.endTime }
        let passes = repeatCount * (autoreverses ? 2 : 1)
        return passes.isInfinite ? .infinity : beginTime + max(duration, 0) * passes
    }

    /// Media time at which the animation ends, given its layer's timing chain as it is now:
    /// infinite when it repeats forever, is driven by a property animator, or will never reach
    /// its end because the chain stands still (a `speed` of 0) or runs backwards; the current
    /// media time when such a chain already stands past the end (it retires on the next tick).
    var endTime: TimeInterval {
        guard externalProgress == nil else { return .infinity }
        let end = localEndTime
        guard end.isFinite, let layer else { return end }
        if let media = layer.forwardMediaTime(fromLocal: end) { return media }
        return isFinished(at: MediaClock.now) ? MediaClock.now : .infinity
    }

    /// How close to its end time an animation counts as ended: sums of frame intervals at large
    /// media times carry rounding error far above this, far below a frame.
    nonisolated static let endTolerance: TimeInterval = 1e-9

    /// The layer's local time at media time `now`.
    private func localTime(at now: TimeInterval) -> TimeInterval {
        layer?.localTime(fromMedia: now) ?? now
    }

    /// Whether the layer's local time at media time `now` has run past the end.
    func isFinished(at now: TimeInterval) -> Bool {
        externalProgress == nil && localTime(at: now) >= localEndTime - Self.endTolerance
    }

    /// The eased fraction (0 = from, 1 = to; springs may overshoot) at media time `now`.
    func fraction(at now: TimeInterval) -> Double {
        if let externalProgress { return externalProgress() }
        guard duration > 0 else { return 1 }
        let local = localTime(at: now)
        let elapsed = local - beginTime
        guard elapsed > 0 else { return 0 }
        guard local < localEndTime - Self.endTolerance else { return autoreverses ? 0 : 1 }
        let pass = (elapsed / duration).rounded(.down)
        // A pass count beyond 2⁵³ (a 1e-300 s duration, a 1e19 s clock jump) has no meaningful
        // phase: the animation reads as at the start of a pass rather than trapping on Int(pass).
        guard pass.isFinite, pass < 0x1p53 else { return timing.progress(at: 0, duration: duration) }
        var inPass = elapsed - pass * duration
        if autoreverses, pass.truncatingRemainder(dividingBy: 2) == 1 { inPass = duration - inPass }
        return timing.progress(at: inPass, duration: duration)
    }

    /// The presentation value at media time `now`.
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
#endif

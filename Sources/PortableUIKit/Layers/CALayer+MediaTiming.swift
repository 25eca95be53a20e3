#if !canImport(UIKit)
import Foundation

/// Layer time (QuartzCore's hierarchical timing). A layer's local time follows its superlayer's
/// (media time, `CACurrentMediaTime()`, for a root layer):
///
///     local = (parent − beginTime) × speed + timeOffset
///
/// A layer's animations run on its local time, so `speed`, `beginTime` and `timeOffset` of a layer
/// govern its own animations and those of every sublayer; the chain is read when an animation is
/// evaluated, so moving a layer under another superlayer (or removing it) takes effect at once.
extension CALayer: CAMediaTiming {
    /// Converts the time interval from the specified layer's time space (the media timebase when
    /// nil) to the receiver's time space.
    ///
    /// The conversion goes through media time. A layer whose chain has a `speed` of 0 shows the
    /// same local time at every media time, so its local times have no single media time: for
    /// such an `l`, PortableUIKit takes the current media time (the right answer when `t` is the
    /// time the layer is paused at) and never returns an infinite or NaN time.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMedia: l.map { $0.mediaTime(fromLocal: t) } ?? t)
    }

    /// Converts the time interval from the receiver's time space to the specified layer's time
    /// space (the media timebase when nil). A receiver whose chain has a `speed` of 0 maps every
    /// time to the current media time, as in ``convertTime(_:from:)``.
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l.map { $0.localTime(fromMedia: media) } ?? media
    }

    /// The layer's local time at media time `t`, through every superlayer.
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        // No Optional.map closure: this runs for every animation on every frame.
        let parent: CFTimeInterval
        if let superlayer { parent = superlayer.localTime(fromMedia: t) } else { parent = t }
        let active = (parent - beginTime) * Double(speed) + timeOffset
        return duration > 0 ? basicTime(fromActive: active) : active
    }

    /// A layer with a positive `duration` repeats (and reverses) its own timeline: its active
    /// local time is mapped into one pass, clamped to the active span at both ends (spec 18.2;
    /// the layer's `fillMode` does not take it out of the tree). Conversions back to media time
    /// (``mediaTime(fromLocal:)``) invert only the linear part.
    private func basicTime(fromActive active: CFTimeInterval) -> CFTimeInterval {
        let timeline = MediaTimingTimeline(
            duration: duration, repeatCount: Double(repeatCount),
            repeatDuration: repeatDuration, autoreverses: autoreverses)
        let total = timeline.activeLocalDuration
        guard active.isFinite else { return active }
        return timeline.basicSample(atLocal: min(max(active, 0), total)).time
    }

    /// The media time at which the layer's local time is `t`; the current media time when a
    /// `speed` of 0 on the way up makes that undefined.
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        mediaTimeAndDirection(fromLocal: t)?.time ?? MediaClock.now
    }

    /// The media time at which the layer's local time is (or was) `t`, when local time moves
    /// forward with media time; nil when it stands still (a `speed` of 0 on the way up) or runs
    /// backwards (an odd number of negative speeds).
    func forwardMediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval? {
        guard let result = mediaTimeAndDirection(fromLocal: t), result.forward else { return nil }
        return result.time
    }

    /// The inverse of ``localTime(fromMedia:)`` and whether local time runs forward; nil when a
    /// layer on the way up has `speed` 0.
    private func mediaTimeAndDirection(fromLocal t: CFTimeInterval) -> (time: CFTimeInterval, forward: Bool)? {
        var time = t, forward = true
        var layer: CALayer? = self
        while let current = layer {
            guard current.speed != 0 else { return nil }
            time = (time - current.timeOffset) / Double(current.speed) + current.beginTime
            if current.speed < 0 { forward.toggle() }
            layer = current.superlayer
        }
        return (time, forward)
    }
}
#endif

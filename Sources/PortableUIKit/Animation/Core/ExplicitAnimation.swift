#if !canImport(UIKit)
import Foundation

/// The engine's form of a `CAAnimation` added with `CALayer.add(_:forKey:)`: the layer's copy
/// (what `animation(forKey:)` returns and the delegate receives), its timeline in the layer's
/// time, and its compiled property tracks. Carried by a ``LayerAnimation``, so explicit and view
/// animations run on the one engine (retired, completed and removed the same way).
@MainActor
struct ExplicitAnimation {
    let animation: CAAnimation
    let timeline: MediaTimingTimeline
    let tracks: [PropertyTrack]

    /// Writes the animation's values at the layer's local time `layerTime` into `layer`, a
    /// presentation copy (nothing outside the active interval unless a fill mode holds it).
    func apply(to layer: CALayer, layerTime: TimeInterval) {
        guard var sample = timeline.sample(atParent: layerTime) else { return }
        // A group's timing function warps its children's time (its own pass is paced by it).
        if animation is CAAnimationGroup, let function = animation.timingFunction {
            sample.fraction = function.progress(at: sample.fraction)
            sample.time = sample.fraction * timeline.duration
        }
        for track in tracks {
            // A group child's parent time is the group's time within its pass, so the child is
            // clipped (not scaled) to the group's duration (spec 18.8).
            var inner = sample, duration = timeline.duration, shown = true
            for child in track.timelines {
                guard let childSample = child.sample(atParent: inner.time) else { shown = false; break }
                inner = childSample
                duration = child.duration
            }
            if shown { track.apply(to: layer, at: inner, duration: duration) }
        }
    }
}

extension LayerAnimation {
    /// Delivers `animationDidStart(_:)` once the layer's time reaches the explicit animation's
    /// begin time (from the engine's tick, never from `add`; spec 18.4).
    func notifyStartIfBegun(at now: TimeInterval) {
        guard let explicit, !didNotifyStart, let layer else { return }
        guard explicit.timeline.hasBegun(atParent: layer.localTime(fromMedia: now)) else { return }
        didNotifyStart = true
        explicit.animation.delegate?.animationDidStart(explicit.animation)
    }
}
#endif

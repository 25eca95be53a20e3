#if !canImport(UIKit)
import Foundation

/// Pauses a layer's time so the `UIView.animate` animations under it can be scrubbed by an
/// interaction, then resumes it or runs it back — Core Animation's public recipe (`speed`,
/// `timeOffset`, `beginTime`). Used by ``SystemTransitionContext`` for animators that offer no
/// interruptible animator. (Containment's transition container has its own, written against
/// public API only so that it also runs on UIKit.)
@MainActor
final class PausedLayerClock {
    private let layer: CALayer
    private var rewinding: CADisplayLink?
    /// Keeps hosts ticking while the clock runs back (display links alone do not), and ends it.
    private var rewindEnd: UIViewPropertyAnimator?

    /// Pauses `layer` at local time 0: animations created under it now stay at their start.
    init(layer: CALayer) {
        self.layer = layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
    }

    /// Shows the animations as they are `time` seconds in.
    func scrub(to time: TimeInterval) { layer.timeOffset = max(time, 0) }

    /// Lets time run forward again from the paused point, `speed` times as fast.
    func resume(speed: Double) {
        let paused = layer.timeOffset
        layer.speed = Float(speed)
        layer.timeOffset = 0
        layer.beginTime = 0
        let parentNow = layer.superlayer?.convertTime(MediaClock.now, from: nil) ?? MediaClock.now
        layer.beginTime = parentNow - paused / speed
    }

    /// Runs time back to 0 at `speed`, frame by frame, then gives the layer normal time again
    /// (the animations then end, and their completions report the cancelled transition).
    func rewind(speed: Double) {
        let start = layer.timeOffset, startTime = MediaClock.now
        let length = start / speed
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let elapsed = link.timestamp - startTime
            self.layer.timeOffset = length > 0 ? max(start * (1 - elapsed / length), 0) : 0
        }
        rewinding = link
        link.add(to: .main, forMode: .common)
        let end = UIViewPropertyAnimator(duration: max(length, 0.001), curve: .linear)
        end.addCompletion { [weak self] _ in self?.restore() }
        rewindEnd = end
        end.startAnimation()
    }

    /// Gives the layer normal time again.
    func restore() {
        rewinding?.invalidate()
        rewinding = nil
        let end = rewindEnd
        rewindEnd = nil
        if end?.state == .active { end?.stopAnimation(true) }
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }
}
#endif

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Pauses a layer's time so the animations under it can be scrubbed, then resumes or rewinds
/// it — Core Animation's public recipe (`speed`, `timeOffset`, `beginTime`) for driving
/// `UIView.animate` animations from a gesture.
@MainActor
final class PausedLayerTime {
    private let layer: CALayer
    private var rewinding: (link: CADisplayLink, timer: UIViewPropertyAnimator)?

    /// Pauses `layer` at local time 0: animations created under it now stay at their start.
    init(layer: CALayer) {
        self.layer = layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
    }

    /// Shows the animations as they are `time` seconds in.
    func scrub(to time: TimeInterval) {
        layer.timeOffset = max(time, 0)
    }

    /// Lets time run forward again from the paused point, `speed` times as fast.
    func resume(speed: Double) {
        let paused = layer.timeOffset
        layer.speed = Float(speed)
        layer.timeOffset = 0
        layer.beginTime = 0
        // beginTime is in the superlayer's time: local = (parentNow − beginTime) × speed = paused.
        let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.beginTime = parentNow - paused / speed
    }

    /// Runs time back to 0 at `speed`, frame by frame; then the animations are over and
    /// complete (their completions fire) with the layer's time restored. The rewind is timed by
    /// a property animator with no animations, so hosts see an animation in flight until it ends.
    func rewind(speed: Double) {
        let start = layer.timeOffset
        let length = start / speed
        let timer = UIViewPropertyAnimator(duration: max(length, 0.001), curve: .linear)
        let link = CADisplayLink { [weak self, weak timer] _ in
            guard let self, let timer else { return }
            self.layer.timeOffset = max(start * (1 - Double(timer.fractionComplete)), 0)
        }
        timer.addCompletion { [weak self] _ in self?.restore() }
        rewinding = (link, timer)
        link.add(to: .main, forMode: .common)
        timer.startAnimation()
    }

    /// Gives the layer normal time again.
    func restore() {
        rewinding?.link.invalidate()
        rewinding = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }
}

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
    private var rewinding: FrameTimer?

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
    /// complete (their completions fire) with the layer's time restored.
    func rewind(speed: Double) {
        let start = layer.timeOffset
        let length = start / speed
        let timer = FrameTimer(
            duration: length,
            onFrame: { [weak self] elapsed in
                self?.layer.timeOffset = length > 0 ? max(start * (1 - elapsed / length), 0) : 0
            }, onEnd: { [weak self] in self?.restore() })
        rewinding = timer
        timer.start()
    }

    /// Gives the layer normal time again.
    func restore() {
        rewinding?.stop()
        rewinding = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }
}

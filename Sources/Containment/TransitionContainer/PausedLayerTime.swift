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
    private var rewindLink: CADisplayLink?

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
        var last: TimeInterval?
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let step = last.map { link.timestamp - $0 } ?? 0
            last = link.timestamp
            self.layer.timeOffset = max(self.layer.timeOffset - step * speed, 0)
            if self.layer.timeOffset <= 0 { self.restore() }
        }
        rewindLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Gives the layer normal time again.
    func restore() {
        rewindLink?.invalidate()
        rewindLink = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Calls a closure on every display frame for a fixed length of time, then ends: the one
/// frame clock the containers use for motion they compute themselves (a drawer's spring, a
/// rewind of paused layer time).
///
/// Time is the display link's timestamp minus the media time at ``start()``, so a host that
/// ticks its window decides every value. The last frame is always delivered at exactly
/// `duration`, then `onEnd` runs. On Linux the timer also runs a property animator with no
/// animations for the same length, so hosts waiting for idle see motion in flight until it ends.
@MainActor
final class FrameTimer {
    /// The length of the run, in seconds.
    let duration: TimeInterval
    /// Seconds since ``start()`` at the last frame delivered (0 before the first).
    private(set) var elapsed: TimeInterval = 0
    /// Whether the timer has started and not yet ended or stopped.
    var isRunning: Bool { link != nil }

    private let onFrame: (TimeInterval) -> Void
    private let onEnd: () -> Void
    private var link: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    #if !canImport(UIKit)
    private var busy: UIViewPropertyAnimator?
    #endif

    /// A timer that will call `onFrame` with the elapsed time (clamped to `duration`) on each
    /// frame, and `onEnd` once after the frame at `duration`.
    init(duration: TimeInterval, onFrame: @escaping (TimeInterval) -> Void, onEnd: @escaping () -> Void) {
        self.duration = max(duration, 0)
        self.onFrame = onFrame
        self.onEnd = onEnd
    }

    /// Starts delivering frames from the current media time.
    func start() {
        guard link == nil else { return }
        startTime = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in self?.frame(at: link.timestamp) }
        self.link = link
        link.add(to: .main, forMode: .common)
        #if !canImport(UIKit)
        let busy = UIViewPropertyAnimator(duration: max(duration, 0.001), curve: .linear)
        busy.addCompletion { [weak self] _ in self?.finish() }
        self.busy = busy
        busy.startAnimation()
        #endif
    }

    /// Stops without delivering another frame or calling `onEnd`.
    func stop() {
        link?.invalidate()
        link = nil
        #if !canImport(UIKit)
        let busy = self.busy
        self.busy = nil
        if busy?.state == .active { busy?.stopAnimation(true) }
        #endif
    }

    private func frame(at timestamp: CFTimeInterval) {
        guard link != nil else { return }
        let now = timestamp - startTime
        if now >= duration { return finish() }
        elapsed = max(now, 0)
        onFrame(elapsed)
    }

    private func finish() {
        guard link != nil else { return }
        stop()
        elapsed = duration
        onFrame(duration)
        onEnd()
    }
}

#if !canImport(UIKit)
import Foundation

/// The display refresh of a device without one: a repeating timer on the main run loop that reads
/// the real (monotonic) clock once per frame. The one place the library reads a clock.
///
/// PortableUIKit never reads a clock (time is an input). On iOS the main run loop drives the
/// screen: Core Animation and `CADisplayLink` run from the display's refresh whenever the run loop
/// turns, which is also when `DispatchQueue.main`, `Timer`s, main-actor tasks and XCTest's waiting
/// run. This timer plays that part for PortableUIKit's windows that no host drives: PortableUIKit
/// starts it when such a window is key and visible and stops it when none is.
///
/// It is a `Timer` in the run loop's common modes, so it fires whenever the main run loop runs:
/// inside XCTest's `wait(for:timeout:)` (which spins the current run loop), while an async test
/// awaits on the main actor (on Linux the main actor's executor is the main dispatch queue, which
/// the main run loop drains while it runs), and in an app that runs `RunLoop.main`.
@MainActor
public final class MainRunLoopDisplayTimer {
    private var timer: Timer?
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    /// Creates a stopped timer.
    public init() { origin = clock.now }

    /// Seconds on the monotonic clock since this timer was created.
    public var now: TimeInterval {
        let elapsed = clock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Whether the timer is scheduled.
    public var isRunning: Bool { timer != nil }

    /// Schedules `frame` on the main run loop every `interval` seconds, each time with ``now``.
    /// Does nothing if the timer already runs. Call it on the main thread.
    public func start(interval: TimeInterval, _ frame: @escaping @MainActor (TimeInterval) -> Void) {
        guard timer == nil else { return }
        let repeating = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
            // Run-loop timers of the main run loop fire on the main thread.
            MainActor.assumeIsolated {
                guard let self else { return }
                frame(self.now)
            }
        }
        RunLoop.main.add(repeating, forMode: .common)
        timer = repeating
    }

    /// Unschedules the timer.
    public func stop() {
        timer?.invalidate()
        timer = nil
    }
}
#endif

#if !canImport(UIKit)
import Dispatch
import Foundation

/// The display refresh of a device without one: a repeating timer on the main dispatch queue that
/// reads the real (monotonic) clock once per frame. The one place the library reads a clock.
///
/// PortableUIKit never reads a clock (time is an input). On iOS the main run loop drives the
/// screen: Core Animation and `CADisplayLink` run from the display's refresh whenever the run loop
/// turns, which is also when `DispatchQueue.main`, `Timer`s, main-actor tasks and XCTest's waiting
/// run. This timer plays that part for PortableUIKit's windows that no host drives: PortableUIKit
/// starts it when such a window is key and visible and stops it when none is.
///
/// It is a dispatch timer on the main queue rather than a `Timer` on the main run loop because the
/// main queue is drained in every setting where main-thread work runs: by the main run loop while
/// it runs (inside XCTest's `wait(for:timeout:)` and `await fulfillment(of:timeout:)`, which spin
/// it, and in an app running `RunLoop.main`), and by the main actor's executor otherwise (Swift
/// Testing and `dispatchMain()` drain the queue without running the run loop, so run-loop timers
/// never fire there; observed with Swift 6.3 on Linux).
@MainActor
public final class MainRunLoopDisplayTimer {
    private var timer: (any DispatchSourceTimer)?
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

    /// Calls `frame` on the main queue every `interval` seconds, the first time at once, each time
    /// with ``now``. Does nothing if the timer already runs.
    public func start(interval: TimeInterval, _ frame: @escaping @MainActor (TimeInterval) -> Void) {
        guard timer == nil else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now(), repeating: interval, leeway: .milliseconds(1))
        source.setEventHandler { [weak self] in
            // The handler runs on the main queue, the main actor's executor.
            MainActor.assumeIsolated {
                guard let self, self.timer != nil else { return }
                frame(self.now)
            }
        }
        source.resume()
        timer = source
    }

    /// Cancels the timer.
    public func stop() {
        timer?.cancel()
        timer = nil
    }
}
#endif

import Foundation

/// The clock animations run on: the timestamp of the latest window tick. Time is an input
/// (principle 1); nothing here reads a wall clock.
@MainActor
enum MediaClock {
    /// The current media time, in seconds.
    static var now: TimeInterval = 0

    /// Moves the clock forward to `time` (never backwards).
    static func advance(to time: TimeInterval) { now = max(now, time) }
}

/// The current media time: the timestamp of the latest window tick (QuartzCore's
/// `CACurrentMediaTime`, here fed by the host instead of the system clock).
@MainActor
public func CACurrentMediaTime() -> TimeInterval { MediaClock.now }

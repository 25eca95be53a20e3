#if !canImport(UIKit)
import Foundation

/// The clock animations run on: the timestamp of the latest window tick. Time is an input
/// (principle 1); nothing here reads a wall clock.
@MainActor
enum MediaClock {
    /// The current media time, in seconds.
    static var now: TimeInterval = 0

    /// Puts the clock back to 0, its launch value: only ``ProcessWideState/reset()`` does, between
    /// tests; within a run the clock never goes backwards.
    static func rewindForNewProcess() { now = 0 }

    /// Moves the clock forward to `time` (never backwards).
    static func advance(to time: TimeInterval) { now = max(now, time) }
}

/// Returns the current absolute time, in seconds (QuartzCore's `CACurrentMediaTime`).
///
/// In PortableUIKit this is the virtual media clock, which the host ticks (`UIWindow.tick(_:)`):
/// the timestamp of the latest window tick, never a reading of the system clock. It is the
/// global timebase of layer time: `layer.convertTime(CACurrentMediaTime(), from: nil)` is a
/// layer's local time now.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
#endif

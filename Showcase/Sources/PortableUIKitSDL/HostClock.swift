import Foundation

/// The live host's clock, in seconds: SDL's performance counter (monotonic) read as an offset from
/// where the host started, added to the media time at that moment.
///
/// PortableUIKit's media clock is global and never runs backwards, so the host clock starts at
/// the window's `currentTime`, not at 0. Should the media clock have been moved past the host
/// clock by someone else (another host, a test), the host clock re-bases onto it rather than
/// feed the window a time it has already passed. Its readings never decrease.
struct HostClock {
    private let startCount: UInt64
    private let countsPerSecond: Double
    private var base: TimeInterval
    private(set) var last: TimeInterval

    /// A clock reading `mediaTime` at counter value `count`; `frequency` counts per second.
    init(startingAt mediaTime: TimeInterval, count: UInt64, frequency: UInt64) {
        startCount = count
        countsPerSecond = Double(max(frequency, 1))
        base = mediaTime
        last = mediaTime
    }

    /// The time at counter value `count`, never before `floor` (the media clock now) nor before
    /// the previous reading.
    mutating func time(atCount count: UInt64, notBefore floor: TimeInterval) -> TimeInterval {
        var time = base + Double(count &- startCount) / countsPerSecond
        if time < floor {
            base += floor - time
            time = floor
        }
        time = max(time, last)
        last = time
        return time
    }

    /// When an SDL event stamped `eventTicks` (milliseconds, `SDL_GetTicks`) happened, given that
    /// SDL's tick count was `ticksNow` at clock time `now`: `now` less the event's age, but not
    /// before `floor` (the previous tick), so input stays in order on the media clock. SDL's
    /// stamps have millisecond resolution; ages that look negative (a stamp taken after
    /// `ticksNow`) count as 0.
    static func eventTime(
        eventTicks: UInt32, ticksNow: UInt32, now: TimeInterval, notBefore floor: TimeInterval
    ) -> TimeInterval {
        let age = eventTicks <= ticksNow ? Double(ticksNow - eventTicks) / 1000 : 0
        return min(max(now - age, floor), max(now, floor))
    }
}

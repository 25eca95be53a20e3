#if !canImport(UIKit)
import Foundation

/// A window's live touches: the touch object for each host finger, the one reused touch event,
/// and the tap run used for `UITouch.tapCount` (see ``TapTiming``).
@MainActor
struct TouchTracker {
    /// Live touches by host finger id, in the order they began.
    var active: [(id: Int, touch: UITouch)] = []
    /// The event reused for every change of the current sequence.
    var event: UIEvent?
    /// Where and when the last tap ended, and how many taps the run has.
    var lastTap: (location: CGPoint, end: TimeInterval, count: Int)?

    func touch(for id: Int) -> UITouch? { active.first { $0.id == id }?.touch }

    /// The tap count for a touch beginning at `location`, `time`.
    func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, TapTiming.continues(from: lastTap.location, endedAt: lastTap.end, to: location, at: time)
        else {
            return 1
        }
        return lastTap.count + 1
    }
}
#endif

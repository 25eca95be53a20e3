#if !canImport(UIKit)
import Foundation

/// A pan's velocity from timestamped samples, as a value type: the displacement across the
/// samples of the last ``window`` seconds divided by their time span (spec 9.5: points per
/// second, from event timestamps). A finger that rests longer than the window before lifting
/// has velocity zero. UIKit's exact filter is not documented [UNC]; over constant motion this
/// estimate is exact.
struct PanVelocityEstimator: Sendable, Equatable {
    /// How far back samples count, in seconds.
    static let window: TimeInterval = 0.1

    private(set) var samples: [(time: TimeInterval, point: CGPoint)] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.samples.elementsEqual(rhs.samples) { $0.time == $1.time && $0.point == $1.point }
    }

    /// Adds a sample; a sample at the time of the previous one replaces it.
    mutating func add(_ point: CGPoint, at time: TimeInterval) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        if let last = samples.last, abs(last.time - time) < 1e-9 { samples.removeLast() }
        samples.append((time, point))
        samples.removeAll { time - $0.time > Self.window + 1e-9 }
    }

    /// Moves every sample by `offset` (the finger count changed and the centroid jumped).
    mutating func shift(by offset: CGVector) {
        samples = samples.map { ($0.time, CGPoint(x: $0.point.x + offset.dx, y: $0.point.y + offset.dy)) }
    }

    /// Keeps only the newest sample, so the velocity starts again from zero.
    mutating func restart() {
        if let last = samples.last { samples = [last] }
    }

    /// The velocity in points per second.
    var velocity: CGVector {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 1e-9 else {
            return CGVector(dx: 0, dy: 0)
        }
        let span = CGFloat(last.time - first.time)
        return CGVector(dx: (last.point.x - first.point.x) / span, dy: (last.point.y - first.point.y) / span)
    }
}
#endif

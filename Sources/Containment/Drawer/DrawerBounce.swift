#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The path of a bounce preview: out to `distance` and back three times, each hump half the
/// height of the one before (MMDrawerController's keyframes: 100 %, 50 %, 25 %, with the
/// humps taking 15, 10 and 6 of 31 equal steps). A pure value.
public struct DrawerBounce: Equatable, Sendable {
    /// The signed peak offset of the first hump (positive shows the left drawer).
    public var distance: CGFloat
    /// The length of the whole preview, in seconds.
    public var duration: TimeInterval

    /// Where each hump ends, as fractions of the duration, and its height.
    static let humps: [(end: Double, height: CGFloat)] = [(15.0 / 31, 1), (25.0 / 31, 0.5), (1, 0.25)]

    public init(distance: CGFloat, duration: TimeInterval) {
        self.distance = distance
        self.duration = duration
    }

    /// The offset `time` seconds in (0 before and after).
    public func offset(at time: TimeInterval) -> CGFloat {
        guard let hump = hump(at: time) else { return 0 }
        return distance * hump.height * CGFloat(sin(Double.pi * hump.phase))
    }

    /// The speed `time` seconds in, in points per second.
    public func velocity(at time: TimeInterval) -> CGFloat {
        guard let hump = hump(at: time) else { return 0 }
        return distance * hump.height * CGFloat(Double.pi * cos(Double.pi * hump.phase) / hump.length)
    }

    /// The hump at `time`: the phase within it (0…1), its height, and its length in seconds.
    private func hump(at time: TimeInterval) -> (phase: Double, height: CGFloat, length: TimeInterval)? {
        guard duration > 0, time > 0, time < duration else { return nil }
        let fraction = time / duration
        var start = 0.0
        for hump in Self.humps {
            if fraction < hump.end {
                return ((fraction - start) / (hump.end - start), hump.height, (hump.end - start) * duration)
            }
            start = hump.end
        }
        return nil
    }
}

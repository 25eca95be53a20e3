#if !canImport(UIKit)
import Foundation

/// When two taps count as one multi-tap: the next touch must begin within ``maximumInterval`` of
/// the previous touch's end and within ``maximumDistance`` of it. UIKit does not document the
/// figures [UNC]; these are PortableUIKit's, shared by `UITouch.tapCount` and
/// `UITapGestureRecognizer`, so the two always agree.
enum TapTiming {
    /// Longest pause between one tap's end and the next tap's start, in seconds.
    static let maximumInterval: TimeInterval = 0.35
    /// Farthest the next tap may land from the previous one, in points.
    static let maximumDistance: CGFloat = 45
    /// How far a finger may wander during a tap before it stops being a tap, in points.
    static let allowableMovement: CGFloat = 10

    /// Whether a touch beginning at `location`, `time` continues a tap run that last ended at
    /// `previousLocation`, `previousEnd`.
    static func continues(
        from previousLocation: CGPoint, endedAt previousEnd: TimeInterval,
        to location: CGPoint, at time: TimeInterval
    ) -> Bool {
        let dx = location.x - previousLocation.x, dy = location.y - previousLocation.y
        return time - previousEnd <= maximumInterval && (dx * dx + dy * dy).squareRoot() <= maximumDistance
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Methods that model a hierarchical timing system, allowing objects to map time between their
/// parent and local time (QuartzCore's `CAMediaTiming`, spec 18.2). `CALayer` and `CAAnimation`
/// conform. Parent time `tp` becomes active local time `t = (tp − beginTime) × speed + timeOffset`;
/// `duration`, `repeatCount` / `repeatDuration` and `autoreverses` then map it to basic local time,
/// and `fillMode` says what shows outside the active interval.
@preconcurrency @MainActor
public protocol CAMediaTiming {
    /// Specifies the begin time of the receiver in relation to its parent object, if applicable.
    var beginTime: CFTimeInterval { get set }
    /// Specifies the basic duration of the animation, in seconds.
    var duration: CFTimeInterval { get set }
    /// Specifies how time is mapped to receiver's time space from the parent time space.
    var speed: Float { get set }
    /// Specifies an additional time offset in active local time.
    var timeOffset: CFTimeInterval { get set }
    /// Determines the number of times the animation will repeat (may be fractional;
    /// `.greatestFiniteMagnitude` or `.infinity` repeats forever).
    var repeatCount: Float { get set }
    /// Determines how many seconds the animation will repeat for.
    var repeatDuration: CFTimeInterval { get set }
    /// Determines if the receiver plays in the reverse upon completion.
    var autoreverses: Bool { get set }
    /// Determines if the receiver's presentation is frozen or removed once its active duration
    /// has completed.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active interval (QuartzCore's `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The receiver remains visible in its final state when the animation is completed.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The receiver clamps values before zero to zero when the animation is completed.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// The receiver clamps values at both ends of the object's time space.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// The receiver is removed from the presentation when the animation is completed (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    /// Whether the mode shows the first value before the active interval.
    var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the mode holds the last value after the active interval.
    var fillsForwards: Bool { self == .forwards || self == .both }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Methods that model a hierarchical timing system, allowing objects to map time between their
/// parent and local time (QuartzCore's `CAMediaTiming`). `CALayer` conforms: a layer maps its
/// superlayer's time (media time for a root layer) to its local time as
/// `local = (parent − beginTime) × speed + timeOffset`.
///
/// PortableUIKit declares the members layer time needs. Core Animation's `duration`,
/// `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode` (a timed object repeating or
/// freezing its own timeline) are left out: no PortableUIKit type implements them, so code that
/// uses them fails to compile instead of being silently ignored.
@preconcurrency @MainActor
public protocol CAMediaTiming {
    /// Specifies the begin time of the receiver in relation to its parent object, if applicable.
    var beginTime: CFTimeInterval { get set }
    /// Specifies how time is mapped to receiver's time space from the parent time space.
    var speed: Float { get set }
    /// Specifies an additional time offset in active local time.
    var timeOffset: CFTimeInterval { get set }
}
#endif

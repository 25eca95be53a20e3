#if !canImport(UIKit)
/// The phase of a release motion on one axis at a given time (spec 7.2, 7.4, 7.5).
enum ScrollMotionPhase: Sendable, Equatable {
    /// The exponential-decay deceleration is running (spec 7.2, 7.3).
    case decelerating

    /// A critically damped spring is running: an edge bounce (spec 7.4) or a page snap
    /// (spec 7.5).
    case bouncing

    /// The motion has finished and the offset is at its resting position (spec 7.2).
    case resting
}
#endif

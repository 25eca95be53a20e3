#if !canImport(UIKit)
import Foundation

/// How `CAKeyframeAnimation` calculates intermediate values (QuartzCore's
/// `CAAnimationCalculationMode`, spec 18.6).
public struct CAAnimationCalculationMode: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Simple linear calculation (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe value is used in turn, no interpolated values are calculated.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear keyframe values are interpolated to produce an even pace throughout the animation.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Smooth spline calculation (Kochanek–Bartels; Catmull-Rom with no tension, continuity, bias).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Cubic keyframe values are interpolated to produce an even pace throughout the animation.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    /// The engine's mode (an unknown name calculates linearly).
    var trackMode: KeyframeTrack.Mode {
        switch self {
        case .discrete: .discrete
        case .paced: .paced
        case .cubic: .cubic
        case .cubicPaced: .cubicPaced
        default: .linear
        }
    }
}

/// Whether an object animating along a path turns with it (QuartzCore's
/// `CAAnimationRotationMode`).
public struct CAAnimationRotationMode: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The object travels tangent to the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The object travels at a 180 degree rotation from the tangent to the path.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
#endif

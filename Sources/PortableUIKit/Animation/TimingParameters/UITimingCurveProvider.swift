#if !canImport(UIKit)
import Foundation

/// The kinds of timing curve (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// A system curve given by name.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// An object that provides the timing of an animation (UIKit's `UITimingCurveProvider`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for cubic and composed curves.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for spring and composed curves.
    var springTimingParameters: UISpringTimingParameters? { get }
}
#endif

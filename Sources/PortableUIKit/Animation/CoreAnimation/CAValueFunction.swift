#if !canImport(UIKit)
import Foundation

/// An object that provides a flexible method of defining animated transformations (QuartzCore's
/// `CAValueFunction`, spec 18.5).
///
/// Set as a `CAPropertyAnimation`'s `valueFunction` on an animation of the whole
/// `transform`, it lets the animation's values be the function's inputs instead of
/// matrices: one number (radians for the rotations, a factor for `scaleX/Y/Z`, points for
/// `translateX/Y/Z`) or three numbers as an array (`scale`, `translate`). The inputs are
/// interpolated, then each presented value is the transform the function makes of them
/// (`ValueFunctionTransform`).
@preconcurrency @MainActor
open class CAValueFunction: NSObject {
    /// Returns the value function for `name`, or nil when the name is not one of
    /// `CAValueFunctionName`'s.
    public init?(name: CAValueFunctionName) {
        guard ValueFunctionTransform(name: name) != nil else { return nil }
        self.name = name
        super.init()
    }

    /// The name of the value function.
    open private(set) var name: CAValueFunctionName

    /// The function as the engine applies it.
    var transform: ValueFunctionTransform? { ValueFunctionTransform(name: name) }
}

/// The names of the value functions (QuartzCore's `CAValueFunctionName`).
public struct CAValueFunctionName: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A single input value: the angle in radians of a rotation about the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A single input value: the angle in radians of a rotation about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A single input value: the angle in radians of a rotation about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three input values: the x, y and z scale factors.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A single input value: the x scale factor.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A single input value: the y scale factor.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A single input value: the z scale factor.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three input values: the x, y and z translation.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A single input value: the x translation.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A single input value: the y translation.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A single input value: the z translation.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
#endif

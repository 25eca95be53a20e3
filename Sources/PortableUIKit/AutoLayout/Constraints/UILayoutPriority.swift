#if !canImport(UIKit)
import Foundation

/// How much a constraint matters (spec 17.3): required at 1000, optional below it. Valid values
/// are in (0, 1000].
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    public var rawValue: Float

    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may resize the window's scene (510, Mac Catalyst).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the window's scene prefers to stay the same size (500, Mac Catalyst).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that will not resize the window's scene (490, Mac Catalyst).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority at which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view wants to conform to the target size in a fitting-size
    /// computation (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` above `lhs` (UIKit's overlay operator).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// A priority `rhs` below `lhs` (UIKit's overlay operator).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Whether the value is a priority UIKit accepts: in (0, 1000].
    var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }
    var isRequired: Bool { rawValue >= 1000 }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The shape of the end points of an open path when a ``CAShapeLayer`` strokes it
/// (QuartzCore's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The line ends exactly at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// The line ends in a half circle around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The line ends in a square reaching half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of the joints between connected segments when a ``CAShapeLayer`` strokes its path
/// (QuartzCore's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Sharp corners, bevelled beyond the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which regions of a ``CAShapeLayer``'s path are filled (QuartzCore's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A point is inside when the path's winding number around it is not zero (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The style of gradient a ``CAGradientLayer`` draws (QuartzCore's `CAGradientLayerType`).
public struct CAGradientLayerType: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Colours vary along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint` whose radii reach `endPoint`'s x and y.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours sweep around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
#endif

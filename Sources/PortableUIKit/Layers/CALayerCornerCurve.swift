#if !canImport(UIKit)
import Foundation

/// The curve of a layer's rounded corners (QuartzCore's `CALayerCornerCurve`, iOS 13).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle of `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, the shape of iOS app icons and of most system rounded views: it
    /// leaves the straight edge gradually and spans more of it than a circle of the same
    /// radius (``CALayer/cornerCurveExpansionFactor(_:)``).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
#endif

#if !canImport(UIKit)
import Foundation

/// Which corners of a layer `cornerRadius` rounds (QuartzCore's `CACornerMask`), named in the
/// layer's own coordinates: min Y is the top in UIKit's y-down space.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The corners as a bit mask.
    public let rawValue: UInt

    /// Creates a set of corners from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the bounds' minimum x and minimum y (top left in UIKit).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the bounds' maximum x and minimum y (top right in UIKit).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the bounds' minimum x and maximum y (bottom left in UIKit).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the bounds' maximum x and maximum y (bottom right in UIKit).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// All four corners (the layer default).
    static let allFour: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
#endif

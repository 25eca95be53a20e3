#if !canImport(UIKit)
import Foundation

/// The corners of a rectangle, in the default (y-down) coordinate system.
public struct UIRectCorner: OptionSet, Sendable {
    /// The corners as a bit mask.
    public let rawValue: UInt

    /// Creates a set of corners from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner of the rectangle.
    public static var topLeft: UIRectCorner { UIRectCorner(rawValue: 1 << 0) }
    /// The top-right corner of the rectangle.
    public static var topRight: UIRectCorner { UIRectCorner(rawValue: 1 << 1) }
    /// The bottom-left corner of the rectangle.
    public static var bottomLeft: UIRectCorner { UIRectCorner(rawValue: 1 << 2) }
    /// The bottom-right corner of the rectangle.
    public static var bottomRight: UIRectCorner { UIRectCorner(rawValue: 1 << 3) }
    /// All corners of the rectangle.
    public static var allCorners: UIRectCorner { UIRectCorner(rawValue: ~0) }
}
#endif

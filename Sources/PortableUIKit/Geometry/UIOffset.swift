#if !canImport(UIKit)
import Foundation

/// A position adjustment: how far to move something horizontally and vertically (UIKit's
/// `UIOffset`), e.g. ``UITabBarItem/titlePositionAdjustment``.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset; positive moves right.
    public var horizontal: CGFloat
    /// The vertical offset; positive moves down.
    public var vertical: CGFloat

    /// An offset of zero in both directions.
    public init() {
        horizontal = 0
        vertical = 0
    }

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}
#endif

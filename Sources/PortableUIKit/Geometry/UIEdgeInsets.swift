#if !canImport(UIKit)
import Foundation

/// The inset distances for views. Positive values shrink a rectangle, negative values grow it.
public struct UIEdgeInsets: Equatable, Sendable, Codable {
    /// The top edge inset value.
    public var top: CGFloat
    /// The left edge inset value.
    public var left: CGFloat
    /// The bottom edge inset value.
    public var bottom: CGFloat
    /// The right edge inset value.
    public var right: CGFloat

    /// Creates edge insets with every value set to zero.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates edge insets with the specified edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Edge insets whose top, left, bottom and right are all zero.
    public static let zero = UIEdgeInsets()
}

/// The inset distances for views, taking the user interface layout direction into account.
public struct NSDirectionalEdgeInsets: Equatable, Sendable, Codable {
    /// The top edge inset value.
    public var top: CGFloat
    /// The leading edge inset value.
    public var leading: CGFloat
    /// The bottom edge inset value.
    public var bottom: CGFloat
    /// The trailing edge inset value.
    public var trailing: CGFloat

    /// Creates directional edge insets with every value set to zero.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates directional edge insets with the specified edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Directional edge insets whose top, leading, bottom and trailing are all zero.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// Returns the rectangle adjusted by `insets`, as `UIEdgeInsetsInsetRect` does.
    ///
    /// The origin moves by (left, top) and the size shrinks by (left + right, top + bottom);
    /// the result is not standardized, so it may have a negative size.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        var rect = self
        rect.origin.x += insets.left
        rect.origin.y += insets.top
        rect.size.width -= insets.left + insets.right
        rect.size.height -= insets.top + insets.bottom
        return rect
    }
}
#endif

#if !canImport(UIKit)
import Foundation

// Core Graphics' `equalTo(_:)` helpers, which Foundation on Linux lacks. They compare as `==`
// does: rectangles are standardized first, and any two null rectangles are equal.

extension CGPoint {
    /// Whether the two points have the same coordinates.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes have the same width and height.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size once standardized, or are
    /// both null.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The legal 2-D content-offset range of a scroll view (spec 7.6).
///
/// Given adjustedContentInset (top, left, bottom, right), contentSize and bounds size:
/// - minimum = (−left, −top)
/// - maximum = (max(minX, contentWidth + right − boundsWidth),
///              max(minY, contentHeight + bottom − boundsHeight))
///
/// When the computed maximum is below the minimum, the minimum wins.
struct ScrollOffsetRange: Sendable, Equatable {
    /// The legal horizontal offsets (x axis) (spec 7.6).
    let horizontal: ScrollAxisRange

    /// The legal vertical offsets (y axis) (spec 7.6).
    let vertical: ScrollAxisRange

    /// Creates a range from its two per-axis intervals (spec 7.6).
    init(horizontal: ScrollAxisRange, vertical: ScrollAxisRange) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Computes the legal range from content size, bounds size and adjusted insets
    /// (spec 7.6).
    ///
    /// Sanitising: negative or non-finite sizes count as 0; non-finite insets count as 0.
    /// Negative (finite) insets are legal and kept.
    init(
        contentSize: CGSize,
        boundsSize: CGSize,
        adjustedInsetTop top: CGFloat,
        left: CGFloat,
        bottom: CGFloat,
        right: CGFloat
    ) {
        let contentWidth = ScrollPhysicsSanitizer.dimension(contentSize.width)
        let contentHeight = ScrollPhysicsSanitizer.dimension(contentSize.height)
        let boundsWidth = ScrollPhysicsSanitizer.dimension(boundsSize.width)
        let boundsHeight = ScrollPhysicsSanitizer.dimension(boundsSize.height)
        let insetTop = ScrollPhysicsSanitizer.finite(top, or: 0)
        let insetLeft = ScrollPhysicsSanitizer.finite(left, or: 0)
        let insetBottom = ScrollPhysicsSanitizer.finite(bottom, or: 0)
        let insetRight = ScrollPhysicsSanitizer.finite(right, or: 0)
        self.horizontal = ScrollAxisRange(
            minimum: -insetLeft,
            maximum: contentWidth + insetRight - boundsWidth
        )
        self.vertical = ScrollAxisRange(
            minimum: -insetTop,
            maximum: contentHeight + insetBottom - boundsHeight
        )
    }

    /// The smallest legal offset (−left, −top) (spec 7.6).
    var minimum: CGPoint {
        CGPoint(x: horizontal.minimum, y: vertical.minimum)
    }

    /// The largest legal offset, never below ``minimum`` on either axis (spec 7.6).
    var maximum: CGPoint {
        CGPoint(x: horizontal.maximum, y: vertical.maximum)
    }

    /// `point` clamped into the range axis by axis; NaN coordinates → the minimum (spec 7.6).
    func clamp(_ point: CGPoint) -> CGPoint {
        CGPoint(x: horizontal.clamp(point.x), y: vertical.clamp(point.y))
    }

    /// Whether both coordinates of `point` are legal (spec 7.6).
    func contains(_ point: CGPoint) -> Bool {
        horizontal.contains(point.x) && vertical.contains(point.y)
    }
}
#endif

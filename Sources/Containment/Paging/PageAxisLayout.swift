#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where logical pages sit on screen: the mapping between the pager's logical order (page
/// indices, ``PageDirection``) and the visual axis its scroll view moves along.
///
/// Horizontal order follows the effective layout direction (issue 15): left to right, the
/// next page is on the right; right to left, it is on the left, as a book in that script
/// reads. Vertical pagers are never mirrored (the next page is below). How UIPageViewController
/// maps "forward" under right-to-left is UNC (spec 16.1); this is the choice, and the drawer's
/// leading/trailing edges make the same one. Every function is total: a stride that is not a
/// positive finite number, or a non-finite input, gives 0.
struct PageAxisLayout: Equatable, Sendable {
    /// The axis pages are laid out along.
    enum Axis: Sendable, CaseIterable { case horizontal, vertical }

    /// The axis pages are laid out along.
    var axis: Axis
    /// The container's effective layout direction.
    var layoutDirection: UIUserInterfaceLayoutDirection

    init(axis: Axis, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.axis = axis
        self.layoutDirection = layoutDirection
    }

    /// Whether visual order runs against logical order (a horizontal right-to-left pager).
    var isMirrored: Bool { axis == .horizontal && layoutDirection == .rightToLeft }

    /// +1 when the next page is to the right (or below), −1 when it is to the left.
    private var forwardSign: CGFloat { isMirrored ? -1 : 1 }

    /// The fractional logical position (positive towards the next page) of a scroll view whose
    /// content has moved `visualOffset` points along the axis (positive: right or down) from
    /// the selected page's resting offset; `pageStride` is a page's length plus the spacing.
    func logicalPosition(visualOffset: CGFloat, pageStride: CGFloat) -> CGFloat {
        guard pageStride > 0, pageStride.isFinite, visualOffset.isFinite else { return 0 }
        return forwardSign * visualOffset / pageStride
    }

    /// The scroll offset, relative to the selected page's, that shows the logical `position`.
    func visualOffset(logicalPosition position: CGFloat, pageStride: CGFloat) -> CGFloat {
        guard pageStride > 0, pageStride.isFinite, position.isFinite else { return 0 }
        return forwardSign * position * pageStride
    }

    /// A finger's speed along the axis (points per second, positive right or down) as a speed
    /// towards the next page.
    func logicalVelocity(visualVelocity: CGFloat) -> CGFloat {
        guard visualVelocity.isFinite else { return 0 }
        return forwardSign * visualVelocity
    }

    /// The visual slot (−1 left/above, 0, +1 right/below) of a page one step in `direction`.
    func visualSlot(of direction: PageDirection) -> Int {
        Int(forwardSign * direction.sign)
    }
}

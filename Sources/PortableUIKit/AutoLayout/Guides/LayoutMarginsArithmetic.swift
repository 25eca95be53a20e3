#if !canImport(UIKit)
import Foundation

/// The effective layout margins of a view (spec 17.13), as pure functions of what the view and
/// its surroundings say. Tested without views.
///
/// 1. The base: the margins set last (absolute or directional, resolved through the layout
///    direction), else the default: 8 on every side, or for a controller's root view
///    `systemMinimumLayoutMargins` (top and bottom 0). A root view's margins are raised to the
///    minimum unless the controller opts out (`viewRespectsSystemMinimumLayoutMargins = false`).
/// 2. `insetsLayoutMarginsFromSafeArea`: the view's safe-area insets are added on top, edge by
///    edge, so margins start at the safe area's boundary (UNC: UIKit documents "margins outside the
///    safe area are moved inside it"; Recommended in 17.13 for the root view is "the safe area is
///    added on top", applied to every view).
/// 3. `preservesSuperviewLayoutMargins`: on each edge, the part of the superview's margin that
///    reaches into the view (the superview's margin minus the view's distance from that edge) is
///    the least the view's margin can be.
enum LayoutMarginsArithmetic {
    /// What the view's margins were set to last: the other form follows through the direction.
    enum Stored: Equatable {
        case absolute(UIEdgeInsets)
        case directional(NSDirectionalEdgeInsets)
    }

    /// Default margins of an ordinary view: 8 pt on every side.
    static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The effective margins.
    static func effective(
        stored: Stored?, direction: UIUserInterfaceLayoutDirection, rootMinimum: NSDirectionalEdgeInsets?,
        respectsMinimum: Bool, safeArea: UIEdgeInsets?,
        superview: (margins: UIEdgeInsets, bounds: CGRect, frame: CGRect)?
    ) -> UIEdgeInsets {
        var margins =
            stored.map { absolute($0, direction) } ?? rootMinimum.map { absolute(.directional($0), direction) }
            ?? defaultMargins
        if let rootMinimum, respectsMinimum {
            margins = maximum(margins, absolute(.directional(rootMinimum), direction))
        }
        if let safeArea {
            margins = UIEdgeInsets(
                top: margins.top + safeArea.top, left: margins.left + safeArea.left,
                bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
        }
        if let superview {
            let reach = UIEdgeInsets(
                top: superview.margins.top - (superview.frame.minY - superview.bounds.minY),
                left: superview.margins.left - (superview.frame.minX - superview.bounds.minX),
                bottom: superview.margins.bottom - (superview.bounds.maxY - superview.frame.maxY),
                right: superview.margins.right - (superview.bounds.maxX - superview.frame.maxX))
            margins = maximum(margins, reach)
        }
        return margins
    }

    /// `stored` in left/right terms for `direction`.
    static func absolute(_ stored: Stored, _ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        switch stored {
        case .absolute(let insets):
            return insets
        case .directional(let d):
            let rtl = direction == .rightToLeft
            return UIEdgeInsets(
                top: d.top, left: rtl ? d.trailing : d.leading, bottom: d.bottom, right: rtl ? d.leading : d.trailing)
        }
    }

    /// `insets` in leading/trailing terms for `direction`.
    static func directional(_ insets: UIEdgeInsets, _ direction: UIUserInterfaceLayoutDirection)
        -> NSDirectionalEdgeInsets
    {
        let rtl = direction == .rightToLeft
        return NSDirectionalEdgeInsets(
            top: insets.top, leading: rtl ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rtl ? insets.left : insets.right)
    }

    static func maximum(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(a.top, b.top), left: max(a.left, b.left), bottom: max(a.bottom, b.bottom),
            right: max(a.right, b.right))
    }

    static func isFinite(_ i: UIEdgeInsets) -> Bool {
        i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite
    }
}
#endif

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A side of a ``DrawerController``: where a drawer sits on screen (DrawerController's and
/// MMDrawerController's `DrawerSide`, raw values included).
public enum DrawerSide: Int, Sendable, CaseIterable {
    /// No drawer: the center fills the screen.
    case none
    /// The drawer on the left; the center moves right to show it.
    case left
    /// The drawer on the right; the center moves left to show it.
    case right
}

/// A drawer by reading direction: the leading drawer is on the left in left-to-right layouts
/// and on the right in right-to-left ones. Used with ``DrawerController/drawerSide(for:)`` and
/// the `leading…` / `trailing…` members of ``DrawerController``.
public enum DrawerEdge: Sendable, CaseIterable {
    /// The edge where reading starts.
    case leading
    /// The edge where reading ends.
    case trailing
}

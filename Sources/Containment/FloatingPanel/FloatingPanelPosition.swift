#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The edge of its container a floating panel rises from (also the edge an anchor is measured
/// from, ``FloatingPanelReferenceEdge``).
///
/// `.leading` and `.trailing` follow the container's effective layout direction (the left edge
/// in left-to-right, the right edge in right-to-left); `.left` and `.right` never flip.
public enum FloatingPanelPosition: Hashable, Sendable {
    case top, bottom, left, right, leading, trailing

    /// The physical edge for a container laid out in `direction`.
    public func resolved(for direction: UIUserInterfaceLayoutDirection) -> FloatingPanelPosition {
        switch self {
        case .leading: return direction == .rightToLeft ? .right : .left
        case .trailing: return direction == .rightToLeft ? .left : .right
        default: return self
        }
    }

    /// Whether the panel moves vertically.
    public var isVertical: Bool { self == .top || self == .bottom }
}

/// An edge of an anchor's reference rectangle that an inset is measured from: the same six
/// edges as ``FloatingPanelPosition``, `.leading` and `.trailing` flipping with the layout
/// direction. An edge across the panel's axis counts as the one on the same side of it
/// (`.left` as `.top` for a vertical panel).
public typealias FloatingPanelReferenceEdge = FloatingPanelPosition

/// The rectangle an anchor is measured in: the container's bounds, or those bounds less the
/// container's safe area.
public enum FloatingPanelLayoutReferenceGuide: Hashable, Sendable {
    case superview
    case safeArea
}

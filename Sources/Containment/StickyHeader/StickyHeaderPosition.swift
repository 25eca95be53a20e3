#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where a ``StickyHeaderPagingController``'s header is (the delegate's header-position callback).
public struct StickyHeaderPosition: Equatable, Sendable {
    /// The header's frame in the controller's view.
    public var frame: CGRect
    /// How far it has collapsed: 0 wholly shown, 1 pinned (only ``StickyHeaderPagingController/pinnedHeaderHeight`` left).
    public var collapseProgress: CGFloat
    /// Whether it is pinned and the list scrolls under it.
    public var isPinned: Bool
    /// How far a pull-down has gone past the top: the header grows by it
    /// (``StickyHeaderPagingController/headerStretchesOnOverscroll``) or moves down by it; 0 otherwise.
    public var overscroll: CGFloat

    public init(frame: CGRect, collapseProgress: CGFloat, isPinned: Bool, overscroll: CGFloat) {
        self.frame = frame
        self.collapseProgress = collapseProgress
        self.isPinned = isPinned
        self.overscroll = overscroll
    }
}

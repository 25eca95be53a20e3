#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where the shared header of a ``StickyHeaderPagingController`` is, as a pure value (issue 17).
///
/// Everything is measured in one number per list, its **scroll**: how far the list has scrolled
/// from rest, where rest shows the list's content right under the whole header (the list's
/// content offset plus its top inset). The header is laid out in the container's coordinates:
///
/// - **Scroll 0 … ``collapseRange``**: the header moves up with the list, 1:1.
/// - **Scroll beyond ``collapseRange``**: the header is pinned: only ``pinnedHeight`` of it
///   stays, hanging at ``pinTop`` (the container's safe-area top), and the list scrolls under it.
/// - **Scroll below 0** (a pull-down): the header stays at the top and grows by the overscroll
///   when ``stretchesOnOverscroll``, or moves down with the list (revealing its refresh area).
///
/// Non-finite or negative lengths are read as 0 and the pinned part is at most the header, so
/// every function is total.
struct StickyHeaderLayout: Equatable, Sendable {
    /// The header's full height.
    var headerHeight: CGFloat = 0
    /// How much of the header stays when it is pinned (a tab strip, say).
    var pinnedHeaderHeight: CGFloat = 0
    /// Where the pinned part's top hangs: the container's safe-area top.
    var pinTop: CGFloat = 0
    /// Whether a pull-down grows the header rather than lowering it.
    var stretchesOnOverscroll = false

    /// The header height in use.
    var height: CGFloat { Self.length(headerHeight) }
    /// The pinned part in use: at most the header.
    var pinnedHeight: CGFloat { min(Self.length(pinnedHeaderHeight), height) }
    /// How far the header can move up before it pins: its height less the pinned part and the
    /// safe-area top it hangs from (0 when those take the whole header).
    var collapseRange: CGFloat { max(0, height - pinnedHeight - Self.length(pinTop)) }

    /// The header's frame in the container for a list scrolled by `scroll`, `width` wide.
    func headerFrame(scroll: CGFloat, width: CGFloat) -> CGRect {
        let scroll = Self.finite(scroll)
        let width = Self.length(width)
        guard scroll < 0 else {
            return CGRect(x: 0, y: -min(scroll, collapseRange), width: width, height: height)
        }
        if stretchesOnOverscroll { return CGRect(x: 0, y: 0, width: width, height: height - scroll) }
        return CGRect(x: 0, y: -scroll, width: width, height: height)
    }

    /// The header's place for a list scrolled by `scroll`, as the delegate hears it.
    func position(scroll: CGFloat, width: CGFloat) -> StickyHeaderPosition {
        let scroll = Self.finite(scroll)
        let range = collapseRange
        return StickyHeaderPosition(
            frame: headerFrame(scroll: scroll, width: width),
            collapseProgress: range > 0 ? min(max(scroll / range, 0), 1) : (scroll > 0 ? 1 : 0),
            isPinned: scroll >= range && (range > 0 || scroll > 0),
            overscroll: max(-scroll, 0))
    }

    /// The top inset of a list's scroll indicator, from the list's top edge (`listTop` in the
    /// container): it starts under the header as it is shown, never under the pinned part.
    func indicatorInsetTop(scroll: CGFloat, listTop: CGFloat) -> CGFloat {
        max(headerFrame(scroll: scroll, width: 0).maxY - Self.finite(listTop), 0)
    }

    /// The content inset a list whose top edge is at `listTop` in the container needs so its
    /// content starts under the whole header.
    func contentInsetTop(listTop: CGFloat) -> CGFloat {
        max(height - Self.finite(listTop), 0)
    }

    /// The scroll a page coming into view should have so the header does not jump, given the
    /// header's scroll now (`headerScroll`) and the page's own (`pageScroll`):
    /// - header pinned: the page keeps its own scroll, but at least the pin;
    /// - header partly or wholly shown: the page is aligned to the header exactly.
    func alignedScroll(pageScroll: CGFloat, headerScroll: CGFloat) -> CGFloat {
        let header = Self.finite(headerScroll)
        let range = collapseRange
        if header >= range { return max(Self.finite(pageScroll), range) }
        return max(header, 0)
    }

    /// The least bottom inset that lets a list with `contentHeight` of content, `insetTop` of top
    /// inset, in a viewport `viewportHeight` high, scroll far enough to pin the header (a short
    /// list could not collapse it otherwise).
    func minimumBottomInset(contentHeight: CGFloat, viewportHeight: CGFloat, insetTop: CGFloat) -> CGFloat {
        max(collapseRange - Self.finite(insetTop) + Self.finite(viewportHeight) - Self.finite(contentHeight), 0)
    }

    private static func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

#if !canImport(UIKit)
import Foundation

/// Large titles as pure rules, tested without views.
///
/// Documented by Apple: a bar shows large titles only when ``UINavigationBar/prefersLargeTitles``
/// is true; an item's ``UINavigationItem/largeTitleDisplayMode`` is `.always`, `.never`, or
/// `.automatic` ("inherit the display mode from the previous navigation item").
///
/// Observed on an iPhone, not documented (UNC, docs/guides/uikit-containers.md, "Large titles"):
/// - the bar is 44 pt plus a 52 pt large-title region at rest (96 pt);
/// - the region follows the content under the bar: its height is the distance from the inline
///   bar's bottom to the top of the content (collapsing as the content scrolls up, stretching
///   beyond 52 pt while it is pulled down);
/// - the large title is 34 pt bold, at the bar's 16 pt leading margin, 8 pt above the region's
///   bottom; the inline (small) title shows once the region has collapsed;
/// - the root item's `.automatic` means large; `.inline` (iOS 17, undocumented) shows no large
///   region.
enum NavigationLargeTitleLayout {
    /// The large-title region's height at rest.
    static let restingRegionHeight: CGFloat = 52
    /// The large title's point size (bold).
    static let fontSize: CGFloat = 34
    /// The gap between the large title's bottom and the region's bottom.
    static let titleBottomInset: CGFloat = 8
    /// The gap between the large title and the bar's leading and trailing edges.
    static let horizontalMargin: CGFloat = 16

    /// Whether the top item of a stack whose items have `modes` (bottom first) shows a large
    /// title. `.automatic` takes the resolved mode of the item below; the root's is large.
    static func displaysLargeTitle(prefersLargeTitles: Bool, modes: [UINavigationItem.LargeTitleDisplayMode]) -> Bool {
        guard prefersLargeTitles else { return false }
        for mode in modes.reversed() {
            switch mode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The region's height when the top of the tracked content is at `contentTop` and the inline
    /// bar ends at `inlineBarBottom` (both in the same coordinates): never negative, above the
    /// resting height while the content is pulled down.
    static func regionHeight(contentTop: CGFloat, inlineBarBottom: CGFloat) -> CGFloat {
        guard contentTop.isFinite, inlineBarBottom.isFinite else { return restingRegionHeight }
        return max(0, contentTop - inlineBarBottom)
    }

    /// The part of a region `height` tall that bounds the content's safe area: at most the resting
    /// height, so that content pulled further down is past its edge and bounces back.
    static func safeAreaRegionHeight(_ height: CGFloat) -> CGFloat {
        min(max(height.isFinite ? height : 0, 0), restingRegionHeight)
    }

    /// How much of the resting region is collapsed: the scroll view's legal range extends this far
    /// above its adjusted inset, so that pulling down re-expands the title one to one.
    static func collapsedAllowance(regionHeight: CGFloat) -> CGFloat {
        restingRegionHeight - safeAreaRegionHeight(regionHeight)
    }

    /// Whether the inline title shows: the large title has collapsed entirely.
    static func showsInlineTitle(regionHeight: CGFloat) -> Bool { regionHeight <= 0 }

    /// Where a release that would rest at `offset` rests instead: a title left partly collapsed
    /// snaps to the nearer of expanded (`expandedOffset`) and collapsed (52 pt further).
    static func snappedRestOffset(_ offset: CGFloat, expandedOffset: CGFloat) -> CGFloat {
        let collapsed = expandedOffset + restingRegionHeight
        guard offset > expandedOffset, offset < collapsed else { return offset }
        return offset - expandedOffset < restingRegionHeight / 2 ? expandedOffset : collapsed
    }

    /// The large title's frame in a region `regionSize` big: 16 pt from the leading edge (the
    /// right one right-to-left), its bottom 8 pt above the region's, `titleSize` truncated to the
    /// region's width less the margins.
    static func titleFrame(regionSize: CGSize, titleSize: CGSize, rightToLeft: Bool) -> CGRect {
        let available = max(0, regionSize.width - 2 * horizontalMargin)
        let width = min(max(titleSize.width, 0), available)
        let x = rightToLeft ? regionSize.width - horizontalMargin - width : horizontalMargin
        let y = regionSize.height - titleBottomInset - titleSize.height
        return CGRect(x: x, y: y, width: width, height: titleSize.height)
    }
}
#endif

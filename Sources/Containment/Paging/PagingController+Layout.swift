#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where pages sit in the scroll view.
///
/// The content is the whole list of pages, one stride (page length plus spacing) each, so a
/// page's place never changes while the finger moves and no re-centring is needed; only the
/// live pages have views. Right to left, page 0 is at the far (right) end (``PageAxisLayout``).
extension PagingController {
    /// The axis mapping for the current orientation and layout direction.
    var axisLayout: PageAxisLayout {
        PageAxisLayout(
            axis: navigationOrientation == .horizontal ? .horizontal : .vertical,
            layoutDirection: viewIfLoaded?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
    }

    /// A page's length along the axis.
    var pageLength: CGFloat {
        let size = scrollView.bounds.size
        return navigationOrientation == .horizontal ? size.width : size.height
    }

    /// A page's length plus the gap after it.
    var pageStride: CGFloat { pageLength + interPageSpacing }

    /// The distance along the axis from the content's start to `page`'s start.
    func axisOrigin(of page: Int) -> CGFloat {
        let slot = axisLayout.isMirrored ? engine.pageCount - 1 - page : page
        return CGFloat(slot + wrapMargin) * pageStride
    }

    /// Pages of room before the first page and after the last: one when the pages wrap, so the
    /// neighbour across the seam can be laid out beside the first or last page
    /// (`PagingController+Infinite`).
    var wrapMargin: Int { engine.isInfinite && engine.pageCount > 1 ? 1 : 0 }

    /// The content offset that shows `page` at rest.
    func restingOffset(of page: Int) -> CGPoint {
        point(alongAxis: axisOrigin(of: page))
    }

    /// Where a jump's target is laid out and the content heads: beside the selected page.
    func jumpOrigin(for direction: PageDirection) -> CGFloat {
        let selected = engine.selectedIndex.map(axisOrigin(of:)) ?? 0
        return selected + CGFloat(axisLayout.visualSlot(of: direction)) * pageStride
    }

    /// The logical position (fractional pages from the selected page, positive towards the
    /// next) the content offset shows now.
    var offsetPosition: CGFloat {
        guard let selected = engine.selectedIndex else { return 0 }
        let visual = axisValue(of: scrollView.contentOffset) - axisOrigin(of: selected)
        return axisLayout.logicalPosition(visualOffset: visual, pageStride: pageStride)
    }

    /// Lays the live pages out, sizes the content, and at rest puts the selected page in view.
    func layoutPages() {
        guard isViewLoaded else { return }
        laidOutSize = view.bounds.size
        let bounds = scrollView.bounds.size
        let length = max(CGFloat(engine.pageCount + 2 * wrapMargin) * pageStride - interPageSpacing, 0)
        scrollView.contentSize =
            navigationOrientation == .horizontal
            ? CGSize(width: length, height: bounds.height) : CGSize(width: bounds.width, height: length)
        for (page, child) in live where !viewsRemovedForMemory.contains(page) {
            let origin = displayOrigin(of: page)
            let pageView = child.view
            if pageView?.superview !== scrollView, let pageView { scrollView.addSubview(pageView) }
            pageView?.frame = CGRect(origin: point(alongAxis: origin), size: bounds)
        }
        if engine.motion == .rest, let selected = engine.selectedIndex {
            setContentOffset(restingOffset(of: selected))
        }
    }

    /// The pages' geometry changed (orientation, spacing): land, then lay out again.
    func geometryDidChange() {
        if engine.motion != .rest { interruptMotion() }
        layoutPages()
    }

    /// Moves the content without the move counting as a finger's.
    func setContentOffset(_ offset: CGPoint) {
        guard scrollView.contentOffset != offset else { return }
        isSettingOffset = true
        scrollView.contentOffset = offset
        isSettingOffset = false
    }

    func point(alongAxis value: CGFloat) -> CGPoint {
        navigationOrientation == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
    }

    func axisValue(of point: CGPoint) -> CGFloat {
        navigationOrientation == .horizontal ? point.x : point.y
    }
}

#if !canImport(UIKit)
import Foundation

/// The bar follows the top controller's content (UNC numbers in `NavigationLargeTitleLayout`):
/// - the scroll view followed is `contentScrollView(for: .top)`, else the top controller's view
///   when it is a scroll view, else that view's first subview when it is one; only content that
///   extends under the bar is followed (under an opaque bar the large title stays at rest);
/// - while the top item shows a large title, the region's height is the distance from the inline
///   row's bottom to the top of the content (its `contentInset.top` included), so the title
///   collapses as the content scrolls up and stretches as it is pulled down; the content's safe
///   area ends at the bar (the region counted up to its resting 52 pt), and the scroll view's
///   legal range keeps reaching the expanded position, so pulling down re-expands the title one
///   to one; a release that would leave the title partly collapsed snaps it open or shut;
/// - a controller that becomes the top (or a bar that starts showing a large title) starts with
///   the title at rest, unless its content is scrolled past its top; afterwards only scrolling
///   changes the region (a change of the window's safe area moves bar and content together);
/// - the bar is transparent while the content's top is not under the inline row (or there is no
///   scroll view), and shows its background otherwise.
extension UINavigationController {
    /// The top of the stack changed (or its items): follow its scroll view from now on.
    func followTopController() {
        let top = stack.last
        let scrollView = top.flatMap { extendsUnderBar($0) ? $0.topEdgeScrollView : nil }
        guard trackedScrollView !== scrollView || navigationBar.displaysLargeTitle != barShowedLargeTitle else {
            refreshBarFromContent()
            return
        }
        trackedScrollView?.barTrackingNavigationController = nil
        trackedScrollView?.largeTitleAllowance = 0
        trackedScrollView = scrollView
        scrollView?.barTrackingNavigationController = self
        if let scrollView, scrollView.contentOffset.y > -scrollView.adjustedContentInset.top {
            // Scrolled into its content: the title is as collapsed as the content says.
            navigationBar.largeTitleRegionHeight = 0
            applyBarMetrics(measuringFrom: scrollView)
        } else {
            applyBarMetrics(region: NavigationLargeTitleLayout.restingRegionHeight, scrollView: scrollView)
        }
    }

    /// The followed scroll view moved (a drag, a deceleration, an offset set by code): the bar
    /// follows at once.
    func trackedScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView, !isApplyingBarMetrics else { return }
        applyBarMetrics(measuringFrom: scrollView)
    }

    /// The layout pass: the region keeps its height (only scrolling changes it; a geometry change
    /// such as the window's safe area moves the bar and the content together), the content's
    /// safe area and the bar's frame are applied again.
    func refreshBarFromContent() {
        // The large title was turned on or off (the bar's preference, an item's mode): start over.
        if navigationBar.displaysLargeTitle != barShowedLargeTitle { return followTopController() }
        let scrollView = trackedScrollView.flatMap { $0.barTrackingNavigationController === self ? $0 : nil }
        applyBarMetrics(region: navigationBar.largeTitleRegionHeight, scrollView: scrollView)
    }

    /// Where the top of the followed content is, in the navigation controller's view.
    private func contentTop(of scrollView: UIScrollView, in view: UIView) -> CGFloat {
        scrollView.convert(CGPoint(x: 0, y: -scrollView.contentInset.top), to: view).y
    }

    private var inlineBarBottom: CGFloat { (_view?.safeAreaInsets.top ?? 0) + UINavigationBar.defaultHeight }

    private func applyBarMetrics(measuringFrom scrollView: UIScrollView) {
        guard let view = _view, scrollView.isDescendant(of: view) else {
            applyBarMetrics(region: navigationBar.largeTitleRegionHeight, scrollView: scrollView)
            return
        }
        let region = NavigationLargeTitleLayout.regionHeight(
            contentTop: contentTop(of: scrollView, in: view), inlineBarBottom: inlineBarBottom)
        applyBarMetrics(region: region, scrollView: scrollView)
    }

    /// Applies a region height: the bar's frame, the content's safe area (the scroll view's inset
    /// follows at once, moving an offset resting at its old top edge), the scroll range's
    /// allowance, then the background from where the content now is.
    private func applyBarMetrics(region: CGFloat, scrollView: UIScrollView?) {
        isApplyingBarMetrics = true
        defer { isApplyingBarMetrics = false }
        let large = navigationBar.displaysLargeTitle && !_navigationBarHidden
        barShowedLargeTitle = navigationBar.displaysLargeTitle
        if large {
            navigationBar.largeTitleRegionHeight = region
            scrollView?.largeTitleAllowance = NavigationLargeTitleLayout.collapsedAllowance(regionHeight: region)
        } else {
            scrollView?.largeTitleAllowance = 0
        }
        if let view = _view {
            let frame = navigationBarFrame
            if navigationBar.frame != frame, activeTransition == nil {
                UIView.performWithoutAnimation { navigationBar.frame = frame }
            }
            if activeTransition == nil, let top = displayedViewController, top === stack.last,
                let topView = top._view, topView.superview === view
            {
                UIView.performWithoutAnimation { placeContent(of: top, view: topView) }
            }
            scrollView?.updateAdjustedContentInset()
        }
        navigationBar.isAtScrollEdge =
            scrollView.flatMap { scrollView in
                _view.flatMap { view in
                    scrollView.isDescendant(of: view)
                        ? contentTop(of: scrollView, in: view) >= inlineBarBottom - 0.5 : nil
                }
            } ?? true
    }
}
#endif

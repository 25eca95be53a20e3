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
/// - a controller that becomes the top starts with its title at rest, unless its content is
///   scrolled past its top;
/// - the bar is transparent while the content's top is not under the inline row (or there is no
///   scroll view), and shows its background otherwise.
extension UINavigationController {
    /// The top of the stack changed (or its items): follow its scroll view from now on.
    func followTopController() {
        let top = stack.last
        let scrollView = top.flatMap { extendsUnderBar($0) ? $0.topEdgeScrollView : nil }
        if trackedScrollView !== scrollView {
            trackedScrollView?.barTrackingNavigationController = nil
            trackedScrollView?.largeTitleAllowance = 0
            trackedScrollView = scrollView
            scrollView?.barTrackingNavigationController = self
            navigationBar.largeTitleRegionHeight = NavigationLargeTitleLayout.restingRegionHeight
            if let scrollView, scrollView.contentOffset.y > -scrollView.adjustedContentInset.top {
                applyBarMetrics(measuredFrom: scrollView)
            } else {
                applyBarMetrics(region: NavigationLargeTitleLayout.restingRegionHeight, atEdge: true, scrollView: scrollView)
            }
        } else {
            refreshBarFromContent()
        }
    }

    /// The followed scroll view moved: the bar follows at once.
    func trackedScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView, !isApplyingBarMetrics else { return }
        applyBarMetrics(measuredFrom: scrollView)
    }

    /// Measures the followed content again (the layout pass).
    func refreshBarFromContent() {
        if let scrollView = trackedScrollView, scrollView.barTrackingNavigationController === self {
            applyBarMetrics(measuredFrom: scrollView)
        } else {
            applyBarMetrics(region: navigationBar.largeTitleRegionHeight, atEdge: true, scrollView: nil)
        }
    }

    private func applyBarMetrics(measuredFrom scrollView: UIScrollView) {
        guard let view = _view, scrollView.isDescendant(of: view) else {
            applyBarMetrics(region: NavigationLargeTitleLayout.restingRegionHeight, atEdge: true, scrollView: scrollView)
            return
        }
        let contentTop = scrollView.convert(CGPoint(x: 0, y: -scrollView.contentInset.top), to: view).y
        let inlineBottom = view.safeAreaInsets.top + UINavigationBar.defaultHeight
        let region = NavigationLargeTitleLayout.regionHeight(contentTop: contentTop, inlineBarBottom: inlineBottom)
        applyBarMetrics(region: region, atEdge: contentTop >= inlineBottom - 0.5, scrollView: scrollView)
    }

    private func applyBarMetrics(region: CGFloat, atEdge: Bool, scrollView: UIScrollView?) {
        isApplyingBarMetrics = true
        defer { isApplyingBarMetrics = false }
        navigationBar.isAtScrollEdge = atEdge
        guard navigationBar.displaysLargeTitle, !_navigationBarHidden else {
            scrollView?.largeTitleAllowance = 0
            return
        }
        navigationBar.largeTitleRegionHeight = region
        scrollView?.largeTitleAllowance = NavigationLargeTitleLayout.collapsedAllowance(regionHeight: region)
        guard _view != nil else { return }
        let frame = navigationBarFrame
        if navigationBar.frame != frame, activeTransition == nil { UIView.performWithoutAnimation { navigationBar.frame = frame } }
        if activeTransition == nil, let top = displayedViewController, top === stack.last,
           let topView = top._view, topView.superview === _view {
            UIView.performWithoutAnimation { placeContent(of: top, view: topView) }
            scrollView?.updateAdjustedContentInset()
        }
    }
}
#endif

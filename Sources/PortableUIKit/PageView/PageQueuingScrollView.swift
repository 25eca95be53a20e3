#if !canImport(UIKit)
import Foundation

/// The scroll style's paging scroll view (UIKit's private `_UIQueuingScrollView`): three slots
/// (before, current, after), each a page plus the inter-page spacing wide, so paging on the
/// bounds size (spec 7.5) stops on a page with the spacing outside it (16.6). Its pages keep the
/// page view controller's safe area wherever they are during a scroll (16.6: a neighbour's safe
/// area is right while it slides in, not only after).
@MainActor
final class PageQueuingScrollView: UIScrollView {
    weak var pageViewController: UIPageViewController?

    override func safeAreaInsetsOffered(to subview: UIView) -> UIEdgeInsets? {
        pageViewController?._view?.safeAreaInsets
    }
}

/// The scroll view's delegate: forwards drags and settling to the page view controller (which
/// cannot be a `UIScrollViewDelegate` itself: UIKit's class is not one).
@MainActor
final class PageScrollCoordinator: NSObject, UIScrollViewDelegate {
    weak var pageViewController: UIPageViewController?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { pageViewController?.scrollDragBegan() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { pageViewController?.scrollDidScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        pageViewController?.scrollDragEnded(willDecelerate: decelerate)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pageViewController?.scrollSettled() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { pageViewController?.scrollSettled() }
}

/// The page view controller's root view: its layout pass places the pages.
@MainActor
final class PageViewControllerView: UIView {
    weak var pageViewController: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        pageViewController?.layoutPages()
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pageViewController,
            pageViewController.gestureRecognizers.contains(where: { $0 === gestureRecognizer })
        else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return pageViewController.curlRecognizerShouldBegin(gestureRecognizer)
    }
}
#endif

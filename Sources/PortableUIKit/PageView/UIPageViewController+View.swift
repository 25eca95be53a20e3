#if !canImport(UIKit)
import Foundation

/// The page view controller's view: the scroll style's paging scroll view and indicator, the
/// page curl's recognizers, and the layout pass that places the pages.
extension UIPageViewController {
    func makePageViewControllerView() -> UIView {
        let view = PageViewControllerView(frame: UIScreen.main.bounds)
        view.pageViewController = self
        switch _transitionStyle {
        case .scroll:
            let scroll = PageQueuingScrollView(frame: view.bounds)
            scroll.pageViewController = self
            scroll.isPagingEnabled = true
            scroll.showsHorizontalScrollIndicator = false
            scroll.showsVerticalScrollIndicator = false
            scroll.scrollsToTop = false
            scroll.contentInsetAdjustmentBehavior = .never
            scroll.alwaysBounceHorizontal = isHorizontal
            scroll.alwaysBounceVertical = !isHorizontal
            scrollCoordinator.pageViewController = self
            scroll.delegate = scrollCoordinator
            view.addSubview(scroll)
            queuingScrollView = scroll
        case .pageCurl:
            view.addGestureRecognizer(curlPan)
            view.addGestureRecognizer(curlTap)
        }
        updateGestureAvailability()
        return view
    }

    /// The layout pass: pages, then the indicator above them.
    func layoutPages() {
        guard _view != nil else { return }
        switch _transitionStyle {
        case .scroll: layoutScrollPages()
        case .pageCurl: layoutCurlPages()
        }
        layoutIndicator()
    }

    /// Gestures need a data source (16.3); the scroll view also stays still while a turn settles.
    func updateGestureAvailability() {
        let hasSource = dataSource != nil
        curlPan.isEnabled = hasSource
        curlTap.isEnabled = hasSource
        if let scroll = queuingScrollView, !scroll.isDragging {
            scroll.isScrollEnabled = hasSource && !pages.isTurning
        }
    }
}
#endif

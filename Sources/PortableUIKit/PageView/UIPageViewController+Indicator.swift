#if !canImport(UIKit)
import Foundation

/// The page indicator (16.3): shown for the scroll style in horizontal orientation when the data
/// source implements both `presentationCount(for:)` and `presentationIndex(for:)`. Both are asked
/// after each accepted `setViewControllers` and at no other time; after a gesture turn the
/// indicator moves by one page itself. It is a `UIPageControl` across the bottom of the page view
/// controller's view, above the bottom safe-area inset, over the pages (which keep the full
/// bounds, 16.6); it does not take touches (PortableUIKit's choice).
extension UIPageViewController {
    var showsIndicator: Bool { _transitionStyle == .scroll && isHorizontal && indicatorPresentation != nil }

    func askPresentationAfterSet() {
        guard let dataSource else {
            indicatorPresentation = nil
            layoutIndicator()
            return
        }
        let count = PresentationIndicatorProbe.implementedAnswer { dataSource.presentationCount(for: self) }
        let index = PresentationIndicatorProbe.implementedAnswer { dataSource.presentationIndex(for: self) }
        if let count, let index { indicatorPresentation = (count, index) } else { indicatorPresentation = nil }
        layoutIndicator()
    }

    func advanceIndicator(toward side: PageState<UIViewController>.Side) {
        guard let shown = indicatorPresentation else { return }
        let moved = side == .after ? shown.index + 1 : shown.index - 1
        indicatorPresentation = (shown.count, min(max(moved, 0), max(shown.count - 1, 0)))
        layoutIndicator()
    }

    func layoutIndicator() {
        guard let view = _view else { return }
        guard showsIndicator, let indicatorPresentation else {
            pageIndicator?.removeFromSuperview()
            return
        }
        let indicator: UIPageControl
        if let existing = pageIndicator {
            indicator = existing
        } else {
            indicator = UIPageControl()
            indicator.isUserInteractionEnabled = false
            pageIndicator = indicator
        }
        if indicator.numberOfPages != indicatorPresentation.count {
            indicator.numberOfPages = indicatorPresentation.count
        }
        if indicator.currentPage != indicatorPresentation.index { indicator.currentPage = indicatorPresentation.index }
        let height = indicator.size(forNumberOfPages: indicatorPresentation.count).height
        UIView.performWithoutAnimation {
            if indicator.superview !== view { view.addSubview(indicator) }
            let frame = CGRect(
                x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - height,
                width: view.bounds.width, height: height)
            if indicator.frame != frame { indicator.frame = frame }
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Supplies the pages around the current one for gesture navigation, and optionally the page
/// indicator's count and index (UIKit's `UIPageViewControllerDataSource`, spec 16.3).
///
/// `presentationCount(for:)` and `presentationIndex(for:)` are optional Objective-C requirements
/// in UIKit; Swift on Linux has none, so each has a default in an extension, and the page view
/// controller notices when a default answered: it shows a page indicator only when a data source
/// implements both, as UIKit does.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of pages the indicator shows; asked after `setViewControllers` only (16.3).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the current page in the indicator; asked after `setViewControllers` only (16.3).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        PresentationIndicatorProbe.defaultAnswered()
        return 0
    }
    /// Not implemented: no page indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        PresentationIndicatorProbe.defaultAnswered()
        return 0
    }
}

/// Tells whether a data source's `presentationCount` / `presentationIndex` answer came from the
/// protocol's default (UIKit's `respondsToSelector:` check, which Swift on Linux lacks).
@MainActor
enum PresentationIndicatorProbe {
    private static var defaultRan = false

    static func defaultAnswered() { defaultRan = true }

    /// Runs `question`; nil when the protocol's default answered it.
    static func implementedAnswer(_ question: () -> Int) -> Int? {
        defaultRan = false
        let answer = question()
        defer { defaultRan = false }
        return defaultRan ? nil : answer
    }
}
#endif

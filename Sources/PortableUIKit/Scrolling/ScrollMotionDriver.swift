#if !canImport(UIKit)
import Foundation

/// Moves scroll views that are decelerating, bouncing, paging or animating an offset change:
/// window ticks call ``tick(at:)`` with the media clock's time.
@MainActor
final class ScrollMotionDriver {
    static let shared = ScrollMotionDriver()
    private var scrollViews: [WeakScrollView] = []

    /// Whether a scroll view is in motion.
    var hasWork: Bool { scrollViews.contains { $0.scrollView?.isInMotion == true } }

    func add(_ scrollView: UIScrollView) {
        scrollViews.removeAll { $0.scrollView == nil }
        if !scrollViews.contains(where: { $0.scrollView === scrollView }) {
            scrollViews.append(WeakScrollView(scrollView: scrollView))
        }
    }

    func remove(_ scrollView: UIScrollView) {
        scrollViews.removeAll { $0.scrollView == nil || $0.scrollView === scrollView }
    }

    /// Stops moving every scroll view (see ``ProcessWideState``).
    func forgetAll() { scrollViews = [] }

    func tick(at now: TimeInterval) {
        for entry in scrollViews { entry.scrollView?.advanceMotion(to: now) }
        scrollViews.removeAll { $0.scrollView?.isInMotion != true }
    }

    private struct WeakScrollView {
        weak var scrollView: UIScrollView?
    }
}
#endif

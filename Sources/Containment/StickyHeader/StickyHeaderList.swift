#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A live child's list as a ``StickyHeaderPagingController`` holds it: the scroll view, the
/// observations of its content offset and size, and what the controller took over, so it can
/// be given back when the child's page leaves (a data source that keeps its controllers gets
/// them back as they were, not with insets piling up).
@MainActor
final class StickyHeaderList {
    weak var child: UIViewController?
    let scrollView: UIScrollView
    var observations: [NSKeyValueObservation] = []
    private let ownInset: UIEdgeInsets
    private let ownIndicatorInsets: UIEdgeInsets
    private let ownAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior
    private let ownAdjustsIndicatorInsets: Bool
    private let ownScrollsToTop: Bool

    /// The list's own bottom inset, kept under the safe area and the room to collapse.
    var ownBottomInset: CGFloat { ownInset.bottom }

    init(child: UIViewController, scrollView: UIScrollView) {
        self.child = child
        self.scrollView = scrollView
        ownInset = scrollView.contentInset
        ownIndicatorInsets = scrollView.verticalScrollIndicatorInsets
        ownAdjustmentBehavior = scrollView.contentInsetAdjustmentBehavior
        ownAdjustsIndicatorInsets = scrollView.automaticallyAdjustsScrollIndicatorInsets
        ownScrollsToTop = scrollView.scrollsToTop
    }

    /// Gives the list back as it was before it was adopted, keeping how far it has scrolled.
    func restore() {
        stopObserving()
        let scroll = self.scroll
        scrollView.contentInsetAdjustmentBehavior = ownAdjustmentBehavior
        scrollView.automaticallyAdjustsScrollIndicatorInsets = ownAdjustsIndicatorInsets
        scrollView.scrollsToTop = ownScrollsToTop
        scrollView.verticalScrollIndicatorInsets = ownIndicatorInsets
        scrollView.contentInset = ownInset
        scrollView.contentOffset.y = scroll - ownInset.top
    }

    /// How far the list has scrolled from rest (its content right under the whole header).
    var scroll: CGFloat { scrollView.contentOffset.y + scrollView.contentInset.top }

    func stopObserving() {
        for observation in observations { observation.invalidate() }
        observations = []
    }

    /// The list a child shows: the one it names (``StickyHeaderPagingChild``), else a table or
    /// collection view controller's own, else its view when that is a scroll view.
    static func scrollView(of child: UIViewController) -> UIScrollView? {
        if let named = child as? StickyHeaderPagingChild { return named.childScrollView }
        if let table = child as? UITableViewController { return table.tableView }
        if let collection = child as? UICollectionViewController { return collection.collectionView }
        return child.viewIfLoaded as? UIScrollView
    }
}

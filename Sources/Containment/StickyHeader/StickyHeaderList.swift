#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A live child's list as a ``StickyHeaderPagingController`` holds it: the scroll view, the
/// observations of its content offset and size, and the bottom inset it had before the
/// controller took its insets over.
@MainActor
final class StickyHeaderList {
    weak var child: UIViewController?
    let scrollView: UIScrollView
    /// The list's own bottom inset, kept under the safe area and the room to collapse.
    let ownBottomInset: CGFloat
    var observations: [NSKeyValueObservation] = []

    init(child: UIViewController, scrollView: UIScrollView) {
        self.child = child
        self.scrollView = scrollView
        ownBottomInset = scrollView.contentInset.bottom
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

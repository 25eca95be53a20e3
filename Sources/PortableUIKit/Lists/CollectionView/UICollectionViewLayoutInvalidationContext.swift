#if !canImport(UIKit)
import Foundation

/// Which parts of a layout an invalidation touches (UIKit's
/// `UICollectionViewLayoutInvalidationContext`). A layout receives one in
/// `invalidateLayout(with:)`; the collection view creates them itself (of the layout's
/// `invalidationContextClass`) for `reloadData()`, a new layout or data source, inserts and deletes,
/// bounds changes and self-sizing cells (facts 20.14–20.20).
///
/// The initializer is `required` so that the collection view can create an instance of the class
/// a layout names (`invalidationContextClass`); Objective-C's `alloc`/`init` needs no such
/// marking.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var everything = false
    var dataSourceCounts = false
    private var items: [IndexPath] = []
    private var supplementary: [String: [IndexPath]] = [:]
    private var decoration: [String: [IndexPath]] = [:]

    /// A context that invalidates nothing yet.
    public required override init() { super.init() }

    /// Whether all layout data is invalid: set by the collection view for `reloadData()`, a new
    /// layout and a new data source (and by `invalidateLayout()`), never by you.
    open var invalidateEverything: Bool { everything }

    /// Whether the section and item counts changed: set by the collection view for
    /// `reloadData()` and for inserts and deletes; the layout should read the counts again.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }

    /// Marks the items at `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        items.append(contentsOf: indexPaths)
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementary[elementKind, default: []].append(contentsOf: indexPaths)
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decoration[elementKind, default: []].append(contentsOf: indexPaths)
    }

    /// The items marked invalid; `nil` when none is.
    open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }

    /// The supplementary views marked invalid, by kind; `nil` when none is.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        supplementary.isEmpty ? nil : supplementary
    }

    /// The decoration views marked invalid, by kind; `nil` when none is.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decoration.isEmpty ? nil : decoration }

    /// What the collection view adds to its `contentOffset` (default zero).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// What the collection view adds to its `contentSize` (default zero).
    open var contentSizeAdjustment: CGSize = .zero

    /// The moving items' index paths before the invalidation (`nil`: PortableUIKit has no
    /// interactive movement).
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }

    /// The moving items' index paths after the invalidation (`nil`, as above).
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }

    /// Where the interactively moving item is (zero, as above).
    open var interactiveMovementTarget: CGPoint { .zero }
}
#endif

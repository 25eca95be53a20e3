#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A child of a ``StickyHeaderPagingController`` that says which scroll view is its list (seed
/// 003's `YSMContainrerChildControllerDelegate`). The controller asks after the child's view has
/// loaded, so a list made in `viewDidLoad` is found (the seed's pitfall: a lazily made list
/// read too early gave an empty page).
///
/// The controller then owns the list's `contentInset.top`, `verticalScrollIndicatorInsets`,
/// `contentInsetAdjustmentBehavior` (`.never`; the safe area's bottom joins the bottom inset) and
/// `scrollsToTop`, and may raise the bottom inset so a short list can still collapse the header.
///
/// Without this protocol a `UITableViewController`'s table view, a `UICollectionViewController`'s
/// collection view, or a view that is itself a scroll view is the list. A child with no list
/// (nil here, or none found) still pages, but the header cannot collapse on it: it stays
/// where the last list left it (out of a pull-down, which only a list could bring back).
@MainActor
public protocol StickyHeaderPagingChild: AnyObject {
    /// The child's vertically scrolling list, or nil if it has none.
    var childScrollView: UIScrollView? { get }
}

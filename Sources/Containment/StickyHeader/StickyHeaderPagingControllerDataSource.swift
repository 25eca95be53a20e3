#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Gives a ``StickyHeaderPagingController`` its children and its header (seed 003's
/// `YSMContainerViewDataSource`, in Swift).
///
/// Children are asked for on demand, when their page becomes live (the shown page and its
/// neighbours), and let go when it leaves, exactly as ``PagingControllerDataSource``'s pages.
/// A child whose list should move the header adopts ``StickyHeaderPagingChild``; a
/// `UITableViewController` or `UICollectionViewController` need not (its list is used).
///
/// ``headerView(in:)`` and ``stickyHeaderPagingController(_:titleForChildAt:)`` are optional:
/// the protocol extension gives each a default, which is how Containment models UIKit's
/// `@optional` requirements portably.
@MainActor
public protocol StickyHeaderPagingControllerDataSource: AnyObject {
    /// How many children there are; asked by ``StickyHeaderPagingController/reloadData()``.
    func numberOfViewControllers(in stickyHeaderPagingController: StickyHeaderPagingController) -> Int
    /// The child at `index`, asked when its page becomes live. Return a controller that has no
    /// other parent; nil leaves the page empty.
    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, viewControllerAt index: Int
    ) -> UIViewController?
    /// The header shared by every child, asked by ``StickyHeaderPagingController/reloadData()``.
    /// Default: nil, no header.
    func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView?
    /// The title of the tab for the child at `index` in the controller's
    /// ``StickyHeaderPagingController/tabStrip``. Default: nil, which shows the page number.
    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, titleForChildAt index: Int
    ) -> String?
}

extension StickyHeaderPagingControllerDataSource {
    public func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView? { nil }
    public func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, titleForChildAt index: Int
    ) -> String? { nil }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Gives a ``PagingController`` its pages on demand (issue 15, data-source form).
///
/// The pager asks for a controller only when its page enters the live window (the selected
/// page and its neighbours) and lets go of it when the page leaves, so a pager of 100,000
/// pages holds at most three children. Return a new controller, or one you keep yourself, but
/// never one that is already shown for another page or has another parent: the pager reports
/// that as misuse and leaves the page empty.
@MainActor
public protocol PagingControllerDataSource: AnyObject {
    /// How many pages there are; asked by ``PagingController/reloadData()``.
    func numberOfPages(in pagingController: PagingController) -> Int
    /// The controller for the page at `index`, asked when that page becomes live.
    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController?
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The inner pager's data source and delegate, kept out of ``StickyHeaderPagingController``'s
/// public surface: it passes the pager's questions to the controller's data source and turns
/// the pager's news into the controller's delegate calls, header following and tab strip.
@MainActor
final class StickyHeaderPagerLink: PagingControllerDataSource, PagingControllerDelegate {
    private weak var controller: StickyHeaderPagingController?

    init(controller: StickyHeaderPagingController) {
        self.controller = controller
    }

    func numberOfPages(in pagingController: PagingController) -> Int {
        guard let controller else { return 0 }
        return controller.dataSource?.numberOfViewControllers(in: controller) ?? 0
    }

    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController?
    {
        guard let controller else { return nil }
        return controller.dataSource?.stickyHeaderPagingController(controller, viewControllerAt: index)
    }

    func pagingController(_ pagingController: PagingController, willBeginPagingFrom fromIndex: Int, to toIndex: Int) {
        guard let controller else { return }
        controller.delegate?.stickyHeaderPagingController(controller, willScrollToChildControllerAt: toIndex)
    }

    func pagingController(
        _ pagingController: PagingController, didFinishPagingFrom fromIndex: Int, to toIndex: Int, completed: Bool
    ) {
        guard let controller else { return }
        controller.followShownChild()
        let shown = completed ? toIndex : fromIndex
        controller.tabStripFollowPages(landedOn: shown)
        controller.delegate?.stickyHeaderPagingController(controller, didScrollToChildControllerAt: shown)
    }

    func pagingController(_ pagingController: PagingController, didScrollTo pagePosition: CGFloat) {
        guard let controller else { return }
        controller.followShownChild()
        controller.tabStripFollowPages(at: pagePosition)
        controller.delegate?.stickyHeaderPagingController(controller, didScrollTo: pagePosition)
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The children's lists: adopting them as their pages come in, keeping their insets in step
/// with the header, and following the shown one.
extension StickyHeaderPagingController {
    func pageDidLoad(_ child: UIViewController) {
        adopt(child)
        followShownChild(force: child === pager.selectedViewController)
    }

    func pageWillRelease(_ child: UIViewController) {
        guard let list = lists.removeValue(forKey: ObjectIdentifier(child)) else { return }
        list.restore()
        if drivingChild === child { drivingChild = nil }
    }

    /// Adopts the lists of live children whose views have loaded since.
    func adoptLoadedLists() {
        var adoptedShown = false
        for child in pager.children where lists[ObjectIdentifier(child)] == nil {
            adopt(child)
            adoptedShown = adoptedShown || child === pager.selectedViewController
        }
        followShownChild(force: adoptedShown)
    }

    /// Takes a child's list over: insets, observations, and a place aligned to the header.
    private func adopt(_ child: UIViewController) {
        guard isViewLoaded, child.isViewLoaded, lists[ObjectIdentifier(child)] == nil,
            let scrollView = StickyHeaderList.scrollView(of: child)
        else { return }
        let list = StickyHeaderList(child: child, scrollView: scrollView)
        lists[ObjectIdentifier(child)] = list
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.automaticallyAdjustsScrollIndicatorInsets = false
        scrollView.scrollsToTop = false
        list.observations = [
            scrollView.observe(\.contentOffset, options: []) { [weak self, weak list] _, _ in
                MainActor.assumeIsolated {
                    guard let self, let list else { return }
                    self.listDidScroll(list)
                }
            },
            scrollView.observe(\.contentSize, options: []) { [weak self, weak list] _, _ in
                MainActor.assumeIsolated {
                    guard let self, let list, !self.isMovingLists else { return }
                    self.layOut(list)
                }
            },
        ]
        layOut(list)
        align(list)
        updateIndicatorInset(of: list)
    }

    /// The shown child's list drives the header; only it scrolls to top from the status bar.
    /// Nothing changes while the shown child is the one driving, unless `force`d.
    func followShownChild(force: Bool = false) {
        let shown = pager.selectedViewController
        guard force || shown !== drivingChild else { return }
        drivingChild = shown
        for list in lists.values { list.scrollView.scrollsToTop = list.child === shown }
        followDrivingList()
        layoutHeader()
        alignLists()
    }

    /// The header's scroll is the driving list's. Without one (no children, or a child without a
    /// list) it stays, but out of a pull-down: no list could bring it back, so the header would
    /// stay stretched or lowered.
    private func followDrivingList() {
        if let driving = drivingChild, let list = lists[ObjectIdentifier(driving)] {
            headerScroll = list.scroll
        } else {
            headerScroll = max(headerScroll, 0)
        }
    }

    /// A list moved: the shown one moves the header and the others follow it. Another list that
    /// moved on its own (momentum, or a finger, from before another child was shown) is put back
    /// in line, or the header would jump when it shows again.
    func listDidScroll(_ list: StickyHeaderList) {
        guard !isMovingLists, list.child != nil else { return }
        guard list.child === drivingChild else { return align(list) }
        headerScroll = list.scroll
        layoutHeader()
        alignLists()
        delegate?.stickyHeaderPagingController(self, didScrollContentOffset: list.scrollView.contentOffset)
    }

    /// Every list gets the insets the header needs now, keeping how far it has scrolled.
    func layoutLists() {
        guard isViewLoaded else { return }
        for list in lists.values { layOut(list) }
        followDrivingList()
        layoutHeader()
        alignLists()
    }

    /// One list's content insets: its content starts under the whole header; its bottom keeps
    /// its own inset plus the safe area, raised when the list is too short to collapse the
    /// header. (Its indicator follows the header in ``layoutHeader()``, once per move.)
    func layOut(_ list: StickyHeaderList) {
        let scrollView = list.scrollView
        let listTop = listTopEdge(of: scrollView)
        let scroll = list.scroll
        let insetTop = layout.contentInsetTop(listTop: listTop)
        let minimumBottom = layout.minimumBottomInset(
            contentHeight: scrollView.contentSize.height, viewportHeight: scrollView.bounds.height, insetTop: insetTop)
        var inset = scrollView.contentInset
        inset.top = insetTop
        inset.bottom = max(list.ownBottomInset + view.safeAreaInsets.bottom, minimumBottom)
        moveLists {
            if scrollView.contentInset != inset { scrollView.contentInset = inset }
            let offset = CGPoint(x: scrollView.contentOffset.x, y: scroll - insetTop)
            if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
        }
    }

    /// Lists other than the shown one are put where the header says (see ``StickyHeaderLayout/alignedScroll(pageScroll:headerScroll:)``).
    func alignLists() {
        for list in lists.values where list.child !== drivingChild { align(list) }
    }

    private func align(_ list: StickyHeaderList) {
        guard list.child !== drivingChild || drivingChild == nil else { return }
        let scrollView = list.scrollView
        let target = layout.alignedScroll(pageScroll: list.scroll, headerScroll: headerScroll)
        let offset = CGPoint(x: scrollView.contentOffset.x, y: target - scrollView.contentInset.top)
        if scrollView.contentOffset != offset {
            moveLists { scrollView.contentOffset = offset }
        }
    }

    func updateIndicatorInset(of list: StickyHeaderList) {
        let scrollView = list.scrollView
        var indicator = scrollView.verticalScrollIndicatorInsets
        indicator.top = layout.indicatorInsetTop(scroll: headerScroll, listTop: listTopEdge(of: scrollView))
        indicator.bottom = view.safeAreaInsets.bottom
        if scrollView.verticalScrollIndicatorInsets != indicator {
            scrollView.verticalScrollIndicatorInsets = indicator
        }
    }

    /// Where a list's top edge is in this controller's view (0 for a list that fills its page).
    private func listTopEdge(of scrollView: UIScrollView) -> CGFloat {
        guard scrollView.isDescendant(of: view) else { return 0 }
        return scrollView.convert(scrollView.bounds.origin, to: view).y
    }

    /// Moves lists without their observations moving the header.
    private func moveLists(_ body: () -> Void) {
        let wasMoving = isMovingLists
        isMovingLists = true
        body()
        isMovingLists = wasMoving
    }
}

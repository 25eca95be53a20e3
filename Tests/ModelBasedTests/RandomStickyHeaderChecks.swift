import Foundation
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting

/// The invariants of ``RandomStickyHeaderWorld``.
///
/// After every step: HierarchyValidator finds nothing, the inner pager has at most three
/// children, the data source was asked for no child it does not have, the header view is where
/// `headerPosition` says, at most one list has scrollsToTop, a refused call changed nothing, and
/// with the pages still the header is where the world's own model of the geometry puts it for the
/// shown list's scroll (also mid-drag, pulled down, decelerating).
///
/// At rest (the finger up, settled, on screen; at the end of every sequence and after each settle
/// step): the validator finds nothing in the trace of every child ever made either (each `will`
/// matched by one `did`, none left open); exactly the selected child appeared; the header is where
/// the model puts it for the shown list's scroll, and that list's scroll indicator starts under it
/// (with no list shown, the header is at least not pulled down); every other live list is
/// aligned; every live list has the header's height as its top inset and can scroll far enough to
/// pin the header; only the shown list has scrollsToTop.
extension RandomStickyHeaderWorld {
    func check(settled: Bool) -> String? {
        if let misuseProblem { return misuseProblem }
        guard settled else { return checkStep() }
        if let problem = checkStep() ?? checkRest() { return "at rest: \(problem)" }
        return nil
    }

    /// After every step: the hierarchy is valid (structure, ownership, appearance states), the
    /// pager has at most three children, the header view is where ``StickyHeaderPagingController/headerPosition``
    /// says, at most one list has scrollsToTop, and a settle step's rest is checked.
    private func checkStep() -> String? {
        // The trace's balance is checked at rest (the whole trace, so nothing is missed).
        let violations = HierarchyValidator.violations(in: host.window, extraControllers: [controller])
        if !violations.isEmpty { return "hierarchy: \(violations)" }
        guard let pager else { return "no inner pager" }
        if pager.children.count > 3 { return "\(pager.children.count) live children" }
        if let problem = source?.problems.first { return "data source: \(problem)" }
        // At every moment, not only at rest: the header view is where the controller says, and
        // at most one list answers the status bar.
        if let header = controller.headerView, header.superview != nil {
            let shown = header.convert(header.bounds, to: controller.view)
            if !Self.same(shown, controller.headerPosition.frame) {
                return "the header view is at \(shown), its position says \(controller.headerPosition.frame)"
            }
        }
        let scrollsToTop = pager.children.filter { child in
            child.isViewLoaded && (child as? UITableViewController)?.tableView.scrollsToTop == true
        }
        if scrollsToTop.count > 1 { return "\(scrollsToTop.count) lists have scrollsToTop" }
        // With the pages still (the shown list is the one driving the header), the header is
        // where the model puts it even while the list moves: a drag held past the top, momentum,
        // a bounce, a scroll to top.
        // On screen only: off screen the controller has no safe area to pin under.
        if pager.pagePosition == CGFloat(controller.selectedIndex), !pager.scrollView.isDragging,
            !pager.scrollView.isDecelerating, controller.viewIfLoaded?.window != nil,
            let shown = controller.selectedViewController as? UITableViewController, shown.isViewLoaded
        {
            let list: UIScrollView = shown.tableView
            let scroll = list.contentOffset.y + list.contentInset.top
            let expected = geometry.headerFrame(scroll: scroll, width: width)
            stats.movingHeaderChecks += 1
            if scroll < 0 { stats.overscrollChecks += 1 }
            if !Self.same(controller.headerPosition.frame, expected) {
                return
                    "headerPosition.frame \(controller.headerPosition.frame), expected \(expected) for scroll \(scroll)"
            }
        }
        if restCheckDue {
            restCheckDue = false
            if controller.view.window != nil, let problem = checkRest() { return "after settling: \(problem)" }
        }
        return nil
    }

    /// At rest (finger up, settled) with the controller on screen.
    private func checkRest() -> String? {
        guard let pager else { return "no inner pager" }
        stats.rests += 1
        let violations = HierarchyValidator.violations(
            in: host.window, extraControllers: [controller], settled: true, recorder: recorder)
        if !violations.isEmpty { return "hierarchy (settled): \(violations)" }

        let appeared = pager.children.filter { $0.appearanceState != .disappeared }
        if childCount > 0 {
            guard let selected = controller.selectedViewController else { return "no selected child" }
            if appeared.count != 1 || appeared.first !== selected { return "\(appeared.count) children appeared" }
            if selected.appearanceState != .appeared { return "the selected child is \(selected.appearanceState)" }
            if controller.selectedIndex >= childCount {
                return "selected index \(controller.selectedIndex) of \(childCount)"
            }
            // The shown page is the selected one, aligned to the pixel (issue 37).
            let scroll = pager.scrollView
            let offset = scroll.contentOffset.x, shown = scroll.layer.presentation()?.bounds.origin.x ?? offset
            guard let frame = selected.viewIfLoaded?.frame else { return "the selected child has no view" }
            if offset != frame.minX || (offset * 2).rounded() != offset * 2 {
                return "the pages rest at \(offset), the selected child is at \(frame.minX)"
            }
            if shown != offset { return "the pages show \(shown), the model \(offset)" }
            if pager.pagePosition != CGFloat(controller.selectedIndex) {
                return "pagePosition \(pager.pagePosition) ≠ selectedIndex \(controller.selectedIndex)"
            }
        } else if !pager.children.isEmpty {
            return "no children in the data source but \(pager.children.count) in the pager"
        }

        let lists = pager.children.compactMap { child -> (child: UIViewController, list: UIScrollView)? in
            guard child.isViewLoaded, let table = child as? UITableViewController else { return nil }
            return (child, table.tableView)
        }
        let selected = controller.selectedViewController
        for (child, list) in lists {
            if list.contentInset.top != geometry.headerHeight {
                return "a list's top inset is \(list.contentInset.top), header \(geometry.headerHeight)"
            }
            if list.scrollsToTop != (child === selected) {
                return "a \(child === selected ? "shown" : "hidden") list has scrollsToTop \(list.scrollsToTop)"
            }
            // However short, a list scrolls far enough to pin the header.
            let farthest =
                list.contentSize.height + list.contentInset.bottom - list.bounds.height + list.contentInset.top
            if farthest < geometry.collapseRange - Self.tolerance {
                return
                    "a list of \(list.contentSize.height) pt scrolls \(farthest) at most, the pin is at \(geometry.collapseRange)"
            }
        }
        if controller.pagingScrollView.scrollsToTop { return "the paging scroll view has scrollsToTop" }

        // The header: where the shown list's scroll puts it; with no list shown, wherever the last
        // list left it (then only its own height is known).
        let position = controller.headerPosition
        let shownList = lists.first { $0.child === selected }?.list
        let headerScroll: CGFloat
        if let shownList {
            stats.restsOnList += 1
            headerScroll = shownList.contentOffset.y + shownList.contentInset.top
            let expected = geometry.headerFrame(scroll: headerScroll, width: width)
            if !Self.same(position.frame, expected) {
                return "headerPosition.frame \(position.frame), expected \(expected) for scroll \(headerScroll)"
            }
            // Its scroll indicator starts under the header as shown.
            let indicatorTop = max(expected.maxY, 0)
            if abs(shownList.verticalScrollIndicatorInsets.top - indicatorTop) > Self.tolerance {
                return
                    "the shown list's indicator top inset is \(shownList.verticalScrollIndicatorInsets.top), the header ends at \(indicatorTop)"
            }
            if headerScroll >= geometry.collapseRange, geometry.collapseRange > 0 { stats.restsPinned += 1 }
            if headerScroll > 0, headerScroll < geometry.collapseRange { stats.restsPartlyShown += 1 }
        } else {
            headerScroll = position.isPinned ? geometry.collapseRange : max(-position.frame.minY, 0)
            if position.overscroll != 0 {
                return "at rest on a child without a list, the header is pulled down by \(position.overscroll)"
            }
        }
        if let header = controller.headerView {
            let shown = header.convert(header.bounds, to: controller.view)
            if !Self.same(shown, position.frame) {
                return "the header view is at \(shown), its position says \(position.frame)"
            }
        }

        // Every other live list is aligned: pinned header, at least the pin; otherwise the header's scroll.
        let range = geometry.collapseRange
        for (child, list) in lists where child !== selected {
            let scroll = list.contentOffset.y + list.contentInset.top
            stats.alignedLists += 1
            if headerScroll >= range {
                if scroll < range - Self.tolerance {
                    return "a hidden list at scroll \(scroll) is above the pin \(range)"
                }
            } else {
                stats.alignedListsUnpinned += 1
                if abs(scroll - max(headerScroll, 0)) > Self.tolerance {
                    return "a hidden list at scroll \(scroll), the header's scroll \(headerScroll)"
                }
            }
        }
        return nil
    }

    static let tolerance: CGFloat = 1e-6

    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}

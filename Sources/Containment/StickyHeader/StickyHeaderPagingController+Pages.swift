#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Children: reloading, inserting and removing them (seed 003's TODO 2) and selecting one.
extension StickyHeaderPagingController {
    /// Asks the data source again for the header, the number of children and the tab titles;
    /// the live children are let go and the ones now live asked for again. The selection is
    /// kept (clamped to the last child).
    public func reloadData() {
        guard isViewLoaded else { return }
        reloadHeader()
        pager.reloadData()
        reloadTabTitles()
        adoptLoadedLists()
        layoutLists()
    }

    /// Tells the controller a child was inserted at `index` in the data source (update the data
    /// source first). The shown child stays shown, without callbacks, unless there was none; an
    /// index past the end is refused with a diagnostic.
    public func insertChild(at index: Int, animated: Bool = false) {
        guard isViewLoaded else { return }
        guard isEditIndex(index, in: 0..<loadedChildCount + 1, call: "insertChild(at: \(index))") else { return }
        pager.insertPages(at: [index], animated: animated)
        childrenDidChange()
    }

    /// Tells the controller the child at `index` was removed from the data source (update the
    /// data source first). It leaves with exact containment and appearance callbacks; the
    /// shown child stays shown, or, if it was the one removed, the next one (the previous one
    /// at the end) is shown in its place. An index out of range is refused with a diagnostic.
    public func removeChild(at index: Int, animated: Bool = false) {
        guard isViewLoaded else { return }
        guard isEditIndex(index, in: 0..<loadedChildCount, call: "removeChild(at: \(index))") else { return }
        pager.deletePages(at: [index], animated: animated)
        childrenDidChange()
    }

    /// Shows the child at `index`, with the pager's spring when `animated` (and on screen). The
    /// header stays where it is and the child is aligned to it. `completion` gets true when the
    /// child is shown, false when the selection was refused or taken over before it landed.
    public func select(childAt index: Int, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let count = dataSource.map { $0.numberOfViewControllers(in: self) } ?? 0
        guard index >= 0, index < count else {
            reportContainerMisuse(
                .invalidContainerUse, "select(childAt: \(index)) is outside the \(count) children",
                fix: "select an index in 0..<numberOfViewControllers(in:)", spec: "issue 17")
            completion?(false)
            return
        }
        if !isViewLoaded { loadViewIfNeeded() }
        pager.select(pageAt: index, animated: animated, completion: completion)
    }

    /// How many children the controller holds before an edit (the data source already has it).
    private var loadedChildCount: Int { pager.engine.pageCount }

    /// Whether an edit's index is one of `valid` (as UITableView raises for a row out of
    /// range); a diagnostic otherwise, and the edit is refused. If the data source was already
    /// edited, the controller reloads from it (as the pager does for counts that do not add up),
    /// so that it never asks for a child the data source no longer has. Before the pages first
    /// load there is nothing to check: the first load asks the data source anyway.
    private func isEditIndex(_ index: Int, in valid: Range<Int>, call: String) -> Bool {
        guard pager.hasLoadedPages, !valid.contains(index) else { return true }
        reportContainerMisuse(
            .invalidContainerUse, "\(call) is outside the \(loadedChildCount) children",
            fix:
                "update the data source first, then pass an index of a child before the edit (0...count to insert, 0..<count to remove)",
            spec: "issue 17")
        if (dataSource?.numberOfViewControllers(in: self) ?? 0) != loadedChildCount { reloadData() }
        return false
    }

    private func childrenDidChange() {
        reloadTabTitles()
        adoptLoadedLists()
        followShownChild(force: true)
    }
}

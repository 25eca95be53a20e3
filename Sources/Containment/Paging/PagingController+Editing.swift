#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Editing the pages in place (issue 15, "Editing"), in UITableView's style: as with
/// `insertRows(at:with:)`, the data source is changed first and the pager is then told what
/// changed, by index; indices follow UITableView's rules (deleted ones are positions before the
/// edit, inserted ones positions after it, a move takes the page out of `from` and puts it at
/// `to` of the result). The indices are `[Int]`, as `insertRows(at: [IndexPath])` takes an
/// array, and a repeated index counts once.
///
/// The selected page keeps its controller and stays selected wherever it moves. Deleting it
/// makes its successor selected (the page after it, else the one before): the deleted page
/// disappears and the successor appears. A drag or settle under way lands first. An edit is
/// not a page turn: the delegate hears nothing (read ``selectedIndex`` after it).
///
/// With a data source, its page count must already be the count after the edit; when it is
/// not (UITableView raises `NSInternalInconsistencyException` here), the pager reports the
/// mismatch and reloads instead. With ``viewControllers``, set a new array instead (it is
/// diffed by identity); an edit call is refused with a diagnostic.
extension PagingController {
    /// Tells the pager pages were inserted at `indexes` (positions after the insertion).
    /// `animated` is passed on to the appearance callbacks, should the shown page change
    /// (inserting into an empty pager shows its first page).
    public func insertPages(at indexes: [Int], animated: Bool) {
        edit(.insert(indexes), animated: animated, named: "insertPages(at: \(indexes))")
    }

    /// Tells the pager the pages at `indexes` (positions before the deletion) were deleted.
    /// `animated` is passed on to the appearance callbacks when the selected page is deleted.
    public func deletePages(at indexes: [Int], animated: Bool) {
        edit(.delete(indexes), animated: animated, named: "deletePages(at: \(indexes))")
    }

    /// Tells the pager the page at `index` moved to `newIndex`; the shown page does not change.
    /// An index outside the pages is refused with a diagnostic and nothing moves.
    public func movePage(at index: Int, to newIndex: Int) {
        // Only once pages are loaded is the count known; before, the first load asks anyway.
        if arrayPages == nil, hasLoadedPages,
            !(0..<engine.pageCount).contains(index) || !(0..<engine.pageCount).contains(newIndex)
        {
            return reportContainerMisuse(
                .invalidContainerUse,
                "movePage(at: \(index), to: \(newIndex)) is outside the \(engine.pageCount) pages",
                fix: "move between indexes in 0..<numberOfPages (UITableView raises for a move out of range)",
                spec: "5.6")
        }
        edit(.move(from: index, to: newIndex), animated: false, named: "movePage(at: \(index), to: \(newIndex))")
    }

    private func edit(_ edit: PageEdit, animated: Bool, named call: String) {
        guard arrayPages == nil else {
            return reportContainerMisuse(
                .invalidContainerUse, "\(call) on a pager whose pages are its viewControllers array",
                fix: "set viewControllers to the new array (it is diffed by identity)", spec: "5.6")
        }
        // Pages not loaded yet (the view has not loaded): there is nothing to edit; the first
        // load asks the data source for the edited count anyway.
        guard hasLoadedPages else { return }
        let reported = dataSource?.numberOfPages(in: self) ?? 0
        guard edit.isValid(forCount: engine.pageCount) else {
            // UITableView raises for a row index out of range; the edit is refused, and a data
            // source already edited is read again so the pager never asks for a page it lacks.
            reportContainerMisuse(
                .invalidContainerUse, "\(call) names an index outside the \(engine.pageCount) pages",
                fix:
                    "pass positions in 0...count (inserts, after the insertion) or 0..<count (deletes, before the deletion)",
                spec: "5.6")
            if reported != engine.pageCount { reloadData() }
            return
        }
        let expected = edit.pageCount(after: engine.pageCount)
        guard reported == expected else {
            reportContainerMisuse(
                .invalidContainerUse,
                "\(call): the data source has \(reported) pages, but \(engine.pageCount) pages edited so leave \(expected)",
                fix: "update the data source before telling the pager, so numberOfPages(in:) counts the edit",
                spec: "5.6")
            return reloadData()
        }
        apply(edit, animated: animated)
    }

    /// Sends `edit` with the data source (or ``arrayPages``) already in its edited state.
    func apply(_ edit: PageEdit, animated: Bool) {
        finishSelection(completed: false)
        stopSettleAnimation()
        send(.edit(edit, animated: animated))
        cancelFinger()
    }

    /// The index the data source (already edited) knows `page` by, while an edit's effects
    /// still name pages by their index before it; nil for a page the edit deletes.
    func sourceIndex(ofPage page: Int) -> Int? {
        guard let edit = editInFlight else { return page }
        return edit.newIndex(of: page)
    }
}

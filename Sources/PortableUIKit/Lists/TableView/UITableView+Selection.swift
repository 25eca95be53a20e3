#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// The selected row (the first in order), or nil.

    /// The selected rows in order, or nil when none is selected.
    var table_indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects a row (nil clears the selection) without calling the delegate, as UIKit does; with
    /// single selection the previous row is deselected. Scrolls as `scrollPosition` says.
    func table_selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { setCellSelected(false, at: row, animated: animated) }
            selectedRows.removeAll()
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        guard extents.contains(indexPath) else {
            PortableUIKitDiagnostics.report(
                .invalidListUse, "selectRow(at: \(indexPath)) names a row the table view does not have",
                fix: "select only index paths within numberOfSections and numberOfRows(inSection:)", spec: "L1.9")
            return
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { setCellSelected(false, at: row, animated: animated) }
            selectedRows = []
        }
        selectedRows.insert(indexPath)
        setCellSelected(true, at: indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate.
    func table_deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        setCellSelected(false, at: indexPath, animated: animated)
    }

    private func setCellSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        displayedCells[indexPath]?.setSelected(selected, animated: animated)
    }

    // MARK: Touches (docs L1.9: UIKit's order of highlight and selection calls)

    func tableTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection || allowsMultipleSelection, !isDragging, let touch = touches.first,
            let indexPath = indexPathForRow(at: touch.location(in: self))
        else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        highlightedRow = indexPath
        displayedCells[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func tableTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    func tableTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        let delegate = tableDelegate
        if allowsMultipleSelection && selectedRows.contains(indexPath) {
            unhighlight(indexPath)
            guard let target = delegate == nil ? indexPath : delegate?.tableView(self, willDeselectRowAt: indexPath)
            else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let target = delegate == nil ? indexPath : delegate?.tableView(self, willSelectRowAt: indexPath)
        unhighlight(indexPath)
        guard let target, extents.contains(target) else { return }
        if !allowsMultipleSelection {
            for old in selectedRows.sorted() where old != target {
                guard let deselected = delegate == nil ? old : delegate?.tableView(self, willDeselectRowAt: old) else {
                    continue
                }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        guard !selectedRows.contains(target) else { return }
        selectedRows.insert(target)
        setCellSelected(true, at: target, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    func tableTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        displayedCells[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
#endif

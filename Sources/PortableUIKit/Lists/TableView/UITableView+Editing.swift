#if !canImport(UIKit)
import Foundation

/// Editing mode (facts 20.40–20.42): the table's state, posted to key-value observers of
/// `isEditing`, and each visible cell's, for the rows the data source lets edit.
extension UITableView {
    func changeEditing(to editing: Bool, animated: Bool) {
        guard editing != storedIsEditing else { return }
        postingChange(of: .isEditing) { storedIsEditing = editing }
        for (indexPath, cell) in displayedCells { applyEditingState(to: cell, at: indexPath, animated: animated) }
    }

    /// Gives `cell` the editing state of its row: editing while the table edits and the data
    /// source's `tableView(_:canEditRowAt:)` allows it, with the delegate's editing style.
    func applyEditingState(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editable = storedIsEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? true)
        cell.editingStyle =
            editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        if cell.isEditing != editable { cell.setEditing(editable, animated: animated) }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Gives every cell on screen its separator and look again (a separator property changed or
    /// rows moved: a section's first and last rows may be others now).
    func setNeedsSeparatorUpdate() {
        for (indexPath, cell) in displayedCells { decorate(cell, at: indexPath) }
        setNeedsLayout()
    }

    /// Shows or hides the hairline at the bottom of the cell for `indexPath`: every row has one
    /// except the last of a section in the grouped styles; none with `separatorStyle == .none`
    /// (docs L1.53). The view is the cell's, made once per cell, so reuse allocates nothing.
    func configureSeparator(of cell: UITableViewCell, at indexPath: IndexPath) {
        let isLastInGroup = style != .plain && indexPath.row == extents.numberOfRows(inSection: indexPath.section) - 1
        guard separatorStyle != .none, !isLastInGroup else {
            cell.tableSeparatorPlacement = nil
            cell.layoutTableSeparator()
            return
        }
        let separator = cell.tableSeparator ?? UIView()
        cell.tableSeparator = separator
        if separator.backgroundColor != separatorColor { separator.backgroundColor = separatorColor }
        cell.tableSeparatorPlacement = TableSeparatorPlacement.make(
            width: cell.bounds.width, cellInset: cell.hasCustomSeparatorInset ? cell.separatorInset : nil,
            tableInset: hasCustomSeparatorInset ? separatorInset : nil,
            reference: separatorInsetReference, scale: window?.screen.scale ?? UIScreen.main.scale)
        cell.layoutTableSeparator()
    }
}
#endif

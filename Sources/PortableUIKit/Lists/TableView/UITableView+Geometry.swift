#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// The rect of a whole section (header, rows, footer) in the table's coordinates; `.zero`
    /// for a section the table does not have.
    func table_rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard let span = extents.sectionSpan(section) else { return .zero }
        return CGRect(x: 0, y: span.origin, width: bounds.width, height: span.extent)
    }

    /// The rect of a row, its cell's frame (inset in `.insetGrouped`, L1.54); `.zero` for a row
    /// the table does not have.
    func table_rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard let span = extents.rowSpan(indexPath) else { return .zero }
        return rowFrame(span)
    }

    /// The rect of a section's header (where it lies in the content, not where it is pinned).
    func table_rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard let span = extents.headerSpan(section) else { return .zero }
        return CGRect(x: 0, y: span.origin, width: bounds.width, height: span.extent)
    }

    /// The rect of a section's footer.
    func table_rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard let span = extents.footerSpan(section) else { return .zero }
        return CGRect(x: 0, y: span.origin, width: bounds.width, height: span.extent)
    }

    /// The row at `point` (table coordinates), or nil.
    func table_indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return extents.indexPath(containing: point.y)
    }

    /// The rows intersecting `rect`, in order (empty when none).
    func table_indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        var rows: [IndexPath] = []
        extents.forEachRow(intersecting: rect.minY, rect.maxY) { indexPath, _ in rows.append(indexPath) }
        return rows
    }

    /// The row `cell` shows, or nil when it shows none.
    func table_indexPath(for cell: UITableViewCell) -> IndexPath? {
        displayedCells.first(where: { $0.value === cell })?.key
    }

    /// The cell showing the row, or nil when the row is not on screen.
    func table_cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return displayedCells[indexPath]
    }

    /// The cells on screen, in row order.
    var table_visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return sortedDisplayedRows.compactMap { displayedCells[$0] }
    }

    /// The rows on screen, in order.
    var table_indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return sortedDisplayedRows
    }

    private var sortedDisplayedRows: [IndexPath] {
        displayedCells.keys.filter { indexPath in
            extents.rowSpan(indexPath).map { $0.intersects(visibleLower, visibleUpper) } ?? false
        }.sorted()
    }
}
#endif

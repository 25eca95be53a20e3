#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// One layout pass: measure rows whose estimates come on screen (keeping the rows already on
    /// screen where they were), then give every row, header and footer in the bounds its view and
    /// frame, and send the ones that left to the reuse pool. O(visible + log n).
    func layoutVisibleContent() {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        reloadIfNeeded()
        if contentSize.width != bounds.width { updateContentSizeFromExtents() }
        if rowSizing.usesEstimates { measureVisibleEstimates() }
        layoutTableHeaderAndFooter()
        layoutRows()
        layoutHeadersAndFooters()
        layoutFillerSeparators()
    }

    var visibleLower: CGFloat { bounds.minY }
    var visibleUpper: CGFloat { bounds.maxY }

    private func layoutTableHeaderAndFooter() {
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: extents.leading)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(
                x: 0, y: extents.trailingSpan.origin, width: bounds.width, height: extents.trailing)
        }
    }

    // MARK: Rows

    private func layoutRows() {
        let lower = visibleLower, upper = visibleUpper
        // Cells whose rows left the bounds go back to the pool.
        scratchIndexPaths.removeAll(keepingCapacity: true)
        for (indexPath, _) in displayedCells {
            guard let span = extents.rowSpan(indexPath), span.intersects(lower, upper) else {
                scratchIndexPaths.append(indexPath)
                continue
            }
        }
        for indexPath in scratchIndexPaths { endDisplayingCell(at: indexPath) }
        extents.forEachRow(intersecting: lower, upper) { indexPath, span in
            let frame = rowFrame(span)
            if let cell = displayedCells[indexPath] {
                guard cell.frame != frame else { return }
                let widthChanged = cell.frame.width != frame.width
                cell.frame = frame
                // The separator's margin follows the cell's width (L1.53).
                if widthChanged { decorate(cell, at: indexPath) }
            } else if let cell = requestCell(at: indexPath) {
                showCell(cell, at: indexPath, frame: frame)
            }
        }
    }

    /// The frame of a row's cell: the row's span across the table, inset in `.insetGrouped` (L1.54).
    func rowFrame(_ span: ListSpan) -> CGRect {
        InsetGroupedGeometry(style: style, tableWidth: bounds.width)
            .inset(CGRect(x: 0, y: span.origin, width: bounds.width, height: span.extent))
    }

    /// The one path by which a cell comes on screen, whether the layout shows a row, the table
    /// measures a self-sizing row or `reconfigureRows(at:)` swaps a cell in: frame, selection,
    /// the style's look (colour, rounded corners, separator), layout after the data source
    /// configured it, then `willDisplay` (docs L1.50, L1.52–L1.54, L1.56).
    func showCell(_ cell: UITableViewCell, at indexPath: IndexPath, frame: CGRect) {
        cell.frame = frame
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        if cell.superview !== self {
            insertSubview(cell, at: 0)
            keepBackgroundViewBehind()
        }
        cell.isHidden = false
        decorate(cell, at: indexPath)
        applyEditingState(to: cell, at: indexPath, animated: false)
        cell.layoutSubtreeIfNeeded()
        displayedCells[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Gives a cell shown at `indexPath` the table style's look for that row: the grouped
    /// background colour (L1.52), `.insetGrouped`'s rounded corners (L1.54) and the separator
    /// (L1.53). Called again whenever the cell's row or width changes.
    func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if style != .plain, cell.backgroundColor == nil {
            // Grouped styles' cells stand out from the table unless the app gave a colour (docs L1.52).
            cell.backgroundColor = UIColor.secondarySystemGroupedBackground
        }
        roundCorners(of: cell, at: indexPath)
        configureSeparator(of: cell, at: indexPath)
    }

    /// Rounds the group's outer corners on the first and last cells of an `.insetGrouped` section;
    /// a cell the table rounded loses the rounding when it shows a middle row (L1.54).
    private func roundCorners(of cell: UITableViewCell, at indexPath: IndexPath) {
        let corners = InsetGroupedGeometry(style: style, tableWidth: bounds.width)
            .roundedCorners(row: indexPath.row, rowsInSection: extents.numberOfRows(inSection: indexPath.section))
        guard !corners.isEmpty else {
            guard cell.isRoundedByTable else { return }
            cell.isRoundedByTable = false
            cell.layer.cornerRadius = 0
            cell.layer.maskedCorners = .allFour
            cell.clipsToBounds = false
            return
        }
        cell.isRoundedByTable = true
        if cell.layer.cornerRadius != InsetGroupedGeometry.cornerRadius {
            cell.layer.cornerRadius = InsetGroupedGeometry.cornerRadius
        }
        if cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
        if !cell.clipsToBounds { cell.clipsToBounds = true }
    }

    /// Asks the data source for a cell. Any cell is accepted, dequeued or made by the data source
    /// (UIKit asserts only on nil, docs L1.5); one already showing another row, of this table or
    /// another, is taken from that row with an `.invalidListUse` report (a view has one frame).
    func requestCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if !cell.isHidden, let owner = cell.superview as? UITableView,
            let shown = owner.displayedCells.first(where: { $0.value === cell })?.key,
            owner !== self || shown != indexPath
        {
            owner.displayedCells.removeValue(forKey: shown)
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "the data source \(type(of: dataSource)) returned for row \(indexPath.row) in section \(indexPath.section) a cell (\(type(of: cell))) that is already showing row \(shown.row) in section \(shown.section) of \(owner === self ? "this" : "another") table view; the cell moves and that row is left without a cell",
                fix:
                    "return a cell from tableView.dequeueReusableCell(withIdentifier:for:) or a new cell for every row",
                spec: "L1.5")
        }
        return cell
    }

    func endDisplayingCell(at indexPath: IndexPath) {
        guard let cell = displayedCells.removeValue(forKey: indexPath) else { return }
        cell.isHidden = true
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    func endDisplayingEverything() {
        scratchIndexPaths.removeAll(keepingCapacity: true)
        scratchIndexPaths.append(contentsOf: displayedCells.keys)
        for indexPath in scratchIndexPaths { endDisplayingCell(at: indexPath) }
        for section in Array(displayedHeaders.keys) { endDisplayingHeader(section) }
        for section in Array(displayedFooters.keys) { endDisplayingFooter(section) }
    }

    // MARK: Estimated heights

    /// Replaces the estimates of rows coming on screen by their heights, then moves the content
    /// offset so that a row that was already on screen stays where it was (docs L1.6).
    private func measureVisibleEstimates() {
        let anchor = measurementAnchor()
        let anchorOrigin = anchor.flatMap { extents.rowSpan($0)?.origin }
        for _ in 0..<8 {
            var changed = false
            extents.forEachRow(intersecting: visibleLower, visibleUpper) { indexPath, span in
                guard !rowSizing.measuredRows.contains(indexPath) else { return }
                rowSizing.measuredRows.insert(indexPath)
                let height = measuredHeight(at: indexPath)
                if height != span.extent {
                    extents.setRowExtent(height, at: indexPath)
                    changed = true
                }
            }
            guard changed else { break }
            if let anchor, let anchorOrigin, let moved = extents.rowSpan(anchor)?.origin, moved != anchorOrigin {
                updateContentSizeFromExtents()
                var offset = contentOffset
                offset.y += moved - anchorOrigin
                contentOffset = offset
            }
        }
        updateContentSizeFromExtents()
    }

    /// The first row on screen that already had a cell (it must not move), else the first row on screen.
    private func measurementAnchor() -> IndexPath? {
        var first: IndexPath?
        var firstDisplayed: IndexPath?
        extents.forEachRow(intersecting: visibleLower, visibleUpper) { indexPath, _ in
            if first == nil { first = indexPath }
            if firstDisplayed == nil, displayedCells[indexPath] != nil { firstDisplayed = indexPath }
        }
        return firstDisplayed ?? first
    }

    private func measuredHeight(at indexPath: IndexPath) -> CGFloat {
        if let delegate = tableDelegate, !defaultAnswers.contains(.heightForRow) {
            return rowHeightValue(delegate.tableView(self, heightForRowAt: indexPath))
        }
        if rowHeight >= 0, rowHeight.isFinite { return rowHeight }
        // Self-sizing: the cell's own fitting height at the table's width.
        let cell: UITableViewCell
        if let displayed = displayedCells[indexPath] {
            cell = displayed
        } else if let span = extents.rowSpan(indexPath), let requested = requestCell(at: indexPath) {
            cell = requested
            showCell(cell, at: indexPath, frame: rowFrame(span))
        } else {
            return Self.standardRowHeight
        }
        return rowHeightValue(cell.sizeThatFits(CGSize(width: cell.bounds.width, height: 0)).height)
    }
}
#endif

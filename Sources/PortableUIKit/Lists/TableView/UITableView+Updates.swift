#if !canImport(UIKit)
import Foundation

// Batch updates (docs §L3): the calls collect into one `ListUpdateBatch`; when the outermost batch
// ends, `ListUpdatePlan.make` validates it against the counts before and the data source's counts
// after. A valid batch maps the cells on screen and the selection to their new index paths and
// animates on the motion clock: survivors slide to their new rects, inserted and deleted rows come
// and go as their `RowAnimation` says (slid from or toward a side, or faded; `RowAnimationPlan`),
// reloaded rows fade (0.3 s, UIKit's default; `.none` everywhere: no animation).
// An invalid batch reports `.invalidBatchUpdate` with UIKit's exception text, animates nothing and
// resynchronises from the data source (L1.12).
extension UITableView {
    /// UIKit's duration of row animations.
    static let rowAnimationDuration: TimeInterval = 0.3

    func table_performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    func table_endUpdates() {
        guard batchDepth > 0 else {
            PortableUIKitDiagnostics.report(
                .invalidBatchUpdate, "endUpdates() was called on \(type(of: self)) without a matching beginUpdates()",
                fix: "pair every endUpdates() with a beginUpdates()", spec: "L1.12")
            return
        }
        endBatch(completion: nil)
    }

    func beginBatch() {
        if batchDepth == 0 {
            reloadIfNeeded()
            pendingBatch = ListUpdateBatch()
            pendingBatchAnimates = false
            pendingRowAnimations = RowAnimationPlan()
        }
        batchDepth += 1
    }

    /// Adds one call to the open batch, or runs it as a batch of its own.
    func recordUpdate(
        animation: UITableView.RowAnimation, _ record: (inout ListUpdateBatch) -> Void,
        rowAnimations: (inout RowAnimationPlan) -> Void = { _ in }
    ) {
        let standalone = batchDepth == 0
        if standalone { beginBatch() }
        record(&pendingBatch)
        rowAnimations(&pendingRowAnimations)
        if animation != .none { pendingBatchAnimates = true }
        if standalone { endBatch(completion: nil) }
    }

    private func endBatch(completion: ((Bool) -> Void)?) {
        batchDepth -= 1
        guard batchDepth == 0 else {
            if let completion { pendingCompletions.append(completion) }
            return
        }
        var completions = pendingCompletions
        pendingCompletions = []
        if let completion { completions.append(completion) }
        let batch = pendingBatch
        let rowAnimations = pendingRowAnimations
        pendingBatch = ListUpdateBatch()
        pendingRowAnimations = RowAnimationPlan()
        let finish = { (finished: Bool) in for completion in completions { completion(finished) } }
        guard !batch.isEmpty else {
            finish(true)
            return
        }
        let oldCounts = (0..<extents.numberOfSections).map { extents.numberOfRows(inSection: $0) }
        let newCounts = currentDataSourceCounts()
        switch ListUpdatePlan.make(batch, oldCounts: oldCounts, newCounts: newCounts, noun: .row) {
        case .failure(let error):
            PortableUIKitDiagnostics.report(
                .invalidBatchUpdate, "\(type(of: self)): \(error.reason)",
                fix:
                    "make the data source's counts after the updates equal the counts before plus inserts minus deletes; the table reloaded from the data source instead",
                spec: "L1.12")
            reloadData()
            finish(false)
        case .success(let plan):
            apply(plan, animated: pendingBatchAnimates, rowAnimations: rowAnimations, completion: finish)
        }
    }

    private func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        return (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    }

    private func apply(
        _ plan: ListUpdatePlan, animated: Bool, rowAnimations: RowAnimationPlan, completion: @escaping (Bool) -> Void
    ) {
        // Map the cells on screen and the selection to their new rows.
        var survivors: [IndexPath: UITableViewCell] = [:]
        var leaving: [(IndexPath, UITableViewCell)] = []
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for (indexPath, cell) in displayedCells {
            if let newIndexPath = plan.newIndexPath(forOld: indexPath) {
                survivors[newIndexPath] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                leaving.append((indexPath, cell))
            }
        }
        selectedRows = Set(selectedRows.compactMap { plan.newIndexPath(forOld: $0) })
        for section in Array(displayedHeaders.keys) { endDisplayingHeader(section) }
        for section in Array(displayedFooters.keys) { endDisplayingFooter(section) }
        displayedCells = survivors
        for (indexPath, cell) in leaving { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        extents = makeExtents()
        updateContentSizeFromExtents()
        needsReload = false
        layoutVisibleContent()
        setNeedsSeparatorUpdate()
        guard animated else {
            for (_, cell) in leaving { recycleLeavingCell(cell) }
            completion(true)
            return
        }
        // Survivors start where they were; new cells start off stage (slid or transparent) as
        // their row animation says (L1.57).
        var fadingIn: [UITableViewCell] = []
        var sliding: [(UITableViewCell, CGRect)] = []
        let width = bounds.width
        for (indexPath, cell) in displayedCells {
            // A survivor that left the bounds may have been reused for another row: that one arrives.
            if survivors[indexPath] === cell, let old = oldFrames[ObjectIdentifier(cell)] {
                if old != cell.frame { sliding.append((cell, cell.frame)); cell.frame = old }
            } else if let start = RowAnimationPlan.offstageFrame(
                of: cell.frame, for: rowAnimations.arriving(at: indexPath), tableWidth: width)
            {
                sliding.append((cell, cell.frame))
                cell.frame = start
            } else {
                fadingIn.append(cell)
                cell.alpha = 0
            }
        }
        var fadingOut: [UITableViewCell] = []
        for (indexPath, cell) in leaving {
            if let end = RowAnimationPlan.offstageFrame(
                of: cell.frame, for: rowAnimations.leaving(from: indexPath), tableWidth: width)
            {
                sliding.append((cell, end))
            } else {
                fadingOut.append(cell)
            }
        }
        UIView.animate(
            withDuration: Self.rowAnimationDuration,
            animations: {
                for (cell, frame) in sliding { cell.frame = frame }
                for cell in fadingIn { cell.alpha = 1 }
                for cell in fadingOut { cell.alpha = 0 }
            },
            completion: { [weak self] finished in
                for (_, cell) in leaving {
                    cell.alpha = 1
                    self?.recycleLeavingCell(cell)
                }
                completion(finished)
            })
    }

    /// A cell that left in an update goes to the reuse pool once its fade ends.
    private func recycleLeavingCell(_ cell: UITableViewCell) {
        cell.isHidden = true
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    // MARK: The calls

    func table_insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recordUpdate(
            animation: animation, { $0.insertedItems += indexPaths },
            rowAnimations: { $0.insert(indexPaths, with: animation) })
    }
    func table_deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recordUpdate(
            animation: animation, { $0.deletedItems += indexPaths },
            rowAnimations: { $0.delete(indexPaths, with: animation) })
    }
    func table_reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recordUpdate(animation: animation) { $0.reloadedItems += indexPaths }
    }
    func table_moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate(animation: .automatic) { $0.movedItems.append(ListMove(from: indexPath, to: newIndexPath)) }
    }
    func table_insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        recordUpdate(
            animation: animation, { $0.insertedSections.formUnion(sections) },
            rowAnimations: { $0.insert(sections, with: animation) })
    }
    func table_deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        recordUpdate(
            animation: animation, { $0.deletedSections.formUnion(sections) },
            rowAnimations: { $0.delete(sections, with: animation) })
    }
    func table_reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        recordUpdate(animation: animation) { $0.reloadedSections.formUnion(sections) }
    }
    func table_moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate(animation: .automatic) { $0.movedSections.append(ListMove(from: section, to: newSection)) }
    }

    /// Asks the data source again for the cells of visible rows, keeping them (no animation, no
    /// height change, no didEndDisplaying/willDisplay), as UIKit's reconfigure does.
    func table_reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = displayedCells[indexPath], let identifier = cell.reuseIdentifier else { continue }
            // The data source's dequeue must hand back this same cell: it goes first in its queue.
            cellPool.enqueue(cell, identifier: identifier)
            reconfiguringCell = cell
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
            if configured !== cell {
                _ = cellPool.dequeue(identifier: identifier)
                cell.isHidden = true
                cellPool.enqueue(cell, identifier: identifier)
                showCell(configured, at: indexPath, frame: cell.frame)
            } else {
                // The kept cell is laid out after its new configuration, as any shown cell (L1.56).
                decorate(cell, at: indexPath)
                cell.layoutSubtreeIfNeeded()
            }
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

// Batch updates. The pure engine (`ListUpdatePlan`, branch `updates`) has not landed on this
// branch yet, so every update call below resynchronises from the data source (reloadData) after
// the updates block, runs the completion at once with `true`, and animates nothing. The UIKit
// signatures are final; the bodies are replaced when the engine is merged.
extension UITableView {
    /// Runs `updates` (inserts, deletes, reloads, moves) as one change, then calls `completion`.
    func table_performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { applyUpdates() }
        completion?(true)
    }

    /// Applies the updates since `beginUpdates()`.
    func table_endUpdates() {
        guard batchDepth > 0 else {
            ContainmentDiagnostics.report(
                .invalidBatchUpdate, "endUpdates() was called without a matching beginUpdates()",
                fix: "pair every endUpdates() with a beginUpdates()", spec: "L3.1")
            return
        }
        batchDepth -= 1
        if batchDepth == 0 { applyUpdates() }
    }


    /// Updates the cells of visible rows in place: the data source configures the same cell again.
    func table_reconfigureRows(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = displayedCells[indexPath], let dataSource else { continue }
            cellPool.enqueue(cell, identifier: cell.reuseIdentifier ?? "")
            displayedCells[indexPath] = nil
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            if configured !== cell { cellPool.dequeue(identifier: cell.reuseIdentifier ?? "").map { _ in () } }
            configured.frame = cell.frame
            if configured.superview !== self { insertSubview(configured, at: 0) }
            configured.isHidden = false
            displayedCells[indexPath] = configured
        }
    }

    func noteUpdate() {
        if batchDepth == 0 { applyUpdates() }
    }

    private func applyUpdates() {
        reloadData()
    }
}
#endif

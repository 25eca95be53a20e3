#if !canImport(UIKit)
import Foundation

/// Prefetching: after each layout pass the table tells its prefetch data source about the rows
/// within one screen beyond the visible ones in the direction it last scrolled (downwards before
/// any scroll), and cancels those it announced that are no longer ahead without having come on
/// screen (facts 20.35–20.38).
extension UITableView {
    func prefetchAhead() {
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchState.reset()
            return
        }
        let lower = visibleLower, upper = visibleUpper, length = bounds.height
        guard length > 0 else { return }
        prefetchState.noteScroll(to: lower)
        let (aheadLower, aheadUpper) =
            prefetchState.isForward
            ? (upper, upper + length * Self.prefetchLookAhead) : (lower - length * Self.prefetchLookAhead, lower)
        var ahead = Set<IndexPath>()
        extents.forEachRow(intersecting: aheadLower, aheadUpper) { indexPath, span in
            guard !span.intersects(lower, upper) else { return }
            ahead.insert(indexPath)
        }
        let visible = Set(displayedCells.keys)
        ahead.subtract(visible)
        let (prefetch, cancel) = prefetchState.update(ahead: ahead, visible: visible)
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }

    /// How far ahead the table looks, in screen lengths (fact 20.37).
    static var prefetchLookAhead: CGFloat { 1 }
}
#endif

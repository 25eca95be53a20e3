#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Scrolls so that the row lands at `scrollPosition` (`.none`: the least scroll that shows it,
    /// docs L1.8). A row the table does not have reports `.invalidListUse` and does nothing.
    func table_scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard let span = extents.rowSpan(indexPath) else {
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "scrollToRow(at: \(indexPath)) names a row the table view does not have (\(extents.numberOfSections) sections)",
                fix: "scroll only to index paths within numberOfSections and numberOfRows(inSection:)", spec: "L1.8")
            return
        }
        let inset = adjustedContentInset
        let viewport = bounds.height - inset.top - inset.bottom
        var top = span.origin
        if style == .plain, let header = extents.headerSpan(indexPath.section) { top -= header.extent }
        let y: CGFloat
        switch scrollPosition {
        case .top: y = top - inset.top
        case .middle: y = span.origin + span.extent / 2 - viewport / 2 - inset.top
        case .bottom: y = span.end - viewport - inset.top
        case .none:
            let visibleTop = contentOffset.y + inset.top
            if top < visibleTop {
                y = top - inset.top
            } else if span.end > visibleTop + viewport {
                y = span.end - viewport - inset.top
            } else {
                return
            }
        }
        let maxY = max(contentSize.height + inset.bottom - bounds.height, -inset.top)
        let clamped = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
    }

    /// Scrolls to the selected row nearest the top of the table, if any.
    func table_scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard let row = selectedRows.min() else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }
}
#endif

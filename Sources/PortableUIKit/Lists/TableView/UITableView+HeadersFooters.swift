#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Gives every section header and footer in the bounds its view from the delegate and its
    /// frame; in `.plain` a header pins to the top of the bounds while its section is on screen,
    /// pushed up by the section's end (docs L1.3). Grouped styles do not pin.
    func layoutHeadersAndFooters() {
        guard let delegate = tableDelegate else { return }
        let lower = visibleLower, upper = visibleUpper
        for section in Array(displayedHeaders.keys) where !isHeaderVisible(section, lower, upper) { endDisplayingHeader(section) }
        for section in Array(displayedFooters.keys) where !isFooterVisible(section, lower, upper) { endDisplayingFooter(section) }
        extents.forEachSection(intersecting: lower, upper) { section, _ in
            if let frame = headerFrame(section), frame.height > 0, isHeaderVisible(section, lower, upper) {
                let view = displayedHeaders[section] ?? displayHeaderOrFooter(delegate.tableView(self, viewForHeaderInSection: section), section: section, isHeader: true)
                if let view, view.frame != frame { view.frame = frame }
            }
            if let span = extents.footerSpan(section), span.extent > 0, span.intersects(lower, upper) {
                let frame = CGRect(x: 0, y: span.origin, width: bounds.width, height: span.extent)
                let view = displayedFooters[section] ?? displayHeaderOrFooter(delegate.tableView(self, viewForFooterInSection: section), section: section, isHeader: false)
                if let view, view.frame != frame { view.frame = frame }
            }
        }
    }

    /// The frame a header has now: its own rect, or pinned to the top of the bounds in `.plain`.
    func headerFrame(_ section: Int) -> CGRect? {
        guard let span = extents.headerSpan(section), let sectionSpan = extents.sectionSpan(section) else { return nil }
        var y = span.origin
        if style == .plain {
            let top = bounds.minY + adjustedContentInset.top
            let sectionEnd = sectionSpan.end - extents.sections[section].footer
            y = min(max(span.origin, top), sectionEnd - span.extent)
            y = max(y, span.origin)
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: span.extent)
    }

    private func isHeaderVisible(_ section: Int, _ lower: CGFloat, _ upper: CGFloat) -> Bool {
        guard let frame = headerFrame(section), frame.height > 0 else { return false }
        return frame.minY < upper && frame.maxY > lower
    }

    private func isFooterVisible(_ section: Int, _ lower: CGFloat, _ upper: CGFloat) -> Bool {
        guard let span = extents.footerSpan(section), span.extent > 0 else { return false }
        return span.intersects(lower, upper)
    }

    private func displayHeaderOrFooter(_ view: UIView?, section: Int, isHeader: Bool) -> UIView? {
        guard let view else { return nil }
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        view.isHidden = false
        if isHeader {
            displayedHeaders[section] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            displayedFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return view
    }

    func endDisplayingHeader(_ section: Int) {
        guard let view = displayedHeaders.removeValue(forKey: section) else { return }
        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        recycleHeaderFooter(view)
    }

    func endDisplayingFooter(_ section: Int) {
        guard let view = displayedFooters.removeValue(forKey: section) else { return }
        tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        recycleHeaderFooter(view)
    }

    private func recycleHeaderFooter(_ view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusable.isHidden = true
            headerFooterPool.enqueue(reusable, identifier: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    /// The header view shown for `section`, if it is a `UITableViewHeaderFooterView`.
    func table_headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is a `UITableViewHeaderFooterView`.
    func table_footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedFooters[section] as? UITableViewHeaderFooterView
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Gives every section header and footer in the bounds its view from the delegate and its
    /// frame; in `.plain` a header pins to the top of the bounds while its section is on screen,
    /// pushed up by the section's end (docs L1.4). Grouped styles do not pin.
    func layoutHeadersAndFooters() {
        let delegate = tableDelegate
        let lower = visibleLower, upper = visibleUpper
        for section in Array(displayedHeaders.keys) where !isHeaderVisible(section, lower, upper) {
            endDisplayingHeader(section)
        }
        for section in Array(displayedFooters.keys) where !isFooterVisible(section, lower, upper) {
            endDisplayingFooter(section)
        }
        extents.forEachSection(intersecting: lower, upper) { section, _ in
            if let frame = headerFrame(section), frame.height > 0, isHeaderVisible(section, lower, upper) {
                if let view = displayedHeaders[section] {
                    if view.frame != frame { view.frame = frame }
                } else {
                    displayHeaderOrFooter(
                        delegate?.tableView(self, viewForHeaderInSection: section)
                            ?? titleView(sectionTitles.header(section), isHeader: true),
                        frame: frame, section: section, isHeader: true)
                }
            }
            if let span = extents.footerSpan(section), span.extent > 0, span.intersects(lower, upper) {
                let frame = sectionViewFrame(y: span.origin, height: span.extent)
                if let view = displayedFooters[section] {
                    if view.frame != frame { view.frame = frame }
                } else {
                    displayHeaderOrFooter(
                        delegate?.tableView(self, viewForFooterInSection: section)
                            ?? titleView(sectionTitles.footer(section), isHeader: false),
                        frame: frame, section: section, isHeader: false)
                }
            }
        }
    }

    /// The identifier of the header/footer views the table makes for section titles.
    static let sectionTitleReuseIdentifier = "PortableUIKit.UITableView.sectionTitle"

    /// A header/footer view showing `title` in its text label in the style's look (reused), or nil
    /// without a title (docs L1.7, L1.51).
    private func titleView(_ title: String?, isHeader: Bool) -> UIView? {
        guard let title else { return nil }
        let identifier = Self.sectionTitleReuseIdentifier
        let view =
            headerFooterPool.dequeue(identifier: identifier).map { reused -> UITableViewHeaderFooterView in
                reused.prepareForReuse()
                return reused
            } ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        if let label = view.textLabel {
            SectionTitleStyle(tableStyle: style, isHeader: isHeader).apply(title, to: label)
        }
        return view
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
        return sectionViewFrame(y: y, height: span.extent)
    }

    /// A header or footer view's frame: across the table, inset like the cells in
    /// `.insetGrouped` so its text lines up with theirs (L1.54).
    private func sectionViewFrame(y: CGFloat, height: CGFloat) -> CGRect {
        InsetGroupedGeometry(style: style, tableWidth: bounds.width).inset(
            CGRect(x: 0, y: y, width: bounds.width, height: height))
    }

    private func isHeaderVisible(_ section: Int, _ lower: CGFloat, _ upper: CGFloat) -> Bool {
        guard let frame = headerFrame(section), frame.height > 0 else { return false }
        return frame.minY < upper && frame.maxY > lower
    }

    private func isFooterVisible(_ section: Int, _ lower: CGFloat, _ upper: CGFloat) -> Bool {
        guard let span = extents.footerSpan(section), span.extent > 0 else { return false }
        return span.intersects(lower, upper)
    }

    /// Shows `view` at `frame`, laid out after the data source and delegate configured it and
    /// before `willDisplayHeaderView` / `willDisplayFooterView` (docs L1.50).
    private func displayHeaderOrFooter(_ view: UIView?, frame: CGRect, section: Int, isHeader: Bool) {
        guard let view else { return }
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        view.isHidden = false
        view.frame = frame
        view.layoutSubtreeIfNeeded()
        if isHeader {
            displayedHeaders[section] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            displayedFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
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

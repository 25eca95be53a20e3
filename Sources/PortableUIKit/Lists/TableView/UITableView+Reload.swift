#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// The row height the table uses for the standard cell when nothing sets one (UIKit's 44 pt).
    static let standardRowHeight: CGFloat = 44

    /// Discards the cells on screen and asks the data source again for sections, rows and heights.
    func table_reloadData() {
        needsReload = true
        reloadIfNeeded()
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Rebuilds the extents from the data source and delegate if a reload is pending. O(sections)
    /// for constant heights; O(rows) only when the delegate gives a height per row.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        endDisplayingEverything()
        extents = makeExtents()
        prefetchState.reset()
        selectedRows = selectedRows.filter { extents.contains($0) }
        updateContentSizeFromExtents()
    }

    func makeExtents() -> SectionedListExtents {
        defaultAnswers = []
        rowSizing = TableRowSizing()
        guard let dataSource else {
            return SectionedListExtents(
                leading: tableHeaderView?.frame.height ?? 0, trailing: tableFooterView?.frame.height ?? 0)
        }
        let sectionCount = max(dataSource.numberOfSections(in: self), 0)
        var counts = [Int]()
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                // UIKit asserts on a negative count; the section is shown empty.
                PortableUIKitDiagnostics.report(
                    .invalidListUse, "\(self): the data source has \(rows) rows in section \(section)",
                    fix: "return 0 or more from tableView(_:numberOfRowsInSection:)", spec: "L1.8")
            }
            counts.append(max(rows, 0))
        }
        probeDelegate(counts: counts)
        let delegate = tableDelegate
        let padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : 0
        var sections = [SectionExtents]()
        sections.reserveCapacity(sectionCount)
        sectionTitles = SectionTitles()
        for section in 0..<sectionCount {
            let header = dataSource.tableView(self, titleForHeaderInSection: section)
            let footer = dataSource.tableView(self, titleForFooterInSection: section)
            if header != nil || footer != nil { sectionTitles.set(header: header, footer: footer, section: section) }
            var extents = SectionExtents()
            extents.header = headerHeight(section, delegate: delegate, hasTitle: header != nil)
            extents.headerPadding = extents.header > 0 ? padding : 0
            extents.footer = footerHeight(section, delegate: delegate, hasTitle: footer != nil)
            extents.rows = rowExtents(section, count: counts[section], delegate: delegate)
            sections.append(extents)
        }
        return SectionedListExtents(
            leading: tableHeaderView?.frame.height ?? 0, sections: sections,
            trailing: tableFooterView?.frame.height ?? 0)
    }

    /// One call of each sizing method tells the table which ones the delegate implements.
    private func probeDelegate(counts: [Int]) {
        guard let delegate = tableDelegate else {
            defaultAnswers = [.heightForRow, .heightForHeader, .heightForFooter, .estimatedHeightForRow]
            return
        }
        if let section = counts.firstIndex(where: { $0 > 0 }) {
            let first = IndexPath(row: 0, section: section)
            _ = delegate.tableView(self, estimatedHeightForRowAt: first)
            _ = delegate.tableView(self, heightForRowAt: first)
        } else {
            defaultAnswers.insert([.heightForRow, .estimatedHeightForRow])
        }
        if !counts.isEmpty {
            _ = delegate.tableView(self, heightForHeaderInSection: 0)
            _ = delegate.tableView(self, heightForFooterInSection: 0)
        } else {
            defaultAnswers.insert([.heightForHeader, .heightForFooter])
        }
    }

    /// The height of a header or footer that shows a section title when its height is
    /// `automaticDimension` (docs L1.7).
    static let sectionTitleHeight: CGFloat = 28

    private func headerHeight(_ section: Int, delegate: UITableViewDelegate?, hasTitle: Bool) -> CGFloat {
        if let delegate, !defaultAnswers.contains(.heightForHeader) {
            return resolved(delegate.tableView(self, heightForHeaderInSection: section), hasTitle: hasTitle)
        }
        return resolved(sectionHeaderHeight, hasTitle: hasTitle)
    }

    private func footerHeight(_ section: Int, delegate: UITableViewDelegate?, hasTitle: Bool) -> CGFloat {
        if let delegate, !defaultAnswers.contains(.heightForFooter) {
            return resolved(delegate.tableView(self, heightForFooterInSection: section), hasTitle: hasTitle)
        }
        return resolved(sectionFooterHeight, hasTitle: hasTitle)
    }

    /// A header or footer height of `automaticDimension` (or NaN, negative) reads 0, or the title
    /// height when the section has a title (docs L1.7).
    private func resolved(_ height: CGFloat, hasTitle: Bool) -> CGFloat {
        height.isFinite && height >= 0 ? height : (hasTitle ? Self.sectionTitleHeight : 0)
    }

    private func rowExtents(_ section: Int, count: Int, delegate: UITableViewDelegate?) -> SectionRowExtents {
        let asksHeights = delegate != nil && !defaultAnswers.contains(.heightForRow)
        let asksEstimates = delegate != nil && !defaultAnswers.contains(.estimatedHeightForRow)
        let selfSizing = rowHeight < 0 || !rowHeight.isFinite
        rowSizing.usesEstimates = asksEstimates || (estimatedRowHeight != 0 && (asksHeights || selfSizing))
        if let delegate, rowSizing.usesEstimates, asksEstimates {
            return .varying(
                ExtentPrefixSums(
                    (0..<count).map {
                        rowHeightValue(
                            delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: $0, section: section)))
                    }))
        }
        if rowSizing.usesEstimates {
            let estimate =
                estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : Self.standardRowHeight
            return .uniform(count: count, extent: estimate)
        }
        if let delegate, asksHeights {
            return .varying(
                ExtentPrefixSums(
                    (0..<count).map {
                        rowHeightValue(delegate.tableView(self, heightForRowAt: IndexPath(row: $0, section: section)))
                    }))
        }
        return .uniform(count: count, extent: rowHeightValue(rowHeight))
    }

    /// A row height as the table uses it: `automaticDimension` (or any negative or non-finite
    /// value) is the standard 44 pt; a height above ``tallestRowHeight`` counts as that, so
    /// the sums of estimated and measured heights stay exact enough to never go negative.
    func rowHeightValue(_ height: CGFloat) -> CGFloat {
        height.isFinite && height >= 0 ? min(height, Self.tallestRowHeight) : Self.standardRowHeight
    }

    /// The tallest row the table lays out, 1e9 pt (a billion points; no screen shows more).
    static var tallestRowHeight: CGFloat { 1e9 }

    func updateContentSizeFromExtents() {
        let size = CGSize(width: bounds.width, height: extents.contentExtent)
        if contentSize != size { contentSize = size }
    }
}
#endif

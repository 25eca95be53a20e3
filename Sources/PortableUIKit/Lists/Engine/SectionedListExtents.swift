#if !canImport(UIKit)
import Foundation

/// The extents of one section along the list's axis: padding above the header, the header, the
/// rows, the footer.
struct SectionExtents: Equatable {
    var headerPadding: CGFloat = 0
    var header: CGFloat = 0
    var rows: SectionRowExtents = .uniform(count: 0, extent: 0)
    var footer: CGFloat = 0

    var total: CGFloat { headerPadding + header + rows.total + footer }
    var rowsStart: CGFloat { headerPadding + header }
}

/// The pure visible-range engine of a sectioned list along one axis (a table's vertical axis, a
/// collection list's scroll axis): a leading extent (the table header), sections of header, rows
/// and footer, and a trailing extent (the table footer).
///
/// Constant row extents cost O(1) per section; varying ones are Fenwick trees, so every query
/// (span of an element, element at an offset) and every replacement of an estimate by a measured
/// extent is O(log n), never O(rows). No views: tables and collections drive it.
struct SectionedListExtents: Equatable {
    private(set) var leading: CGFloat
    private(set) var trailing: CGFloat
    private(set) var sections: [SectionExtents]
    private var sectionSums: ExtentPrefixSums

    init(leading: CGFloat = 0, sections: [SectionExtents] = [], trailing: CGFloat = 0) {
        self.leading = leading
        self.trailing = trailing
        self.sections = sections
        sectionSums = ExtentPrefixSums(sections.map(\.total))
    }

    var numberOfSections: Int { sections.count }

    func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        let section = indexPath.section, row = indexPath.row
        return sections.indices.contains(section) && row >= 0 && row < sections[section].rows.count
    }

    /// The extent of everything: leading, sections, trailing.
    var contentExtent: CGFloat { leading + sectionSums.total + trailing }

    var leadingSpan: ListSpan { ListSpan(origin: 0, extent: leading) }
    var trailingSpan: ListSpan { ListSpan(origin: leading + sectionSums.total, extent: trailing) }

    // MARK: Spans

    /// The span of a whole section (nil for a section that does not exist).
    func sectionSpan(_ section: Int) -> ListSpan? {
        guard sections.indices.contains(section) else { return nil }
        return ListSpan(origin: leading + sectionSums.offset(of: section), extent: sections[section].total)
    }

    func headerSpan(_ section: Int) -> ListSpan? {
        guard let span = sectionSpan(section) else { return nil }
        let extents = sections[section]
        return ListSpan(origin: span.origin + extents.headerPadding, extent: extents.header)
    }

    func footerSpan(_ section: Int) -> ListSpan? {
        guard let span = sectionSpan(section) else { return nil }
        let extents = sections[section]
        return ListSpan(origin: span.end - extents.footer, extent: extents.footer)
    }

    func rowSpan(_ indexPath: IndexPath) -> ListSpan? {
        guard contains(indexPath), let span = sectionSpan(indexPath.section) else { return nil }
        let extents = sections[indexPath.section]
        return ListSpan(
            origin: span.origin + extents.rowsStart + extents.rows.offset(of: indexPath.row),
            extent: extents.rows.extent(of: indexPath.row))
    }

    // MARK: Lookup

    /// The section whose span contains `offset`, or nil outside every section.
    func section(containing offset: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        let local = offset - leading
        guard local >= 0, local < sectionSums.total else { return nil }
        return sectionSums.index(containing: local)
    }

    /// The row whose span contains `offset`, or nil when `offset` is on a header, a footer or
    /// outside the sections.
    func indexPath(containing offset: CGFloat) -> IndexPath? {
        guard let section = section(containing: offset), let span = sectionSpan(section) else { return nil }
        let extents = sections[section]
        let local = offset - span.origin - extents.rowsStart
        guard extents.rows.count > 0, local >= 0, local < extents.rows.total else { return nil }
        return IndexPath(row: extents.rows.row(containing: local), section: section)
    }

    /// Calls `body` with every row that intersects `lower..<upper`, in order: O(log n + visible).
    func forEachRow(intersecting lower: CGFloat, _ upper: CGFloat, _ body: (IndexPath, ListSpan) -> Void) {
        guard upper > lower, !sections.isEmpty else { return }
        var section = firstSection(from: lower)
        while section < sections.count {
            guard let span = sectionSpan(section), span.origin < upper else { return }
            let extents = sections[section]
            let rowsOrigin = span.origin + extents.rowsStart
            if extents.rows.count > 0 {
                var row = extents.rows.row(containing: max(lower - rowsOrigin, 0))
                while row < extents.rows.count {
                    let origin = rowsOrigin + extents.rows.offset(of: row)
                    guard origin < upper else { break }
                    let rowSpan = ListSpan(origin: origin, extent: extents.rows.extent(of: row))
                    if rowSpan.intersects(lower, upper) { body(IndexPath(row: row, section: section), rowSpan) }
                    row += 1
                }
            }
            section += 1
        }
    }

    /// Calls `body` with every section that intersects `lower..<upper`, in order.
    func forEachSection(intersecting lower: CGFloat, _ upper: CGFloat, _ body: (Int, ListSpan) -> Void) {
        guard upper > lower, !sections.isEmpty else { return }
        var section = firstSection(from: lower)
        while section < sections.count, let span = sectionSpan(section), span.origin < upper {
            if span.intersects(lower, upper) { body(section, span) }
            section += 1
        }
    }

    private func firstSection(from lower: CGFloat) -> Int {
        let local = lower - leading
        if local <= 0 { return 0 }
        return sectionSums.index(containing: local)
    }

    // MARK: Changes (each O(log n))

    mutating func setRowExtent(_ extent: CGFloat, at indexPath: IndexPath) {
        guard contains(indexPath) else { return }
        sections[indexPath.section].rows.setExtent(extent, of: indexPath.row)
        sectionSums.setExtent(sections[indexPath.section].total, at: indexPath.section)
    }

    mutating func setHeaderExtent(_ extent: CGFloat, inSection section: Int) {
        guard sections.indices.contains(section) else { return }
        sections[section].header = extent
        sectionSums.setExtent(sections[section].total, at: section)
    }

    mutating func setFooterExtent(_ extent: CGFloat, inSection section: Int) {
        guard sections.indices.contains(section) else { return }
        sections[section].footer = extent
        sectionSums.setExtent(sections[section].total, at: section)
    }

    mutating func setLeading(_ extent: CGFloat) { leading = extent }
    mutating func setTrailing(_ extent: CGFloat) { trailing = extent }
}
#endif

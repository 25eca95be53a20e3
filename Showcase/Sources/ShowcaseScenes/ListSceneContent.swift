import Foundation
import PortableUIKit

/// One row of the settings list: a title and a value, shown either by a `.value1` cell's labels
/// or by a `UIListContentConfiguration`.
struct SettingsRow {
    enum Look { case value1Cell, valueConfiguration }
    let title: String
    let value: String
    let look: Look
}

/// A section of the settings list.
struct SettingsSection {
    let header: String
    let footer: String?
    let rows: [SettingsRow]
}

/// A registered cell of the `.value1` style (the table makes it through this initializer).
@MainActor
final class Value1Cell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

/// The list scene's first table: an `.insetGrouped` settings list with section header and footer
/// titles, `.value1` cells and cells configured with `UIListContentConfiguration`.
@MainActor
final class SettingsListController: UITableViewController {
    let sections = [
        SettingsSection(
            header: "Network", footer: nil,
            rows: [
                SettingsRow(title: "Wi-Fi", value: "Home", look: .value1Cell),
                SettingsRow(title: "Bluetooth", value: "On", look: .value1Cell),
                SettingsRow(title: "Personal Hotspot", value: "Off", look: .value1Cell),
            ]),
        SettingsSection(
            header: "Display", footer: "Night Shift warms the display after dark.",
            rows: [
                SettingsRow(title: "Text Size", value: "Large", look: .valueConfiguration),
                SettingsRow(title: "Appearance", value: "Automatic", look: .valueConfiguration),
                SettingsRow(title: "Night Shift", value: "At Sunset", look: .valueConfiguration),
            ]),
        SettingsSection(
            header: "About", footer: "UITableView, style .insetGrouped.",
            rows: [
                SettingsRow(title: "Version", value: "1.0", look: .value1Cell),
                SettingsRow(title: "Rows in the next list", value: "10,000", look: .valueConfiguration),
            ]),
    ]

    init() { super.init(style: .insetGrouped) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .systemGroupedBackground
        tableView.rowHeight = 44
        tableView.register(Value1Cell.self, forCellReuseIdentifier: "value1")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "configured")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "title")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell: UITableViewCell
        switch row.look {
        case .value1Cell:
            cell = tableView.dequeueReusableCell(withIdentifier: "value1", for: indexPath)
            cell.textLabel?.text = row.title
            cell.detailTextLabel?.text = row.value
        case .valueConfiguration:
            cell = tableView.dequeueReusableCell(withIdentifier: "configured", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            cell.contentConfiguration = content
        }
        cell.backgroundColor = .secondarySystemGroupedBackground
        return cell
    }

    // The table makes no views from the titles above (see the report), so the delegate shows
    // each title in a reusable header/footer view, as an app customising them would.
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        titleView(self.tableView(tableView, titleForHeaderInSection: section)?.uppercased(), in: tableView)
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        titleView(self.tableView(tableView, titleForFooterInSection: section), in: tableView)
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 48 }

    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        sections[section].footer == nil ? 16 : 44
    }

    private func titleView(_ title: String?, in tableView: UITableView) -> UIView? {
        guard let title else { return nil }
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "title")
        view?.textLabel?.text = title
        view?.textLabel?.font = .systemFont(ofSize: 13)
        view?.textLabel?.textColor = .secondaryLabel
        view?.setNeedsLayout()  // a reused view does not lay out its label again by itself (see the report)
        return view
    }
}

/// The list scene's second table: 10,000 plain rows in sections of 20 with sticky headers, and a
/// batch update that deletes three rows and inserts two, its data source updated first.
@MainActor
final class ThousandsListController: UITableViewController {
    static let rowCount = 10_000
    static let rowsPerSection = 20
    /// The rows of each section by number; only the sections a batch update edits are stored.
    private var editedSections: [Int: [String]] = [:]
    /// Every cell the data source was handed, to show how few a 10,000-row table needs.
    private var cells = Set<ObjectIdentifier>()
    private(set) var log: [String] = []
    private var scrolls = 0

    init() { super.init(style: .plain) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .systemBackground
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = 28
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    }

    private func rows(in section: Int) -> [String] {
        editedSections[section] ?? (0..<Self.rowsPerSection).map { "Row \(section * Self.rowsPerSection + $0 + 1)" }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { Self.rowCount / Self.rowsPerSection }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        editedSections[section]?.count ?? Self.rowsPerSection
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let first = section * Self.rowsPerSection + 1
        return "Rows \(first)–\(first + Self.rowsPerSection - 1)"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cells.insert(ObjectIdentifier(cell))
        let title = rows(in: indexPath.section)[indexPath.row]
        cell.textLabel?.text = title
        cell.backgroundColor =
            title.hasPrefix("New") ? UIColor.systemYellow.withAlphaComponent(0.35) : .systemBackground
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = self.tableView(tableView, titleForHeaderInSection: section)
        header?.textLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        header?.setNeedsLayout()  // a reused view does not lay out its label again by itself (see the report)
        header?.backgroundView =
            header?.backgroundView
            ?? {
                let background = UIView()
                background.backgroundColor = .secondarySystemBackground
                return background
            }()
        return header
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("scrollViewWillBeginDragging") }

    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let first = tableView.indexPathsForVisibleRows?.first.map { "section \($0.section) row \($0.row)" } ?? "none"
        note(
            String(
                format: "scrollViewDidEndDecelerating at y %.1f, first visible %@, %d cells made for %d rows",
                Double(scrollView.contentOffset.y), first, cells.count, Self.rowCount))
    }

    /// Deletes three rows a third of the way down the screen and inserts two new rows in their
    /// place, updating the data source inside the batch as UIKit requires.
    func deleteAndInsertRows() {
        let probe = CGPoint(x: 10, y: tableView.contentOffset.y + tableView.bounds.height / 3)
        guard let anchor = tableView.indexPathForRow(at: probe) else { return }
        let section = anchor.section, first = min(anchor.row, Self.rowsPerSection - 4) + 1
        let table: UITableView = tableView
        table.performBatchUpdates(
            { [self] in
                var edited = rows(in: section)
                edited.removeSubrange(first...(first + 2))
                edited.insert(contentsOf: ["New row A", "New row B"], at: first)
                editedSections[section] = edited
                table.deleteRows(at: (first...(first + 2)).map { IndexPath(row: $0, section: section) }, with: .fade)
                table.insertRows(
                    at: [IndexPath(row: first, section: section), IndexPath(row: first + 1, section: section)],
                    with: .fade)
            },
            completion: { [weak self] finished in
                guard let self else { return }
                note(
                    "performBatchUpdates completion(\(finished)): section \(section) has \(rows(in: section).count) rows"
                )
            })
        note(
            "performBatchUpdates: deleted rows \(first)–\(first + 2), inserted rows \(first)–\(first + 1) of section \(section)"
        )
    }

    private func note(_ line: String) {
        if scrolls > 0 { log.append("scrollViewDidScroll ×\(scrolls)") }
        scrolls = 0
        log.append(line)
    }
}

/// The list scene's root: a navigation controller with large titles, showing the settings list,
/// then pushing the 10,000-row list (whose large title collapses as it is flicked).
@MainActor
final class ListSceneRoot: UINavigationController {
    let settings = SettingsListController()
    let thousands = ThousandsListController()

    init() {
        super.init(nibName: nil, bundle: nil)
        settings.title = "Settings"
        thousands.title = "10,000 rows"
        viewControllers = [settings]
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) { nil }

    /// Pushes the 10,000-row list: it slides in from the trailing edge.
    func showThousands() {
        pushViewController(thousands, animated: true)
    }
}

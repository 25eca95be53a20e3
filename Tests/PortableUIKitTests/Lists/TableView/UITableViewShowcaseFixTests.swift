import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A data source with section titles only (no delegate views), as a settings list writes it.
@MainActor
final class TitledSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var headers = ["Network", "A much longer section title"]
    var footers: [String?] = ["Footer text", nil]
    var headerLabelWidths: [Int: CGFloat] = [:]
    func numberOfSections(in tableView: UITableView) -> Int { headers.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "cell")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headers[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        headerLabelWidths[section] = (view as? UITableViewHeaderFooterView)?.textLabel?.frame.width
    }
}

@MainActor
@Suite("TableView showcase fixes: titles, relayout of reused views", .isolatedRuntime)
struct UITableViewShowcaseFixTests {
    func table(_ style: UITableView.Style, _ source: TitledSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test("L1.51 plain: titleForHeaderInSection alone shows a header view with the title in 17 pt bold")
    func plainTitles() throws {
        let source = TitledSource()
        let table = table(.plain, source)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "Network")
        #expect(header.textLabel?.font.pointSize == 17)
        #expect(header.frame.height == UITableView.sectionTitleHeight)
        let footer = try #require(table.footerView(forSection: 0))
        #expect(footer.textLabel?.text == "Footer text")
        #expect(footer.textLabel?.font.pointSize == 13)
        #expect(table.footerView(forSection: 1) == nil, "no title, no footer")
    }

    @Test("L1.51 grouped and inset grouped: header titles show in 13 pt capitals, footers as given")
    func groupedTitles() throws {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let source = TitledSource()
            let table = table(style, source)
            let header = try #require(table.headerView(forSection: 0))
            #expect(header.textLabel?.text == "NETWORK")
            #expect(header.textLabel?.font.pointSize == 13)
            #expect(header.textLabel?.textColor == UIColor.secondaryLabel)
            #expect(table.footerView(forSection: 0)?.textLabel?.text == "Footer text")
        }
    }

    @Test("L1.50 a header is laid out before willDisplayHeaderView: its label fits its title")
    func headerLaidOutBeforeWillDisplay() throws {
        let source = TitledSource()
        let table = table(.plain, source)
        let label = try #require(table.headerView(forSection: 0)?.textLabel)
        #expect(source.headerLabelWidths[0] == label.sizeThatFits(.zero).width)
        #expect((source.headerLabelWidths[0] ?? 0) > 0)
    }

    @Test("L1.50 a reused header given a longer title lays its label out again at the new width")
    func reusedHeaderRelayout() throws {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "h")
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 28)
        view.textLabel?.text = "Short"
        view.layoutIfNeeded()
        let short = try #require(view.textLabel?.frame.width)
        view.textLabel?.text = "A much longer title than before"
        view.layoutIfNeeded()
        let long = try #require(view.textLabel?.frame.width)
        #expect(long > short)
        #expect(long == view.textLabel?.sizeThatFits(.zero).width)
    }

    @Test("L1.50 a reused value1 cell given longer text lays its labels out again")
    func reusedCellRelayout() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "c")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi"
        cell.detailTextLabel?.text = "On"
        cell.layoutIfNeeded()
        let short = try #require(cell.textLabel?.frame.width)
        cell.textLabel?.text = "Wi-Fi network"
        cell.layoutIfNeeded()
        #expect(try #require(cell.textLabel?.frame.width) > short)
        #expect(cell.textLabel?.frame.width == cell.textLabel?.sizeThatFits(.zero).width)
    }

    @Test(
        "L1.52 plain tables are systemBackground; grouped tables systemGroupedBackground with secondarySystemGroupedBackground cells unless the app sets a colour"
    )
    func styleColours() throws {
        let plain = table(.plain, TitledSource())
        #expect(plain.backgroundColor == UIColor.systemBackground)
        #expect(plain.visibleCells.first?.backgroundColor == nil)
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let table = table(style, TitledSource())
            #expect(table.backgroundColor == UIColor.systemGroupedBackground)
            #expect(table.visibleCells.first?.backgroundColor == UIColor.secondarySystemGroupedBackground)
        }
        let coloured = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        let source = ColouredSource()
        coloured.dataSource = source
        coloured.layoutIfNeeded()
        #expect(coloured.visibleCells.first?.backgroundColor == UIColor.systemYellow)
    }

    @Test(
        "L1.53 separators: a hairline at the bottom of every row at the text margin, none below a grouped section's last row"
    )
    func separators() throws {
        let plain = table(.plain, TitledSource())
        let cells = plain.visibleCells
        #expect(cells.count == 4)
        for cell in cells {
            let line = try #require(cell.tableSeparator)
            #expect(!line.isHidden && line.superview === cell)
            #expect(line.frame == CGRect(x: 16, y: 44 - 1.0 / 3, width: 304, height: 1.0 / 3))
            #expect(line.backgroundColor == UIColor.separator)
        }
        let grouped = table(.grouped, TitledSource())
        let shown = grouped.visibleCells.map { $0.tableSeparator.map { !$0.isHidden } ?? false }
        #expect(shown == [true, false, true, false])
        plain.separatorStyle = .none
        #expect(plain.visibleCells.allSatisfy { $0.tableSeparator?.isHidden == true })
    }

    @Test(
        "L1.53 separator insets: the cell's own, else the table's, measured from the cell edges or added to the margin")
    func separatorInsets() throws {
        let table = table(.plain, TitledSource())
        table.separatorColor = .systemRed
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 8)
        let first = try #require(table.visibleCells.first)
        #expect(first.tableSeparator?.frame.minX == 40 && first.tableSeparator?.frame.maxX == 312)
        #expect(first.tableSeparator?.backgroundColor == UIColor.systemRed)
        table.separatorInsetReference = .fromAutomaticInsets
        #expect(first.tableSeparator?.frame.minX == 56)
        first.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        first.layoutIfNeeded()
        #expect(first.tableSeparator?.frame.minX == 16)
    }
}

/// Sets each cell's background colour itself.
@MainActor
final class ColouredSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundColor = .systemYellow
        return cell
    }
}

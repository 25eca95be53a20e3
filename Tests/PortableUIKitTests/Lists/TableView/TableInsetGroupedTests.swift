import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A cell that fits 60 pt of height (self-sizing rows).
@MainActor
final class SixtyPointCell: UITableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 60) }
}

/// A data source and delegate that records what each cell looks like when `willDisplay` comes.
@MainActor
final class DisplayRecordingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    struct Seen: Equatable {
        var row: Int
        var frame: CGRect
        var cornerRadius: CGFloat
        var maskedCorners: CACornerMask
        var hasGroupedColour: Bool
        var textLabelWidth: CGFloat
    }
    var counts: [Int]
    var seen: [Seen] = []
    /// When set, `cellForRowAt` makes a new cell for this row (not dequeued).
    var freshCellRow: Int?
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            indexPath.row == freshCellRow
            ? SixtyPointCell(style: .default, reuseIdentifier: "cell")
            : tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        seen.append(
            Seen(
                row: indexPath.row, frame: cell.frame, cornerRadius: cell.layer.cornerRadius,
                maskedCorners: cell.layer.maskedCorners,
                hasGroupedColour: cell.backgroundColor == UIColor.secondarySystemGroupedBackground,
                textLabelWidth: cell.textLabel?.frame.width ?? 0))
    }
}

@MainActor
@Suite("Table inset grouped, filler rows and one display path", .isolatedRuntime)
struct TableInsetGroupedTests {
    let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    @Test("L1.54 inset grouped insets by the 16/20 pt margin; other styles inset nothing")
    func geometryInset() {
        #expect(InsetGroupedGeometry(style: .insetGrouped, tableWidth: 375).inset == 16)
        #expect(InsetGroupedGeometry(style: .insetGrouped, tableWidth: 414).inset == 20)
        #expect(InsetGroupedGeometry(style: .grouped, tableWidth: 414).inset == 0)
        #expect(InsetGroupedGeometry(style: .plain, tableWidth: 414).inset == 0)
        let rect = InsetGroupedGeometry(style: .insetGrouped, tableWidth: 375).inset(
            CGRect(x: 0, y: 10, width: 375, height: 44))
        #expect(rect == CGRect(x: 16, y: 10, width: 343, height: 44))
    }

    @Test("L1.54 first row rounds the top corners, last the bottom, a lone row all four, the middle none")
    func geometryCorners() {
        let geometry = InsetGroupedGeometry(style: .insetGrouped, tableWidth: 375)
        #expect(geometry.roundedCorners(row: 0, rowsInSection: 3) == top)
        #expect(geometry.roundedCorners(row: 1, rowsInSection: 3) == [])
        #expect(geometry.roundedCorners(row: 2, rowsInSection: 3) == bottom)
        #expect(geometry.roundedCorners(row: 0, rowsInSection: 1) == top.union(bottom))
        #expect(InsetGroupedGeometry(style: .grouped, tableWidth: 375).roundedCorners(row: 0, rowsInSection: 1) == [])
    }

    @Test("L1.54 inset grouped cells sit inside the margin with 10 pt rounded outer corners, clipped")
    func cellsInsetAndRounded() throws {
        let scene = TableScene(counts: [3, 1], style: .insetGrouped)
        let table = scene.table
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let lone = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(first.frame.minX == 16)
        #expect(first.frame.width == 288)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == first.frame)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == top && first.clipsToBounds)
        #expect(middle.layer.cornerRadius == 0 && !middle.clipsToBounds)
        #expect(last.layer.cornerRadius == 10 && last.layer.maskedCorners == bottom && last.clipsToBounds)
        #expect(lone.layer.maskedCorners == top.union(bottom) && lone.layer.cornerRadius == 10)
    }

    @Test("L1.54 grouped and plain cells span the table's width and are not rounded")
    func otherStylesUnrounded() throws {
        for style in [UITableView.Style.plain, .grouped] {
            let scene = TableScene(counts: [3], style: style)
            let first = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(first.frame.minX == 0 && first.frame.width == 320)
            #expect(first.layer.cornerRadius == 0 && !first.clipsToBounds)
        }
    }

    @Test("L1.54 a reused cell that was a section's first or last loses the rounding in a middle row")
    func reusedCellLosesRounding() throws {
        let scene = TableScene(counts: [40], style: .insetGrouped)
        let firstCell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(firstCell.layer.cornerRadius == 10)
        scene.scroll(to: 44 * 15)
        #expect(!firstCell.isHidden, "the first row's cell was reused for a middle row")
        let row = try #require(scene.table.indexPath(for: firstCell)?.row)
        #expect(row > 0 && row < 39)
        #expect(firstCell.layer.cornerRadius == 0)
        #expect(!firstCell.clipsToBounds)
        #expect(firstCell.layer.maskedCorners == top.union(bottom))
    }

    @Test("L1.54 rounding follows rows that become first or last in a batch update")
    func roundingFollowsUpdates() throws {
        let scene = TableScene(counts: [3], style: .insetGrouped)
        let oldLast = try #require(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        scene.source.counts = [4]
        UIView.performWithoutAnimation {
            scene.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        }
        scene.table.layoutIfNeeded()
        #expect(oldLast.layer.cornerRadius == 0, "row 2 is a middle row now")
        let newLast = try #require(scene.table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(newLast.layer.maskedCorners == bottom && newLast.layer.cornerRadius == 10)
    }

    @Test("L1.54 separators lie inside the inset cell, starting at the cell's text margin")
    func separatorsInsideInset() throws {
        let scene = TableScene(counts: [3], style: .insetGrouped)
        let first = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let separator = try #require(first.tableSeparator)
        #expect(!separator.isHidden)
        #expect(separator.frame.minX == 16)
        #expect(separator.frame.maxX == first.bounds.width)
        let inTable = first.convert(separator.frame, to: scene.table)
        #expect(inTable.minX == 32 && inTable.maxX == 304)
    }

    @Test("L1.54 inset grouped section headers and footers are inset so their text lines up with the cells'")
    func headersInset() throws {
        let source = TitledSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        let footer = try #require(table.footerView(forSection: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(header.frame.minX == 16 && header.frame.width == 288)
        #expect(footer.frame.minX == 16 && footer.frame.width == 288)
        let headerText = try #require(header.textLabel)
        let cellText = try #require(cell.textLabel)
        #expect(
            headerText.convert(headerText.bounds, to: table).minX == cellText.convert(cellText.bounds, to: table).minX)
    }

    // MARK: Filler rows

    func fillerLines(_ table: UITableView) -> [UIView] { table.fillerSeparators.filter { !$0.isHidden } }

    @Test("L1.55 a plain table shows no filler rows by default (fillerRowHeight 0)")
    func noFillerByDefault() {
        let scene = TableScene(counts: [3])
        #expect(scene.table.fillerRowHeight == 0)
        #expect(fillerLines(scene.table).isEmpty)
    }

    @Test("L1.55 fillerRowHeight > 0 shows a separator per empty row below the last row to the bottom")
    func fillerRowsOfHeight() throws {
        let scene = TableScene(counts: [3]) { table, _ in table.fillerRowHeight = 50 }
        let lines = fillerLines(scene.table)
        // 480 − 132 = 348 pt of empty space: 7 rows of 50 pt reach the bottom.
        #expect(lines.count == 7)
        let sorted = lines.map(\.frame).sorted { $0.minY < $1.minY }
        let thickness = try #require(sorted.first?.height)
        #expect(abs((sorted.first?.maxY ?? 0) - 182) < 0.001)
        #expect(abs((sorted.last?.maxY ?? 0) - (132 + 7 * 50)) < 0.001)
        #expect(sorted.first?.minX == 16)
        #expect(thickness > 0 && thickness <= 1)
    }

    @Test("L1.55 automaticDimension filler rows take the last row's height")
    func fillerRowsAutomatic() {
        let scene = TableScene(counts: [2]) { table, source in
            table.fillerRowHeight = UITableView.automaticDimension
            source.rowHeights = { _ in 100 }
        }
        // 480 − 200 = 280 pt: 3 rows of 100 pt.
        #expect(fillerLines(scene.table).count == 3)
    }

    @Test("L1.55 no filler rows in grouped styles, with a table footer view, or with separatorStyle none")
    func fillerRowsSuppressed() {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let scene = TableScene(counts: [3], style: style) { table, _ in table.fillerRowHeight = 44 }
            #expect(fillerLines(scene.table).isEmpty)
        }
        let footer = TableScene(counts: [3]) { table, _ in
            table.fillerRowHeight = 44
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
        }
        #expect(fillerLines(footer.table).isEmpty)
        let none = TableScene(counts: [3]) { table, _ in table.fillerRowHeight = 44 }
        none.table.separatorStyle = .none
        none.table.layoutIfNeeded()
        #expect(fillerLines(none.table).isEmpty)
    }

    // MARK: One display path

    @Test(
        "L1.56 a cell shown while measuring a self-sizing row is inset, rounded, coloured and laid out before willDisplay"
    )
    func selfSizingCellsGetTheDisplaySteps() throws {
        let source = DisplayRecordingSource(counts: [3])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.register(SixtyPointCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let first = try #require(source.seen.first { $0.row == 0 })
        #expect(first.frame.minX == 16 && first.frame.width == 288)
        #expect(first.cornerRadius == 10 && first.maskedCorners == top)
        #expect(first.hasGroupedColour)
        #expect(first.textLabelWidth > 0, "laid out before willDisplay")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
        #expect(source.seen.count == 3, "each row is shown once")
    }

    @Test("L1.56 a cell reconfigureRows swaps in gets the same display steps as any shown cell")
    func reconfiguredCellGetsTheDisplaySteps() throws {
        let source = DisplayRecordingSource(counts: [2])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.register(SixtyPointCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        source.seen.removeAll()
        source.freshCellRow = 1
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        let swapped = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(source.seen.map(\.row) == [1], "willDisplay for the cell swapped in")
        let seen = try #require(source.seen.first)
        #expect(seen.frame == CGRect(x: 16, y: 44, width: 288, height: 44))
        #expect(seen.cornerRadius == 10 && seen.maskedCorners == bottom)
        #expect(seen.hasGroupedColour)
        #expect(seen.textLabelWidth > 0)
        #expect(swapped.tableSeparatorPlacement == nil, "a group's last row has no separator")
    }
}

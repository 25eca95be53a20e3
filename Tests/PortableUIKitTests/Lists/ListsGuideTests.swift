import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// The Lists guide's example, kept true: the same table, diffable data source, snapshot and
/// observation, hosted, with what the guide says about it checked.
@MainActor
@Suite("Guide: Lists", .isolatedRuntime)
struct ListsGuideTests {
    /// The offsets the observation saw (the handler is `@Sendable`; it runs on the main actor).
    final class OffsetLog: @unchecked Sendable {
        var offsets: [CGFloat] = []
    }

    @Test(
        "the guide's example shows 10,000 rows with a handful of cells, observes a drag's offsets and deletes three rows in one batch"
    )
    func example() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(id)"
            cell.contentConfiguration = content
            return cell
        }
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller)
        table.frame = controller.view.bounds
        controller.view.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(1...10_000))
        dataSource.apply(snapshot, animatingDifferences: false)
        host.runUntilIdle()
        #expect(table.numberOfRows(inSection: 0) == 10_000)
        #expect(table.visibleCells.count == 20, "844 pt of 44 pt rows: 20 cells for 10,000 rows")
        let text =
            (table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration)?
            .text
        #expect(text == "Row 1")

        let log = OffsetLog()
        let token = table.observe(\.contentOffset, options: [.new]) { _, change in
            log.offsets.append(change.newValue?.y ?? 0)
        }
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300))
        host.runUntilIdle()
        #expect(log.offsets.count > 1, "every frame the drag moves posts the offset")
        #expect(log.offsets.last == table.contentOffset.y && table.contentOffset.y > 0)
        token.invalidate()

        snapshot.deleteItems([2, 3, 4])
        var finished = false
        dataSource.apply(snapshot) { finished = true }
        #expect(table.numberOfRows(inSection: 0) == 9_997)
        #expect(!finished, "the animated apply runs on the motion clock")
        host.advance(by: 0.5)
        host.runUntilIdle()
        #expect(finished)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 5)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A 320×480 window holding a table whose rows are 44 pt, fed by a diffable data source whose
/// cells show their item identifier.
@MainActor
private struct DiffableTableScene {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let dataSource: UITableViewDiffableDataSource<String, Int>

    typealias Make = (UITableView, @escaping UITableViewDiffableDataSource<String, Int>.CellProvider) ->
        UITableViewDiffableDataSource<String, Int>

    init(make: Make = { UITableViewDiffableDataSource(tableView: $0, cellProvider: $1) }) {
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = make(table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        host.window.addSubview(table)
        table.layoutIfNeeded()
    }

    /// The item shown by each visible cell, top to bottom.
    var shownItems: [String] {
        (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0)?.textLabel?.text }
    }

    static func snapshot(_ layout: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for (section, items) in layout {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }
}

/// Overrides a data-source method, as UIKit apps subclass the diffable data source for titles.
@MainActor
private final class TitledDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

@MainActor
@Suite("UITableViewDiffableDataSource (L4)", .isolatedRuntime)
struct TableDiffableDataSourceTests {
    @Test("L4.9 the data source becomes the table's data source and answers it from the applied snapshot")
    func answersFromSnapshot() {
        let scene = DiffableTableScene()
        #expect(scene.table.dataSource === scene.dataSource)
        var done = false
        scene.dataSource.apply(DiffableTableScene.snapshot([("a", [1, 2]), ("b", [3])]), animatingDifferences: false) {
            done = true
        }
        scene.host.runUntilIdle()
        scene.table.layoutIfNeeded()
        #expect(done)
        #expect(scene.table.numberOfSections == 2 && scene.table.numberOfRows(inSection: 0) == 2)
        #expect(scene.shownItems == ["1", "2", "3"])
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 3)
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
        #expect(scene.dataSource.indexPath(for: 2) == IndexPath(row: 1, section: 0))
        #expect(scene.dataSource.indexPath(for: 9) == nil)
        #expect(scene.dataSource.sectionIdentifier(for: 1) == "b" && scene.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(scene.dataSource.index(for: "b") == 1 && scene.dataSource.index(for: "z") == nil)
    }

    @Test(
        "L4.10 an animated apply leaves the table's counts and visible cells matching the snapshot and calls the completion"
    )
    func animatedApply() {
        let scene = DiffableTableScene()
        scene.dataSource.apply(
            DiffableTableScene.snapshot([("a", [1, 2, 3, 4]), ("b", [5])]), animatingDifferences: false)
        scene.host.runUntilIdle()
        var done = false
        scene.dataSource.apply(DiffableTableScene.snapshot([("b", [5, 9]), ("a", [4, 1, 3])])) { done = true }
        scene.host.runUntilIdle()
        scene.table.layoutIfNeeded()
        #expect(done)
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.table.numberOfRows(inSection: 0) == 2 && scene.table.numberOfRows(inSection: 1) == 3)
        #expect(scene.shownItems == ["5", "9", "4", "1", "3"])
    }

    @Test("L4.9 snapshot() returns the applied state without its reload marks")
    func snapshotWithoutMarks() {
        let scene = DiffableTableScene()
        var snapshot = DiffableTableScene.snapshot([("a", [1, 2])])
        snapshot.reloadItems([1])
        scene.dataSource.apply(snapshot)
        scene.host.runUntilIdle()
        let current = scene.dataSource.snapshot()
        #expect(current.itemIdentifiers == [1, 2] && current.sectionIdentifiers == ["a"])
        #expect(current.reloadedItemIdentifiers.isEmpty)
    }

    @Test("L4.10 applying with reload data resets the table without a diff and calls the completion")
    func reloadDataApply() {
        let scene = DiffableTableScene()
        var done = false
        scene.dataSource.applySnapshotUsingReloadData(DiffableTableScene.snapshot([("a", [7, 8])])) { done = true }
        scene.host.runUntilIdle()
        scene.table.layoutIfNeeded()
        #expect(done && scene.shownItems == ["7", "8"])
    }

    @Test("L4.10 the async apply returns once the update is done")
    func asyncApply() async {
        let scene = DiffableTableScene()
        var returned = false
        let applying = Task { @MainActor in
            await scene.dataSource.apply(DiffableTableScene.snapshot([("a", [1])]), animatingDifferences: true)
            returned = true
        }
        // The apply's batch starts synchronously when its task first runs; the animation then
        // waits for the virtual clock, which only this test advances.
        for _ in 0..<1_000 where scene.table.numberOfSections == 0 { await Task.yield() }
        #expect(scene.table.numberOfSections == 1)
        #expect(!returned, "the animated apply must not return before its animation ends")
        scene.host.advance(by: 1)
        await applying.value
        #expect(returned)
        scene.table.layoutIfNeeded()
        #expect(scene.shownItems == ["1"])
    }

    @Test("L4.12 a subclass's data-source override answers the table")
    func subclassOverride() {
        let scene = DiffableTableScene { TitledDataSource(tableView: $0, cellProvider: $1) }
        scene.dataSource.applySnapshotUsingReloadData(DiffableTableScene.snapshot([("a", [1]), ("b", [])]))
        let source: UITableViewDataSource = scene.dataSource
        #expect(source.tableView(scene.table, titleForHeaderInSection: 1) == "b")
        #expect(source.tableView(scene.table, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
    }

    @Test("L4.11 a cell provider that returns no cell is reported and the table gets a blank cell")
    func nilCell() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
        host.window.addSubview(table)
        expectDiagnostic(.invalidListUse) {
            dataSource.applySnapshotUsingReloadData(DiffableTableScene.snapshot([("a", [1])]))
            table.layoutIfNeeded()
        }
        #expect(table.visibleCells.count == 1)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("TableView reuse and visible rows", .isolatedRuntime)
struct UITableViewReuseTests {
    @Test("L1.1 only rows on screen have cells: 480 pt of 44 pt rows shows rows 0…10")
    func visibleRows() {
        let scene = TableScene(counts: [100])
        #expect(scene.visibleRows == Array(0...10))
        #expect(scene.table.visibleCells.count == 11)
        #expect(scene.table.visibleCells.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(scene.table.cellForRow(at: IndexPath(row: 11, section: 0)) == nil)
    }

    @Test("L1.2 scrolling through 1,000,000 rows creates no more cells than fit on screen plus one")
    func millionRowsReuse() {
        CountingCell.initCount = 0
        let scene = TableScene(counts: [1_000_000])
        for step in 1..<2_000 { scene.scroll(to: CGFloat(step) * 22_000) }
        #expect(CountingCell.initCount <= 12)
        #expect(scene.table.visibleCells.count <= 12)
        #expect(scene.table.contentSize.height == 44_000_000)
        let first = scene.table.indexPathsForVisibleRows?.first
        #expect(first == IndexPath(row: 999_500, section: 0))
    }

    @Test("L1.2 a reused cell gets prepareForReuse once per dequeue and shows its new row's text")
    func prepareForReuse() {
        let scene = TableScene(counts: [100])
        scene.scroll(to: 44 * 20)
        let cells = scene.table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(cells.allSatisfy { $0.reuseCount == 1 })
        #expect(cells.first?.textLabel?.text == "0.20")
    }

    @Test("L1.1 reloadData asks the data source again and redisplays the rows on screen")
    func reloadData() {
        let scene = TableScene(counts: [100])
        scene.source.counts = [3]
        scene.table.reloadData()
        #expect(scene.table.numberOfRows(inSection: 0) == 3)
        #expect(scene.visibleRows == [0, 1, 2])
        #expect(scene.table.contentSize.height == 132)
    }

    @Test("L1.1 geometry: row, section, header and footer rects and the row at a point")
    func geometry() {
        let scene = TableScene(counts: [3, 4], style: .grouped) { _, source in source.headerHeight = 30 }
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 30 + 132, width: 320, height: 30))
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 30 + 132 + 30 + 44, width: 320, height: 44))
        #expect(scene.table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 162))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 170)) == nil, "a header is not a row")
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 200)) == IndexPath(row: 0, section: 1))
        #expect(scene.table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 100)) == [
            IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
        #expect(scene.table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
    }

    @Test("L1.4 a dequeue for an unregistered identifier reports invalidListUse and returns a cell")
    func unregisteredDequeue() {
        let scene = TableScene(counts: [1])
        let cell = expectDiagnostic(.invalidListUse) {
            scene.table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        }
        #expect(cell.reuseIdentifier == "nope")
        #expect(scene.table.dequeueReusableCell(withIdentifier: "nope") == nil)
    }

    @Test("L1.4 a data source returning a cell it did not dequeue reports invalidListUse and the row still shows")
    func foreignCell() {
        final class ForeignSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = ForeignSource()
        table.dataSource = source
        expectDiagnostic(.invalidListUse) { table.layoutIfNeeded() }
        #expect(table.visibleCells.count == 1)
    }

    @Test("L1.1 willDisplay and didEndDisplaying bracket each cell's time on screen")
    func displayCallbacks() {
        final class DisplayLog: TableFixtureSourceLogging {}
        let scene = TableScene(counts: [100])
        let log = DisplayLog(counts: [100])
        scene.table.dataSource = log
        scene.table.delegate = log
        scene.table.layoutIfNeeded()
        log.display = []
        scene.scroll(to: 44)
        #expect(log.display == ["end 0", "will 11"])
    }

    @Test("L1.9 a table and its cells deallocate when the window lets them go")
    func deallocates() {
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        do {
            let scene = TableScene(counts: [100])
            scene.scroll(to: 44 * 30)
            weakTable = scene.table
            weakCell = scene.table.visibleCells.first
            scene.table.removeFromSuperview()
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil)
    }
}

/// A fixture that also logs willDisplay / didEndDisplaying.
@MainActor
class TableFixtureSourceLogging: NSObject, UITableViewDataSource, UITableViewDelegate {
    let counts: [Int]
    var display: [String] = []
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        display.append("will \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        display.append("end \(indexPath.row)")
    }
}

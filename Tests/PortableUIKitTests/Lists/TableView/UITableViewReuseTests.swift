import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("TableView reuse and visible rows", .isolatedRuntime)
struct UITableViewReuseTests {
    @Test("L1.2 only rows on screen have cells: 480 pt of 44 pt rows shows rows 0…10")
    func visibleRows() {
        let scene = TableScene(counts: [100])
        #expect(scene.visibleRows == Array(0...10))
        #expect(scene.table.visibleCells.count == 11)
        #expect(scene.table.visibleCells.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(scene.table.cellForRow(at: IndexPath(row: 11, section: 0)) == nil)
    }

    @Test("L1.3 scrolling through 1,000,000 rows creates no more cells than fit on screen plus one")
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

    @Test("L1.3 a reused cell gets prepareForReuse once per dequeue and shows its new row's text")
    func prepareForReuse() {
        let scene = TableScene(counts: [100])
        scene.scroll(to: 44 * 20)
        let cells = scene.table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(cells.allSatisfy { $0.reuseCount == 1 })
        #expect(cells.first?.textLabel?.text == "0.20")
    }

    @Test("L1.2 reloadData asks the data source again and redisplays the rows on screen")
    func reloadData() {
        let scene = TableScene(counts: [100])
        scene.source.counts = [3]
        scene.table.reloadData()
        #expect(scene.table.numberOfRows(inSection: 0) == 3)
        #expect(scene.visibleRows == [0, 1, 2])
        #expect(scene.table.contentSize.height == 132)
    }

    @Test("L1.2 geometry: row, section, header and footer rects and the row at a point")
    func geometry() {
        let scene = TableScene(counts: [3, 4], style: .grouped) { _, source in source.headerHeight = 30 }
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 30 + 132, width: 320, height: 30))
        #expect(
            scene.table.rectForRow(at: IndexPath(row: 1, section: 1))
                == CGRect(x: 0, y: 30 + 132 + 30 + 44, width: 320, height: 44))
        #expect(scene.table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 162))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 170)) == nil, "a header is not a row")
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 200)) == IndexPath(row: 0, section: 1))
        #expect(
            scene.table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 100)) == [
                IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1),
            ])
        #expect(scene.table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
    }

    @Test("L1.5 a dequeue for an unregistered identifier reports invalidListUse and returns a cell")
    func unregisteredDequeue() {
        let scene = TableScene(counts: [1])
        let cell = expectDiagnostic(.invalidListUse) {
            scene.table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        }
        #expect(cell.reuseIdentifier == "nope")
        #expect(scene.table.dequeueReusableCell(withIdentifier: "nope") == nil)
    }

    @Test("L1.5 a cell the data source makes itself when the dequeue returns nil is shown without a diagnostic")
    func madeCell() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
        let source = ClassicSource(rows: 2)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 2)
        #expect(source.made == 2)
        #expect(table.visibleCells.first?.textLabel?.text == "0")
    }

    @Test("L1.5 a made cell with a reuse identifier goes to the reuse pool when it leaves the screen")
    func madeCellIsReused() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
        let source = ClassicSource(rows: 100)
        table.dataSource = source
        table.layoutIfNeeded()
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 22)
            table.layoutIfNeeded()
        }
        #expect(source.made == 3)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["20", "21"])
    }

    @Test("L1.5 a cell already showing another row is moved to the new row with an invalidListUse report")
    func cellShownTwice() {
        final class SameCellSource: NSObject, UITableViewDataSource {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        let source = SameCellSource()
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === source.cell)
        expectDiagnostic(.invalidListUse) {
            table.contentOffset = CGPoint(x: 0, y: 44)
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 1, section: 0)])
        #expect(source.cell.frame.minY == 44)
    }

    @Test("L1.2 willDisplay and didEndDisplaying bracket each cell's time on screen")
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

    @Test("L1.10 a table and its cells deallocate when the window lets them go")
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
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
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

@MainActor
@Suite("TableView in a window: scrolling by touch and lifetime", .isolatedRuntime)
struct UITableViewWindowTests {
    @Test("L1.2 a flick scrolls the table on the motion clock and the window's layout pass tiles the rows")
    func flickTiles() {
        let scene = TableScene(counts: [10_000])
        _ = scene.host.flick(from: CGPoint(x: 160, y: 400), velocity: CGVector(dx: 0, dy: -2_000))
        scene.host.advance(by: 0.5)
        #expect(scene.table.isDecelerating)
        checkTiling(scene, minimumOffset: 500)
        scene.host.runUntilIdle()
        checkTiling(scene, minimumOffset: 500)
    }

    /// The window's own layout pass (no layoutIfNeeded here) left exactly the rows in the bounds
    /// with cells showing their rows.
    private func checkTiling(_ scene: TableScene, minimumOffset: CGFloat) {
        let offset = scene.table.contentOffset.y
        #expect(offset > minimumOffset)
        let displayed = scene.table.displayedCells.keys.map(\.row).sorted()
        #expect(displayed.first == Int(offset / 44))
        #expect(displayed.last == Int((offset + 480).rounded(.up) / 44 - 0.001))
        for (indexPath, cell) in scene.table.displayedCells {
            #expect(cell.frame.intersects(scene.table.bounds))
            #expect(cell.textLabel?.text == "0.\(indexPath.row)")
        }
    }

    @Test("L1.13 the table's delegate also hears UIScrollView's calls")
    func scrollDelegateReached() {
        let scene = TableScene(counts: [100])
        let log = TableFixtureSourceLogging(counts: [100])
        scene.table.delegate = log
        scene.table.dataSource = log
        scene.scroll(to: 100)
        #expect(log.scrolls == 1)
        #expect(scene.table.delegate === log)
    }

    @Test("L1.5 dequeueReusableCell(withIdentifier:for:) with an index path outside the table reports invalidListUse")
    func dequeueOutOfRange() {
        let scene = TableScene(counts: [5])
        let cell = expectDiagnostic(.invalidListUse) {
            scene.table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 7, section: 0))
        }
        #expect(cell is CountingCell)
    }

    @Test("L1.10 a table, its data source's cells and its queued cells go when the window goes")
    func windowGoes() {
        weak var weakTable: UITableView?
        weak var weakWindow: UIWindow?
        var weakCells: [WeakCell] = []
        do {
            let scene = TableScene(counts: [1_000])
            scene.scroll(to: 44 * 100)
            weakTable = scene.table
            weakWindow = scene.host.window
            weakCells = scene.table.visibleCells.map { WeakCell(cell: $0) }
            scene.source.counts = [3]
            scene.table.reloadData()
            scene.table.layoutIfNeeded()
            #expect(scene.table.cellPool.count > 0, "some cells wait in the pool")
            weakCells += scene.table.cellPool.allElements.map { WeakCell(cell: $0) }
            scene.host.window.isHidden = true
        }
        #expect(weakWindow == nil)
        #expect(weakTable == nil)
        #expect(weakCells.allSatisfy { $0.cell == nil })
    }
}

private struct WeakCell {
    weak var cell: UITableViewCell?
}

/// The classic pre-registration data source: dequeue, and make a cell when the dequeue gives nil.
@MainActor
final class ClassicSource: NSObject, UITableViewDataSource {
    let rows: Int
    var made = 0
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "classic")
            ?? {
                made += 1
                return UITableViewCell(style: .default, reuseIdentifier: "classic")
            }()
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

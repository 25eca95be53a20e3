import Benchmark
import BenchmarkSupport
import ContainmentTesting
import Foundation
import PortableUIKit

/// 1,000,000 rows of 44 pt; each cell shows its row number in `textLabel`, as an app's data
/// source would configure it.
@MainActor
final class MillionRows: NSObject, UITableViewDataSource {
    static let count = 1_000_000
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = String(indexPath.row)
        return cell
    }
}

/// A visible 390 × 844 pt window holding a full-size table of 1,000,000 rows of 44 pt.
@MainActor
final class TableScene {
    let rows = MillionRows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    /// A flick-sized step: 1,800 pt/s at 60 frames a second.
    let step: CGFloat = 30
    private var direction: CGFloat = 1

    init() {
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        host.window.addSubview(table)
        table.layoutIfNeeded()
        checkVisibleCells()
    }

    /// The cells on screen cover the bounds: 844 / 44 → 20 or 21 rows.
    func checkVisibleCells() {
        let count = table.visibleCells.count
        precondition(count >= 20 && count <= 21, "table: \(count) visible cells")
    }

    /// Measures one scroll frame: the offset moves by `step`, then the layout pass (cells leave
    /// to the pool, new rows dequeue and configure). Turns back at either end.
    func measureScrollFrame(_ benchmark: Benchmark) {
        let maxY = table.contentSize.height - table.bounds.height
        var next = table.contentOffset.y + step * direction
        if next > maxY || next < 0 {
            direction = -direction
            next = table.contentOffset.y + step * direction
        }
        benchmark.startMeasurement()
        table.contentOffset = CGPoint(x: 0, y: next)
        table.layoutIfNeeded()
        benchmark.stopMeasurement()
        precondition(table.contentOffset.y == next, "scroll frame: offset \(table.contentOffset.y), expected \(next)")
    }

    /// Measures `reloadData()` and the layout pass after it.
    func measureReload(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        table.reloadData()
        table.layoutIfNeeded()
        benchmark.stopMeasurement()
        precondition(table.numberOfRows(inSection: 0) == MillionRows.count, "reload: row count")
        checkVisibleCells()
    }

    /// Scrolls a fresh table through 100,000 frames of `step` (3,000,000 pt, about 68,000 rows),
    /// reading the resident size after 10 frames and after the last.
    static func measureScrollingMemory(_ benchmark: Benchmark) {
        residentGrowth.measure(benchmark) { step in
            let scene = TableScene()
            for frame in 1...100_000 {
                scene.table.contentOffset = CGPoint(x: 0, y: CGFloat(frame) * scene.step)
                scene.table.layoutIfNeeded()
                step(frame)
            }
            scene.checkVisibleCells()
            return scene
        }
    }
}

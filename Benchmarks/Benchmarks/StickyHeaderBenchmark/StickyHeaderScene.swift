import Benchmark
import BenchmarkSupport
import Containment
import ContainmentTesting
import Foundation
import PortableUIKit

/// A list of 10,000 rows of 44 pt; each cell shows its row number in `textLabel`, as an app's
/// data source would configure it.
@MainActor
final class TenThousandRows: UITableViewController {
    static let count = 10_000
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = String(indexPath.row)
        return cell
    }
}

/// Three lists of 10,000 rows under a 300 pt header, made once each (the pager asks for a page
/// again only after letting it go, which three pages never do).
@MainActor
final class ThreeLists: StickyHeaderPagingControllerDataSource {
    let lists = [TenThousandRows(), TenThousandRows(), TenThousandRows()]
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    func numberOfViewControllers(in stickyHeaderPagingController: StickyHeaderPagingController) -> Int { lists.count }
    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, viewControllerAt index: Int
    ) -> UIViewController? {
        lists[index]
    }
    func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView? { header }
}

/// A visible 390 × 844 pt window whose root is a StickyHeaderPagingController of three
/// 10,000-row lists, header 300 pt pinned at 44 pt, the middle list shown (so both neighbours
/// are live and aligned as the header moves).
@MainActor
final class StickyHeaderScene {
    let source = ThreeLists()
    let controller = StickyHeaderPagingController()
    let host: HeadlessHost
    /// A flick-sized step: 1,800 pt/s at 60 frames a second.
    let step: CGFloat = 30
    /// How far the header moves before it pins: 300 − 44.
    let collapseRange: CGFloat = 256

    init() {
        controller.pinnedHeaderHeight = 44
        controller.dataSource = source
        host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: controller)
        host.runUntilIdle()
        controller.select(childAt: 1, animated: false)
        host.runUntilIdle()
        precondition(controller.selectedIndex == 1, "sticky: selected \(controller.selectedIndex), expected 1")
        precondition(controller.headerHeight == 300, "sticky: header height \(controller.headerHeight)")
        precondition(
            source.lists.allSatisfy { $0.isViewLoaded && $0.tableView.contentInset.top == 300 },
            "sticky: the three lists are not all live under the header")
        checkFrame()
    }

    var shownList: UITableView { source.lists[controller.selectedIndex].tableView }

    /// How far the shown list has scrolled from rest (right under the whole header).
    var scroll: CGFloat { shownList.contentOffset.y + shownList.contentInset.top }

    /// The header follows the shown list (up 1:1 to the pin, then pinned), every neighbour is
    /// aligned (at least at the pin when pinned, else at the header's scroll), and the shown list
    /// shows its rows.
    func checkFrame() {
        let scroll = scroll
        let top = controller.headerPosition.frame.minY
        precondition(top == -min(scroll, collapseRange), "sticky: header at \(top) for scroll \(scroll)")
        for (index, list) in source.lists.enumerated() where index != controller.selectedIndex {
            let other = list.tableView.contentOffset.y + list.tableView.contentInset.top
            precondition(
                scroll >= collapseRange ? other >= collapseRange : other == scroll,
                "sticky: list \(index) at \(other), the shown one at \(scroll)")
        }
        let cells = shownList.visibleCells.count
        precondition(cells >= 1 && cells <= 21, "sticky: \(cells) visible cells")
    }

    /// Where the next frame puts the shown list: `step` further, or back to the top (outside the
    /// measurement) when that would pass the end.
    func nextOffset() -> CGFloat {
        let list = shownList
        let maxY = list.contentSize.height + list.contentInset.bottom - list.bounds.height
        let next = list.contentOffset.y + step
        guard next > maxY else { return next }
        list.contentOffset = CGPoint(x: 0, y: -list.contentInset.top)
        host.runTurn()
        return list.contentOffset.y + step
    }

    /// Measures one scroll frame: the shown list's offset moves by `step` (the header and the
    /// neighbours follow through the controller's observation), then one window turn (layout,
    /// cells leaving to the pool, new rows dequeued and configured).
    func measureScrollFrame(_ benchmark: Benchmark) {
        let next = nextOffset()
        let list = shownList
        benchmark.startMeasurement()
        list.contentOffset = CGPoint(x: 0, y: next)
        host.runTurn()
        benchmark.stopMeasurement()
        precondition(list.contentOffset.y == next, "scroll frame: offset \(list.contentOffset.y), expected \(next)")
        checkFrame()
    }

    /// Scrolls a fresh scene through 100,000 frames (wrapping back to the top at the end of the
    /// list, about every 14,600 frames), reading the resident size after 10 frames and after the last.
    static func measureScrollingMemory(_ benchmark: Benchmark) {
        residentGrowth.measure(benchmark) { step in
            let scene = StickyHeaderScene()
            for frame in 1...100_000 {
                let next = scene.nextOffset()
                scene.shownList.contentOffset = CGPoint(x: 0, y: next)
                scene.host.runTurn()
                step(frame)
            }
            scene.checkFrame()
            return scene
        }
    }
}

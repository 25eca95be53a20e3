import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A list child: a table view controller with `rows` rows of 44 pt, named `L<index>` in the recorder.
@MainActor
final class StickyListChild: UITableViewController {
    var rows: Int
    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A child with no list at all.
@MainActor
final class StickyPlainChild: UIViewController {}

/// The data source: child `index` has `rows[index]` rows (nil: a child with no list), a fresh
/// controller per request, watched as `L<index>`.
@MainActor
final class StickyPages: StickyHeaderPagingControllerDataSource {
    var rows: [Int?]
    let recorder: LifecycleRecorder
    let header: UIView
    var made: [WeakController] = []
    var titles: [String]?

    init(rows: [Int?], recorder: LifecycleRecorder, header: UIView) {
        self.rows = rows
        self.recorder = recorder
        self.header = header
    }

    func numberOfViewControllers(in stickyHeaderPagingController: StickyHeaderPagingController) -> Int { rows.count }

    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, viewControllerAt index: Int
    ) -> UIViewController? {
        let child: UIViewController = rows[index].map { StickyListChild(rows: $0) } ?? StickyPlainChild()
        recorder.watch(child, as: "L\(index)")
        made.append(WeakController(child))
        return child
    }

    func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView? { header }

    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, titleForChildAt index: Int
    ) -> String? {
        titles?[index]
    }
}

/// Records the sticky delegate's calls.
@MainActor
final class RecordingStickyDelegate: StickyHeaderPagingControllerDelegate {
    var log: [String] = []
    var headerPositions: [StickyHeaderPosition] = []
    var offsets: [CGPoint] = []
    var pagePositions: [CGFloat] = []
    func stickyHeaderPagingController(_ c: StickyHeaderPagingController, willScrollToChildControllerAt index: Int) {
        log.append("will(\(index))")
    }
    func stickyHeaderPagingController(_ c: StickyHeaderPagingController, didScrollToChildControllerAt index: Int) {
        log.append("did(\(index))")
    }
    func stickyHeaderPagingController(_ c: StickyHeaderPagingController, didScrollContentOffset contentOffset: CGPoint)
    { offsets.append(contentOffset) }
    func stickyHeaderPagingController(_ c: StickyHeaderPagingController, didMoveHeaderTo position: StickyHeaderPosition)
    { headerPositions.append(position) }
    func stickyHeaderPagingController(_ c: StickyHeaderPagingController, didScrollTo pagePosition: CGFloat) {
        pagePositions.append(pagePosition)
    }
}

/// A StickyHeaderPagingController (SH) in a 390×844 window with a 300 pt header pinned at 44 pt
/// and lists of 200, 5 and 60 rows by default.
@MainActor
final class StickyFixture {
    let recorder = LifecycleRecorder()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let pages: StickyPages
    let controller = StickyHeaderPagingController()
    let delegate = RecordingStickyDelegate()
    let host: HeadlessHost

    init(
        rows: [Int?] = [200, 5, 60], safeTop: CGFloat = 0, configure: (StickyHeaderPagingController) -> Void = { _ in }
    ) {
        pages = StickyPages(rows: rows, recorder: recorder, header: header)
        controller.dataSource = pages
        controller.delegate = delegate
        controller.pinnedHeaderHeight = 44
        configure(controller)
        recorder.watch(controller, as: "SH")
        host = HeadlessHost(
            size: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0), rootViewController: controller)
        host.runUntilIdle()
        recorder.reset()
    }

    /// The list of the live child at `index`.
    func list(_ index: Int) -> UIScrollView? {
        (controller.children.first as? PagingController)?.children
            .first { recorder.name(of: $0) == "L\(index)" }
            .flatMap { ($0 as? UITableViewController)?.tableView }
    }

    var shownList: UIScrollView? { (controller.selectedViewController as? UITableViewController)?.tableView }

    /// The header's top in the controller's view.
    var headerTop: CGFloat { controller.headerPosition.frame.minY }

    /// A vertical drag on the shown list from y `from` to y `to` (x in the middle), held at the end.
    func dragVertically(from: CGFloat, to: CGFloat, steps: Int = 20, duration: TimeInterval = 0.4) {
        host.touchDown(at: CGPoint(x: 195, y: from))
        host.moveTouch(from: CGPoint(x: 195, y: from), to: CGPoint(x: 195, y: to), duration: duration, steps: steps)
    }

    func settle() { host.runUntilIdle() }

    func expectValid(settled: Bool = true, _ location: SourceLocation = #_sourceLocation) {
        let violations = HierarchyValidator.violations(in: host.window, settled: settled, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
    }
}

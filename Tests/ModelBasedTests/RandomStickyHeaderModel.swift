import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// A list child: a table view controller of `rows` rows of 60 pt (eight on screen: fewer
/// cells to make than 44 pt rows, the same scrolling).
@MainActor
final class RandomStickyListChild: UITableViewController {
    let rows: Int
    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 60
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// The data source: child `index` is a list of `rows[index]` rows, or a plain controller (nil);
/// a fresh controller per request, watched by the sequence's recorder.
@MainActor
final class RandomStickySource: StickyHeaderPagingControllerDataSource {
    var rows: [Int?]
    let header: UIView?
    let recorder: LifecycleRecorder
    private var madeCount = 0

    init(rows: [Int?], header: UIView?, recorder: LifecycleRecorder) {
        self.rows = rows
        self.header = header
        self.recorder = recorder
    }

    func numberOfViewControllers(in stickyHeaderPagingController: StickyHeaderPagingController) -> Int { rows.count }

    /// Requests the data source could not answer (an index out of range).
    var problems: [String] = []

    func stickyHeaderPagingController(_ stickyHeaderPagingController: StickyHeaderPagingController, viewControllerAt index: Int) -> UIViewController? {
        guard rows.indices.contains(index) else {
            problems.append("child \(index) asked for, of \(rows.count)")
            return nil
        }
        let child: UIViewController = rows[index].map { RandomStickyListChild(rows: $0) } ?? UIViewController()
        madeCount += 1
        recorder.watch(child, as: "C\(madeCount)@\(index)")
        return child
    }

    func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView? { header }
}

struct RandomStickyStats: CustomStringConvertible {
    var steps = 0, verticalDrags = 0, swipes = 0, selects = 0, edits = 0, headerChanges = 0
    var statusBarTaps = 0, memoryWarnings = 0, disappearances = 0, geometryChanges = 0
    var rests = 0, restsOnList = 0, restsPinned = 0, restsPartlyShown = 0
    var alignedLists = 0, alignedListsUnpinned = 0, movingHeaderChecks = 0, overscrollChecks = 0
    var description: String {
        "steps \(steps), vertical \(verticalDrags), swipes \(swipes), selects \(selects), edits \(edits), "
            + "header \(headerChanges), geometry \(geometryChanges), status bar \(statusBarTaps), memory \(memoryWarnings), away \(disappearances); "
            + "rests \(rests) (on a list \(restsOnList), pinned \(restsPinned), partly shown \(restsPartlyShown)), "
            + "aligned lists \(alignedLists) (header not pinned \(alignedListsUnpinned)); "
            + "header checked after a step \(movingHeaderChecks) (pulled down \(overscrollChecks))"
    }
}

/// The geometry a sequence chose, as the world keeps it (not read back from the controller).
struct RandomStickyGeometry {
    var headerHeight: CGFloat
    var pinnedHeight: CGFloat
    var safeTop: CGFloat
    var stretches: Bool

    /// How far the shown list scrolls the header before it pins: the header less what stays
    /// and the status bar it hangs under.
    var collapseRange: CGFloat { max(0, headerHeight - min(pinnedHeight, headerHeight) - safeTop) }

    /// Where the header is, in the controller's view, for a shown list scrolled by `scroll`
    /// (content offset + top inset), written from the behaviour.
    func headerFrame(scroll: CGFloat, width: CGFloat) -> CGRect {
        if scroll < 0 {
            // A pull-down: the header grows by the overscroll, or comes down with the list.
            return stretches
                ? CGRect(x: 0, y: 0, width: width, height: headerHeight - scroll)
                : CGRect(x: 0, y: -scroll, width: width, height: headerHeight)
        }
        let moved = scroll < collapseRange ? scroll : collapseRange
        return CGRect(x: 0, y: -moved, width: width, height: headerHeight)
    }
}

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
/// a fresh controller per request, watched by the sequence's recorder and remembered weakly for
/// the leak check.
@MainActor
final class RandomStickySource: StickyHeaderPagingControllerDataSource {
    var rows: [Int?]
    let header: UIView?
    let recorder: LifecycleRecorder
    /// Every child handed out, weakly: all must be freed once the controller is gone.
    private(set) var made: [RandomWeakReference] = []

    init(rows: [Int?], header: UIView?, recorder: LifecycleRecorder) {
        self.rows = rows
        self.header = header
        self.recorder = recorder
    }

    func numberOfViewControllers(in stickyHeaderPagingController: StickyHeaderPagingController) -> Int { rows.count }

    /// Requests the data source could not answer (an index out of range).
    var problems: [String] = []

    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, viewControllerAt index: Int
    ) -> UIViewController? {
        guard rows.indices.contains(index) else {
            problems.append("child \(index) asked for, of \(rows.count)")
            return nil
        }
        let child: UIViewController = rows[index].map { RandomStickyListChild(rows: $0) } ?? UIViewController()
        let name = "C\(made.count + 1)@\(index)"
        made.append(RandomWeakReference(name, child))
        recorder.watch(child, as: name)
        return child
    }

    func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView? { header }
}

/// What the sequences did and how often the checks had something to check; the summary line's
/// statistics and the test's lower bounds.
struct RandomStickyStats: CustomStringConvertible {
    var verticalDrags = 0, swipes = 0, selects = 0, edits = 0, headerChanges = 0, edgeReleases = 0, reloadsMidSwipe = 0
    var statusBarTaps = 0, memoryWarnings = 0, disappearances = 0, geometryChanges = 0
    var rests = 0, restsOnList = 0, restsPinned = 0, restsPartlyShown = 0
    var alignedLists = 0, alignedListsUnpinned = 0, movingHeaderChecks = 0, overscrollChecks = 0
    var description: String {
        "\(verticalDrags) vertical drags, \(swipes) swipes, \(edgeReleases) edge releases, \(reloadsMidSwipe) reloads mid-swipe, "
            + "\(selects) selects, \(edits) edits, "
            + "\(headerChanges) header changes, \(geometryChanges) geometry changes, \(statusBarTaps) status-bar taps, "
            + "\(memoryWarnings) memory warnings, \(disappearances) disappearances, "
            + "\(rests) rests (\(restsOnList) on a list, \(restsPinned) pinned, \(restsPartlyShown) partly shown), "
            + "\(alignedLists) aligned lists (\(alignedListsUnpinned) unpinned), "
            + "\(movingHeaderChecks) moving-header checks (\(overscrollChecks) pulled down)"
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

import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// One row of a profile list: a line of text and a line of detail under it.
struct ProfileRow {
    let text: String
    let detail: String
}

/// One of the profile's lists (a plain table of two-line rows); the sticky-header controller
/// finds its table view because it is a `UITableViewController`.
@MainActor
final class ProfileListController: UITableViewController {
    let rows: [ProfileRow]

    init(title: String, rows: [ProfileRow]) {
        self.rows = rows
        super.init(style: .plain)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .systemBackground
        tableView.rowHeight = 64
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = rows[indexPath.row].text
        content.secondaryText = rows[indexPath.row].detail
        cell.contentConfiguration = content
        return cell
    }
}

/// The profile's three lists, of different lengths, and its header: a fresh list controller
/// per request, watched by the recorder under its tab's title.
@MainActor
final class ProfileLists: StickyHeaderPagingControllerDataSource {
    static let titles = ["Posts", "Replies", "Likes"]
    static let posts = [
        "Notes on the Analytical Engine", "The engine weaves algebraic patterns", "On Bernoulli numbers, step by step",
        "A table of operations, annotated", "Why the engine is not a calculator",
        "Cards for operations, cards for variables",
        "Poetical science, again", "Translating Menabrea, with notes A to G",
    ]
    static let replies = [
        "Agreed: the cards can loop", "It might compose elaborate music", "Note G has the whole program",
    ]
    static let authors = ["@babbage", "@somerville", "@de_morgan"]
    static let rowCounts = [36, 3, 14]

    let header: ProfileHeaderView
    private let recorder: LifecycleRecorder

    init(header: ProfileHeaderView, recorder: LifecycleRecorder) {
        self.header = header
        self.recorder = recorder
    }

    /// The rows of list `index`: posts, replies and likes, `rowCounts[index]` of them.
    static func rows(of index: Int) -> [ProfileRow] {
        (0..<rowCounts[index]).map { row in
            let post = posts[row % posts.count]
            switch index {
            case 0:
                return ProfileRow(
                    text: post, detail: "\(row + 1)h · \(3 + row * 7 % 40) replies · \(12 + row * 13 % 90) likes")
            case 1: return ProfileRow(text: replies[row % replies.count], detail: "to @babbage · \(row + 2)d")
            default: return ProfileRow(text: post, detail: "by \(authors[row % authors.count]) · liked \(row + 1)w ago")
            }
        }
    }

    func numberOfViewControllers(in stickyHeaderPagingController: StickyHeaderPagingController) -> Int {
        Self.titles.count
    }

    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, viewControllerAt index: Int
    ) -> UIViewController? {
        let list = ProfileListController(title: Self.titles[index], rows: Self.rows(of: index))
        recorder.watch(list, as: Self.titles[index])
        return list
    }

    func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView? { header }

    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, titleForChildAt index: Int
    ) -> String? {
        Self.titles[index]
    }
}

/// Logs the controller's page changes and the header pinning and stretching between the
/// recorder's lifecycle lines, fades the header's compact bar, and shows the state in a caption.
@MainActor
final class ProfileSceneDelegate: StickyHeaderPagingControllerDelegate {
    let recorder: LifecycleRecorder
    var caption: UILabel?
    private var calls: DelegateCallLog
    private var position: StickyHeaderPosition?

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
        calls = DelegateCallLog(recorder: recorder)
    }

    /// The lifecycle trace with the delegate's calls in place.
    var trace: [String] { calls.trace }

    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, willScrollToChildControllerAt index: Int
    ) {
        calls.log("delegate: willScrollToChildControllerAt(\(index))")
    }

    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didScrollToChildControllerAt index: Int
    ) {
        calls.log("delegate: didScrollToChildControllerAt(\(index))")
        showCaption(stickyHeaderPagingController)
    }

    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didMoveHeaderTo position: StickyHeaderPosition
    ) {
        if position.isPinned != (self.position?.isPinned ?? false) {
            calls.log("delegate: didMoveHeaderTo — \(position.isPinned ? "pinned" : "unpinned")")
        }
        if (position.overscroll > 0) != ((self.position?.overscroll ?? 0) > 0) {
            calls.log("delegate: didMoveHeaderTo — \(position.overscroll > 0 ? "stretching" : "back at full height")")
        }
        self.position = position
        (stickyHeaderPagingController.headerView as? ProfileHeaderView)?.show(
            collapseProgress: position.collapseProgress)
        showCaption(stickyHeaderPagingController)
    }

    private func showCaption(_ controller: StickyHeaderPagingController) {
        let index = controller.selectedIndex
        let page = ProfileLists.titles.indices.contains(index) ? ProfileLists.titles[index] : "—"
        let header: String
        if let position, position.isPinned {
            header = "pinned"
        } else if let position, position.overscroll > 0 {
            header = String(format: "stretched by %.0f pt", Double(position.overscroll))
        } else {
            header = String(format: "%.0f %% collapsed", Double((position?.collapseProgress ?? 0) * 100))
        }
        caption?.text = "\(page) · header \(header)"
    }
}

/// The scene's root: the sticky-header controller filling the screen, and a caption over it.
@MainActor
final class ProfileSceneRoot: UIViewController {
    let profile: StickyHeaderPagingController
    private(set) var caption: UILabel?

    init(profile: StickyHeaderPagingController) {
        self.profile = profile
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(profile)
        profile.view.frame = view.bounds
        profile.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(profile.view)
        profile.didMove(toParent: self)
        let caption = view.addShowcaseLabel(
            "Posts · header 0 % collapsed",
            frame: CGRect(x: 40, y: view.bounds.height - 64, width: view.bounds.width - 80, height: 30),
            size: 14, weight: .medium, alignment: .center, autoresizing: [.flexibleWidth, .flexibleTopMargin])
        caption.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.78)
        caption.layer.cornerRadius = 15
        caption.layer.cornerCurve = .continuous
        caption.layer.masksToBounds = true
        self.caption = caption
    }
}

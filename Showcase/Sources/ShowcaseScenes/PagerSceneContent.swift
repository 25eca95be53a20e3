import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// The pager scene's pages, on demand: a fresh coloured card per request, watched by the
/// recorder as `<prefix><page number>` (a page asked for again is a new controller, same name).
@MainActor
final class PagerScenePages: PagingControllerDataSource {
    private let prefix: String
    private let heading: String
    private let colors: [UIColor]
    private let recorder: LifecycleRecorder

    init(prefix: String, heading: String, colors: [UIColor], recorder: LifecycleRecorder) {
        self.prefix = prefix
        self.heading = heading
        self.colors = colors
        self.recorder = recorder
    }

    func numberOfPages(in pagingController: PagingController) -> Int { colors.count }

    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController?
    {
        let card = CardController("\(heading) \(index + 1)", color: colors[index])
        recorder.watch(card, as: "\(prefix)\(index + 1)")
        return card
    }
}

/// Logs both pagers' delegate calls (not the per-frame `didPage`) between the recorder's
/// lifecycle lines, where they happened, and shows the horizontal pager's state in a caption.
@MainActor
final class PagerSceneDelegate: PagingControllerDelegate {
    let recorder: LifecycleRecorder
    var names: [ObjectIdentifier: String] = [:]
    var caption: UILabel?
    private var calls: DelegateCallLog

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
        calls = DelegateCallLog(recorder: recorder)
    }

    /// The lifecycle trace with the delegate's calls in place.
    var trace: [String] { calls.trace }

    private func log(_ pager: PagingController, _ line: String) {
        calls.log("delegate \(names[ObjectIdentifier(pager)] ?? "?"): " + line)
    }

    private func show(_ pager: PagingController, _ text: String) {
        guard names[ObjectIdentifier(pager)] == "H" else { return }
        caption?.text = text
    }

    func pagingController(_ pagingController: PagingController, willBeginPagingFrom fromIndex: Int, to toIndex: Int) {
        log(pagingController, "willBeginPaging(\(fromIndex) → \(toIndex))")
        show(pagingController, "paging \(fromIndex + 1) → \(toIndex + 1)")
    }

    func pagingController(
        _ pagingController: PagingController, didPageFrom fromIndex: Int, to toIndex: Int, progress: CGFloat
    ) {
        show(
            pagingController,
            String(format: "paging %d → %d, progress %.2f", fromIndex + 1, toIndex + 1, Double(progress)))
    }

    func pagingController(
        _ pagingController: PagingController, didFinishPagingFrom fromIndex: Int, to toIndex: Int, completed: Bool
    ) {
        log(pagingController, "didFinishPaging(\(fromIndex) → \(toIndex), completed: \(completed))")
        show(pagingController, "page \(pagingController.selectedIndex + 1) of 5")
    }
}

/// The scene's root: a heading, the horizontal pager with its caption, and a vertical pager
/// below, both pagers its children.
@MainActor
final class PagerSceneRoot: UIViewController {
    let horizontal: PagingController
    let vertical: PagingController
    private(set) var caption: UILabel?

    init(horizontal: PagingController, vertical: PagingController) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let dark = UIColor(red: 0.15, green: 0.15, blue: 0.18, alpha: 1)
        view.addShowcaseLabel(
            "PagingController", frame: CGRect(x: 20, y: 44, width: 350, height: 30),
            size: 22, weight: .bold, color: dark)
        caption = view.addShowcaseLabel(
            "page 1 of 5", frame: CGRect(x: 20, y: 540, width: 350, height: 24),
            size: 15, color: dark)
        view.addShowcaseLabel(
            "vertical", frame: CGRect(x: 20, y: 580, width: 350, height: 20),
            size: 13, color: .systemGray)
        embed(horizontal, in: CGRect(x: 0, y: 90, width: 390, height: 440))
        embed(vertical, in: CGRect(x: 20, y: 606, width: 350, height: 200))
    }

    private func embed(_ child: UIViewController, in frame: CGRect) {
        addChild(child)
        child.view.frame = frame
        child.view.clipsToBounds = true
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

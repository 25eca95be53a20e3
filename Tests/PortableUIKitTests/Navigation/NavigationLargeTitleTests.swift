import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A controller whose view is a tall scroll view.
@MainActor
final class ScrollingListController: UIViewController {
    var scrollView: UIScrollView { view as! UIScrollView }
    override func loadView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.alwaysBounceVertical = true
        view = scrollView
    }
}

/// A plain table of 100 sections of 20 rows with header titles.
@MainActor
final class SectionedTableController: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 100 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
    }
}

/// A controller whose card is pinned by Auto Layout two system spacings below the safe area.
@MainActor
final class SafeAreaFormController: UIViewController {
    let card = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
    }
}

/// An iPhone-sized window (390 × 844, safe area 47/34) with a navigation controller that prefers
/// large titles, whose root is a scrolling list titled "Inbox".
@MainActor
struct LargeTitleScene {
    let nav: UINavigationController
    let root = ScrollingListController()
    let host: HeadlessHost
    var bar: UINavigationBar { nav.navigationBar }

    init(prefersLargeTitles: Bool = true, translucent: Bool = true) {
        root.title = "Inbox"
        nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = prefersLargeTitles
        nav.navigationBar.isTranslucent = translucent
        host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootViewController: nav)
        host.runUntilIdle()
    }

    func scroll(to y: CGFloat) {
        root.scrollView.contentOffset = CGPoint(x: 0, y: y)
        host.runUntilIdle()
    }

    var backgroundIsClear: Bool { (bar.barBackground.backgroundColor?.cgColor.alpha ?? 0) == 0 }
}

@MainActor
@Suite("Large titles in a navigation controller", .isolatedRuntime)
struct NavigationLargeTitleTests {
    @Test(
        "defaults: prefersLargeTitles false, largeTitleDisplayMode .automatic, no title attributes, translucent, extended layout .all"
    )
    func defaults() {
        let bar = UINavigationBar()
        #expect(!bar.prefersLargeTitles)
        #expect(bar.largeTitleTextAttributes == nil)
        #expect(bar.titleTextAttributes == nil)
        #expect(bar.isTranslucent)
        #expect(UINavigationItem(title: "A").largeTitleDisplayMode == .automatic)
        let controller = UIViewController()
        #expect(controller.edgesForExtendedLayout == .all)
        #expect(!controller.extendedLayoutIncludesOpaqueBars)
        #expect(controller.contentScrollView(for: .top) == nil)
    }

    @Test(
        "15.6 at rest the bar is 96 pt (44 + 52) below the status bar, the large title shows in 34 pt bold at the leading margin, the inline title is hidden, and the content's safe area starts at the bar's bottom"
    )
    func atRest() {
        let scene = LargeTitleScene()
        #expect(scene.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(
            scene.bar.barBackground.frame == CGRect(x: 0, y: -47, width: 390, height: 143),
            "the background fills the status bar's area too")
        #expect(scene.root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.root.view.safeAreaInsets.top == 143)
        #expect(scene.root.scrollView.contentOffset.y == -143, "the list rests below the large title")
        #expect(!scene.bar.largeTitleRegion.isHidden)
        #expect(scene.bar.largeTitleRegion.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        #expect(scene.bar.largeTitleLabel.text == "Inbox")
        #expect(scene.bar.largeTitleLabel.font.pointSize == 34)
        #expect(scene.bar.largeTitleLabel.font == .systemFont(ofSize: 34, weight: .bold))
        let title = scene.bar.largeTitleLabel.frame
        #expect(title.minX == 16)
        #expect(title.maxY == 44, "8 pt above the region's bottom")
        #expect(scene.bar.titleLabel.alpha == 0)
        #expect(scene.backgroundIsClear, "nothing is under the bar: the scroll-edge look is transparent")
    }

    @Test(
        "scrolling up collapses the region one to one; the safe area follows; once collapsed the inline title shows, and content under the row brings the background"
    )
    func collapses() {
        let scene = LargeTitleScene()
        scene.scroll(to: -143 + 30)
        #expect(scene.bar.frame.height == 66)
        #expect(scene.root.view.safeAreaInsets.top == 113)
        #expect(scene.root.scrollView.adjustedContentInset.top == 113)
        #expect(scene.bar.titleLabel.alpha == 0)
        #expect(scene.backgroundIsClear)
        scene.scroll(to: -91)
        #expect(scene.bar.frame.height == 44)
        #expect(scene.root.view.safeAreaInsets.top == 91)
        #expect(scene.bar.titleLabel.alpha == 1)
        #expect(scene.backgroundIsClear, "the content's top meets the row's bottom exactly")
        scene.scroll(to: 400)
        #expect(scene.bar.frame.height == 44)
        #expect(!scene.backgroundIsClear)
        #expect(scene.bar.barBackground.backgroundColor?.cgColor.alpha == UINavigationBar.translucentAlpha)
    }

    @Test(
        "pulled down, the bar stretches with the content but the safe area stays at rest, so the content bounces back")
    func stretches() {
        let scene = LargeTitleScene()
        let start = CGPoint(x: 200, y: 300)
        scene.host.touchDown(at: start)
        scene.host.moveTouch(from: start, to: CGPoint(x: 200, y: 400), duration: 0.3, steps: 15)
        let pulled = -143 - scene.root.scrollView.contentOffset.y
        #expect(pulled > 20, "pulled past rest (rubber-banded)")
        #expect(abs(scene.bar.frame.height - (96 + pulled)) < 0.01)
        #expect(scene.root.view.safeAreaInsets.top == 143)
        scene.bar.layoutIfNeeded()
        #expect(
            abs(scene.bar.largeTitleLabel.frame.maxY - (52 + pulled - 8)) < 0.01, "the title rides the region's bottom")
        scene.host.touchUp(at: CGPoint(x: 200, y: 400))
        scene.host.runUntilIdle()
        #expect(scene.root.scrollView.contentOffset.y == -143, "bounced back to rest")
        #expect(scene.bar.frame.height == 96)
    }

    @Test(
        "while collapsed, the legal range still reaches the expanded rest, so a drag down re-expands the title one to one"
    )
    func reexpandsOneToOne() {
        let scene = LargeTitleScene()
        scene.scroll(to: -91)
        #expect(scene.root.scrollView.offsetRange.vertical.minimum == -143)
        scene.host.touchDown(at: CGPoint(x: 200, y: 400))
        scene.host.moveTouch(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 440), duration: 0.4, steps: 20)
        let moved = scene.root.scrollView.contentOffset.y
        #expect(abs(moved - (-91 - 40 + UIPanGestureRecognizer.hysteresis)) < 0.5, "no rubber band inside the collapse")
        #expect(abs(scene.bar.frame.height - (44 + (-91 - moved))) < 0.5)
        scene.host.advance(by: 0.3)
        scene.host.touchMove(to: CGPoint(x: 200, y: 440))
        scene.host.advance(by: 0.016)
        scene.host.touchUp(at: CGPoint(x: 200, y: 440))
        scene.host.runUntilIdle()
        #expect(scene.root.scrollView.contentOffset.y == -143, "more than half open: it snaps open")
        #expect(scene.bar.frame.height == 96)
    }

    @Test(
        "in compact height (an iPhone in landscape) the title is inline and the bar 44 pt; back in portrait the large title returns at rest"
    )
    func compactHeight() {
        let scene = LargeTitleScene()
        scene.host.resize(to: CGSize(width: 844, height: 390))
        scene.host.runUntilIdle()
        #expect(scene.nav.traitCollection.verticalSizeClass == .compact)
        #expect(scene.bar.frame.height == 44)
        #expect(scene.bar.largeTitleRegion.isHidden)
        #expect(scene.bar.titleLabel.alpha == 1)
        scene.host.resize(to: CGSize(width: 390, height: 844))
        scene.host.runUntilIdle()
        #expect(scene.bar.frame.height == 96)
        #expect(scene.root.scrollView.contentOffset.y == -143)
    }

    @Test("title attributes of the wrong type are reported (invalidBarUse) and ignored")
    func wrongAttributeTypes() {
        let bar = UINavigationBar()
        expectDiagnostic(.invalidBarUse) {
            bar.largeTitleTextAttributes = [.font: "Helvetica"]
        }
        #expect(bar.largeTitleLabel.font == .systemFont(ofSize: 34, weight: .bold))
        expectDiagnostic(.invalidBarUse) {
            bar.titleTextAttributes = [.foregroundColor: 42]
        }
        #expect(bar.titleLabel.textColor == .label)
    }

    @Test("a status-bar tap scrolls a collapsed list back to the top with its large title expanded")
    func statusBarTap() {
        let scene = LargeTitleScene()
        scene.scroll(to: 900)
        #expect(scene.bar.frame.height == 44)
        scene.host.window.simulateStatusBarTap()
        scene.host.runUntilIdle()
        #expect(scene.root.scrollView.contentOffset.y == -143)
        #expect(scene.bar.frame.height == 96)
        #expect(scene.bar.titleLabel.alpha == 0)
    }

    @Test("a slow release with the title less than half collapsed snaps it open; more than half, shut")
    func snaps() {
        for (distance, expected) in [(CGFloat(20), CGFloat(-143)), (CGFloat(45), CGFloat(-91))] {
            let scene = LargeTitleScene()
            let start = CGPoint(x: 200, y: 500)
            let end = CGPoint(x: 200, y: 500 - distance - UIPanGestureRecognizer.hysteresis)
            scene.host.touchDown(at: start)
            scene.host.moveTouch(from: start, to: end, duration: 0.5, steps: 25)
            scene.host.advance(by: 0.3)
            scene.host.touchMove(to: end)
            scene.host.advance(by: 0.016)
            scene.host.touchUp(at: end)
            scene.host.runUntilIdle()
            #expect(scene.root.scrollView.contentOffset.y == expected, "after \(distance) pt")
        }
    }

    @Test(
        "a pushed .automatic item inherits the large title and starts at rest; a .never item gets the 44 pt bar and a safe area that ends there; popping back restores the root's collapse"
    )
    func pushAndPop() {
        let scene = LargeTitleScene()
        scene.scroll(to: 600)
        #expect(scene.bar.frame.height == 44)
        let detail = ScrollingListController()
        detail.title = "Detail"
        scene.nav.pushViewController(detail, animated: true)
        scene.host.runUntilIdle()
        #expect(scene.bar.frame.height == 96, "the new top starts expanded")
        #expect(detail.scrollView.contentOffset.y == -143)
        #expect(scene.bar.largeTitleLabel.text == "Detail")
        let plain = ScrollingListController()
        plain.navigationItem.largeTitleDisplayMode = .never
        scene.nav.pushViewController(plain, animated: false)
        scene.host.runUntilIdle()
        #expect(scene.bar.frame.height == 44)
        #expect(scene.bar.largeTitleRegion.isHidden)
        #expect(scene.bar.titleLabel.alpha == 1)
        #expect(plain.view.safeAreaInsets.top == 91)
        #expect(plain.scrollView.contentOffset.y == -91)
        scene.nav.popToRootViewController(animated: true)
        scene.host.runUntilIdle()
        #expect(scene.root.scrollView.contentOffset.y == 600)
        #expect(scene.bar.frame.height == 44, "the root is still scrolled: its title stays collapsed")
        #expect(!scene.backgroundIsClear)
    }

    @Test(
        "table view controllers: the root's table and a pushed one rest below the expanded title (their first offset already counts the bar)"
    )
    func tableViewControllers() {
        let settings = SectionedTableController(style: .insetGrouped)
        settings.title = "Settings"
        let nav = UINavigationController(rootViewController: settings)
        nav.navigationBar.prefersLargeTitles = true
        let host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootViewController: nil)
        host.window.rootViewController = nav
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 96)
        #expect(settings.tableView.contentOffset.y == -143)
        let rows = SectionedTableController(style: .plain)
        rows.title = "Rows"
        nav.pushViewController(rows, animated: true)
        host.runTurn()
        #expect(rows.tableView.contentOffset.y == -143, "the pushed table starts below the expanded title")
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 96)
        #expect(nav.navigationBar.largeTitleLabel.text == "Rows")
    }

    @Test("without prefersLargeTitles the bar is 44 pt and a list rests under it")
    func withoutLargeTitles() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        #expect(scene.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(scene.bar.largeTitleRegion.isHidden)
        #expect(scene.root.scrollView.contentOffset.y == -91)
        #expect(scene.backgroundIsClear)
        scene.scroll(to: 0)
        #expect(!scene.backgroundIsClear)
        scene.bar.prefersLargeTitles = true
        scene.host.runUntilIdle()
        #expect(scene.bar.frame.height == 44, "scrolled content keeps the title collapsed")
        scene.scroll(to: -143)
        #expect(scene.bar.frame.height == 96)
    }

    @Test(
        "15.6 under an opaque bar the content starts below the 96 pt bar and the title does not collapse (the bar keeps its background)"
    )
    func opaqueBar() {
        let scene = LargeTitleScene(translucent: false)
        #expect(scene.root.view.frame == CGRect(x: 0, y: 143, width: 390, height: 701))
        #expect(scene.root.view.safeAreaInsets.top == 0)
        scene.scroll(to: 300)
        #expect(scene.bar.frame.height == 96)
        #expect(!scene.backgroundIsClear)
    }

    @Test(
        "15.6 a view laid out by Auto Layout against the safe area sits below the large title, and the layout settles (no pass owed every turn)"
    )
    func autoLayoutSettles() {
        let form = SafeAreaFormController()
        let nav = UINavigationController(rootViewController: form)
        nav.navigationBar.prefersLargeTitles = true
        let host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootViewController: nav)
        host.runUntilIdle()
        #expect(form.card.frame == CGRect(x: 16, y: 143 + 16, width: 358, height: 100))
        #expect(!nav.view.needsLayoutForTesting)
        host.runTurn()
        #expect(!nav.view.needsLayoutForTesting, "a settled pass owes no other")
    }

    @Test(
        "setContentScrollView(_:for: .top) names the scroll view the bar follows when it is not the view's first subview; held weakly"
    )
    func contentScrollView() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = CGSize(width: 390, height: 3000)
        list.alwaysBounceVertical = true
        let root = UIViewController()
        root.title = "Notes"
        root.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        root.view.addSubview(list)
        root.setContentScrollView(list, for: .top)
        #expect(root.contentScrollView(for: .top) === list)
        #expect(root.contentScrollView(for: .bottom) == nil)
        #expect(root.contentScrollView(for: [.bottom, .top]) === list)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootViewController: nav)
        host.runUntilIdle()
        #expect(list.contentOffset.y == -143)
        list.contentOffset = CGPoint(x: 0, y: -143 + 52)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44)
        weak var weakList: UIScrollView?
        do {
            let other = UIScrollView()
            weakList = other
            root.setContentScrollView(other, for: .all)
            #expect(root.contentScrollView(for: .trailing) === other)
        }
        #expect(weakList == nil, "a content scroll view is held weakly")
        #expect(root.contentScrollView(for: .top) == nil)
    }

    @Test(
        "a bar of your own: 96 pt natural height with a large-title item, 44 without; title attributes set the fonts and colours; right-to-left puts the large title at the trailing margin"
    )
    func standaloneBar() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.prefersLargeTitles = true
        bar.items = [UINavigationItem(title: "Settings")]
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 390, height: 96))
        bar.topItem?.largeTitleDisplayMode = .never
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 390, height: 44))
        bar.topItem?.largeTitleDisplayMode = .always
        bar.frame.size.height = 96
        bar.largeTitleTextAttributes = [
            .font: UIFont.systemFont(ofSize: 30, weight: .heavy), .foregroundColor: UIColor.systemRed,
        ]
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        bar.semanticContentAttribute = .forceRightToLeft
        bar.layoutIfNeeded()
        #expect(bar.largeTitleLabel.font == .systemFont(ofSize: 30, weight: .heavy))
        #expect(bar.largeTitleLabel.textColor == .systemRed)
        #expect(bar.titleLabel.textColor == .systemBlue)
        #expect(bar.titleLabel.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(abs(bar.largeTitleLabel.frame.maxX - (390 - 16)) < 0.001)
        #expect(
            bar.barBackground.backgroundColor?.cgColor.alpha == UINavigationBar.translucentAlpha,
            "a bar of your own shows its standard background")
    }
}

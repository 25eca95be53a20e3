#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The "profile page" (seed 003's YSMContainerView, issue 17): children paged horizontally under
/// one shared header that follows the shown child's list up until only
/// ``pinnedHeaderHeight`` of it stays, then hangs there while the list scrolls under it.
///
/// - **Built on ``PagingController``**, which this controller holds as its one child: pages
///   come and go lazily (at most three children live), a release or a selection springs, pages
///   can be inserted and removed keeping the current one, and every appearance callback is the
///   pager's, through the shared ``ChildAppearanceCoordinator``. The seed pages with a
///   collection view instead; cells are reused by index, which is exactly what makes peers call
///   appearance methods twice or never, so the pager is the cleaner engine. The children's parent
///   is therefore the inner pager; `UIKit/UIViewController/stickyHeaderPagingController` finds
///   this controller from any of them.
/// - **The header** sits above the pages, in this controller's view, so paging carries it along
///   without moving it. Where it is follows from the shown child's list through the pure
///   `StickyHeaderLayout`; each list's content offset is observed with key-value observation
///   (`observe(\.contentOffset)`, the seed's method), and each list's top inset is the header's
///   height, so its content starts under the header.
/// - **A page shown after the header moved** is aligned so the header does not jump: with the
///   header pinned the page keeps its own offset, but at least the pin; with the header partly
///   shown, the page is aligned to it exactly. Neighbours are aligned as the header moves, so a
///   drag between pages shows them in place.
/// - **Touches on the header** go to the shown list (the header lets them through, except on
///   controls and views with gesture recognizers), so a drag that starts on the header scrolls
///   the list with its own momentum, bounce and refresh area; momentum crosses the pin point
///   without a stop because it is the list's own.
/// - **The status bar**: only the shown list has `scrollsToTop`, so a tap on the status bar
///   scrolls it to its top and reveals the header.
@MainActor
open class StickyHeaderPagingController: UIViewController {
    // MARK: Content

    /// Gives the controller its children, header and tab titles; setting it (once the view is
    /// loaded) reloads.
    public weak var dataSource: StickyHeaderPagingControllerDataSource? {
        didSet { if isViewLoaded { reloadData() } }
    }

    /// Hears pages change, lists scroll and the header move.
    public weak var delegate: StickyHeaderPagingControllerDelegate?

    /// The header the data source gave (nil before the first reload, or without one).
    public internal(set) var headerView: UIView?

    /// A tab strip the controller keeps in step (seed 003's TODO 1): its titles come from the data
    /// source, its indicator follows the pages every frame, its selection follows the landed
    /// page, and a tap on a tab selects that child with the spring. Put the strip in the header
    /// yourself (typically its pinned bottom part), then set it here.
    public var tabStrip: TabStrip? {
        didSet { tabStripDidChange(from: oldValue) }
    }

    // MARK: Header geometry

    /// The header's full height. Until set, the header view's own height when it arrives.
    /// Setting it inside an animation block animates the header and the lists with it (or use
    /// ``setHeaderHeight(_:animated:)``); the lists keep how far they have scrolled. A negative
    /// or non-finite value is refused with a diagnostic.
    public var headerHeight: CGFloat {
        get { layout.headerHeight }
        set { setHeaderHeight(newValue, animated: false) }
    }

    /// How much of the header stays when it collapses (default 0: it scrolls away entirely),
    /// e.g. the height of a tab strip at its bottom. At most ``headerHeight`` is used. A
    /// negative or non-finite value is refused with a diagnostic.
    public var pinnedHeaderHeight: CGFloat {
        get { layout.pinnedHeaderHeight }
        set {
            guard isLength(newValue, named: "pinnedHeaderHeight") else { return }
            layout.pinnedHeaderHeight = newValue
            layoutLists()
        }
    }

    /// Whether a pull-down past the list's top grows the header (default false: the header
    /// moves down with the list, showing the list's refresh area above it).
    public var headerStretchesOnOverscroll: Bool {
        get { layout.stretchesOnOverscroll }
        set {
            layout.stretchesOnOverscroll = newValue
            layoutHeader()
        }
    }

    /// Where the header is now.
    public var headerPosition: StickyHeaderPosition {
        layout.position(scroll: headerScroll, width: viewIfLoaded?.bounds.width ?? 0)
    }

    // MARK: Pages

    /// The shown child's index, or `NSNotFound` when there are none.
    public var selectedIndex: Int { pager.selectedIndex }

    /// The shown child (nil without children, or when the data source gave none).
    public var selectedViewController: UIViewController? { pager.selectedViewController }

    /// The fractional index the pages show (``PagingController/pagePosition``), for a tab strip.
    public var pagePosition: CGFloat { pager.pagePosition }

    /// The scroll view that pages horizontally, for gesture relationships (`require(toFail:)`
    /// with a drawer's pan or a navigation back swipe). Read-only.
    public var pagingScrollView: UIScrollView { pager.scrollView }

    /// Whether a finger can page (default true); programmatic selection works either way.
    public var isPagingEnabled: Bool {
        get { pager.isScrollEnabled }
        set { pager.isScrollEnabled = newValue }
    }

    // MARK: State

    /// The pager the children live in (this controller's only child).
    let pager = PagingController()
    lazy var pagerLink = StickyHeaderPagerLink(controller: self)
    var layout = StickyHeaderLayout()
    /// Whether ``headerHeight`` was set; until then it follows the header view's height.
    var hasExplicitHeaderHeight = false
    /// How far the shown list has scrolled from rest: where the header is.
    var headerScroll: CGFloat = 0
    /// The lists of the live children, with their observations.
    var lists: [ObjectIdentifier: StickyHeaderList] = [:]
    /// The list driving the header (the shown child's).
    weak var drivingChild: UIViewController?
    /// Set while the controller moves lists itself: their observations do not move the header.
    var isMovingLists = false
    /// The header position the delegate last heard.
    var announcedHeaderPosition: StickyHeaderPosition?
    let headerContainer = StickyHeaderContainerView()

    /// Creates a controller; give it a ``dataSource``.
    public init() {
        super.init(nibName: nil, bundle: nil)
        connectPager()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        connectPager()
    }

    private func connectPager() {
        pager.dataSource = pagerLink
        pager.delegate = pagerLink
        pager.pageChildObserver = (
            didLoad: { [weak self] child in self?.pageDidLoad(child) },
            willRelease: { [weak self] child in self?.pageWillRelease(child) }
        )
    }

    // MARK: View

    open override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        view.addSubview(headerContainer)
        reloadHeader()
        adoptLoadedLists()
        layoutLists()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout.pinTop = view.safeAreaInsets.top
        adoptLoadedLists()
        layoutLists()
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A pager of child controllers (seed 004's TTPageScrollViewController; issue 15) that keeps at
/// most three of them alive and is exact about their containment and appearance.
///
/// - **Pages** come from a ``dataSource`` (asked on demand, ``reloadData()``) or from the
///   ``viewControllers`` array. Only the live window — the selected page and its neighbours —
///   has children, as the view-less `PagingState` engine's `.load` / `.release` effects say.
/// - **Containment** is UIKit's recipe: a page entering the window is added (`addChild`, view
///   in the scroll view, `didMove(toParent:)`); one leaving is removed (`willMove(toParent:
///   nil)`, view out, `removeFromParent()`) and let go.
/// - **Appearance** is forwarded by the shared ``ChildAppearanceCoordinator``
///   (`shouldAutomaticallyForwardAppearanceMethods` is false): a neighbour begins appearing when
///   a drag first moves towards it, is turned back when the drag turns, and ends only when the
///   pages land. Nothing reaches the children while the pager is off screen.
/// - **Motion**: ``scrollView`` follows the finger; its offset is translated into the engine's
///   logical position through `PageAxisLayout` (right-to-left aware, ``navigationOrientation``).
///   A release settles with the seed's spring (``springDamping``, ``initialSpringVelocity``,
///   ``selectionAnimationDuration``), animating the content offset with `UIView.animate(…
///   usingSpringWithDamping:…)` rather than the scroll view's own paging snap, so that one
///   spring drives drags and programmatic selection alike.
/// - **Changes to the pages**: ``insertPages(at:animated:)``, ``deletePages(at:animated:)``,
///   ``movePage(at:to:)`` (data source) and a new ``viewControllers`` array (diffed by
///   identity) keep the current controller when it survives; ``isInfinite`` wraps around; a
///   memory warning lets the off-screen pages go (`PagingController+Memory`).
@MainActor
open class PagingController: AppearanceForwardingController {
    // MARK: Pages

    /// Gives the pager its pages on demand; setting it (once the view is loaded) reloads.
    public weak var dataSource: PagingControllerDataSource? {
        didSet {
            arrayPages = nil
            if isViewLoaded { reloadData() }
        }
    }

    /// The pages as an array (seed 004's form). A new array is diffed with the old one by
    /// identity (`PagingController+IdentityDiff`): the selected controller stays selected,
    /// without callbacks, if it is still there; removed controllers leave with correct
    /// containment and appearance; added ones load lazily, when their page becomes live. An
    /// array holding a controller twice is refused with a diagnostic.
    public var viewControllers: [UIViewController] {
        get { arrayPages ?? [] }
        set { setViewControllers(newValue) }
    }

    /// Hears page changes.
    public weak var delegate: PagingControllerDelegate?

    // MARK: Selection

    /// The selected page, or `NSNotFound` when there are no pages.
    public var selectedIndex: Int { engine.selectedIndex ?? NSNotFound }

    /// The selected page's controller (nil without pages, or when the data source gave none).
    public var selectedViewController: UIViewController? { engine.selectedIndex.flatMap { live[$0] } }

    /// The fractional page shown, for a tab strip: the selected index plus how far the content
    /// is towards the next page (negative towards the previous), as it shows now — during a
    /// drag, a release's spring or an animated selection alike (a jump to a far page travels
    /// the whole way; wrapping pages stay in `0..<count`). The delegate hears every change
    /// (``PagingControllerDelegate/pagingController(_:didScrollTo:)``).
    public var pagePosition: CGFloat { shownPagePosition }

    // MARK: Motion and layout

    /// The pager's scroll view, for gesture relationships (`require(toFail:)` with a drawer's
    /// pan or a navigation back swipe). Read-only; the pager is its delegate.
    public private(set) lazy var scrollView: UIScrollView = makeScrollView()

    /// Whether pages follow each other horizontally (in the layout direction) or vertically.
    public var navigationOrientation: NavigationOrientation = .horizontal {
        didSet { if navigationOrientation != oldValue { geometryDidChange() } }
    }

    /// The gap between pages, in points (default 0); a negative or non-finite value is refused.
    public var interPageSpacing: CGFloat = 0 {
        didSet {
            guard interPageSpacing >= 0, interPageSpacing.isFinite else {
                reportContainerMisuse(
                    .invalidContainerUse, "interPageSpacing \(interPageSpacing) is not a gap",
                    fix: "use a finite spacing of 0 or more points", spec: "5.6")
                interPageSpacing = oldValue
                return
            }
            if interPageSpacing != oldValue { geometryDidChange() }
        }
    }

    /// Whether a finger can page (default true); programmatic selection works either way.
    public var isScrollEnabled: Bool {
        get { scrollView.isScrollEnabled }
        set { scrollView.isScrollEnabled = newValue }
    }

    /// The spring's damping ratio in (0, 1] (default 1: no bounce; seed 004). A value outside
    /// is refused with a diagnostic and the previous one kept.
    public var springDamping: CGFloat {
        get { engine.settings.springDamping }
        set {
            guard newValue > 0, newValue <= 1 else {
                return refuseSetting("springDamping", newValue, "use a damping ratio above 0 and at most 1")
            }
            engine.settings.springDamping = newValue
        }
    }

    /// The spring's initial velocity for a programmatic selection, in UIKit's unit (default 0).
    /// A value that is not finite is refused with a diagnostic and the previous one kept.
    public var initialSpringVelocity: CGFloat {
        get { engine.settings.initialSpringVelocity }
        set {
            guard newValue.isFinite else {
                return refuseSetting("initialSpringVelocity", newValue, "use a finite velocity (0 starts at rest)")
            }
            engine.settings.initialSpringVelocity = newValue
        }
    }

    /// How long a selection or a released drag takes to land, in seconds (default 0.3). A
    /// duration that is not finite, is negative or is over a minute is refused with a
    /// diagnostic and the previous one kept.
    public var selectionAnimationDuration: TimeInterval {
        get { engine.settings.selectionAnimationDuration }
        set {
            guard newValue >= 0, newValue <= 60 else {
                return refuseSetting(
                    "selectionAnimationDuration", CGFloat(newValue), "use a duration of 0 to 60 seconds")
            }
            engine.settings.selectionAnimationDuration = newValue
        }
    }

    private func refuseSetting(_ name: String, _ value: CGFloat, _ fix: String) {
        reportContainerMisuse(.invalidContainerUse, "\(name) \(value) was refused", fix: fix, spec: "5.6")
    }

    // MARK: State

    /// The engine: page count, selection, motion and the open appearance change.
    var engine = PagingState()
    /// The controllers of the live pages, by page index.
    var live: [Int: UIViewController] = [:]
    /// The pages when they come from ``viewControllers``.
    var arrayPages: [UIViewController]?
    /// Arriving pages first, as the scroll-style UIPageViewController (spec 5.6, 16.5).
    override var appearanceOrder: ChildAppearanceCoordinator.ChangeOrder { .appearingFirst }
    lazy var scrollHandler = PagingScrollHandler(controller: self)
    /// Events waiting to be applied (an event sent while another's effects run waits its turn).
    var pendingEvents: [PagingEvent] = []
    var isApplyingEvents = false
    /// Identifies the running settle animation; a completion with an older token is stale.
    var settleToken = 0
    /// A settle to a page that is not a neighbour: the target is laid out beside the selected
    /// page in `direction` for the motion, and put in its own place when it lands.
    var jump: (target: Int, direction: PageDirection)?
    /// Set while the pager itself moves the content (layout, springs): not a finger.
    var isSettingOffset = false
    /// The page change the delegate has heard begin.
    var announcedChange: PageChangeAnnouncement?
    /// The page shown at rest, as the delegate knows it.
    var announcedPage: Int?
    /// The completion of an animated selection still under way.
    var selectionCompletion: (target: Int, completion: (Bool) -> Void)?
    /// The content's speed when the finger lifted (points per millisecond, as the scroll view
    /// reports it).
    var releaseVelocity: CGPoint = .zero
    /// The view size the pages were last laid out for.
    var laidOutSize: CGSize = .zero
    var hasLoadedPages = false
    /// The edit whose effects are being performed, for its index mapping until its `.remap`
    /// (then nil).
    var editInFlight: PageEdit?
    /// Data-source pages whose controllers a memory warning let go; asked for again before
    /// the next event.
    var releasedForMemory: Set<Int> = []
    /// Array pages whose views a memory warning took out of the scroll view; put back before
    /// the next event.
    var viewsRemovedForMemory: Set<Int> = []
    /// With two wrapping pages, the side the other page was last shown on.
    var lastWrapSide: PageDirection = .forward
    /// The position the delegate last heard (`PagingController+PositionReporting`).
    var reportedPagePosition: CGFloat?
    /// Samples a running settle's spring every frame.
    var positionTimer: FrameTimer?
    /// Hears a page's child come in (after `didMove(toParent:)`) and go (before
    /// `willMove(toParent: nil)`): a container built on the pager (``StickyHeaderPagingController``)
    /// adopts and lets go of the child's list there.
    var pageChildObserver: (didLoad: (UIViewController) -> Void, willRelease: (UIViewController) -> Void)?

    /// Creates an empty pager; give it a ``dataSource`` or ``viewControllers``.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a pager showing the first of `viewControllers`.
    public convenience init(viewControllers: [UIViewController]) {
        self.init()
        setViewControllers(viewControllers)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: View and appearance

    open override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        for (_, child) in live.sorted(by: { $0.key < $1.key }) { scrollView.addSubview(child.view) }
        if arrayPages == nil, !hasLoadedPages { reloadData() }
        layoutPages()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A size change mid-motion lands first, so the page stays aligned (issue 15). Every
        // layout places the pages again: the layout direction is only known once the view is
        // in a window.
        if view.bounds.size != laidOutSize, engine.motion != .rest { interruptMotion() }
        layoutPages()
    }

    /// A drag or a settle under way lands first, so the children disappear from a balanced state.
    open override func viewWillDisappear(_ animated: Bool) {
        interruptMotion()
        super.viewWillDisappear(animated)
    }

    /// Motion lands, so nothing is half way, then the off-screen pages give memory back
    /// (`releaseOffscreenPages()`).
    open override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        interruptMotion()
        releaseOffscreenPages()
    }

    private func makeScrollView() -> UIScrollView {
        let scrollView = UIScrollView(frame: .zero)
        // The release is the engine's (one spring for drags and selections), not the scroll
        // view's paging snap, whose target UIKit does not let a delegate change.
        scrollView.isPagingEnabled = false
        scrollView.isDirectionalLockEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = scrollHandler
        return scrollView
    }
}

#if !canImport(UIKit)
import Foundation

/// A container that shows pages supplied by a data source, turned by gestures or by
/// ``setViewControllers(_:direction:animated:completion:)`` (UIKit's `UIPageViewController`,
/// spec 5.6 and §16).
///
/// **Styles.** `.scroll` lays the pages side by side in an internal paging scroll view, with
/// `.interPageSpacing` points between them outside each page (16.6); `.pageCurl` turns the page
/// about its spine (`.min` by default) with a pan or a tap, drawn as a simple page turn: the
/// turning page rotates about the spine in perspective, with a shadow. Double-sided pages and
/// the `.mid` spine (two pages at once) are not supported: ``setViewControllers(_:direction:animated:completion:)``
/// refuses them with ``PortableUIKitDiagnostic/Rule/invalidPageViewControllerUse``.
///
/// **Appearance (5.6, 16.5).** The page view controller forwards its pages' appearance by hand
/// (``shouldAutomaticallyForwardAppearanceMethods`` is false, as UIKit's decompiled class does,
/// 16.1). Scroll turns: new will-appear, current will-disappear, new did-appear, current
/// did-disappear; a cancelled swipe: new will-appear, current will-disappear, current
/// will-appear, current did-appear, new will-disappear, new did-disappear (the appearing page
/// never gets `viewDidAppear`). Page curl: new will-appear, current will-disappear, current
/// did-disappear, new did-appear (a cancelled curl ends like a cancelled swipe, PortableUIKit's
/// choice). Programmatic sets follow the same orders; their did-callbacks come at the end of the
/// animation, or at the end of the turn when not animated.
///
/// **Delegate (16.4).** Only gesture-driven turns reach it: `willTransitionTo` when the turn
/// begins, before the will-callbacks; `didFinishAnimating` after the did-callbacks (16.5
/// recommendation). Programmatic sets never call it.
///
/// **Containment (16.2).** The pages that stay children are the current page and the cached
/// neighbours (16.2 recommendation; see `PageState` for when neighbours are asked and cached).
/// A page joins with `addChild` (→ `willMove(toParent:)`) when it is first needed and gets
/// `didMove(toParent:)` when the turn or set that brought it ends, after its did-callback (O25);
/// a page leaves (`willMove(toParent: nil)`, `removeFromParent()`) when it is neither current nor
/// cached, at the end of the turn or set that dropped it.
///
/// **Direction.** Forward is toward the data source's "after" page: from the right (horizontal)
/// or the bottom (vertical), whatever the layout direction (16.1 leaves right-to-left UNC;
/// PortableUIKit does not mirror).
///
/// **Misuse** is refused with ``PortableUIKitDiagnostic/Rule/invalidPageViewControllerUse``: a
/// wrong number of view controllers, duplicates or controllers owned by another parent, any set
/// while a turn is in flight (UIKit logs "Unbalanced calls", 5.6), data-source answers that are
/// the current page, the other neighbour or a controller owned by another parent (that side is
/// treated as the end), and option values that are no finite, non-negative number.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    let _transitionStyle: TransitionStyle
    let _navigationOrientation: NavigationOrientation
    var _spineLocation: SpineLocation
    /// The gap between pages of the scroll style, in points.
    let interPageSpacing: CGFloat
    var _isDoubleSided = false
    /// Pages, cache and turn.
    var pages = PageState<UIViewController>()
    /// The children that are pages (a subclass may add others; they are left alone).
    var pageChildren: [UIViewController] = []
    /// Pages that joined and get `didMove(toParent: self)` when the current turn or set ends.
    var awaitingDidMove: [UIViewController] = []
    /// Pages the page view controller's own appearance transition was forwarded to.
    var forwardedPages: [UIViewController] = []
    /// Whether the turn in flight sent will-callbacks (and so owes their ends).
    var turnAppearanceBegun = false
    /// Non-animated sets of this turn: pages owed their appearance end, and completions.
    var immediateEnds: [UIViewController] = []
    var immediateCompletions: [(Bool) -> Void] = []
    var immediateFlushScheduled = false
    /// The completion of the programmatic set in flight.
    var setCompletion: ((Bool) -> Void)?
    /// The scroll style's paging scroll view, once the view is loaded.
    var queuingScrollView: PageQueuingScrollView?
    let scrollCoordinator = PageScrollCoordinator()
    /// The page curl's turn animation in flight.
    var curlAnimator: UIViewPropertyAnimator?
    let curlPan = UIPanGestureRecognizer()
    let curlTap = UITapGestureRecognizer()
    /// The page indicator (scroll style, horizontal, a data source answering both indicatorPresentation
    /// questions).
    var pageIndicator: UIPageControl?
    var indicatorPresentation: (count: Int, index: Int)?

    /// Creates a page view controller. `options` may hold ``OptionsKey/spineLocation`` (page curl)
    /// and ``OptionsKey/interPageSpacing`` (scroll), each an `NSNumber`.
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        _transitionStyle = style
        _navigationOrientation = navigationOrientation
        let parsed = PageViewOptions(options, style: style)
        _spineLocation = parsed.spineLocation
        interPageSpacing = parsed.interPageSpacing
        _isDoubleSided = parsed.spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
        configureCurlRecognizers()
    }

    /// Creates a page view controller from an archive; PortableUIKit has no archives, so this is
    /// a horizontal page curl with the spine at `.min` (the storyboard defaults).
    public required init?(coder: NSCoder) {
        _transitionStyle = .pageCurl
        _navigationOrientation = .horizontal
        _spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
        configureCurlRecognizers()
    }

    /// Supplies the neighbours for gestures; without one, gestures are disabled (16.3).
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { updateGestureAvailability() }
    }

    /// Hears about gesture-driven turns (16.4).
    open weak var delegate: UIPageViewControllerDelegate?

    /// The style of the page turn.
    open var transitionStyle: UIPageViewController.TransitionStyle { _transitionStyle }

    /// The axis pages turn along.
    open var navigationOrientation: UIPageViewController.NavigationOrientation { _navigationOrientation }

    /// Where the spine is: `.none` for the scroll style, `.min` by default for page curl.
    open var spineLocation: UIPageViewController.SpineLocation { _spineLocation }

    /// Whether content shows on the back of pages (default false; true with the `.mid` spine,
    /// where setting false is refused, as UIKit raises there). PortableUIKit draws no back
    /// sides: sets of a double-sided page curl are refused.
    open var isDoubleSided: Bool {
        get { _isDoubleSided }
        set {
            guard newValue || _spineLocation != .mid else {
                PageViewDiagnostics.refuse(
                    "isDoubleSided = false with the spine in the middle",
                    fix: "keep isDoubleSided true for the .mid spine", spec: "16.1")
                return
            }
            _isDoubleSided = newValue
        }
    }

    /// The pages shown: the current page (scroll style), or the pages on screen (page curl).
    /// Empty before the first set [UNC]. During an animated set it is already the new array
    /// (16.2 recommendation); during a gesture turn it stays the old one until the turn completes.
    open var viewControllers: [UIViewController]? { pages.current }

    /// The page curl's gesture recognizers, a pan and a tap on the page view controller's view;
    /// empty for the scroll style (16.1).
    open var gestureRecognizers: [UIGestureRecognizer] {
        _transitionStyle == .pageCurl ? [curlPan, curlTap] : []
    }

    /// Shows `viewControllers` (one for the scroll style and a single-sided page curl), turning
    /// toward `direction` when `animated`. `completion(true)` runs when the animation ends, or at
    /// the end of the turn when not animated (16.2 recommendation). A refused call (see the
    /// type's documentation) changes nothing and does not call `completion`.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        performSet(viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    /// The page view controller forwards its pages' appearance itself (16.1).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Makes the view: the scroll style's paging scroll view and page indicator, or the page
    /// curl's recognizers.
    open override func loadView() {
        view = makePageViewControllerView()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forwardAppearance(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        endForwardedAppearance()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        endTurnForDisappearance()
        forwardAppearance(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        endForwardedAppearance()
    }

    /// The delegate's `pageViewControllerSupportedInterfaceOrientations(_:)` when there is a
    /// delegate, otherwise `UIViewController`'s answer (14.6).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's `pageViewControllerPreferredInterfaceOrientationForPresentation(_:)` when
    /// there is a delegate, otherwise `UIViewController`'s answer (14.6).
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
            ?? super.preferredInterfaceOrientationForPresentation
    }

    /// Page curl: a size that turns the interface to another orientation asks the delegate for
    /// the spine (16.4); then the change is forwarded as `UIViewController` does (14.2).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        askSpineLocation(forTransitionTo: size)
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// `UIViewController`'s orientations, for the delegate's defaults.
    var inheritedSupportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    var inheritedPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        super.preferredInterfaceOrientationForPresentation
    }
}
#endif

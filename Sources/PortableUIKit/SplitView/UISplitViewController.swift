#if !canImport(UIKit)
import Foundation

/// A container that shows columns of content side by side, and one navigation stack when the
/// width is compact (UIKit's `UISplitViewController`).
///
/// **Styles (spec 24.1).** ``init(style:)`` with `.doubleColumn` or `.tripleColumn` makes a
/// column-style interface; the classic one (`.unspecified`, also ``init(nibName:bundle:)``) takes
/// its primary and secondary through ``viewControllers``, shows them side by side and, collapsed,
/// shows only the primary (PortableUIKit does not run the classic collapse delegate methods).
/// Column API on the classic style, and ``viewControllers`` set on a column style, are refused
/// with ``PortableUIKitDiagnostic/Rule/invalidSplitViewControllerUse``, as UIKit logs and ignores
/// them.
///
/// **Columns (24.2, 24.3).** ``setViewController(_:for:)`` wraps a controller that is not a
/// navigation controller in one (not for `.compact`); ``viewController(for:)`` answers the
/// controller that was set. Expanded, the columns' navigation controllers are the children and
/// ``viewControllers``, primary first; collapsed, the one controller shown is.
///
/// **Display (24.4–24.6).** ``displayMode`` is ``preferredDisplayMode`` resolved against the
/// split behavior; ``show(_:)`` and ``hide(_:)`` move to the nearest mode that shows or hides a
/// column, animated over 0.3 s on the window's clock, with `willChangeTo`, `willShow`/`willHide`
/// sent first. Columns the mode hides are out of the view hierarchy, so their controllers have
/// disappeared.
///
/// **Collapse (24.7).** In a horizontally compact environment the interface collapses: the
/// `.compact` column's controller is shown if there is one; otherwise the supplementary and
/// secondary stacks move onto the primary navigation controller, up to the delegate's top column
/// (`.secondary` proposed). Expanding moves them back. Crossing the boundary with a size
/// transition gives the appearance callbacks of the views that enter and leave the window.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    let _style: Style
    /// The controllers set per column, as given.
    var columnControllers: [Column: UIViewController] = [:]
    /// Per column, the controller the column shows: the navigation controller given or made for
    /// it (the `.compact` controller itself).
    var columnContainers: [Column: UIViewController] = [:]
    /// The classic style's controllers.
    var classicControllers: [UIViewController] = []
    var _isCollapsed = false
    /// Whether the collapsed state was decided from the traits once.
    var collapseStateKnown = false
    /// The display mode `show`/`hide` chose; nil follows `preferredDisplayMode`.
    var chosenDisplayMode: DisplayMode?
    /// The controllers moved onto the primary stack by collapsing, per column, bottom first.
    var movedRoots: [Column: UIViewController] = [:]
    /// The show or hide animations in flight.
    var columnAnimationCount = 0
    /// The collapsed state a trait transition goes to, until the size is known.
    var pendingCollapse: Bool?
    /// The size a size transition goes to, while collapsing or expanding for it.
    var transitionTargetSize: CGSize?
    /// The display mode the installed columns show (nil before the first install).
    var appliedDisplayMode: DisplayMode?

    /// Creates a classic (`.unspecified` style) split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller of `style` (spec 24.1).
    public init(style: UISplitViewController.Style) {
        _style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller from an archive; PortableUIKit has no archives.
    public required init?(coder: NSCoder) {
        _style = .unspecified
        super.init(coder: coder)
    }

    /// The style given at creation.
    open var style: UISplitViewController.Style { _style }

    /// The delegate, asked about and told of collapsing, expanding and display mode changes.
    open weak var delegate: UISplitViewControllerDelegate?

    /// Whether the display mode button offers the secondary-only mode; recorded.
    open var showsSecondaryOnlyButton = false
    /// Whether a swipe shows and hides the primary column; recorded (PortableUIKit has no such
    /// gesture). `true` by default.
    open var presentsWithGesture = true
    /// Whether the display mode button shows; recorded.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// The primary column's background; recorded.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The behavior the client prefers; `.automatic` by default (spec 24.5).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { displaySettingsChanged() }
    }

    /// The behavior in effect: the preferred one, or for `.automatic` tile when the view is wider
    /// than tall and overlay otherwise (spec 24.5).
    open var splitBehavior: SplitBehavior {
        SplitViewColumnLayout.resolvedBehavior(preferredSplitBehavior, size: layoutSize)
    }

    /// The display mode the client prefers; `.automatic` by default (spec 24.5). A two-column
    /// mode on a double-column style is refused.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard SplitViewColumnLayout.isValid(preferredDisplayMode, for: effectiveColumnStyle) else {
                let refused = preferredDisplayMode
                preferredDisplayMode = oldValue
                return refuse(
                    "preferredDisplayMode = .\(refused) on a double-column split view controller",
                    fix:
                        "use secondaryOnly, oneBesideSecondary or oneOverSecondary, or create the controller with style .tripleColumn",
                    spec: "24.5")
            }
            chosenDisplayMode = nil
            displaySettingsChanged()
        }
    }

    /// The display mode in effect while expanded (spec 24.5); collapsed, the one the interface
    /// will expand to.
    open var displayMode: DisplayMode {
        let behavior = splitBehavior
        return SplitViewColumnLayout.resolvedDisplayMode(
            chosenDisplayMode ?? preferredDisplayMode, style: effectiveColumnStyle, behavior: behavior)
    }

    /// A button that changes the display mode; PortableUIKit shows it nowhere.
    open private(set) lazy var displayModeButtonItem = UIBarButtonItem()

    /// Whether the interface is collapsed into one controller (spec 24.7).
    open var isCollapsed: Bool {
        syncCollapseWithTraitsIfNeeded()
        return _isCollapsed
    }

    // MARK: Columns (spec 24.2–24.4)

    /// Sets the controller of `column` (spec 24.2): one that is not a navigation controller is
    /// wrapped in a new `UINavigationController` (except for `.compact`); nil removes the
    /// column's controller. Refused on the classic style, for `.supplementary` on a double-column
    /// style, for a controller already in another column or owned by another parent.
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        performSetViewController(vc, for: column)
    }

    /// The controller set for `column` (the one given, not the navigation controller made for
    /// it), or nil (spec 24.2).
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        columnControllers[column]
    }

    /// Expanded, the columns' navigation controllers, primary first; collapsed, the one shown
    /// (spec 24.3). The classic style's primary and secondary. Setting it is the classic style's
    /// configuration; on a column style it is refused.
    open var viewControllers: [UIViewController] {
        get {
            if _style == .unspecified { return _isCollapsed ? Array(classicControllers.prefix(1)) : classicControllers }
            return displayedContainers
        }
        set { setClassicControllers(newValue) }
    }

    /// Shows `column` (spec 24.4): expanded, moves (animated) to the nearest display mode that
    /// shows it; ignored for `.secondary` and for a column already shown. Collapsed, pushes the
    /// column's stack (and any column between) onto the primary's, or pops the columns that cover
    /// it. `.compact` is refused.
    open func show(_ column: UISplitViewController.Column) { performShow(column) }

    /// Hides `column` (spec 24.4): expanded, moves (animated) to the nearest display mode without
    /// it; ignored for `.secondary` and for a column not shown. Collapsed, pops the column if it is
    /// on top; ignored for `.primary`. `.compact` is refused.
    open func hide(_ column: UISplitViewController.Column) { performHide(column) }

    // MARK: Column widths (spec 24.6)

    /// The primary column's preferred share of the width; `automaticDimension` by default.
    open var preferredPrimaryColumnWidthFraction: CGFloat = SplitViewColumnLayout.automaticDimension {
        didSet { displaySettingsChanged() }
    }
    /// The primary column's preferred width in points, which wins over the fraction;
    /// `automaticDimension` by default.
    open var preferredPrimaryColumnWidth: CGFloat = SplitViewColumnLayout.automaticDimension {
        didSet { displaySettingsChanged() }
    }
    /// The primary column's least width; `automaticDimension` by default.
    open var minimumPrimaryColumnWidth: CGFloat = SplitViewColumnLayout.automaticDimension {
        didSet { displaySettingsChanged() }
    }
    /// The primary column's greatest width; `automaticDimension` by default.
    open var maximumPrimaryColumnWidth: CGFloat = SplitViewColumnLayout.automaticDimension {
        didSet { displaySettingsChanged() }
    }
    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { primaryWidthPreference.width(in: layoutSize.width) }

    /// The supplementary column's preferred share of the width; `automaticDimension` by default.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = SplitViewColumnLayout.automaticDimension {
        didSet { displaySettingsChanged() }
    }
    /// The supplementary column's preferred width in points; `automaticDimension` by default.
    open var preferredSupplementaryColumnWidth: CGFloat = SplitViewColumnLayout.automaticDimension {
        didSet { displaySettingsChanged() }
    }
    /// The supplementary column's least width; `automaticDimension` by default.
    open var minimumSupplementaryColumnWidth: CGFloat = SplitViewColumnLayout.automaticDimension {
        didSet { displaySettingsChanged() }
    }
    /// The supplementary column's greatest width; `automaticDimension` by default.
    open var maximumSupplementaryColumnWidth: CGFloat = SplitViewColumnLayout.automaticDimension {
        didSet { displaySettingsChanged() }
    }
    /// The supplementary column's width now.
    open var supplementaryColumnWidth: CGFloat { supplementaryWidthPreference.width(in: layoutSize.width) }

    /// The edge the primary column is on; `.leading` by default.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { displaySettingsChanged() }
    }

    // MARK: UIViewController

    /// Makes the view, whose layout places the columns.
    open override func loadView() {
        let view = SplitViewLayoutView(frame: UIScreen.main.bounds)
        view.splitViewController = self
        self.view = view
    }

    /// Collapses or expands for the traits the view appears with, and installs the columns the
    /// display mode shows before the appearance is forwarded (spec 24.4).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        syncCollapseWithTraitsIfNeeded()
        installShownColumns()
    }

    /// Notes a change of the horizontal size class: the interface collapses or expands when the
    /// size it goes to is known (spec 24.7).
    open override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        let compact = newCollection.horizontalSizeClass == .compact
        pendingCollapse = collapseStateKnown && compact != _isCollapsed ? compact : nil
    }

    /// Collapses or expands for a size class change noted in `willTransition(to:with:)`, laid out
    /// for the new size, before the new children are told the size (spec 24.7).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        applyPendingCollapse(forSize: size)
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// Shows `vc` as the detail (spec 24.10): expanded, it becomes the secondary column's
    /// controller; collapsed, it is pushed on the stack shown. A classic controller asks its
    /// delegate first. The controller the secondary already has changes nothing.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        performShowDetailInSplit(vc, sender: sender)
    }

    /// The delegate's answer when there is a delegate, else the controller's default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.splitViewControllerSupportedInterfaceOrientations(self) ?? defaultSupportedInterfaceOrientations
    }

    /// The delegate's answer when there is a delegate, else the controller's default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self)
            ?? defaultPreferredInterfaceOrientationForPresentation
    }

    var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    var defaultPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        super.preferredInterfaceOrientationForPresentation
    }
}
#endif

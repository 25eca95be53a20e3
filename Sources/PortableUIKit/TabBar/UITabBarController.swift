#if !canImport(UIKit)
import Foundation

/// A container that shows one of several child controllers, chosen with a tab bar at the bottom
/// (UIKit's `UITabBarController`).
///
/// **Children (spec 15.1, 15.4).** Setting ``viewControllers`` (or ``setViewControllers(_:animated:)``)
/// makes the controllers with a tab of their own children at once (`addChild`, `didMove`); the
/// removed ones leave at once (`willMove(toParent: nil)` … `removeFromParent()`), so their `parent`
/// is nil when the setter returns. A controller in both lists stays a child with no containment
/// calls [15.4 UNC, the recommendation]. With more than five controllers (at every width, 15.5's
/// recommendation) the first four have tabs and the rest are listed by ``moreNavigationController``,
/// which is then a child too; a listed controller is the More navigation controller's child while
/// it shows there and nobody's otherwise (its ``UIViewController/tabBarController`` still answers).
///
/// **Selection (15.1, 15.4).** The first list selects index 0; a new list reselects the selected
/// controller at its new index, else the same index, else 0. ``selectedIndex`` is `NSNotFound`
/// while the More list shows (or there are no controllers).
///
/// **Lazy loading and the switch (5.5, 15.2).** Building the bar reads only `tabBarItem`s; the
/// selected controller's view loads when the tab bar controller appears, another's the first time
/// it is selected. A switch while on screen is: new `viewDidLoad` (first time), new
/// `viewWillAppear`, old `viewWillDisappear` — synchronously, inside the setter — then old
/// `viewDidDisappear` and new `viewDidAppear` at the end of the turn (`animated` false). Off
/// screen a switch only records the selection.
///
/// **User taps (15.3).** A tap asks the delegate `shouldSelect`, switches, calls `didSelect`
/// (before the did-callbacks), even when the tab was selected already; re-tapping a selected
/// navigation controller's tab pops it to its root. Changes made in code call no delegate method.
///
/// **Geometry (15.6).** The bar is pinned to the bottom: 49 pt plus the view's bottom safe-area
/// inset. The selected child's view fills the view (under a translucent bar) or stops at the bar
/// (opaque), and its safe area ends at the bar's top. ``UIViewController/hidesBottomBarWhenPushed``
/// on a controller above the root of the selected navigation controller slides the bar out with the
/// push (to the leading side, alongside the slide) and back with the pop.
///
/// **Misuse** is reported as ``PortableUIKitDiagnostic/Rule/invalidTabBarControllerUse`` and refused:
/// an index outside the controllers (negative, `NSNotFound`), a controller not among them, a list
/// with duplicates, the tab bar controller itself or its More navigation controller, or a controller
/// owned by another parent. Changing the managed ``tabBar``'s items or selection directly is refused
/// with ``PortableUIKitDiagnostic/Rule/managedTabBarModified``.
///
/// **Custom switches.** When the delegate vends an animator for a switch on screen (and,
/// optionally, an interaction controller), the views change inside `transitionView` through a
/// transition context, with `animated` true in the callbacks and a ``transitionCoordinator``; the
/// did-callbacks come when the animator completes, and a cancelled interactive switch returns to
/// the old tab. Selections are refused while such a switch runs.
///
/// **Orientation (14.6).** ``supportedInterfaceOrientations`` is the intersection of the
/// controllers' (unless the delegate answers).
///
/// Not here: the More list's Edit button (customizing), `UITab`/`tabs`/sidebar/`mode` (iOS 18),
/// state restoration of the selection; see docs/guides/uikit-containers.md.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// What is selected.
    enum Selection {
        case none
        /// A controller of ``viewControllers`` (one with a tab, or one the More list holds).
        case controller(UIViewController)
        /// The More navigation controller's list.
        case moreList
    }

    var _viewControllers: [UIViewController]?
    var selection: Selection = .none
    /// The child whose view is installed in the tab bar controller's view.
    var displayedChild: UIViewController?
    /// Whether the bar is hidden because a controller above the selected navigation controller's
    /// root wants it hidden.
    var bottomBarHiddenByPush = false
    /// Whether ``isTabBarHidden`` hides the bar.
    var tabBarHiddenByClient = false
    var _moreNavigationController: UINavigationController?
    let _tabBar = UITabBar()
    /// The view the selected child's view goes in, under the bar: the container view of custom
    /// tab switch animations (UIKit's `UITransitionView`).
    let transitionView = UIView()
    /// The custom (delegate-vended) tab switch in flight.
    var activeTabSwitch: TabSwitchTransition?

    /// Creates a tab bar controller with no controllers.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        adoptTabBar()
    }

    /// Creates a tab bar controller from an archive; PortableUIKit has no archives, so it has no
    /// controllers.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptTabBar()
    }

    // MARK: Delegate and bar

    /// The delegate, asked about and told of the user's tab selections.
    open weak var delegate: UITabBarControllerDelegate?

    /// The bar the tab bar controller manages; configure it through the controllers (see the
    /// type's documentation).
    open var tabBar: UITabBar { _tabBar }

    /// Whether the bar is hidden (iOS 18); `false` by default. Setting it is
    /// `setTabBarHidden(_:animated: false)`.
    open var isTabBarHidden: Bool {
        get { tabBarHiddenByClient }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar (iOS 18): it slides below the bottom edge (0.3 s when `animated`)
    /// and the selected child's safe area no longer ends at it.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        applyTabBarHidden(hidden, animated: animated)
    }

    // MARK: Controllers

    /// The controllers, one per tab, leading first; nil by default. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers (spec 15.4): containment, the reselection rule, the switch if the
    /// selected controller changes, and ``customizableViewControllers`` set to the same list.
    /// `animated` is accepted; the items appear at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        performSetViewControllers(viewControllers ?? [])
    }

    /// The controllers the user may rearrange with the More list's Edit button; set to
    /// ``viewControllers`` whenever those are set. PortableUIKit has no Edit button, so this is
    /// only recorded.
    open var customizableViewControllers: [UIViewController]?

    /// The navigation controller of the More tab, created on first access and never in
    /// ``viewControllers`` (spec 15.5). Its root lists the controllers without a tab of their own.
    open var moreNavigationController: UINavigationController { makeMoreNavigationControllerIfNeeded() }

    // MARK: Selection

    /// The selected controller: one of ``viewControllers`` or ``moreNavigationController``; nil
    /// with no controllers. Setting it switches (see the type's documentation); a controller that
    /// is neither is refused.
    open var selectedViewController: UIViewController? {
        get {
            switch effectiveSelection {
            case .none: nil
            case .controller(let controller): controller
            case .moreList: _moreNavigationController
            }
        }
        set { selectViewControllerFromCode(newValue) }
    }

    /// The index of the selected controller in ``viewControllers``; `NSNotFound` while the More
    /// list is selected or there are no controllers. Setting an index outside the controllers is
    /// refused; to select the More list, set ``selectedViewController``.
    open var selectedIndex: Int {
        get {
            guard case .controller(let controller) = effectiveSelection,
                let index = _viewControllers?.firstIndex(where: { $0 === controller })
            else { return NSNotFound }
            return index
        }
        set { selectIndexFromCode(newValue) }
    }

    // MARK: UITabBarDelegate

    /// The managed bar's item was tapped: the user's selection (spec 15.3).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard tabBar === _tabBar else { return }
        userSelected(item)
    }

    // MARK: UIViewController

    /// Makes the view: the bar, and the layout that places it and the selected child.
    open override func loadView() {
        let view = TabBarControllerLayoutView(frame: UIScreen.main.bounds)
        view.tabBarController = self
        transitionView.frame = view.bounds
        view.addSubview(transitionView)
        view.addSubview(_tabBar)
        self.view = view
    }

    /// Installs the selected controller's view (loading it) before the appearance is forwarded,
    /// so the selected child appears with the tab bar controller (spec 15.2).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installSelectedChildIfNeeded()
    }

    /// The coordinator of the custom tab switch in flight (spec 5.7), else the ancestors'.
    open override var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTabSwitch?.coordinator ?? super.transitionCoordinator
    }

    // MARK: Status bar

    /// The selected child decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { displayTarget(for: effectiveSelection) }
    /// The selected child decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { displayTarget(for: effectiveSelection) }

    // MARK: Orientation (spec 14.6)

    /// The delegate's `tabBarControllerSupportedInterfaceOrientations(_:)` when it has one, else
    /// the orientations every controller supports (a tab bar controller rotates only if all its
    /// controllers do).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let delegate { return delegate.tabBarControllerSupportedInterfaceOrientations(self) }
        return orientationsAllTabsSupport
    }

    /// The delegate's `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)` when it
    /// has one, else the inherited answer.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if let delegate { return delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(self) }
        return super.preferredInterfaceOrientationForPresentation
    }
}
#endif

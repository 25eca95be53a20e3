#if !canImport(UIKit)
import Foundation

/// A container that shows one controller of a stack at a time, below a navigation bar (UIKit's
/// `UINavigationController`). No toolbar.
///
/// **Stack and containment.** ``viewControllers`` changes at once; containment starts at once
/// (a pushed controller gets `addChild` → `willMove(toParent: self)`, a popped one
/// `willMove(toParent: nil)`) and finishes when the transition ends (`didMove(toParent: self)`
/// after its `viewDidAppear`; `removeFromParent()` → `didMove(toParent: nil)` after the popped
/// controller's `viewDidDisappear`), so the order of spec 1.11 holds and popped controllers stay
/// children (and alive) until then. Between transitions the children are exactly the stack.
///
/// **Deferred transitions (spec 5.2).** Pushes and pops only record the change and mark the view
/// as needing layout; the transition from the controller shown to the top of the stack starts in
/// the next layout pass of the navigation controller's view. Several changes before that pass
/// make one transition, from what is shown to the final top.
///
/// **Appearance (spec 5.1, 2.6).** Only while the navigation controller itself has appeared does a
/// transition drive its children's appearance: outgoing `viewWillDisappear`, incoming
/// `viewWillAppear`, delegate `willShow`, incoming `viewIsAppearing` and layout, then, when the
/// slide ends, outgoing `viewDidDisappear`, incoming `viewDidAppear`, the containment calls, and
/// delegate `didShow`. Off screen a change is applied silently at the next layout (containment
/// completes at once); one pending when the navigation controller begins to appear is applied in
/// its `viewWillAppear`, before its appearance is forwarded, so the new top appears with it and
/// completes its containment the turn after the navigation controller's `viewDidAppear`. While the
/// navigation controller is itself appearing or disappearing, changes wait for it to settle.
///
/// **Animation.** An animated push slides the incoming view in from the right edge while the
/// outgoing view moves left by a third of the width (UIKit's parallax); a pop reverses it. The
/// slide is one `UIViewPropertyAnimator` of 0.35 s with the ease-in-out curve (UIKit's own curve
/// is a private spring; this is PortableUIKit's choice), so `HeadlessHost.runUntilIdle()` waits
/// for it. Non-animated transitions complete at the end of the turn they start in.
///
/// **Layout and safe area.** The bar sits directly below the view's top safe-area inset: 44 pt,
/// or 96 pt at rest while the top item shows a large title (`UINavigationController+LargeTitle`).
/// As on UIKit, the top controller's view fills the whole view, under the translucent bar, and its
/// safe area starts at the bar's bottom (spec 15.6: a container's bars bound its children's safe
/// area). It stops below an opaque bar (``UINavigationBar/isTranslucent`` false) unless its
/// `extendedLayoutIncludesOpaqueBars`, and below any bar when its `edgesForExtendedLayout` leave
/// out `.top`; its top inset is then 0. With the bar hidden it fills the view with the window's
/// inset. The other edges follow the window and the navigation controller's
/// `additionalSafeAreaInsets` as usual.
///
/// **Misuse** is reported as ``PortableUIKitDiagnostic/Rule/invalidNavigationStackUse`` and refused,
/// leaving the stack unchanged: pushing a controller already on the stack, owned by another
/// parent, or a navigation controller; popping the root; a stack with duplicates or none; and any
/// stack change while a transition runs (PortableUIKit's policy; UIKit logs "Unbalanced calls"
/// there, spec 2.13). Changes before a transition starts are fine: they merge.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, bottom first.
    var stack: [UIViewController] = []
    /// The controller whose view is installed as the settled content.
    var displayedViewController: UIViewController?
    /// Stack members whose `didMove(toParent: self)` is owed when the next transition ends.
    var awaitingDidMove: [UIViewController] = []
    /// Children that got `willMove(toParent: nil)` and leave when the next transition ends.
    var leaving: [UIViewController] = []
    /// The transition in flight.
    var activeTransition: NavigationTransition?
    /// Whether the pending change animates (the last change's `animated`).
    var pendingAnimated = false
    /// A change was applied inside `viewWillAppear`; its containment completes after `viewDidAppear`.
    var finishesContainmentAfterAppearing = false
    var _interactivePopGestureRecognizer: NavigationInteractivePopGestureRecognizer?
    var _navigationBarHidden = false
    /// The scroll view the bar follows (large title, background).
    weak var trackedScrollView: UIScrollView?
    /// Set while the bar's metrics are applied, so that the inset change they cause is not
    /// measured again.
    var isApplyingBarMetrics = false
    /// Whether the bar showed a large title when its metrics were last applied.
    var barShowedLargeTitle = false
    private lazy var _navigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.manage(by: self)
        return bar
    }()

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive; PortableUIKit has no archives, so the
    /// stack is empty.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    // MARK: Delegate

    /// The delegate, told when a controller is about to be and has been shown.
    open weak var delegate: UINavigationControllerDelegate?

    // MARK: The stack

    /// The controllers on the stack, bottom first. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view the interface shows: the top of the stack (PortableUIKit has no
    /// modal presentation).
    open var visibleViewController: UIViewController? { stack.last }

    /// Replaces the stack. The transition goes from what is shown to the new top: a push when the
    /// new top was not on the stack, a pop otherwise. Removed controllers get
    /// `willMove(toParent: nil)` at once and leave when the transition ends.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// Pushes a controller; the transition starts at the next layout pass (spec 5.2).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; at the root this is refused and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(animated: animated)
    }

    /// Pops every controller above the root; returns them, bottom first (empty at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Pops every controller above `viewController`; returns them, bottom first. Nil, with a
    /// diagnostic, when `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// The left-edge pan that pops the top controller interactively (spec 5.4): a
    /// `UIScreenEdgePanGestureRecognizer` with `edges == .left` and `delaysTouchesBegan == true`,
    /// attached to the navigation controller's view (reading it loads the view). It fails at
    /// touch-down when the stack has fewer than two controllers, the navigation controller is not
    /// on screen, or a transition runs or is pending.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return _interactivePopGestureRecognizer
    }

    // MARK: Navigation bar

    /// The bar at the top of the interface.
    open var navigationBar: UINavigationBar { _navigationBar }

    /// Whether the bar is hidden; when it is, the top controller's view fills the whole view.
    open var isNavigationBarHidden: Bool {
        get { _navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar. The change applies at once and the content area is laid out again;
    /// `animated` is accepted but PortableUIKit does not animate the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _navigationBarHidden else { return }
        _navigationBarHidden = hidden
        _navigationBar.isHidden = hidden
        _view?.setNeedsLayout()
    }

    // MARK: UIViewController

    /// Makes the navigation controller's view: the bar, the interactive pop recognizer, and the
    /// layout that starts deferred transitions.
    open override func loadView() {
        view = makeNavigationView()
    }

    /// Applies a pending stack change before the appearance is forwarded, so the top that
    /// appears is the stack's top (see the type's documentation).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyPendingChangeAsNavigationControllerAppears()
    }

    /// Completes containment owed since `viewWillAppear` and starts changes that waited.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationControllerDidSettle()
    }

    /// Starts changes that waited for the navigation controller to settle.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        navigationControllerDidSettle()
    }

    /// Pushes `vc` (animated): a navigation controller handles `show(_:sender:)` for its children.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// The coordinator of the animated push or pop in flight (spec 5.7); otherwise the one of the
    /// nearest ancestor that has one. Children reach it through their own `transitionCoordinator`.

    open override var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransition?.coordinator ?? super.transitionCoordinator
    }

    /// The delegate's `navigationControllerSupportedInterfaceOrientations(_:)` when there is a
    /// delegate, else the controller's default (spec 14.6); the top controller is not asked.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`
    /// when there is a delegate, else the controller's default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self)
            ?? super.preferredInterfaceOrientationForPresentation
    }
}
#endif

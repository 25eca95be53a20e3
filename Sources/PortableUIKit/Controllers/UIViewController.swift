#if !canImport(UIKit)
import Foundation

/// An object that manages a view hierarchy (UIKit's `UIViewController`).
///
/// The body declares UIKit's overridable surface; the mechanics live beside it:
/// view loading (`+ViewLoading`), containment (`+Containment`), the appearance machine and its
/// forwarding (`+Appearance`, `AppearanceWalk`), `transition(from:to:…)` (`+Transition`) and
/// lifecycle dispatch (`+Dispatch`).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    @exclusivity(unchecked) var _view: UIView?
    @exclusivity(unchecked) var _children: [UIViewController] = []
    /// The parent. Unowned, not weak (see `CALayer.hostingView`): cleared by removal and by the
    /// parent's deinitializer.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var _parent: UIViewController?
    @exclusivity(unchecked) var isLoadingView = false
    @exclusivity(unchecked) var appearance = AppearanceStateMachine()
    @exclusivity(unchecked) var appearanceBookkeeping = AppearanceBookkeeping()
    @exclusivity(unchecked) var dispatchingCallback: LifecycleEvent.Kind?
    private let _nibName: String?
    private let _nibBundle: Bundle?

    /// Creates a controller; PortableUIKit does not load nibs, so `nibName` is only recorded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibName = nibNameOrNil
        _nibBundle = nibBundleOrNil
        super.init()
    }

    /// Children and the view outliving the controller lose their unowned back-pointers to it.
    deinit {
        let queued = appearanceBookkeeping.isQueuedForViewIsAppearing
        for child in _children { child._parent = nil }
        if let view = _view, view._viewDelegate === self { view._viewDelegate = nil }
        if queued { ViewIsAppearingQueue.shared.forget(ObjectIdentifier(self)) }
    }

    /// Creates a controller from an archive.
    public required init?(coder: NSCoder) {
        _nibName = nil
        _nibBundle = nil
        super.init()
    }

    /// Creates a controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The nib name given at creation.
    open var nibName: String? { _nibName }
    /// The nib bundle given at creation.
    open var nibBundle: Bundle? { _nibBundle }

    // MARK: View (spec 6.1, 6.2, 4.2)

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`).
    open var view: UIView! {
        get { loadViewIfRequired() }
        set { assignView(newValue) }
    }
    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { _view }
    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { _view != nil }
    /// Creates the root view; the default makes a plain view the size of the main screen.
    /// Overrides set `view` and do not call `super`.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() { _ = loadViewIfRequired() }
    /// Called once the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance callbacks (delivered by PortableUIKit; never call them directly)

    /// The view is about to be added to a window-rooted hierarchy.
    open func viewWillAppear(_ animated: Bool) { checkDispatched(.viewWillAppear) }
    /// The view is in the hierarchy and laid out by its superview; called once per appearance.
    open func viewIsAppearing(_ animated: Bool) { checkDispatched(.viewIsAppearing) }
    /// The view was added to a window-rooted hierarchy.
    open func viewDidAppear(_ animated: Bool) { checkDispatched(.viewDidAppear) }
    /// The view is about to be removed from a window-rooted hierarchy.
    open func viewWillDisappear(_ animated: Bool) { checkDispatched(.viewWillDisappear) }
    /// The view was removed from a window-rooted hierarchy.
    open func viewDidDisappear(_ animated: Bool) { checkDispatched(.viewDidDisappear) }
    /// Called just before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called just after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// The app received a memory warning; the view is not unloaded (spec 6.5).
    open func didReceiveMemoryWarning() {}

    /// Whether appearance callbacks are forwarded to children automatically (spec 2.8).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Tells the controller its view is about to appear or disappear (spec 2.10–2.12).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, source: .client)
    }
    /// Tells the controller its appearance transition finished (spec 2.10–2.12).
    open func endAppearanceTransition() { endAppearance(source: .client) }
    /// Whether the controller is appearing because it was just added to a parent (spec 1.11).
    open var isMovingToParent: Bool { appearanceBookkeeping.transitionParentage == .toParent }
    /// Whether the controller is disappearing because it is being removed from its parent (spec 1.11).
    open var isMovingFromParent: Bool { appearanceBookkeeping.transitionParentage == .fromParent }
    /// Whether the controller is being presented; PortableUIKit has no modal presentation.
    open var isBeingPresented: Bool { false }
    /// Whether the controller is being dismissed; PortableUIKit has no modal presentation.
    open var isBeingDismissed: Bool { false }

    // MARK: Containment (spec 1)

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { _children }
    /// The parent controller.
    open var parent: UIViewController? { _parent }
    /// Adds a child; calls `child.willMove(toParent: self)` but not `didMove` (spec 1.1).
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }
    /// Removes the controller from its parent, then calls `didMove(toParent: nil)` (spec 1.2).
    open func removeFromParent() { performRemoveFromParent() }
    /// Called when the controller is about to be added to (or, with nil, removed from) a parent.
    open func willMove(toParent parent: UIViewController?) { noteWillMove(toParent: parent) }
    /// Called after the controller was added to (or, with nil, removed from) a parent.
    open func didMove(toParent parent: UIViewController?) { noteDidMove(toParent: parent) }

    /// Switches between two children (spec 3); see ``performTransition`` for the exact order.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        performTransition(from: fromViewController, to: toViewController, duration: duration,
                          options: options, animations: animations, completion: completion)
    }

    // MARK: Content

    /// The controller's title; setting it also sets the title of its ``navigationItem`` and its
    /// ``tabBarItem`` (once those items exist), as UIKit does.
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            _tabBarItem?.title = title
        }
    }

    // MARK: Tab bar (mechanics in TabBar/)

    var _tabBarItem: UITabBarItem?
    /// The tab bar controller that lists this controller among its viewControllers while it is
    /// nobody's child (a controller the More list holds and does not show).
    weak var owningTabBarController: UITabBarController?
    /// The bar insets a container's bars impose on the root view's safe area (a tab bar
    /// controller's bar under the selected child), where UIKit extends the safe area by its bars.
    var containerBarInsets: UIEdgeInsets = .zero {
        didSet {
            guard containerBarInsets != oldValue else { return }
            GeometryEpoch.advance()
            _view?.setNeedsLayout()
        }
    }

    /// The item that represents the controller in a tab bar, created on first access with the
    /// controller's ``title`` and no image (UIKit's default item).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set {
            _tabBarItem = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// The nearest ancestor that is a tab bar controller, or nil (see `+TabBarLookup`).
    open var tabBarController: UITabBarController? { nearestTabBarController }

    /// Whether the tab bar hides while this controller is on a navigation stack above the root
    /// (the bar slides out with the push and back with the pop); `false` by default.
    open var hidesBottomBarWhenPushed = false

    // MARK: Navigation (mechanics in Navigation/)

    var _navigationItem: UINavigationItem?

    /// The item that represents the controller in a navigation bar, created on first access with
    /// the controller's ``title``.
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        _navigationItem = item
        return item
    }

    /// The nearest ancestor that is a navigation controller (not the receiver itself), or nil.
    open var navigationController: UINavigationController? { nearestNavigationController }
    /// The size the controller would like its content to have; changing it tells the parent.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// Extra insets added to the safe area of the root view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            GeometryEpoch.advance()
            _view?.setNeedsLayout()
        }
    }

    /// Called when the root view's safe area insets changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// A child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size for a child's content; the parent's size by default.
    open func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// The view is about to be resized to `size` by its parent or window (spec 14.1). The default
    /// forwards the change to each child that ``size(forChildContentContainer:withParentContainerSize:)``
    /// gives a new size (spec 14.2); overrides call `super` or forward by hand, not both (14.3).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// The coordinator of the transition this controller takes part in: none of its own, so the
    /// parent's (UIKit asks the ancestors). A container that runs transitions overrides this,
    /// returning `super`'s answer when there is one, else its own coordinator.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { _parent?.transitionCoordinator }

    // MARK: Status bar (resolution and the update count in StatusBar/)

    /// The status bar style the controller prefers; `.default`. The window asks the controller
    /// that ``childForStatusBarStyle`` leads to, starting at its root.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden; `false`. The window asks the
    /// controller that ``childForStatusBarHidden`` leads to, starting at its root.
    open var prefersStatusBarHidden: Bool { false }
    /// The animation with which the status bar hides or shows for this controller; `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose ``preferredStatusBarStyle`` stands for this controller's; nil (use this
    /// controller's own). A container that lets a child choose returns it here, and calls
    /// ``setNeedsStatusBarAppearanceUpdate()`` when the answer changes.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` stands for this controller's; nil (use this
    /// controller's own).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells the system that the controller's status bar attributes changed. PortableUIKit
    /// counts the call in the window that shows the controller's view
    /// (`UIWindow.statusBarAppearanceUpdateCount`); a controller whose view is not in a window
    /// has no status bar to update, so its calls are not counted.
    open func setNeedsStatusBarAppearanceUpdate() { noteStatusBarAppearanceUpdate() }

    // MARK: State restoration (archived and restored by a host, e.g. ContainmentTesting's RestorationArchive)

    /// The identifier that marks the controller for state restoration; nil (not restored).
    open var restorationIdentifier: String?
    /// Saves the controller's state into `coder`; the default saves nothing. Overrides call
    /// `super` and encode what they need to restore.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the controller's state from `coder`; the default reads nothing. Overrides call
    /// `super` and decode what ``encodeRestorableState(with:)`` encoded.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Called once every restored object has decoded its state.
    open func applicationFinishedRestoringState() {}

    // MARK: Responder chain

    /// The root view's superview (UIKit's rule for controllers).
    open override var next: UIResponder? { _view?.superview }
}
#endif

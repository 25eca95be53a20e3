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
    @exclusivity(unchecked) var presentation = PresentationRecord()
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

    /// Whether the controller's view currently allows editing (default `false`); setting it calls
    /// ``setEditing(_:animated:)`` unanimated (fact 20.40).
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedIsEditing = false

    /// Sets ``isEditing``. Subclasses that show an editable view override it and call `super` first.
    open func setEditing(_ editing: Bool, animated: Bool) { storedIsEditing = editing }

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
    /// Whether the controller is appearing because it is being presented: true from the start of
    /// its presentation transition until it ends, before the `present` completion (spec 13.5).
    open var isBeingPresented: Bool { presentation.phase == .presenting }
    /// Whether the controller is disappearing because it is being dismissed: true from the start
    /// of its dismissal transition until it ends, before the `dismiss` completion (spec 13.5).
    open var isBeingDismissed: Bool { presentation.phase == .dismissing }

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

    /// Switches between two children (spec 3); see `performTransition` for the exact order.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        performTransition(
            from: fromViewController, to: toViewController, duration: duration,
            options: options, animations: animations, completion: completion)
    }

    // MARK: Modal presentation (spec 13; mechanics in Presentation/)

    /// Presents `viewControllerToPresent` modally (spec 13.1–13.8): the controller that handles it
    /// may be an ancestor or a context-defining controller; `completion` runs after the presented
    /// controller's `viewDidAppear` (and the presenter's `viewDidDisappear` when its view leaves).
    /// A refused presentation reports `invalidPresentation` and never calls `completion`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presents, with everything presented above it; sent to a
    /// presented controller that presents nothing, its presenter handles it (spec 13.4).
    /// `completion` runs after the dismissed controller's `viewDidDisappear`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }
    /// The controller presented by this controller or its nearest ancestor that presents (13.6).
    open var presentedViewController: UIViewController? { nearestPresentedController }
    /// The controller that presented this controller or, if it was not presented, the presenter of
    /// the farthest presented ancestor (13.6).
    open var presentingViewController: UIViewController? { nearestPresentingController }
    /// The presentation controller of this controller's presentation, created for the current
    /// style on first read (spec 13.10: set `modalPresentationStyle` and `transitioningDelegate`
    /// first); nil for a controller that is neither presented nor asked before.
    open var presentationController: UIPresentationController? { currentPresentationController }
    /// The presentation controller managing this controller's presentation, or its nearest
    /// presented ancestor's; nil when none is presented. Unlike ``presentationController`` it never
    /// creates one.
    open var activePresentationController: UIPresentationController? { activePresentationControllerLookup }
    /// How the controller is presented; `.automatic` reads as the style it resolves to,
    /// `.formSheet` (iOS 18's choice, spec 13.1 [UNC]), laid out as a compact-width sheet.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { presentation.modalPresentationStyle == .automatic ? .formSheet : presentation.modalPresentationStyle }
        set { presentation.modalPresentationStyle = newValue }
    }
    /// The animation of the controller's presentation and dismissal; `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { presentation.modalTransitionStyle }
        set { presentation.modalTransitionStyle = newValue }
    }
    /// Whether current-context presentations from this controller or its descendants cover this
    /// controller's view (spec 13.7); `false` (`true` for `UINavigationController`).
    open var definesPresentationContext: Bool {
        get { presentation.definesPresentationContext ?? (self is UINavigationController) }
        set { presentation.definesPresentationContext = newValue }
    }
    /// Whether this context-defining controller's `modalTransitionStyle` replaces the presented
    /// controller's (spec 13.7); `false`.
    open var providesPresentationContextTransitionStyle: Bool {
        get { presentation.providesPresentationContextTransitionStyle }
        set { presentation.providesPresentationContextTransitionStyle = newValue }
    }
    /// The object that vends the animator, interaction controller and (for `.custom`) the
    /// presentation controller of this controller's presentation (spec 13.10). Weak.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { presentation.transitioningDelegate }
        set { presentation.transitioningDelegate = newValue }
    }
    /// Whether the presentation is modal: no user-initiated dismissal, and events outside the
    /// presented view are ignored (spec 13.12); `false`.
    open var isModalInPresentation: Bool {
        get { presentation.isModalInPresentation }
        set { presentation.isModalInPresentation = newValue }
    }
    /// Whether a presented controller that does not cover the screen takes over the status bar's
    /// appearance from its presenter; `false` (full-screen presentations always do).
    open var modalPresentationCapturesStatusBarAppearance: Bool {
        get { presentation.modalPresentationCapturesStatusBarAppearance }
        set { presentation.modalPresentationCapturesStatusBarAppearance = newValue }
    }
    /// Shows `vc` in a primary context: the nearest ancestor that handles it (a navigation
    /// controller pushes), else a modal presentation from this controller.
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }
    /// Shows `vc` in a secondary (detail) context: the nearest ancestor that handles it, else a
    /// modal presentation from this controller.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { performShowDetail(vc, sender: sender) }

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
    /// The size the controller would like its content to have; changing it tells the parent, or
    /// the presentation controller of a presented controller.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if presentation.presenting != nil {
                presentation.presentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// Extra insets added to the safe area of the root view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            GeometryEpoch.advance()
            _view?.setNeedsLayout()
        }
    }

    /// The edges of the root view that a container lets extend under its bars (`.all` by
    /// default). A navigation controller stops a view whose edges leave out `.top` below its bar,
    /// and a tab bar controller one that leaves out `.bottom` above its bar.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?._view?.setNeedsLayout() }
    }

    /// Whether the root view extends under opaque bars too (`false` by default: it extends only
    /// under translucent ones).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?._view?.setNeedsLayout() }
    }

    /// The scroll views set with ``setContentScrollView(_:for:)``, by edge bit (held weakly).
    var contentScrollViews: [UInt: WeakScrollViewReference] = [:]

    /// Called when the root view's safe area insets changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// The least layout margins of the root view (spec 17.13): leading and trailing 16 pt in a
    /// compact-width environment, 20 pt in regular width; top and bottom 0 (mechanics in
    /// AutoLayout/Guides/).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { systemMinimumMargins }
    /// Whether the root view's margins are raised to ``systemMinimumLayoutMargins`` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { systemMinimumMarginsPolicyDidChange() } }
    }
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Performs the storyboard segue named `identifier`. PortableUIKit loads no storyboards, so no
    /// controller has segues: as UIKit does for an unknown identifier (it raises), the call is
    /// refused with an `unknownSegue` diagnostic.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        PortableUIKitDiagnostics.report(
            .unknownSegue,
            "\(type(of: self)) has no segue with identifier '\(identifier)' (PortableUIKit loads no storyboards)",
            fix: "present or show the destination controller in code", spec: "storyboards")
    }
    /// Whether the segue named `identifier` should be performed (true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Updates the constraints of the controller's view: the update-constraints pass calls it for
    /// the root view in place of the view's own `updateConstraints()`, which this base
    /// implementation calls. Overrides call `super` as their last step (spec 17.15).
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

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

    /// The traits of the controller's environment are about to change to `newCollection`
    /// (spec 14.5): called before any `traitCollectionDidChange(_:)` of the change. The default
    /// forwards to each child (with the traits it will have) and to the presentation
    /// controller; overrides call `super` or forward by hand, not both (14.3).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    /// The coordinator of the transition this controller takes part in: that of the presentation
    /// or dismissal it is presented or presenting in (spec 13.9), else the parent's (UIKit asks
    /// the ancestors). A container that runs transitions overrides this, returning `super`'s
    /// answer when there is one, else its own coordinator.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        modalTransitionCoordinator ?? _parent?.transitionCoordinator
    }

    // MARK: Traits (mechanics in Traits/)

    /// Trait overrides, registrations and the traits last delivered; nil until used.
    @exclusivity(unchecked) var traitState: TraitState?
    /// The collections set with ``setOverrideTraitCollection(_:forChild:)``, by child.
    @exclusivity(unchecked) var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// The traits of the controller's environment: its parent's (with the parent's override for
    /// it), else its presenter's when it is presented, else its window's when it is the root,
    /// else its view's superview's (the main
    /// screen's outside any hierarchy), with the controller's ``traitOverrides`` applied.
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// The controller's traits changed (spec 14.5); not called for its first traits. Overrides
    /// call `super` first.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Traits this controller sets for itself, its view and its children (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { MutableTraitValues(traitState?.overrides ?? TraitEntries()) }
        set { setTraitOverrides(newValue) }
    }

    /// Delivers pending trait changes to this controller, its view and its children now (iOS 17).
    open func updateTraitsIfNeeded() { deliverPendingTraitChanges() }

    /// Stops the trait change observation `registration` stands for (iOS 17).
    open func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState?.registrations.removeAll { $0 === registration }
    }

    /// Gives `childViewController` traits that override this controller's (nil removes them).
    /// A controller that is not a child is refused with an `invalidTraitUse` diagnostic.
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        setChildTraitOverride(collection, for: childViewController)
    }

    /// The traits set for `childViewController` with ``setOverrideTraitCollection(_:forChild:)``.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    // MARK: Orientation (spec 14.6; what hosts ask in Orientation/)

    /// The orientations the controller supports: `.all` on the pad idiom, `.allButUpsideDown`
    /// otherwise. Must not be empty.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the controller's content may rotate; `true`.
    @available(
        iOS, introduced: 6.0, deprecated: 16.0,
        message: "Update supported interface orientations and call setNeedsUpdateOfSupportedInterfaceOrientations()"
    )
    open var shouldAutorotate: Bool { true }
    /// The orientation to present the controller in full screen: by default the orientation
    /// the host shows now (portrait unless the host rotated).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        currentHostInterfaceOrientation
    }
    /// Tells the host that ``supportedInterfaceOrientations`` or
    /// ``preferredInterfaceOrientationForPresentation`` changed: the window's host re-reads them.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { noteSupportedOrientationsChanged() }

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

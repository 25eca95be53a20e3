#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A center controller with a drawer on either side (seed 000; a drop-in for
/// DrawerController / MMDrawerController, with their public API).
///
/// - **Views** (seed 000): `view > childControllerContainerView > centerContainerView`. The
///   center's view fills ``centerContainerView``, which moves sideways by the open drawer's
///   width; drawer views live in ``childControllerContainerView`` behind it, hidden until shown,
///   as tall as the container and at most their maximum width wide.
/// - **Containment**: center and drawers are children from the moment they are set (UIKit's
///   recipe: `addChild`, view in place, `didMove(toParent:)`); replacing one removes the old one.
/// - **Appearance** goes through the shared ``ChildAppearanceCoordinator`` and is exact: a
///   drawer gets `viewWillAppear` when a pan or an open starts, `viewDidAppear` only when it
///   lands open, and the reversal (`viewWillDisappear` … `viewDidDisappear` when the motion
///   lands) if the pan is abandoned; closing mirrors this. A covered center stays appeared
///   unless ``centerAppearancePolicy`` says otherwise. Nothing fires while the controller is
///   off screen; children catch up when it appears.
/// - **Motion**: a spring (``DrawerSpring``) sampled every frame, timed by distance over
///   ``animationVelocity`` (never shorter than ``minimumAnimationDuration``), damped by
///   ``drawerDampingFactor``; a released pan starts it at the finger's velocity
///   (``DrawerReleaseDecision``). A new open, close or pan takes over a running motion where it
///   is (its completion gets `false`).
/// - **Gestures** per ``openDrawerGestureModeMask`` / ``closeDrawerGestureModeMask``; see
///   ``panGestureRecognizer`` for how they share touches with scroll views and back swipes.
@MainActor
open class DrawerController: AppearanceForwardingController {
    // MARK: Defaults (DrawerController's constants)

    /// The default maximum drawer width, 280 pt.
    public static let defaultDrawerWidth: CGFloat = 280
    /// The default animation speed, 840 pt/s.
    public static let defaultAnimationVelocity: CGFloat = 840
    /// The default shortest animation, 0.15 s.
    public static let defaultMinimumAnimationDuration: CGFloat = 0.15
    /// The longest ``minimumAnimationDuration`` accepted, 60 s.
    public static let longestMinimumAnimationDuration: CGFloat = 60
    /// The default bezel width, 20 pt.
    public static let defaultBezelRange: CGFloat = 20
    /// The default distance of ``bouncePreview(for:completion:)``, 40 pt.
    public static let defaultBounceDistance: CGFloat = 40
    /// The length of a bounce preview, 1 s.
    public static let bounceDuration: TimeInterval = 1
    /// The pause between the two halves of ``setCenter(_:withFullCloseAnimation:completion:)``, 0.1 s.
    public static let fullCloseDelay: TimeInterval = 0.1

    // MARK: Children

    /// The controller in the middle.
    open var centerViewController: UIViewController? {
        get { centerSlot }
        set { setCenterViewController(newValue, animated: false) }
    }

    /// The drawer on the left (the trailing drawer in right-to-left layouts when
    /// ``drawerSidesFollowLayoutDirection`` is on).
    open var leftDrawerViewController: UIViewController? {
        get { drawerViewController(for: .left) }
        set { setDrawerViewController(newValue, for: .left) }
    }

    /// The drawer on the right.
    open var rightDrawerViewController: UIViewController? {
        get { drawerViewController(for: .right) }
        set { setDrawerViewController(newValue, for: .right) }
    }

    /// The drawer at the reading start: setting it turns ``drawerSidesFollowLayoutDirection`` on.
    open var leadingDrawerViewController: UIViewController? {
        get { drawerSlots[.leading] }
        set {
            drawerSidesFollowLayoutDirection = true; setDrawerViewController(newValue, for: drawerSide(for: .leading))
        }
    }

    /// The drawer at the reading end: setting it turns ``drawerSidesFollowLayoutDirection`` on.
    open var trailingDrawerViewController: UIViewController? {
        get { drawerSlots[.trailing] }
        set {
            drawerSidesFollowLayoutDirection = true; setDrawerViewController(newValue, for: drawerSide(for: .trailing))
        }
    }

    /// Whether the drawers swap sides in right-to-left layouts (off: `left` is always on the
    /// left, as in DrawerController). Setting a leading or trailing drawer turns it on.
    open var drawerSidesFollowLayoutDirection = false {
        didSet { if drawerSidesFollowLayoutDirection != oldValue { layoutDirectionDidChange() } }
    }

    /// The side that is open (settled), `.none` when the center is home.
    open var openSide: DrawerSide { openEdge.map(drawerSide(for:)) ?? .none }

    // MARK: Sizes

    /// The left drawer's maximum width (default 280 pt); 0 when there is no left drawer.
    open var maximumLeftDrawerWidth: CGFloat {
        get { leftDrawerViewController == nil ? 0 : maximumWidths[.left] ?? Self.defaultDrawerWidth }
        set { setMaximumLeftDrawerWidth(newValue, animated: false, completion: nil) }
    }

    /// The right drawer's maximum width (default 280 pt); 0 when there is no right drawer.
    open var maximumRightDrawerWidth: CGFloat {
        get { rightDrawerViewController == nil ? 0 : maximumWidths[.right] ?? Self.defaultDrawerWidth }
        set { setMaximumRightDrawerWidth(newValue, animated: false, completion: nil) }
    }

    /// How much of the left drawer shows now.
    open var visibleLeftDrawerWidth: CGFloat { max(offset, 0) }

    /// How much of the right drawer shows now.
    open var visibleRightDrawerWidth: CGFloat { max(-offset, 0) }

    // MARK: Motion

    /// Whether a pan may pull a drawer past its maximum width (damped; default `true`).
    open var shouldStretchDrawer = true
    /// The damping ratio of the spring that moves the drawers, in (0, 1] (default 1: no bounce).
    open var drawerDampingFactor: CGFloat = 1 {
        didSet {
            guard !(drawerDampingFactor > 0 && drawerDampingFactor <= 1) else { return }
            reportContainerMisuse(
                .invalidContainerUse, "drawerDampingFactor \(drawerDampingFactor) is outside (0, 1]",
                fix: "use a damping ratio above 0 and at most 1 (1 settles without bouncing)", spec: "8.4")
            drawerDampingFactor = oldValue
        }
    }
    /// The speed of animated opens and closes, in points per second (default 840).
    open var animationVelocity: CGFloat = DrawerController.defaultAnimationVelocity {
        didSet {
            guard !(animationVelocity > 0 && animationVelocity.isFinite) else { return }
            reportContainerMisuse(
                .invalidContainerUse, "animationVelocity \(animationVelocity) is not a positive speed",
                fix: "use a speed in points per second above 0", spec: "8.4")
            animationVelocity = oldValue
        }
    }
    /// The shortest animated open or close, in seconds (default 0.15). A duration that is not
    /// finite, is negative or is over a minute is refused with an `invalidContainerUse`
    /// diagnostic and the previous one is kept (an infinite one would never land, a huge one
    /// gives the spring no stiffness).
    open var minimumAnimationDuration: CGFloat = DrawerController.defaultMinimumAnimationDuration {
        didSet {
            guard !(minimumAnimationDuration >= 0 && minimumAnimationDuration <= Self.longestMinimumAnimationDuration)
            else { return }
            reportContainerMisuse(
                .invalidContainerUse,
                "minimumAnimationDuration \(minimumAnimationDuration) is not a duration of 0 to \(Self.longestMinimumAnimationDuration) s",
                fix: "use a finite duration in seconds, 0 or more (0.15 is the default)", spec: "8.4")
            minimumAnimationDuration = oldValue
        }
    }
    /// How a released pan settles.
    open var releaseDecision = DrawerReleaseDecision()

    // MARK: Looks

    /// Whether the center casts a shadow over the drawers (default `true`).
    open var showsShadows = true { didSet { updateShadow() } }
    /// The shadow's blur radius (default 10).
    open var shadowRadius: CGFloat = 10 { didSet { updateShadow() } }
    /// The shadow's opacity (default 0.8).
    open var shadowOpacity: Float = 0.8 { didSet { updateShadow() } }
    /// The shadow's offset (default zero).
    open var shadowOffset: CGSize = .zero { didSet { updateShadow() } }
    /// The shadow's colour (default black).
    open var shadowColor: UIColor = .black { didSet { updateShadow() } }
    /// A ready-made look for the drawers as they open (default ``DrawerVisualState/none``).
    open var visualState: DrawerVisualState = .none { didSet { refreshLayout() } }
    /// Styles the visible drawer every frame; runs after ``visualState``.
    open var drawerVisualStateBlock: DrawerControllerDrawerVisualStateBlock? { didSet { refreshLayout() } }

    // MARK: Gestures

    /// The gestures that may open a drawer (default none, as in DrawerController).
    open var openDrawerGestureModeMask: OpenDrawerGestureMode = []
    /// The gestures that may close an open drawer (default none, as in DrawerController).
    open var closeDrawerGestureModeMask: CloseDrawerGestureMode = []
    /// What the center's views receive while a drawer is open (default `.navigationBarOnly`).
    open var centerHiddenInteractionMode: CenterHiddenInteractionMode = .navigationBarOnly {
        didSet { syncCenterInteraction() }
    }
    /// The width of the edge strips where bezel pans start (default 20 pt). A width that is
    /// negative or not finite is refused with an `invalidContainerUse` diagnostic and the
    /// previous one is kept.
    open var bezelRange: CGFloat = DrawerController.defaultBezelRange {
        didSet {
            guard !(bezelRange >= 0 && bezelRange.isFinite) else { return }
            reportContainerMisuse(
                .invalidContainerUse, "bezelRange \(bezelRange) is not a width",
                fix: "use a finite width of 0 or more points (20 is the default)", spec: "container")
            bezelRange = oldValue
        }
    }
    /// Runs when a gesture's motion lands.
    open var gestureCompletionBlock: ((DrawerController, UIGestureRecognizer) -> Void)?
    /// Decides touches for the `.custom` gesture modes.
    open var gestureShouldRecognizeTouchBlock: ((DrawerController, UIGestureRecognizer, UITouch) -> Bool)?

    // MARK: Additions

    /// Hears the drawers move.
    open weak var delegate: DrawerControllerDelegate?
    /// Whether a covered center is told it disappeared (default ``DrawerCenterAppearancePolicy/staysAppeared``).
    open var centerAppearancePolicy: DrawerCenterAppearancePolicy = .staysAppeared {
        didSet { if centerAppearancePolicy != oldValue { refreshAppearanceTarget() } }
    }

    // MARK: State

    var centerSlot: UIViewController?
    var drawerSlots: [DrawerEdge: UIViewController] = [:]
    var maximumWidths: [DrawerSide: CGFloat] = [:]
    /// The settled open drawer, by reading edge (so it survives a change of layout direction).
    var openEdge: DrawerEdge?
    /// How far the center is moved right now.
    var offset: CGFloat = 0
    /// The side the current movement heads for (``openSide`` when nothing moves).
    var headingSide: DrawerSide = .none
    var motion: DrawerMotion?
    var pan: DrawerPanSession?
    /// Controllers replaced while a motion runs; they leave when it lands.
    var leavingControllers: [UIViewController] = []
    /// Drawers announced to the delegate as moving (true: opening), reported when things settle.
    var announcedMovements: [(side: DrawerSide, opening: Bool)] = []
    lazy var gestureArbiter = DrawerGestureArbiter(controller: self)
    var lastLayoutBounds: CGRect?
    var lastLayoutFlipped: Bool?

    // MARK: Views

    /// The view the center and the drawers live in; fills `view`.
    public let childControllerContainerView = UIView()
    /// The view the center's view lives in; it moves sideways by the open drawer's width.
    public let centerContainerView = DrawerCenterContainerView()

    /// The pan that opens and closes drawers (per the gesture masks). It makes the pans of
    /// scroll views inside the drawer controller wait for it (`shouldBeRequiredToFailBy`) and
    /// begins only when it is mostly horizontal and no scroll view under the finger could scroll
    /// that way — so a pager at its first page hands a rightward pan to the left drawer. It
    /// waits for screen-edge pans inside the center (a navigation controller's back swipe) to
    /// fail first.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = makePanGestureRecognizer()
    /// The tap that closes an open drawer (per ``closeDrawerGestureModeMask``).
    public private(set) lazy var tapGestureRecognizer: UITapGestureRecognizer = makeTapGestureRecognizer()

    // MARK: Creating

    /// A drawer controller with a center and optional drawers on either side.
    public init(
        centerViewController: UIViewController, leftDrawerViewController: UIViewController?,
        rightDrawerViewController: UIViewController?
    ) {
        super.init(nibName: nil, bundle: nil)
        setCenterViewController(centerViewController, animated: false)
        setDrawerViewController(leftDrawerViewController, for: .left)
        setDrawerViewController(rightDrawerViewController, for: .right)
    }

    /// A drawer controller with a center and a left drawer (seed 000).
    public convenience init(centerViewController: UIViewController, leftDrawerViewController: UIViewController?) {
        self.init(
            centerViewController: centerViewController, leftDrawerViewController: leftDrawerViewController,
            rightDrawerViewController: nil)
    }

    /// A drawer controller with a center and a right drawer.
    public convenience init(centerViewController: UIViewController, rightDrawerViewController: UIViewController?) {
        self.init(
            centerViewController: centerViewController, leftDrawerViewController: nil,
            rightDrawerViewController: rightDrawerViewController)
    }

    /// A drawer controller whose drawers follow the layout direction (leading and trailing).
    public convenience init(
        centerViewController: UIViewController, leadingDrawerViewController: UIViewController?,
        trailingDrawerViewController: UIViewController?
    ) {
        self.init(
            centerViewController: centerViewController, leftDrawerViewController: nil, rightDrawerViewController: nil)
        drawerSidesFollowLayoutDirection = true
        setDrawerViewController(leadingDrawerViewController, for: drawerSide(for: .leading))
        setDrawerViewController(trailingDrawerViewController, for: drawerSide(for: .trailing))
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Opening and closing

    /// Opens `drawerSide` if nothing is open (or heading open), closes it if it is the one open,
    /// and otherwise does nothing and calls `completion(false)`.
    open func toggleDrawerSide(_ drawerSide: DrawerSide, animated: Bool, completion: ((Bool) -> Void)?) {
        guard drawerSide != .none else {
            reportContainerMisuse(
                .invalidContainerUse, "toggleDrawerSide(.none) has no drawer to toggle", fix: "pass .left or .right",
                spec: "container")
            completion?(false)
            return
        }
        switch headingSide {
        case .none: move(to: drawerSide, animated: animated, completion: completion)
        case drawerSide: move(to: .none, animated: animated, completion: completion)
        default: completion?(false)
        }
    }

    /// Toggles the left drawer.
    open func toggleLeftDrawerSide(animated: Bool, completion: ((Bool) -> Void)?) {
        toggleDrawerSide(.left, animated: animated, completion: completion)
    }

    /// Toggles the right drawer.
    open func toggleRightDrawerSide(animated: Bool, completion: ((Bool) -> Void)?) {
        toggleDrawerSide(.right, animated: animated, completion: completion)
    }

    /// Opens `drawerSide`, from wherever the center is (another open drawer closes on the way).
    open func openDrawerSide(_ drawerSide: DrawerSide, animated: Bool, completion: ((Bool) -> Void)?) {
        guard drawerSide != .none else {
            reportContainerMisuse(
                .invalidContainerUse, "openDrawerSide(.none) names no drawer",
                fix: "call closeDrawer(animated:completion:) to show the center", spec: "container")
            completion?(false)
            return
        }
        move(to: drawerSide, animated: animated, completion: completion)
    }

    /// Closes whatever drawer is open or opening.
    open func closeDrawer(animated: Bool, completion: ((Bool) -> Void)?) {
        move(to: .none, animated: animated, completion: completion)
    }

    /// Replaces the center and closes the drawer; the swap's appearance completes when the
    /// drawer has closed.
    open func setCenter(
        _ newCenterViewController: UIViewController, withCloseAnimation animated: Bool, completion: ((Bool) -> Void)?
    ) {
        if headingSide == .none && !isMoving {
            setCenterViewController(newCenterViewController, animated: animated)
            completion?(true)
            return
        }
        interruptMotionAndPan()
        if animated && isInWindow {
            // The swap joins the closing motion.
            move(to: .none, animated: true, completion: completion)
            setCenterViewController(newCenterViewController, animated: true)
        } else {
            setCenterViewController(newCenterViewController, animated: false)
            move(to: .none, animated: false, completion: completion)
        }
    }

    /// Slides the center fully off screen, swaps in the new center, pauses, and closes.
    open func setCenter(
        _ newCenterViewController: UIViewController, withFullCloseAnimation animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        guard animated, isInWindow, openSide != .none else {
            return setCenter(newCenterViewController, withCloseAnimation: animated, completion: completion)
        }
        runFullClose(to: newCenterViewController, completion: completion)
    }

    /// Shows a bit of `drawerSide`'s drawer and bounces back (``defaultBounceDistance``).
    open func bouncePreview(for drawerSide: DrawerSide, completion: ((Bool) -> Void)?) {
        bouncePreview(for: drawerSide, distance: Self.defaultBounceDistance, completion: completion)
    }

    /// Shows `distance` points of `drawerSide`'s drawer and bounces back, when nothing is open
    /// or moving; otherwise calls `completion(false)`. The drawer gets `viewWillAppear`, then
    /// `viewWillDisappear` and `viewDidDisappear` when the preview ends: it never appeared.
    open func bouncePreview(for drawerSide: DrawerSide, distance: CGFloat, completion: ((Bool) -> Void)?) {
        guard drawerSide != .none, distance.isFinite else {
            reportContainerMisuse(
                .invalidContainerUse, "bouncePreview needs a side with a drawer and a finite distance",
                fix: "pass .left or .right and a distance in points", spec: "container")
            completion?(false)
            return
        }
        guard drawerViewController(for: drawerSide) != nil, openSide == .none, !isMoving, isInWindow else {
            completion?(false)
            return
        }
        runBouncePreview(for: drawerSide, distance: distance, completion: completion)
    }

    /// Sets the left drawer's maximum width; an open left drawer moves to it.
    open func setMaximumLeftDrawerWidth(_ width: CGFloat, animated: Bool, completion: ((Bool) -> Void)?) {
        setMaximumWidth(width, for: .left, animated: animated, completion: completion)
    }

    /// Sets the right drawer's maximum width; an open right drawer moves to it.
    open func setMaximumRightDrawerWidth(_ width: CGFloat, animated: Bool, completion: ((Bool) -> Void)?) {
        setMaximumWidth(width, for: .right, animated: animated, completion: completion)
    }

    // MARK: View

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        childControllerContainerView.frame = view.bounds
        childControllerContainerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childControllerContainerView)
        centerContainerView.frame = childControllerContainerView.bounds
        centerContainerView.backgroundColor = .clear
        childControllerContainerView.addSubview(centerContainerView)
        centerContainerView.drawerController = self
        for side in [DrawerSide.left, .right] {
            if let drawer = drawerViewController(for: side) { installDrawerView(drawer.view) }
        }
        if let centerSlot { installCenterView(centerSlot.view) }
        view.addGestureRecognizer(panGestureRecognizer)
        view.addGestureRecognizer(tapGestureRecognizer)
        syncCenterInteraction()
        syncAccessibility()
        updateShadow()
        lastLayoutFlipped = isLayoutFlipped
        refreshLayout()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutDirectionMayHaveChanged()
        containerBoundsMayHaveChanged()
    }

    // MARK: Status bar, accessibility, restoration

    /// The open drawer decides the status bar's style, else the center.
    open override var childForStatusBarStyle: UIViewController? { statusBarController }

    /// The open drawer decides whether the status bar hides, else the center.
    open override var childForStatusBarHidden: UIViewController? { statusBarController }

    /// Escape closes an open drawer.
    ///
    /// UIKit declares this method on `NSObject`; SDKs before iOS 17 leave it nonisolated, so
    /// there this override is nonisolated too. VoiceOver calls it on the main thread, which
    /// `MainActor.assumeIsolated` states (and checks) on every SDK.
    open override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { performEscape() } || super.accessibilityPerformEscape()
    }

    /// Saves the open side.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodeOpenSide(with: coder)
    }

    /// Restores the open side (without animation); an unreadable value is ignored with a diagnostic.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodeOpenSide(with: coder)
    }
}

extension UIViewController {
    /// The nearest ``DrawerController`` above this controller (DrawerController's `evo_drawerController`).
    public var evo_drawerController: DrawerController? { nearestAncestor(ofType: DrawerController.self) }
}

#if !canImport(UIKit)
import Foundation

/// A rectangular area on screen and the object that manages its content (UIKit's `UIView`).
///
/// Geometry and compositing properties are stored in the backing ``layer``, exactly as UIKit
/// forwards them to Core Animation. The hierarchy API, move hooks, conversion, hit-testing,
/// layout and autoresizing live in the extensions beside this file.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer

    // The hierarchy's storage is `@exclusivity(unchecked)` (here, in CALayer and in
    // UIViewController): every hierarchy move and layout pass reads it many times, and the
    // dynamic exclusivity check of a class property is a runtime call with a thread-local lookup
    // (about a sixth of `addChild`'s time, issue 14). All access is on the main actor and goes
    // through short, non-overlapping reads and writes; the whole test suite ran with the checks
    // on before they were turned off here.

    /// The subviews, back to front. Nonisolated so that a deallocating window can clear its
    /// subtree's cached window (see ``cachedWindow``); touched only on the main actor otherwise.
    @exclusivity(unchecked) nonisolated(unsafe) var _subviews: [UIView] = []
    /// Where this view was last put among its superview's subviews (``SiblingLookup``'s hint).
    @exclusivity(unchecked) var subviewIndexHint = 0
    /// The superview. Unowned, not weak (see `CALayer.hostingView`): cleared by removal and by
    /// the superview's deinitializer.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var _superview: UIView?
    /// The controller whose root view this is (UIKit's private `_viewDelegate`). Unowned, cleared
    /// when the controller lets go of the view or is deallocated.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var _viewDelegate: UIViewController?
    /// The window this view is in (itself for a window), kept by the moves that change it so
    /// that ``window`` and layout marks do not climb the hierarchy. Unowned like the other
    /// back-pointers: a window's deinitializer clears it in the subtree it leaves behind.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var cachedWindow: UIWindow?
    private var _backgroundColor: UIColor?
    /// How the view's content is laid out in its bounds (``contentMode``, UIView+ContentMode.swift).
    var _contentMode: ContentMode = .scaleToFill
    @exclusivity(unchecked) var lastSafeAreaInsets = UIEdgeInsets.zero
    /// The safe rectangle and the ``GeometryEpoch`` it was computed in (0: never).
    @exclusivity(unchecked) var safeAreaCache: (epoch: UInt64, rect: CGRect) = (0, .zero)
    /// The key-value observations of this view; nil until someone observes it (§L5.4).
    var keyValueObservers: KeyValueObserverRegistry?
    /// Constraints, guides and priorities (AutoLayout/); nil until the view takes part in Auto Layout.
    var autoLayoutState: AutoLayoutViewState?

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type.init()
        super.init()
        layer.hostingView = self
        self.frame = frame
        if Self.requiresConstraintBasedLayout { markNeedsUpdateConstraints() }
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from an archive; PortableUIKit has no nib loading, so this gives a zero frame.
    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
        layer.hostingView = self
    }

    /// Subviews and the layer outliving the view lose their unowned back-pointers to it.
    deinit {
        for subview in _subviews { subview._superview = nil }
        if let window = self as? UIWindow {
            Self.forgetWindow(below: self)
            if UIWindow.keyWindow === window { UIWindow.forgetKeyWindow() }
        }
        layer.hostingView = nil
    }

    /// Clears the cached window of the views under a deallocating window (a window nested in it
    /// keeps its own).
    private nonisolated static func forgetWindow(below view: UIView) {
        for subview in view._subviews where !(subview is UIWindow) {
            subview.cachedWindow = nil
            forgetWindow(below: subview)
        }
    }

    // MARK: Geometry (forwarded to the layer)

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set {
            postingChange(of: .frame) {
                let oldSize = layer.bounds.size
                layer.frame = newValue
                if oldSize != layer.bounds.size { boundsSizeDidChange(from: oldSize) }
            }
            if autoLayoutState?.itemVariables != nil { AutoLayoutBridge.geometryDidChange(self) }
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            postingChange(of: .bounds) {
                let oldSize = layer.bounds.size
                layer.bounds = newValue
                if oldSize != newValue.size { boundsSizeDidChange(from: oldSize) }
            }
            if autoLayoutState?.itemVariables != nil { AutoLayoutBridge.geometryDidChange(self) }
        }
    }

    /// The centre of the view in its superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            postingChange(of: .center) { layer.position = newValue }
            if autoLayoutState?.itemVariables != nil { AutoLayoutBridge.geometryDidChange(self) }
        }
    }

    /// The affine transform applied about the centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The full 3D transform of the layer.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance (forwarded to the layer)

    /// The view's opacity.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { postingChange(of: .alpha) { layer.opacity = Float(newValue) } }
    }

    /// Whether the view is hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { postingChange(of: .isHidden) { layer.isHidden = newValue } }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The background color.
    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            _backgroundColor = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// An integer that identifies the view.
    open var tag: Int = 0
    /// Whether touches are delivered to the view.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether the view handles touches exclusively.
    open var isExclusiveTouch = false

    // MARK: Tint (mechanics in UIView+Tint.swift)

    @exclusivity(unchecked) var _tintColor: UIColor?
    @exclusivity(unchecked) var _tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// The first non-nil tint colour up the hierarchy, starting with the view itself; the system
    /// tint (`UIColor.tintColor`, system blue) when none is set. Dimmed when the effective
    /// ``tintAdjustmentMode`` is `.dimmed`. Setting it calls ``tintColorDidChange()`` on every view
    /// whose effective tint changed (this view and the subviews that inherit it).
    open var tintColor: UIColor! {
        get { resolvedTintColor }
        set { changeTint { _tintColor = newValue } }
    }

    /// The first non-automatic adjustment mode up the hierarchy, starting with the view itself;
    /// `.normal` when every view says `.automatic`. Reading it never returns `.automatic`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { resolvedTintAdjustmentMode }
        set { changeTint { _tintAdjustmentMode = newValue } }
    }

    /// Called when the view's effective tint colour changed: its own was set, an ancestor's
    /// changed, the adjustment mode changed, or the view moved under a superview with another tint.
    open func tintColorDidChange() {}

    // MARK: Traits (mechanics in Traits/)

    /// Trait overrides, registrations and the traits last delivered; nil until the view uses any.
    @exclusivity(unchecked) var traitState: TraitState?

    /// The traits of the view's environment: its controller's when it is a controller's root
    /// view, else its superview's (the main screen's outside any hierarchy), with the view's
    /// ``traitOverrides`` applied.
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// The view's traits changed (spec 14.5); not called for its first traits. Overrides call
    /// `super` first.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Traits this view sets for itself and its subviews (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { MutableTraitValues(traitState?.overrides ?? TraitEntries()) }
        set { setTraitOverrides(newValue) }
    }

    /// Delivers pending trait changes to this view and its subviews now (iOS 17).
    open func updateTraitsIfNeeded() { deliverPendingTraitChanges() }

    /// Stops the trait change observation `registration` stands for (iOS 17).
    open func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState?.registrations.removeAll { $0 === registration }
    }

    // MARK: Intrinsic size

    /// The value of an intrinsic size dimension a view does not have.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The natural size of the view's content; both dimensions are ``UIView/noIntrinsicMetric`` by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view that its content changed size: the engine re-reads ``intrinsicContentSize``
    /// (spec 17.9) and the superview lays out again (its `layoutSubviews` may read intrinsic sizes).
    open func invalidateIntrinsicContentSize() {
        AutoLayoutBridge.intrinsicContentSizeDidChange(self)
        _superview?.setNeedsLayout()
    }

    // MARK: Gesture recognizers (mechanics in UIView+GestureRecognizers.swift)

    var _gestureRecognizers: [UIGestureRecognizer] = []

    /// The recognizers attached to the view; nil when there are none, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches a recognizer, detaching it from any other view first.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }

    /// Detaches a recognizer; a gesture in progress is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    // MARK: Motion effects (Effects/UIView+MotionEffects.swift; spec 23.10)

    var _motionEffects: [UIMotionEffect] = []

    /// Adds a motion effect; this device reports no motion, so it changes nothing on screen.
    open func addMotionEffect(_ effect: UIMotionEffect) { attachMotionEffect(effect) }

    /// Removes a motion effect.
    open func removeMotionEffect(_ effect: UIMotionEffect) { detachMotionEffect(effect) }

    /// The view's motion effects, in the order added.
    open var motionEffects: [UIMotionEffect] {
        get { _motionEffects }
        set { _motionEffects = newValue }
    }

    /// Whether a recognizer receiving this view's touches may leave `possible` (default `true`).
    /// Asked of the recognizer's view and of the views its touches began in.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hierarchy (mechanics in UIView+Hierarchy.swift)

    /// The view's superview.
    public var superview: UIView? { _superview }
    /// The view's subviews, back to front.
    public var subviews: [UIView] { _subviews }
    /// The window the view is in, or nil.
    open var window: UIWindow? { enclosingWindow }

    /// Adds a view at the front of the subviews (moving it if it has another superview).
    open func addSubview(_ view: UIView) { insertView(view, at: _subviews.count) }
    /// Inserts a view at an index of the subviews (clamped to the subview count).
    open func insertSubview(_ view: UIView, at index: Int) { insertView(view, at: index) }
    /// Inserts a view just above a sibling (at the front when `siblingSubview` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertView(view, at: indexOfSubview(siblingSubview).map { $0 + 1 } ?? _subviews.count)
    }
    /// Inserts a view just below a sibling (at the back when `siblingSubview` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertView(view, at: indexOfSubview(siblingSubview) ?? 0)
    }
    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) { reorderSubview(view, to: _subviews.count - 1) }
    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) { reorderSubview(view, to: 0) }
    /// Swaps two subviews' positions.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviews(index1, index2) }
    /// Removes the view from its superview, sending the move hooks and, when it leaves a visible
    /// window, `viewWillDisappear` to the controllers inside it (spec 2.5).
    open func removeFromSuperview() { detachFromSuperview() }

    /// Called before the view moves to a new superview (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit-testing (mechanics in UIView+Geometry.swift)

    /// Whether `point` (in the view's coordinates) is inside the view; the bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.nonTrappingContains(point) }

    /// The farthest descendant (front to back) that contains `point` and takes touches: hidden
    /// views, views with user interaction disabled and views with alpha below 0.01 are skipped.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    // MARK: Layout (mechanics in UIView+Layout.swift)

    /// Lays out subviews: the base implementation copies the Auto Layout engine's solution into
    /// the frames of the subviews it places (spec 17.15); autoresizing already ran when the bounds
    /// changed. Overrides call `super` first.
    open func layoutSubviews() { applyEngineFrames() }
    /// Marks the view as needing layout at the next layout pass.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out now if layout is pending here or in the ancestors that need it (Core Animation's rule).
    open func layoutIfNeeded() { layoutNowIfNeeded() }
    // MARK: Drawing (mechanics in Drawing/UIView+Drawing.swift)

    /// Draws the view's content in `rect` (the area to redraw, in bounds coordinates) into the
    /// current graphics context. The default draws nothing. UIKit calls it at the display pass
    /// after `setNeedsDisplay()` and when the view is first displayed in a window; never call it
    /// directly (spec 18.15).
    open func draw(_ rect: CGRect) { defaultDrawDidRun() }
    /// Marks the whole view as needing to be drawn at the next display pass.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks `rect` (bounds coordinates) as needing to be drawn at the next display pass.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
    /// Whether the view's default `draw(_:)` ran during the current drawing (how PortableUIKit
    /// tells, without the Objective-C runtime, that a class does not override it).
    @exclusivity(unchecked) var drawDefaultRan = false
    /// Whether `draw(_:)` is being called by the display pass now.
    @exclusivity(unchecked) var isDrawingForDisplay = false

    /// The size that fits `size`; the view's current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }
    /// How the view resizes when its superview's bounds change.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews when its bounds change.
    @exclusivity(unchecked) open var autoresizesSubviews = true

    /// The insets of the safe area: the part of the window's safe area that this view covers.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Called during layout when the safe area insets changed since the last layout.
    open func safeAreaInsetsDidChange() {}

    /// The safe-area insets this view gives `subview` outright (in the subview's bounds), or nil to
    /// derive them from this view's safe rectangle as usual. Overridden by the page view
    /// controller's scroll view, whose pages keep their resting safe area while they slide (16.6).
    func safeAreaInsetsOffered(to subview: UIView) -> UIEdgeInsets? { nil }

    // MARK: Auto Layout: update pass, alignment, fitting, ambiguity (mechanics in AutoLayout/Bridge/)

    /// Updates the view's constraints; the update pass calls it bottom-up before layout for views
    /// that `needsUpdateConstraints()` (spec 17.15). Overrides call `super` as their last step.
    open func updateConstraints() { baseUpdateConstraints() }
    /// Runs the update-constraints pass for this view's subtree now.
    open func updateConstraintsIfNeeded() { runUpdateConstraintsPass() }
    /// Whether the view's constraints need updating.
    open func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? false }
    /// Asks for ``updateConstraints()`` before the next layout pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    /// Whether the view needs constraint-based layout even before it has constraints (false).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Insets from the frame to the alignment rectangle that constraints relate (spec 17.2).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle of `frame`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { alignmentRectFromFrame(frame) }
    /// The frame whose alignment rectangle is `alignmentRect`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { frameFromAlignmentRect(alignmentRect) }
    /// The view whose first baseline constraints use (the view itself).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline constraints use (the view itself).
    open var forLastBaselineLayout: UIView { self }
    /// The size nearest `targetSize` at which the subtree satisfies its constraints, at the
    /// fitting-size priority on both axes (spec 17.20).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size nearest `targetSize` with the given priorities per axis (spec 17.20).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Whether another frame would satisfy the constraints equally well (spec 17.18).
    open var hasAmbiguousLayout: Bool { layoutIsAmbiguous }
    /// Moves an ambiguously laid out view to another frame that satisfies its constraints.
    open func exerciseAmbiguityInLayout() { exerciseAmbiguity() }
    /// The constraints that act on the view's layout along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsAffecting(axis)
    }

    // MARK: Layout margins and guides (mechanics in AutoLayout/Guides/)

    /// Default spacing inside the view's edges (8 pt on every side for an ordinary view; a
    /// controller's root view follows spec 17.13).
    open var layoutMargins: UIEdgeInsets {
        get { resolvedLayoutMargins }
        set { setLayoutMargins(newValue) }
    }
    /// The layout margins in leading/trailing terms, kept in sync with ``layoutMargins``.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { resolvedDirectionalLayoutMargins }
        set { setDirectionalLayoutMargins(newValue) }
    }
    /// Whether the superview's margins cascade to this view near its edges (false).
    open var preservesSuperviewLayoutMargins: Bool {
        get { preservesSuperviewMarginsFlag }
        set { setPreservesSuperviewMargins(newValue) }
    }
    /// Whether margins outside the safe area are pushed inside it (true).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsMarginsFromSafeAreaFlag }
        set { setInsetsMarginsFromSafeArea(newValue) }
    }
    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}
    /// The bounds inset by the layout margins.
    open var layoutMarginsGuide: UILayoutGuide { systemLayoutGuide(.layoutMargins) }
    /// A width-limited guide for readable text.
    open var readableContentGuide: UILayoutGuide { systemLayoutGuide(.readableContent) }
    /// The bounds inset by ``safeAreaInsets``.
    open var safeAreaLayoutGuide: UILayoutGuide { systemLayoutGuide(.safeArea) }
    /// Follows the keyboard while it is on screen; otherwise its top is the safe area's bottom
    /// (spec 22.24).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        ownKeyboardLayoutGuide()
    }

    // MARK: Layout direction (resolution in LayoutDirection/UIView+LayoutDirection.swift)

    /// What the view's content means for layout direction; `.unspecified` by default. Changing
    /// it marks the view as needing layout, since the view arranges its immediate content by
    /// ``effectiveUserInterfaceLayoutDirection``. It does not propagate to subviews.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            setNeedsLayout()
            AutoLayoutBridge.layoutDirectionMayHaveChanged(in: self)
        }
    }

    /// The direction in which to arrange the view's immediate content: a forced
    /// ``semanticContentAttribute`` wins, `playback` and `spatial` are left to right, and
    /// `unspecified` follows the app's direction (on Linux, the `hostLayoutDirection` of the
    /// view's window; left to right for a view in no window).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { resolvedLayoutDirection }

    /// The layout direction `attribute` implies relative to the app's direction (on Linux, the
    /// key window's `hostLayoutDirection`; left to right with no key window).
    open class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        resolveLayoutDirection(attribute, relativeTo: appLayoutDirection)
    }

    /// The layout direction `semanticContentAttribute` implies relative to `layoutDirection`:
    /// `layoutDirection` for `.unspecified`, left to right for `.playback`, `.spatial` and
    /// `.forceLeftToRight`, right to left for `.forceRightToLeft`.
    open class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        resolveLayoutDirection(semanticContentAttribute, relativeTo: layoutDirection)
    }

    // MARK: Editing and identification

    /// Makes the first responder of the view's subtree (the view or a descendant) resign
    /// (spec 20.3): asked with `resignFirstResponder()`, or, when `force` is true, never asked and
    /// resigned anyway.
    /// - Returns: whether no first responder is left in the subtree (true when there was none).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { resignFirstResponderInSubtree(force: force) }

    /// A string that identifies the view to UI tests (spec 20.4); nil by default. Not read aloud.
    open var accessibilityIdentifier: String?

    // MARK: State restoration

    /// The identifier that marks the view for state restoration; nil (not restored).
    open var restorationIdentifier: String?

    // MARK: Responder chain

    /// The view's controller if it is a controller's root view, otherwise its superview.
    open override var next: UIResponder? { _viewDelegate ?? _superview }

    // MARK: CALayerDelegate

    /// Lays out the view when its layer asks (runs ``layoutSubviews()`` with the owning
    /// controller's `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around it).
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        performLayout()
    }

    /// The action for `event` on the view's layer (spec 18.11): outside an animation block
    /// `NSNull` (no action: a view's layer never animates implicitly); inside a `UIView`
    /// animation block, for the properties the view animates, an action that animates the change
    /// with the block's duration, delay, curve or spring and options. Override it to return your
    /// own actions; return nil to let the layer search its own.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        animationBlockAction(for: layer, forKey: event)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A rectangle of content with geometry, compositing and shadow properties (QuartzCore's
/// `CALayer`). Every `UIView` is backed by one; the view forwards its geometry to it.
///
/// Geometry follows Core Animation exactly: `position` is where `anchorPoint` (in unit
/// coordinates of `bounds`) sits in the superlayer; `transform` applies about the anchor point;
/// `frame` is derived from `bounds`, `position`, `anchorPoint` and `transform`.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// Creates a layer with empty bounds.
    public required override init() { super.init() }

    /// Creates a copy of `layer`'s properties (used for presentation layers); not its sublayers.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ; zPosition = other.zPosition; transform = other.transform
        transformIsIdentity = other.transformIsIdentity
        sublayerTransform = other.sublayerTransform; isHidden = other.isHidden; masksToBounds = other.masksToBounds
        opacity = other.opacity; cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners;
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor; backgroundColor = other.backgroundColor; shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset; shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath; contentsScale = other.contentsScale; name = other.name
        beginTime = other.beginTime; speed = other.speed; timeOffset = other.timeOffset
        _mask = other._mask; shouldRasterize = other.shouldRasterize; rasterizationScale = other.rasterizationScale
        duration = other.duration; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        contents = other.contents; contentsGravity = other.contentsGravity
        creationCommit = other.creationCommit
    }

    /// Sublayers outliving this layer lose their unowned back-pointer to it.
    deinit {
        for sublayer in _sublayers { sublayer._superlayer = nil }
    }

    // MARK: Animatable values (the seam layer subclasses extend)

    /// The model value of the animatable property `key` (a top-level key such as `position` or
    /// `strokeEnd`), or nil when the layer has no such animatable property. A subclass that adds
    /// animatable properties (CAShapeLayer, CAGradientLayer, …) overrides this and the setter
    /// below, answers its own keys and calls `super` for the rest. Declared in the class body so
    /// that subclasses can override it (members of extensions cannot be overridden on Linux).
    func animatableValue(forKey key: String) -> AnimatableValue? { baseAnimatableValue(forKey: key) }

    /// Sets the animatable property `key` from `value` without starting an animation (the engine
    /// writes presentation copies and animator end states through it).
    final func setAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        withoutAnimationTracking { applyAnimatableValue(value, forKey: key) }
    }

    /// Writes `value` to the animatable property `key` (animation tracking is already off).
    /// Overridden with ``animatableValue(forKey:)``; an override calls `super` for keys it does
    /// not own.
    func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        setBaseAnimatableValue(value, forKey: key)
    }

    // MARK: Key-value coding (mechanics in CALayer+KeyValueCoding.swift)

    /// The value for `key` (spec 20.7): an animatable property (`"opacity"` an `NSNumber`,
    /// `"position"` an `NSValue`, `"backgroundColor"` a `CGColor` …), or the value last set for
    /// any other key (a layer is a key-value container: arbitrary keys hold values), else nil.
    open func value(forKey key: String) -> Any? { codedValue(forKeyPath: key, wholeKeyOnly: true) }

    /// Sets `key` (spec 20.7): an animatable property through its setter (so it animates
    /// implicitly as the setter would), or, for any other key, stores the value. A value of the
    /// wrong kind for a property is refused with `invalidAnimation`.
    open func setValue(_ value: Any?, forKey key: String) { setCodedValue(value, forKeyPath: key, wholeKeyOnly: true) }

    /// The value at `keyPath`: a key, or a field of an animatable property such as
    /// `"position.x"`, `"bounds.size"`, `"transform.rotation.z"` (spec 20.7).
    open func value(forKeyPath keyPath: String) -> Any? { codedValue(forKeyPath: keyPath, wholeKeyOnly: false) }

    /// Sets the value at `keyPath`, as ``setValue(_:forKey:)`` does for a key (spec 20.7).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setCodedValue(value, forKeyPath: keyPath, wholeKeyOnly: false)
    }

    /// Values set for keys the layer has no property for.
    var undefinedKeyValues: [String: Any] = [:]

    // MARK: Actions (the search and the events: CALayer+Actions.swift)

    /// A dictionary of the layer's actions by event (a property key, ``kCAOnOrderIn``, …); nil by
    /// default. Searched second by ``action(forKey:)``; an `NSNull` entry turns the event's
    /// action off.
    open var actions: [String: CAAction]?

    /// An optional dictionary of values the layer does not define itself. ``action(forKey:)``
    /// searches its `"actions"` entry (a `[String: CAAction]`), then the dictionary under its
    /// `"style"` key, and so on down.
    open var style: [AnyHashable: Any]?

    /// Returns the action for `event` (spec 18.10): the delegate's `action(for:forKey:)`, then
    /// ``actions``, then the ``style`` dictionaries, then the class's
    /// ``defaultAction(forKey:)``; the first non-nil answer ends the search, and an `NSNull`
    /// answer ends it with nil.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// The class's own action for `event`, last in the search of ``action(forKey:)``: for the
    /// animatable properties, the implicit animation (a basic animation of the transaction's
    /// duration, 0.25 s by default); nil for other events and for path properties, which never
    /// animate implicitly. Subclasses override it to provide default actions.
    open class func defaultAction(forKey event: String) -> CAAction? { implicitAnimationAction(forKey: event) }

    /// The render-tree commit count when the layer last entered a window's layer tree.
    /// The key-value observations of this layer; nil until someone observes it (spec 20.9).
    var keyValueObservers: KeyValueObserverRegistry?
    @exclusivity(unchecked) var windowEntryCommit: Int?
    /// Whether a commit has carried the layer to the render tree (sticky once true).
    @exclusivity(unchecked) var wasCommitted = false
    /// The commit count when the layer was created: ``presentation()`` is nil until a commit
    /// follows it (spec 18.1).
    @exclusivity(unchecked) var creationCommit = CATransaction.commitCount
    /// For a presentation layer (made by ``presentation()``), the model layer it presents
    /// (``model()``); nil for a model layer.
    @exclusivity(unchecked) var presentedModel: CALayer?

    /// Animations running on this layer, in the order they were added.
    @exclusivity(unchecked) var runningAnimations: [LayerAnimation] = []
    /// True while the engine writes blended values (they must not start animations).
    @exclusivity(unchecked) var suppressesAnimationTracking = false

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet {
            GeometryEpoch.advance()
            boundsDidChange(from: oldValue)
            animatableDidChange("bounds", from: .rect(oldValue))
            if keyValueObservers != nil { postChange(of: .bounds, from: oldValue) }
        }
    }
    /// Where the anchor point sits, in the superlayer's coordinates.
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        didSet {
            GeometryEpoch.advance()
            animatableDidChange("position", from: .point(oldValue))
        }
    }
    /// The point the layer's transform is applied about, in unit coordinates of the bounds.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            GeometryEpoch.advance()
            animatableDidChange("anchorPoint", from: .point(oldValue))
        }
    }
    /// The z component of the anchor point.
    open var anchorPointZ: CGFloat = 0
    /// The layer's position on the z axis; higher values draw above lower ones among siblings.
    open var zPosition: CGFloat = 0 {
        didSet { animatableDidChange("zPosition", from: .scalar(Double(oldValue))) }
    }
    /// The transform applied about the anchor point.
    @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
        didSet {
            GeometryEpoch.advance()
            transformIsIdentity = CATransform3DIsIdentity(transform)
            animatableDidChange("transform", from: .transform(oldValue))
        }
    }
    /// Whether ``transform`` is the identity, kept by its observer so that conversions, which
    /// layout runs for every view, skip the matrix (and its inverse) in the common case.
    @exclusivity(unchecked) private(set) var transformIsIdentity = true
    /// The transform applied to sublayers, relative to the layer's centre.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity

    /// The layer's rectangle in its superlayer's coordinates (the bounding box when transformed).
    open var frame: CGRect {
        get {
            if CATransform3DIsIdentity(transform) {
                return CGRect(
                    x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                    width: bounds.width, height: bounds.height)
            }
            let corners = [
                CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
            ]
            let mapped = corners.map { pointToSuperlayer($0) }
            let xs = mapped.map(\.x), ys = mapped.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            // As in Core Animation, the frame sets position and bounds size; with a non-identity
            // transform the result is only meaningful for the untransformed geometry.
            let rect = newValue.standardized
            postingChange(of: .frame) {
                // Whole-value assignment: `bounds.size = …` would go through the overridable
                // property's modify coroutine, whose frame is allocated on the heap.
                var newBounds = bounds
                newBounds.size = rect.size
                bounds = newBounds
                position = CGPoint(
                    x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
            }
        }
    }

    /// The affine part of `transform`.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// Whether the layer (and its sublayers) is drawn. Hiding a layer in a window runs its
    /// ``kCAOnOrderOut`` action; showing it again runs ``kCAOnOrderIn``.
    open var isHidden = false {
        didSet { if isHidden != oldValue { hiddenDidChange() } }
    }
    /// Whether sublayers are clipped to the bounds (rounded by `cornerRadius`).
    open var masksToBounds = false
    /// The layer's opacity, composited as a group with its sublayers.
    open var opacity: Float = 1 {
        didSet { animatableDidChange("opacity", from: .scalar(Double(oldValue))) }
    }
    /// The radius of rounded corners for the background and border (and the clip when masking).
    open var cornerRadius: CGFloat = 0 {
        didSet { animatableDidChange("cornerRadius", from: .scalar(Double(oldValue))) }
    }
    /// Which corners `cornerRadius` rounds (background, border and the clip); all four by default.
    open var maskedCorners: CACornerMask = .allFour
    /// The curve of the rounded corners (default `.circular`).
    open var cornerCurve: CALayerCornerCurve = .circular

    /// How much farther along each edge a corner of `curve` reaches than its `cornerRadius`:
    /// 1 for `.circular`; about 1.528665 for `.continuous` (Apple documents the method, not the
    /// value [UNC]: this is the commonly measured one).
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat = 0 {
        didSet { animatableDidChange("borderWidth", from: .scalar(Double(oldValue))) }
    }
    /// Opaque black, the default border and shadow colour: one shared immutable colour, so that
    /// making a layer allocates no colours.
    nonisolated static let opaqueBlack = CGColor(gray: 0, alpha: 1)

    /// The border color; opaque black by default.
    open var borderColor: CGColor? = CALayer.opaqueBlack {
        didSet { animatableDidChange("borderColor", from: .color(oldValue)) }
    }
    /// The background color; none by default.
    open var backgroundColor: CGColor? {
        didSet { animatableDidChange("backgroundColor", from: .color(oldValue)) }
    }
    /// The shadow color; opaque black by default.
    open var shadowColor: CGColor? = CALayer.opaqueBlack {
        didSet { animatableDidChange("shadowColor", from: .color(oldValue)) }
    }
    /// The shadow opacity; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0 {
        didSet { animatableDidChange("shadowOpacity", from: .scalar(Double(oldValue))) }
    }
    /// The shadow offset; (0, -3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { animatableDidChange("shadowOffset", from: .size(oldValue)) }
    }
    /// The shadow blur radius; 3 by default.
    open var shadowRadius: CGFloat = 3 {
        didSet { animatableDidChange("shadowRadius", from: .scalar(Double(oldValue))) }
    }
    /// The shape of the shadow; the layer's (rounded) bounds when nil.
    open var shadowPath: CGPath?
    /// The scale factor of the layer's content.
    open var contentsScale: CGFloat = 1
    /// An optional name, for debugging.
    open var name: String?

    // MARK: Mask and rasterization

    /// A layer whose alpha masks this layer's content, background, border and sublayers; nil by
    /// default. Its geometry is in this layer's coordinates, and it must not have a superlayer:
    /// PortableUIKit refuses (`invalidViewHierarchy`, nothing changes) a mask that has one, that
    /// is this layer or that is one of its ancestors (Core Animation leaves these undefined).
    open var mask: CALayer? {
        get { _mask }
        set {
            if let newValue, refusesMask(newValue) { return }
            _mask = newValue
        }
    }
    @exclusivity(unchecked) private var _mask: CALayer?

    /// Whether `layer` cannot mask this one (reported): see ``mask``.
    private func refusesMask(_ layer: CALayer) -> Bool {
        var ancestor: CALayer? = self
        while let current = ancestor, current !== layer { ancestor = current._superlayer }
        let problem =
            ancestor != nil
            ? "is \(self) or one of its superlayers"
            : layer._superlayer != nil ? "has a superlayer" : nil
        guard let problem else { return false }
        PortableUIKitDiagnostics.report(
            .invalidViewHierarchy, "mask was given \(layer), which \(problem); nothing changed",
            fix: "use a layer with no superlayer, outside this layer's ancestry, as the mask", spec: "CALayer.mask")
        return true
    }

    /// Whether the layer is rendered as a bitmap before compositing; false by default.
    /// Accepted and stored: PortableUIKit's Cairo renderer already caches what is costly
    /// (shadow masks, perspective backing stores) and otherwise redraws vector content each
    /// frame, so rasterising changes no pixels and this is a documented no-op there.
    open var shouldRasterize = false
    /// The scale at which a rasterised layer's content is rendered; 1 by default. Stored only
    /// (see ``shouldRasterize``).
    open var rasterizationScale: CGFloat = 1

    // MARK: Media timing (CAMediaTiming; conversions in CALayer+MediaTiming.swift)

    /// When the layer's timeline begins, in its superlayer's time (media time for a root layer);
    /// 0 by default.
    open var beginTime: CFTimeInterval = 0
    /// How fast the layer's local time runs relative to its superlayer's: 2 is twice as fast, 0
    /// stops it (the layer's animations and its sublayers' hold still); 1 by default.
    open var speed: Float = 1
    /// An offset added to the layer's local time; 0 by default. With `speed` 0, the layer's local
    /// time is exactly `timeOffset`, which scrubs its animations.
    open var timeOffset: CFTimeInterval = 0
    /// The basic duration of the layer's own timeline; 0 (the default) means the layer's local
    /// time is not wrapped at all, so the members below change nothing.
    open var duration: CFTimeInterval = 0
    /// How many times the layer's timeline repeats when `duration` is positive (0: once).
    open var repeatCount: Float = 0
    /// For how many seconds the layer's timeline repeats when `duration` is positive.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether the layer's timeline plays backwards after each forward pass.
    open var autoreverses = false
    /// What the layer's timeline shows outside its active interval; `.removed` by default.
    /// PortableUIKit clamps a layer's local time to its active interval either way (a layer is
    /// never taken out of the tree by its timing).
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Layer tree

    /// The layer's delegate (for a view's layer, the view). Weak, as in Core Animation.
    open var delegate: CALayerDelegate? {
        get { hostingView ?? assignedDelegate }
        set {
            hostingView = nil
            assignedDelegate = newValue
        }
    }
    /// A delegate set through ``delegate``.
    private weak var assignedDelegate: CALayerDelegate?
    /// The view this layer backs: its delegate. The view clears it when it is deallocated.
    ///
    /// Back-pointers in the tree are unowned and cleared by their owners' deinitializers rather
    /// than weak: a weak reference gives its target a side table, and every retain and release of
    /// that object then takes the runtime's slow path (issue 14's "weak-reference traffic").
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var hostingView: UIView?
    /// The layer's superlayer.
    public var superlayer: CALayer? { _superlayer }
    /// The superlayer; cleared by ``removeFromSuperlayer()`` and by the superlayer's deinitializer.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var _superlayer: CALayer?
    @exclusivity(unchecked) private var _sublayers: [CALayer] = []
    /// Where this layer was last put among its superlayer's sublayers (``SiblingLookup``'s hint).
    @exclusivity(unchecked) private var indexHint = 0

    /// The index of `sublayer` among the sublayers, or nil.
    private func indexOfSublayer(_ sublayer: CALayer) -> Int? {
        let index = SiblingLookup.index(of: sublayer, in: _sublayers, hint: sublayer.indexHint)
        if let index { sublayer.indexHint = index }
        return index
    }
    /// The layer's sublayers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for layer in newValue ?? [] where refusesCycle(with: layer, in: "sublayers") { return }
            let removed = _sublayers
            for layer in removed { layer._superlayer = nil }
            _sublayers = []
            if isInWindowTree { for layer in removed { layer.movedInLayerTree(wasInWindow: true) } }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends a sublayer (removing it from its previous superlayer first).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(_sublayers.count)) }

    /// Inserts a sublayer at an index (clamped to the sublayer count).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard !refusesCycle(with: layer, in: "insertSublayer") else { return }
        var index = Int(idx)
        let wasInWindow = layer.isInWindowTree
        if layer.superlayer === self, let old = indexOfSublayer(layer) {
            _sublayers.remove(at: old)
            if old < index { index -= 1 }
        } else if let parent = layer.superlayer {
            if let old = parent.indexOfSublayer(layer) { parent._sublayers.remove(at: old) }
            layer._superlayer = nil
        }
        let position = min(max(index, 0), _sublayers.count)
        if position == _sublayers.count { _sublayers.append(layer) } else { _sublayers.insert(layer, at: position) }
        layer.indexHint = position
        layer._superlayer = self
        layer.movedInLayerTree(wasInWindow: wasInWindow)
        if layer.displayState.needsDisplay { LayerDisplayQueue.requeueIfMarked(layer) }
    }

    /// Whether `layer` is this layer or one of its ancestors, so that making it a sublayer would
    /// close a cycle (Core Animation then hangs or overflows the stack in layer time and
    /// conversions): reports `invalidViewHierarchy` and returns true, and the caller refuses the
    /// call, leaving the tree as it was (issue 18).
    private func refusesCycle(with layer: CALayer, in api: String) -> Bool {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                PortableUIKitDiagnostics.report(
                    .invalidViewHierarchy,
                    "\(api) was given \(layer), which is \(self) or one of its superlayers: the layer tree would be a cycle; nothing changed",
                    fix: "add a layer under a layer outside its own subtree", spec: "CALayer")
                return true
            }
            ancestor = current._superlayer
        }
        return false
    }

    /// Inserts a sublayer just below `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        // No closures here: a main-actor closure handed to `Optional.map` pays an executor check.
        var index = 0
        if let sibling, let found = indexOfSublayer(sibling) { index = found }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a sublayer just above `sibling` (at the front when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        var index = _sublayers.count
        if let sibling, let found = indexOfSublayer(sibling) { index = found + 1 }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        let wasInWindow = isInWindowTree
        if let index = parent.indexOfSublayer(self) { parent._sublayers.remove(at: index) }
        _superlayer = nil
        movedInLayerTree(wasInWindow: wasInWindow)
    }

    // MARK: Layout

    @exclusivity(unchecked) private(set) var needsLayoutFlag = false

    /// Marks the layer as needing layout before the next display.
    open func setNeedsLayout() { needsLayoutFlag = true }
    /// Whether layout is pending.
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Tells the delegate to lay out sublayers.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    func clearNeedsLayout() { needsLayoutFlag = false }

    private func boundsDidChange(from old: CGRect) {
        if old.size != bounds.size { setNeedsLayout() }
        if needsDisplayOnBoundsChange, old != bounds { setNeedsDisplay() }
    }

    // MARK: Display (the pass and the backing store: Drawing/CALayer+Display.swift)

    /// The layer's content: set by ``display()`` to the recorded drawing (a backing store the
    /// renderer replays, placed in the bounds by ``contentsGravity``); nil until
    /// something draws. Not animated by UIView blocks.
    open var contents: Any?
    /// How ``contents`` are placed in the bounds; `.resize` (stretched to fill) by default. A
    /// view's `contentMode` sets it (``CALayerContentsGravity``). Not animatable.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Whether a change of `bounds` marks the layer as needing display (false by default; a
    /// view sets it for `contentMode` `.redraw`).
    open var needsDisplayOnBoundsChange = false

    /// Updates the content: asks the delegate's `display(_:)`; when the delegate has none,
    /// records a backing store by calling ``draw(in:)`` and sets ``contents`` to it (nil when
    /// nothing drew). Called by the display pass (spec 18.15) for layers marked with
    /// ``setNeedsDisplay()``; do not call it directly.
    open func display() { displayWithBackingStore() }

    /// Draws the layer's content into `ctx`; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { drawThroughDelegate(in: ctx) }

    /// Marks the whole layer as needing display at the next display pass.
    open func setNeedsDisplay() { markNeedsDisplay(in: nil) }
    /// Marks `r` (in the layer's coordinates) as needing display at the next display pass.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(in: r) }
    /// Whether the layer is marked as needing display.
    open func needsDisplay() -> Bool { displayState.needsDisplay }
    /// Displays the layer now if it is marked as needing display.
    open func displayIfNeeded() { if displayState.needsDisplay { runDisplay() } }

    /// Display bookkeeping (dirty area, queueing, what the last draw did).
    @exclusivity(unchecked) var displayState = LayerDisplayState()

    // MARK: Coordinate conversion

    /// Maps a point in this layer's coordinates to its superlayer's coordinates.
    func pointToSuperlayer(_ p: CGPoint) -> CGPoint {
        let local = CGPoint(
            x: p.x - bounds.minX - anchorPoint.x * bounds.width,
            y: p.y - bounds.minY - anchorPoint.y * bounds.height)
        let moved = transformIsIdentity ? local : transform.mapPoint(local)
        return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
    }

    /// Maps a point in the superlayer's coordinates to this layer's coordinates.
    func pointFromSuperlayer(_ p: CGPoint) -> CGPoint {
        let offset = CGPoint(x: p.x - position.x, y: p.y - position.y)
        let local = transformIsIdentity ? offset : transform.unmapPoint(offset)
        return CGPoint(
            x: local.x + bounds.minX + anchorPoint.x * bounds.width,
            y: local.y + bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps a rectangle in the superlayer's coordinates to this layer's: a translation when the
    /// transform is the identity, otherwise nil (the caller bounds the converted corners).
    func translatedRectFromSuperlayer(_ r: CGRect) -> CGRect? {
        guard transformIsIdentity else { return nil }
        return r.offsetBy(
            dx: bounds.minX + anchorPoint.x * bounds.width - position.x,
            dy: bounds.minY + anchorPoint.y * bounds.height - position.y)
    }

    /// Converts a point from another layer's coordinates (window coordinates when nil) to this one's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let inRoot = l.map { $0.pointToRoot(p) } ?? p
        return pointFromRoot(inRoot)
    }

    /// Converts a point from this layer's coordinates to another layer's (the root's when nil).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let inRoot = pointToRoot(p)
        return l.map { $0.pointFromRoot(inRoot) } ?? inRoot
    }

    func pointToRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var layer: CALayer? = self
        while let current = layer, let parent = current.superlayer {
            point = current.pointToSuperlayer(point)
            layer = parent
        }
        return point
    }

    func pointFromRoot(_ p: CGPoint) -> CGPoint {
        // Root first, then down to this layer, without building the chain.
        guard let parent = superlayer else { return p }
        return pointFromSuperlayer(parent.pointFromRoot(p))
    }

    /// Whether `p` (in the superlayer's coordinates) falls inside the layer's bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.nonTrappingContains(p) }
}

extension CATransform3D {
    /// Maps a point on the z = 0 plane through the matrix, with perspective divide when needed.
    func mapPoint(_ p: CGPoint) -> CGPoint {
        if CATransform3DIsAffine(self) { return p.applying(CATransform3DGetAffineTransform(self)) }
        return _project(p)
    }

    /// The inverse of ``mapPoint(_:)``: the point on the layer's z = 0 plane that maps to `p`.
    func unmapPoint(_ p: CGPoint) -> CGPoint {
        if CATransform3DIsAffine(self) { return p.applying(CATransform3DGetAffineTransform(self).inverted()) }
        return _unproject(p) ?? CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
    }
}
#endif

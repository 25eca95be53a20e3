#if !canImport(UIKit)
import Foundation

/// A Quartz 2D drawing environment (Core Graphics' `CGContext`) that records rather than
/// rasterises: each painting call appends a `DrawingCommand`, with the graphics state it was
/// made with, to `displayList`; the Cairo renderer in Showcase replays it.
///
/// Graphics state follows Core Graphics: `saveGState()` / `restoreGState()` push and pop the
/// CTM, colours, line attributes, alpha, blend mode and clip (not the path); points are mapped
/// through the CTM when they are added to the path; painting or clipping consumes the path.
/// Calls given NaN or infinite values are ignored (Core Graphics logs "invalid numeric value …
/// being ignored"); PortableUIKit reports `invalidDrawingUse` and leaves the state unchanged.
///
/// Contexts are made by UIKit (a view's display, `UIGraphicsImageRenderer`); there is no
/// public initializer, since PortableUIKit has no bitmap contexts.
public final class CGContext {
    /// The recorded commands (`@_spi(Rendering)` for the renderer and for tests).
    @_spi(Rendering) public private(set) var displayList = DrawingDisplayList()
    /// The rectangle of base space the context covers (a view's bounds, a renderer's bounds).
    let baseBounds: CGRect
    /// Base space → device space (pixels, y up, as Core Graphics reports in ``ctm``).
    let deviceTransform: CGAffineTransform
    /// The graphics state now, and the saved ones.
    private(set) var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    /// The current path, in base space.
    private(set) var currentPath = CGMutablePath()
    /// Whether `UIGraphicsBeginImageContext…` made the context (its image can be taken).
    var isImageContext = false

    /// A context covering `bounds` at `scale` pixels per point. The device space is Core
    /// Graphics': y up, origin at the bottom left, so ``ctm`` starts as
    /// `[scale, 0, 0, -scale, -minX·scale, (minY + height)·scale]`; user space starts as the
    /// bounds' coordinates (y down), as UIKit sets it up.
    init(bounds: CGRect, scale: CGFloat) {
        baseBounds = bounds
        let s = scale.isFinite && scale > 0 ? scale : 1
        deviceTransform = CGAffineTransform(
            a: s, b: 0, c: 0, d: -s, tx: -bounds.minX * s, ty: (bounds.minY + bounds.height) * s)
        state = GraphicsState(clipBox: bounds)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
        displayList.append(.save)
    }

    /// Pops the graphics state pushed by the matching `saveGState()`. With none saved, Core
    /// Graphics logs and does nothing: PortableUIKit reports `invalidDrawingUse`.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            refuse(
                "restoreGState()", "no graphics state was saved", fix: "pair every restoreGState() with a saveGState()")
            return
        }
        let allowsAntialiasing = state.allowsAntialiasing
        state = saved
        state.allowsAntialiasing = allowsAntialiasing
        displayList.append(.restore)
    }

    /// How many states are saved (for the balance check after drawing).
    var savedStateCount: Int { savedStates.count }

    /// Restores every state still saved (UIKit does this when a drawing pass ends).
    func restoreAllStates() {
        while !savedStates.isEmpty { restoreGState() }
    }

    // MARK: Current transformation matrix

    /// The current transformation matrix: user space → device space.
    public var ctm: CGAffineTransform { state.ctm.concatenating(deviceTransform) }

    /// Moves the origin of user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        guard DrawingGeometry.finite(tx, ty) else { return refuseNonFinite("translateBy(x:y:)") }
        state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
    }

    /// Scales user space by `sx`, `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard DrawingGeometry.finite(sx, sy) else { return refuseNonFinite("scaleBy(x:y:)") }
        state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
    }

    /// Rotates user space by `angle` radians (positive angles turn +x towards +y).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return refuseNonFinite("rotate(by:)") }
        state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
    }

    /// Concatenates `transform` to the CTM (it applies first).
    public func concatenate(_ transform: CGAffineTransform) {
        guard DrawingGeometry.finite(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
        else {
            return refuseNonFinite("concatenate(_:)")
        }
        state.ctm = transform.concatenating(state.ctm)
    }

    // MARK: Paint

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the fill colour from RGB components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from RGB components (0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour to a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the alpha every painting is multiplied by (clamped to 0…1, as Core Graphics does).
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return refuseNonFinite("setAlpha(_:)") }
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Sets how painting composites with what is already drawn.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Turns antialiasing of later painting on or off; part of the graphics state, on by default.
    /// Painting is antialiased only while ``setAllowsAntialiasing(_:)`` allows it too (spec 20.6).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// Allows or forbids antialiasing in this context; not part of the graphics state (a
    /// `restoreGState()` keeps it), allowed by default (spec 20.6).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { state.allowsAntialiasing = allowsAntialiasing }

    // MARK: Line attributes

    /// Sets the line width, in user space, for strokes.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite else { return refuseNonFinite("setLineWidth(_:)") }
        state.lineWidth = width
    }
    /// Sets the style of line ends.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets the style of joins.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return refuseNonFinite("setMiterLimit(_:)") }
        state.miterLimit = limit
    }

    /// Sets the dash pattern: alternating painted and unpainted `lengths`, starting `phase` into
    /// the pattern; an empty array means a solid line. Negative or non-finite lengths, or lengths
    /// that are all zero, are refused (Core Graphics logs an invalid dash array).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }),
            lengths.isEmpty || lengths.contains(where: { $0 > 0 })
        else {
            refuse(
                "setLineDash(phase:lengths:)",
                "the phase or a length is not finite, a length is negative, or all are zero",
                fix: "pass finite, non-negative lengths, at least one positive (or [] for a solid line)")
            return
        }
        state.dashLengths = lengths
        state.dashPhase = phase
    }

    // MARK: Diagnostics

    func refuse(_ api: String, _ why: String, fix: String) {
        PortableUIKitDiagnostics.reportFromAnyThread(
            .invalidDrawingUse, "CGContext.\(api): \(why); the call was ignored", fix: fix, spec: "18.15")
    }

    func refuseNonFinite(_ api: String) {
        refuse(api, "a value is NaN or infinite (Core Graphics ignores it)", fix: "pass finite values")
    }

    // MARK: Recording (used by the path and painting extensions)

    func record(_ command: DrawingCommand) { displayList.append(command) }
    func replacePath(with path: CGMutablePath) { currentPath = path }
    func setClipBox(_ box: CGRect) { state.clipBox = box }
    func setShadowState(_ shadow: DrawingShadow?) { state.shadow = shadow }
}
#endif

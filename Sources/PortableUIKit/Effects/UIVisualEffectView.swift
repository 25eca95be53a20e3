#if !canImport(UIKit)
import Foundation

/// A view that applies a visual effect to the content behind it or to its ``contentView``
/// (UIKit's `UIVisualEffectView`, spec 23.3–23.6).
///
/// Its subviews are UIKit's two parts: a backdrop view that stands for the effect (its alpha is
/// 1 with an effect and 0 without, so setting ``effect`` inside an animation block fades the
/// effect in or out on the animation clock, spec 23.5) and the ``contentView``, which fills the
/// bounds and holds the app's views. Adding a subview to the effect view itself is refused with
/// an `.invalidVisualEffectUse` diagnostic (UIKit raises `NSInternalInconsistencyException`,
/// spec 23.4). Renderers draw the effect from the backdrop's presented alpha.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to: it fills the effect view (spec 23.4).
    public let contentView: UIView
    /// The view that stands for the effect, below the ``contentView``.
    let backdropView: VisualEffectBackdropView
    private var _effect: UIVisualEffect?

    /// The effect: a `UIBlurEffect`, a `UIVibrancyEffect`, or nil for none. Set inside an
    /// animation block, the effect fades in or out with the block (spec 23.5).
    open var effect: UIVisualEffect? {
        get { _effect }
        set {
            _effect = newValue?.copy() as? UIVisualEffect ?? newValue
            if let _effect { backdropView.shownEffect = _effect }
            backdropView.alpha = _effect == nil ? 0 : 1
        }
    }

    /// Creates an effect view showing `effect` (nil: none yet).
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        backdropView = VisualEffectBackdropView(frame: .zero)
        super.init(frame: .zero)
        installParts()
        self.effect = effect
    }

    /// Creates an effect view from an archive, with no effect (PortableUIKit loads no nibs).
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        backdropView = VisualEffectBackdropView(frame: .zero)
        super.init(coder: coder)
        installParts()
        effect = nil
    }

    private func installParts() {
        // The parts fill the bounds and follow them by autoresizing.
        for part in [backdropView, contentView] {
            part.frame = bounds
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertView(part, at: _subviews.count)
        }
        backdropView.isUserInteractionEnabled = false
    }

    // MARK: Refusing direct subviews (spec 23.4)

    open override func addSubview(_ view: UIView) {
        guard acceptsDirectSubview(view) else { return }
        super.addSubview(view)
    }

    open override func insertSubview(_ view: UIView, at index: Int) {
        guard acceptsDirectSubview(view) else { return }
        super.insertSubview(view, at: index)
    }

    open override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard acceptsDirectSubview(view) else { return }
        super.insertSubview(view, aboveSubview: siblingSubview)
    }

    open override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard acceptsDirectSubview(view) else { return }
        super.insertSubview(view, belowSubview: siblingSubview)
    }

    /// Whether `view` may be a subview of the effect view itself: only its own parts may.
    private func acceptsDirectSubview(_ view: UIView) -> Bool {
        if view === contentView || view === backdropView { return true }
        PortableUIKitDiagnostics.report(
            .invalidVisualEffectUse,
            "\(view) was added as a subview of \(self); not added (UIKit raises NSInternalInconsistencyException)",
            fix: "add the view to the effect view's contentView", spec: "23.4")
        return false
    }
}
#endif

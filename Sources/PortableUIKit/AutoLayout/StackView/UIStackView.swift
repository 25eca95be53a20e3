#if !canImport(UIKit)
import Foundation

/// A streamlined interface for laying out a collection of views in either a column or a row
/// (UIKit's `UIStackView`), on the Auto Layout engine.
///
/// The stack view manages the views in ``arrangedSubviews`` with constraints it makes itself
/// (UIKit's identifiers: `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …, see
/// `StackConstraintIdentifier`) and guides it owns (`UISV-alignment-spanner`, `UISV-distributing`).
/// `StackLayoutPlanner` plans them from the arranged views; `StackConstraintSet` keeps them
/// current, reusing every constraint whose terms did not change (spec 17.21: churn is the cost).
///
/// - Adding an arranged view adds it as a subview (if it is not one) and sets its
///   `translatesAutoresizingMaskIntoConstraints` to false. `removeArrangedSubview(_:)` leaves it a
///   subview; removing it from the stack's subviews also removes it from ``arrangedSubviews``.
/// - Hidden arranged views collapse: zero size, no spacing (`UISV-hiding`); an `isHidden` change
///   inside an animation block lays out inside that block, so the collapse animates.
/// - The stack draws its background (iOS 14 and later; before, it was a non-rendering
///   `CATransformLayer` container). Its own size comes from its constraints: unconstrained, it is
///   the arranged views' sizes plus spacing along the axis and the largest across it; its
///   `intrinsicContentSize` stays `noIntrinsicMetric` (UNC: as UIKit's, which does not override it).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The layout of the arranged views along the stack's axis.
    public enum Distribution: Int, @unchecked Sendable {
        /// Views fill the axis; hugging decides who stretches, compression resistance who shrinks,
        /// and ties go by index (the last of the tied views gives way, see `StackLayoutPlanner`).
        case fill = 0
        /// Views fill the axis at equal sizes.
        case fillEqually = 1
        /// Views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// Views keep their intrinsic sizes; the gaps between them are equal and at least `spacing`.
        case equalSpacing = 3
        /// Views keep their intrinsic sizes; their centres are equally spaced, at least `spacing` apart.
        case equalCentering = 4
    }

    /// The layout of the arranged views across the stack's axis.
    public enum Alignment: Int, @unchecked Sendable {
        /// Views fill the stack across its axis.
        case fill = 0
        /// Views align to the leading edge (vertical stacks) or the top (`top`, horizontal stacks).
        case leading = 1
        /// Horizontal stacks: views align on their first baselines.
        case firstBaseline = 2
        /// Views are centred across the axis.
        case center = 3
        /// Views align to the trailing edge (vertical stacks) or the bottom (`bottom`).
        case trailing = 4
        /// Horizontal stacks: views align on their last baselines.
        case lastBaseline = 5
        /// Horizontal stacks: views align to the top (the same value as `leading`).
        public static var top: UIStackView.Alignment { .leading }
        /// Horizontal stacks: views align to the bottom (the same value as `trailing`).
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    /// The value of `customSpacing(after:)` for a view with no custom spacing: use ``spacing``.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that asks for the system spacing to the neighbouring view (8 pt, spec 17.7).
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    var arrangement = StackArrangement()

    /// Creates a stack view with the given frame and no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        arrangementDidChange()
    }

    /// Creates a stack view from an archive (PortableUIKit has no nib loading: an empty stack).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        arrangementDidChange()
    }

    /// Creates a stack view that arranges `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack arranges, in arrangement order (a subset of `subviews`).
    open var arrangedSubviews: [UIView] { arrangement.views }

    /// Adds `view` to the end of ``arrangedSubviews`` (and to `subviews` if it is not one).
    open func addArrangedSubview(_ view: UIView) { arrange(view, at: arrangement.views.count, appending: true) }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (0 … count).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrange(view, at: stackIndex, appending: false)
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) { unarrange(view) }

    /// The axis the arranged views lie along (horizontal by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }

    /// How views are laid out along the axis (`.fill` by default).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }

    /// How views are laid out across the axis (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }

    /// The distance between adjacent views: exact for the fill distributions, a minimum for the
    /// equal distributions; negative values overlap (0 by default). A NaN or infinite spacing is
    /// refused. `spacingUseSystem` means the system spacing (8 pt, spec 17.7); UNC: UIKit does not
    /// say what `spacingUseDefault` means here, and it is taken as the system spacing too.
    open var spacing: CGFloat {
        get { arrangement.spacing }
        set { setSpacing(newValue) }
    }

    /// Whether the vertical spacing is measured between baselines (vertical stacks; false).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the arranged views are laid out within the layout margins (false).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Sets the spacing after `arrangedSubview`; `spacingUseDefault` goes back to ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        storeCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        arrangement.customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: UIView overrides

    /// A horizontal stack: its tallest arranged view's; a vertical stack: its first arranged
    /// view's (a nested stack answers for itself).
    open override var forFirstBaselineLayout: UIView { baselineView(first: true) }

    /// A horizontal stack: its tallest arranged view's; a vertical stack: its last arranged view's.
    open override var forLastBaselineLayout: UIView { baselineView(first: false) }

    /// A subview leaving the stack leaves ``arrangedSubviews`` too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangement.contains(subview) { unarrange(subview) }
    }

    /// Re-plans when an arranged view's intrinsic size or priorities changed, then lays out.
    open override func layoutSubviews() {
        refreshArrangementIfInputsChanged()
        super.layoutSubviews()
    }

    /// Re-plans when an arranged view's intrinsic size or priorities changed.
    open override func updateConstraints() {
        refreshArrangementIfInputsChanged()
        super.updateConstraints()
    }

    /// Margins-relative arrangements follow the margins.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { refreshArrangementIfInputsChanged() }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// What a stack view's planner reads of one arranged view: whether it is hidden and its intrinsic
/// size, priorities and spacing along the stack's axis and across it.
struct StackArrangedItem: Equatable, Sendable {
    var isHidden = false
    /// The intrinsic size along the stack's axis; nil for `noIntrinsicMetric`.
    var mainIntrinsicSize: CGFloat?
    /// Whether the view has an intrinsic size across the stack's axis.
    var hasPerpendicularIntrinsicSize = false
    var mainHugging = UILayoutPriority.defaultLow
    var mainCompressionResistance = UILayoutPriority.defaultHigh
    /// `customSpacing(after:)`; nil (or `spacingUseDefault`) uses the stack's spacing.
    var customSpacingAfter: CGFloat?
}

/// The items a stack view's constraints relate.
enum StackLayoutItem: Hashable, Sendable {
    /// The stack view, or its `layoutMarginsGuide` under `isLayoutMarginsRelativeArrangement`.
    case canvas
    /// The arranged subview at this index of `arrangedSubviews`.
    case arranged(Int)
    /// The `UISV-alignment-spanner` guide: the span across the axis the arranged views must stay in.
    case spanner
    /// The `UISV-distributing` guide between the visible views at this gap index (equal spacing and
    /// equal centering).
    case gap(Int)
}

/// One constraint the stack view makes: `first.attribute relation multiplier × second.attribute +
/// constant` at `priority`, named with UIKit's identifier.
struct StackConstraintDescription: Hashable, Sendable {
    var identifier: String
    var first: StackLayoutItem
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation = .equal
    var second: StackLayoutItem?
    var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority = UILayoutPriority.required
}

/// UIKit's identifiers for the constraints a stack view makes (as its constraint logs print them).
enum StackConstraintIdentifier {
    /// First and last views (or the spanner) to the stack's edges or margins.
    static let canvasConnection = "UISV-canvas-connection"
    /// Between adjacent visible views along the axis.
    static let spacing = "UISV-spacing"
    /// Across the axis, every view to the first.
    static let alignment = "UISV-alignment"
    /// Equal sizes (`.fillEqually`) or equal gaps (`.equalSpacing`, `.equalCentering`).
    static let fillEqually = "UISV-fill-equally"
    /// Sizes proportional to intrinsic sizes (`.fillProportionally`).
    static let fillProportionally = "UISV-fill-proportionally"
    /// A distributing gap guide's edges to its neighbours.
    static let distributingEdge = "UISV-distributing-edge"
    /// A hidden view's collapse to zero size.
    static let hiding = "UISV-hiding"
    /// A view's edge inside the alignment spanner.
    static let spanningBoundary = "UISV-spanning-boundary"
    /// The spanner shrinks to the views it spans.
    static let spanningFit = "UISV-spanning-fit"
    /// Low-priority constraints that settle what would otherwise be ambiguous.
    static let ambiguitySuppression = "UISV-ambiguity-suppression"
}

/// The identifiers of the guides a stack view owns.
enum StackGuideIdentifier {
    static let alignmentSpanner = "UISV-alignment-spanner"
    static let distributing = "UISV-distributing"
}

/// The constraints one arrangement needs, and the guides they use.
struct StackLayoutPlan: Equatable, Sendable {
    var constraints: [StackConstraintDescription] = []
    /// Whether the `UISV-alignment-spanner` guide is used.
    var usesSpanner = false
    /// How many `UISV-distributing` guides are used.
    var gapCount = 0
}

/// The attributes along and across a stack's axis.
struct StackAxisAttributes: Sendable {
    let leading, trailing, size, center: NSLayoutConstraint.Attribute
    let perpendicularLeading, perpendicularTrailing, perpendicularSize,
        perpendicularCenter: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            (perpendicularLeading, perpendicularTrailing, perpendicularSize, perpendicularCenter) = (
                .top, .bottom, .height, .centerY
            )
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (perpendicularLeading, perpendicularTrailing, perpendicularSize, perpendicularCenter) = (
                .leading, .trailing, .width, .centerX
            )
        }
    }
}
#endif

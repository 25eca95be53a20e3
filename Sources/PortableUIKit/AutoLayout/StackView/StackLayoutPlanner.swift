#if !canImport(UIKit)
import Foundation

/// Plans the constraints of a `UIStackView` from its configuration and what it reads of its
/// arranged views: a pure value, tested without views. `StackConstraintSet` turns the plan into
/// `NSLayoutConstraint`s.
///
/// Along the axis: the first and last visible views meet the canvas (`UISV-canvas-connection`),
/// adjacent visible views are `UISV-spacing` apart (equal for the fill distributions, at least
/// for the equal distributions, whose `UISV-distributing` gap guides are kept equal), and hidden
/// views collapse to zero size at the previous visible view's trailing edge (`UISV-hiding`).
/// Across the axis, see `StackLayoutPlanner+Alignment.swift`.
struct StackLayoutPlanner: Equatable, Sendable {
    var axis: NSLayoutConstraint.Axis = .horizontal
    var distribution: UIStackView.Distribution = .fill
    var alignment: UIStackView.Alignment = .fill
    var spacing: CGFloat = 0
    var isBaselineRelativeArrangement = false
    /// `isLayoutMarginsRelativeArrangement`: the canvas is the stack's margins, not its edges.
    var isLayoutMarginsRelativeArrangement = false
    /// The stack's two layout margins along its axis, summed (`.fillProportionally` subtracts them
    /// from the stack's size when the arrangement is margins-relative).
    var marginsAlongAxis: CGFloat = 0
    var items: [StackArrangedItem] = []

    /// The system spacing between sibling views (spec 17.7 recommendation: 8 pt).
    static let systemSpacing: CGFloat = 8
    /// The priority of `.fillProportionally`'s proportions and `.equalCentering`'s equal centre
    /// distances: just below required, so that they give way only when nothing else can. UNC:
    /// UIKit's value is undocumented.
    static let distributingPriority = UILayoutPriority(999)
    /// The priority of the spanner's pull to the views it spans (below `fittingSizeLevel`, so that
    /// fitting sizes and every content priority win). UNC: UIKit's value is undocumented.
    static let spanningFitPriority = UILayoutPriority(49)
    /// The priority of `UISV-ambiguity-suppression` constraints. UNC: UIKit's value is undocumented.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)

    /// The indexes of the views that take part in the arrangement.
    var visibleIndexes: [Int] { items.indices.filter { !items[$0].isHidden } }

    /// The spacing after the item at `index`: its custom spacing, else the stack's; the system
    /// spacing for `spacingUseSystem`.
    func spacing(after index: Int) -> CGFloat {
        let custom = items[index].customSpacingAfter
        let value = custom.flatMap { $0 == UIStackView.spacingUseDefault ? nil : $0 } ?? spacing
        return Self.resolved(value)
    }

    /// `spacingUseSystem` (and `spacingUseDefault` on the stack itself) as the system spacing.
    static func resolved(_ spacing: CGFloat) -> CGFloat {
        spacing == UIStackView.spacingUseSystem || spacing == UIStackView.spacingUseDefault ? systemSpacing : spacing
    }

    /// Every constraint of the arrangement.
    func plan() -> StackLayoutPlan {
        var plan = StackLayoutPlan()
        planAlongAxis(into: &plan)
        planAcrossAxis(into: &plan)
        if isLayoutMarginsRelativeArrangement {
            for index in plan.constraints.indices {
                if plan.constraints[index].first == .canvas {
                    plan.constraints[index].firstAttribute = Self.marginAttribute(
                        plan.constraints[index].firstAttribute)
                }
                if plan.constraints[index].second == .canvas {
                    plan.constraints[index].secondAttribute = Self.marginAttribute(
                        plan.constraints[index].secondAttribute)
                }
            }
        }
        return plan
    }

    /// The margin form of an edge or centre attribute (sizes have none and stay as they are).
    static func marginAttribute(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: attribute
        }
    }

    // MARK: Along the axis

    private func planAlongAxis(into plan: inout StackLayoutPlan) {
        let a = StackAxisAttributes(axis)
        let visible = visibleIndexes
        planHidden(into: &plan, visible: visible)
        guard let first = visible.first, let last = visible.last else { return }
        plan.constraints.append(
            .init(
                identifier: StackConstraintIdentifier.canvasConnection, first: .arranged(first),
                firstAttribute: a.leading, second: .canvas, secondAttribute: a.leading))
        plan.constraints.append(
            .init(
                identifier: StackConstraintIdentifier.canvasConnection, first: .canvas, firstAttribute: a.trailing,
                second: .arranged(last), secondAttribute: a.trailing))
        let pairs = Array(zip(visible, visible.dropFirst()))
        let fills = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        for (previous, next) in pairs {
            plan.constraints.append(
                .init(
                    identifier: StackConstraintIdentifier.spacing,
                    first: .arranged(next), firstAttribute: baselines ? .firstBaseline : a.leading,
                    relation: fills ? .equal : .greaterThanOrEqual,
                    second: .arranged(previous), secondAttribute: baselines ? .lastBaseline : a.trailing,
                    constant: spacing(after: previous)))
        }
        switch distribution {
        case .fill: planOrderTieBreaks(into: &plan, visible: visible, hugging: true)
        case .fillEqually:
            for index in visible.dropFirst() {
                plan.constraints.append(
                    .init(
                        identifier: StackConstraintIdentifier.fillEqually, first: .arranged(index),
                        firstAttribute: a.size, second: .arranged(first), secondAttribute: a.size))
            }
        case .fillProportionally: planProportions(into: &plan, visible: visible, pairs: pairs)
        case .equalSpacing, .equalCentering: planGaps(into: &plan, pairs: pairs)
        }
        if distribution == .fillProportionally,
            !plan.constraints.contains(where: { $0.identifier == StackConstraintIdentifier.fillProportionally })
        {
            planOrderTieBreaks(into: &plan, visible: visible, hugging: true)
        }
        if distribution != .fillEqually { planOrderTieBreaks(into: &plan, visible: visible, hugging: false) }
    }

    /// Hidden views: zero size on both axes, at the previous visible view's trailing edge (the
    /// canvas's leading edge before the first) and the canvas's edge across the axis.
    private func planHidden(into plan: inout StackLayoutPlan, visible: [Int]) {
        let a = StackAxisAttributes(axis)
        for index in items.indices where items[index].isHidden {
            let anchor = visible.last(where: { $0 < index })
            let hiding = StackConstraintIdentifier.hiding
            plan.constraints.append(
                .init(identifier: hiding, first: .arranged(index), firstAttribute: a.size, constant: 0))
            plan.constraints.append(
                .init(
                    identifier: hiding, first: .arranged(index), firstAttribute: a.leading,
                    second: anchor.map { .arranged($0) } ?? .canvas,
                    secondAttribute: anchor == nil ? a.leading : a.trailing))
            plan.constraints.append(
                .init(identifier: hiding, first: .arranged(index), firstAttribute: a.perpendicularSize, constant: 0))
            plan.constraints.append(
                .init(
                    identifier: hiding, first: .arranged(index), firstAttribute: a.perpendicularLeading,
                    second: .canvas, secondAttribute: a.perpendicularLeading))
        }
    }

    /// `.fillProportionally`: each visible view's size is its share of the intrinsic sizes times
    /// the canvas size less the spacing. With no intrinsic sizes at all it lays out as `.fill`.
    private func planProportions(into plan: inout StackLayoutPlan, visible: [Int], pairs: [(Int, Int)]) {
        let a = StackAxisAttributes(axis)
        let total = visible.reduce(CGFloat(0)) { $0 + max(items[$1].mainIntrinsicSize ?? 0, 0) }
        guard total > 0, total.isFinite else { return }
        let spacings =
            pairs.reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
            + (isLayoutMarginsRelativeArrangement ? marginsAlongAxis : 0)
        for index in visible {
            let share = max(items[index].mainIntrinsicSize ?? 0, 0) / total
            plan.constraints.append(
                .init(
                    identifier: StackConstraintIdentifier.fillProportionally, first: .arranged(index),
                    firstAttribute: a.size,
                    second: .canvas, secondAttribute: a.size, multiplier: share, constant: -share * spacings,
                    priority: Self.distributingPriority))
        }
    }

    /// `.equalSpacing` and `.equalCentering`: a `UISV-distributing` guide spans each gap (edge to
    /// edge, or centre to centre) and every gap equals the first.
    private func planGaps(into plan: inout StackLayoutPlan, pairs: [(Int, Int)]) {
        let a = StackAxisAttributes(axis)
        let centering = distribution == .equalCentering
        plan.gapCount = pairs.count
        for (gap, (previous, next)) in pairs.enumerated() {
            let edge = StackConstraintIdentifier.distributingEdge
            plan.constraints.append(
                .init(
                    identifier: edge, first: .gap(gap), firstAttribute: a.leading, second: .arranged(previous),
                    secondAttribute: centering ? a.center : a.trailing))
            plan.constraints.append(
                .init(
                    identifier: edge, first: .gap(gap), firstAttribute: a.trailing, second: .arranged(next),
                    secondAttribute: centering ? a.center : a.leading))
            if gap > 0 {
                plan.constraints.append(
                    .init(
                        identifier: StackConstraintIdentifier.fillEqually, first: .gap(gap), firstAttribute: a.size,
                        second: .gap(0), secondAttribute: a.size,
                        priority: centering ? Self.distributingPriority : .required))
            }
        }
    }

    /// UIKit resolves a tie in hugging (or compression resistance) "based on their index in the
    /// arrangedSubviews array" (UIStackView.Distribution.fill). UNC: which end gives way is not
    /// documented; here the LAST of the views that share the lowest priority stretches (or
    /// shrinks): every earlier one gets a `UISV-ambiguity-suppression` constraint holding it at
    /// its intrinsic size at a priority far below any content priority.
    private func planOrderTieBreaks(into plan: inout StackLayoutPlan, visible: [Int], hugging: Bool) {
        let a = StackAxisAttributes(axis)
        let sized = visible.filter { items[$0].mainIntrinsicSize != nil }
        let priority: (Int) -> UILayoutPriority = {
            hugging ? items[$0].mainHugging : items[$0].mainCompressionResistance
        }
        guard let lowest = sized.map(priority).min() else { return }
        let tied = sized.filter { priority($0) == lowest }
        for index in tied.dropLast() {
            plan.constraints.append(
                .init(
                    identifier: StackConstraintIdentifier.ambiguitySuppression, first: .arranged(index),
                    firstAttribute: a.size,
                    relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual,
                    constant: items[index].mainIntrinsicSize ?? 0, priority: Self.ambiguitySuppressionPriority))
        }
    }
}
#endif

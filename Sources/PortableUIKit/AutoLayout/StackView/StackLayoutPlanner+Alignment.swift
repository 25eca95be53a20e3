#if !canImport(UIKit)
import Foundation

/// Across the axis (the alignment): the first visible view meets the canvas
/// (`UISV-canvas-connection`), every other visible view aligns with the first (`UISV-alignment`).
/// Except for `.fill`, the views stay inside the `UISV-alignment-spanner` guide
/// (`UISV-spanning-boundary`), which fills the canvas and pulls in to the views
/// (`UISV-spanning-fit`), so that an unconstrained stack is as wide as its widest view; views
/// with no intrinsic size across the axis get a zero-size `UISV-ambiguity-suppression`.
///
/// UNC: baseline alignments are "only valid for horizontal stacks"; a vertical stack lays out
/// `.firstBaseline` as `.leading` and `.lastBaseline` as `.trailing`. Under baseline alignment the
/// first view is pulled to the spanner's top at the ambiguity-suppression priority, so that the
/// row sits at the top of a taller stack.
extension StackLayoutPlanner {
    /// The alignment a vertical stack uses in place of a baseline alignment.
    var effectiveAlignment: UIStackView.Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    func planAcrossAxis(into plan: inout StackLayoutPlan) {
        let a = StackAxisAttributes(axis)
        let visible = visibleIndexes
        guard let first = visible.first else { return }
        let alignment = effectiveAlignment
        let connection = StackConstraintIdentifier.canvasConnection
        let aligned: [NSLayoutConstraint.Attribute]
        switch alignment {
        case .fill:
            aligned = [a.perpendicularLeading, a.perpendicularTrailing]
            plan.constraints.append(
                .init(
                    identifier: connection, first: .arranged(first), firstAttribute: a.perpendicularLeading,
                    second: .canvas, secondAttribute: a.perpendicularLeading))
            plan.constraints.append(
                .init(
                    identifier: connection, first: .canvas, firstAttribute: a.perpendicularTrailing,
                    second: .arranged(first), secondAttribute: a.perpendicularTrailing))
        case .leading:
            aligned = [a.perpendicularLeading]
            plan.constraints.append(
                .init(
                    identifier: connection, first: .arranged(first), firstAttribute: a.perpendicularLeading,
                    second: .canvas, secondAttribute: a.perpendicularLeading))
        case .trailing:
            aligned = [a.perpendicularTrailing]
            plan.constraints.append(
                .init(
                    identifier: connection, first: .canvas, firstAttribute: a.perpendicularTrailing,
                    second: .arranged(first), secondAttribute: a.perpendicularTrailing))
        case .center:
            aligned = [a.perpendicularCenter]
            plan.constraints.append(
                .init(
                    identifier: connection, first: .canvas, firstAttribute: a.perpendicularCenter,
                    second: .arranged(first), secondAttribute: a.perpendicularCenter))
        case .firstBaseline, .lastBaseline:
            aligned = [alignment == .firstBaseline ? .firstBaseline : .lastBaseline]
        }
        for index in visible.dropFirst() {
            for attribute in aligned {
                plan.constraints.append(
                    .init(
                        identifier: StackConstraintIdentifier.alignment, first: .arranged(index),
                        firstAttribute: attribute, second: .arranged(first), secondAttribute: attribute))
            }
        }
        guard alignment != .fill else { return }
        planSpanner(into: &plan, visible: visible, alignment: alignment)
    }

    private func planSpanner(into plan: inout StackLayoutPlan, visible: [Int], alignment: UIStackView.Alignment) {
        let a = StackAxisAttributes(axis)
        plan.usesSpanner = true
        let boundary = StackConstraintIdentifier.spanningBoundary
        let suppression = StackConstraintIdentifier.ambiguitySuppression
        for index in visible {
            if alignment != .leading {
                plan.constraints.append(
                    .init(
                        identifier: boundary, first: .arranged(index), firstAttribute: a.perpendicularLeading,
                        relation: .greaterThanOrEqual, second: .spanner, secondAttribute: a.perpendicularLeading))
            }
            if alignment != .trailing {
                plan.constraints.append(
                    .init(
                        identifier: boundary, first: .arranged(index), firstAttribute: a.perpendicularTrailing,
                        relation: .lessThanOrEqual, second: .spanner, secondAttribute: a.perpendicularTrailing))
            }
            if !items[index].hasPerpendicularIntrinsicSize {
                plan.constraints.append(
                    .init(
                        identifier: suppression, first: .arranged(index), firstAttribute: a.perpendicularSize,
                        constant: 0, priority: Self.ambiguitySuppressionPriority))
            }
        }
        if alignment == .firstBaseline || alignment == .lastBaseline, let first = visible.first {
            plan.constraints.append(
                .init(
                    identifier: suppression, first: .arranged(first), firstAttribute: a.perpendicularLeading,
                    second: .spanner, secondAttribute: a.perpendicularLeading,
                    priority: Self.ambiguitySuppressionPriority))
        }
        let connection = StackConstraintIdentifier.canvasConnection
        plan.constraints.append(
            .init(
                identifier: connection, first: .spanner, firstAttribute: a.perpendicularLeading, second: .canvas,
                secondAttribute: a.perpendicularLeading))
        plan.constraints.append(
            .init(
                identifier: connection, first: .canvas, firstAttribute: a.perpendicularTrailing, second: .spanner,
                secondAttribute: a.perpendicularTrailing))
        plan.constraints.append(
            .init(
                identifier: StackConstraintIdentifier.spanningFit, first: .spanner, firstAttribute: a.perpendicularSize,
                constant: 0, priority: Self.spanningFitPriority))
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Why UIKit would refuse a constraint between two anchor terms (spec 17.1, 17.6), as a pure check:
/// the reason, or nil for a valid pair. The type system already keeps x, y and dimension anchors
/// apart; what is left is what UIKit only finds at run time: leading/trailing mixed with
/// left/right (UIKit crashes; we refuse with `invalidConstraint`), anchors whose item is gone,
/// non-finite numbers, and mismatched kinds reached through the untyped `firstAnchor`.
enum AnchorTermValidation {
    /// What one side of an anchor constraint measures.
    enum Shape: Equatable {
        case position(NSLayoutConstraint.Axis)
        /// A width, a height or an `anchorWithOffset(to:)` distance along the axis.
        case length(NSLayoutConstraint.Axis)
    }

    @MainActor
    static func reason(
        first: LayoutAnchorTerm, second: LayoutAnchorTerm?, multiplier: CGFloat, constant: CGFloat
    ) -> String? {
        guard multiplier.isFinite, constant.isFinite else {
            return "the multiplier (\(multiplier)) and constant (\(constant)) must be finite numbers"
        }
        for term in [first] + (second.map { [$0] } ?? []) {
            if let reason = missingItemReason(term) ?? mixedDirectionReason(within: term) { return reason }
        }
        guard let firstShape = shape(of: first) else { return "the first anchor has no attribute" }
        guard let second else {
            guard case .length = firstShape else {
                return
                    "a position (\(first.attribute.printedName)) cannot equal a constant; only a width, height or distance can"
            }
            return nil
        }
        guard let secondShape = shape(of: second) else { return "the second anchor has no attribute" }
        var sameKind = firstShape == secondShape
        if case .length = firstShape, case .length = secondShape { sameKind = true }  // width == 2 × height is fine
        if !sameKind {
            return "\(describe(first)) and \(describe(second)) are not anchors of the same kind"
        }
        if isDirectional(first) != nil, isDirectional(second) != nil, isDirectional(first) != isDirectional(second) {
            return "leading/trailing cannot be mixed with left/right (\(describe(first)) and \(describe(second)))"
        }
        return nil
    }

    /// What `term` measures; nil for `.notAnAttribute`.
    static func shape(of term: LayoutAnchorTerm) -> Shape? {
        switch term {
        case .attribute(_, let attribute):
            guard let axis = attribute.axis else { return nil }
            return attribute.kind == .size ? .length(axis) : .position(axis)
        case .distance(let from, _):
            guard case .position(let axis) = shape(of: from) else { return nil }
            return .length(axis)
        }
    }

    /// True for leading/trailing, false for left/right, nil for anything else (a distance counts
    /// as its anchors do).
    static func isDirectional(_ term: LayoutAnchorTerm) -> Bool? {
        switch term {
        case .attribute(_, let attribute):
            if attribute.isDirectional { return true }
            if attribute.isAbsoluteHorizontal { return false }
            return nil
        case .distance(let from, let to):
            return isDirectional(from) ?? isDirectional(to)
        }
    }

    @MainActor
    private static func missingItemReason(_ term: LayoutAnchorTerm) -> String? {
        switch term {
        case .attribute(let reference, let attribute):
            return reference.object == nil ? "the item of the \(attribute.printedName) anchor was deallocated" : nil
        case .distance(let from, let to):
            return missingItemReason(from) ?? missingItemReason(to)
        }
    }

    private static func mixedDirectionReason(within term: LayoutAnchorTerm) -> String? {
        guard case .distance(let from, let to) = term else { return nil }
        if let a = isDirectional(from), let b = isDirectional(to), a != b {
            return "the distance from \(describe(from)) to \(describe(to)) mixes leading/trailing with left/right"
        }
        return mixedDirectionReason(within: from) ?? mixedDirectionReason(within: to)
    }

    static func describe(_ term: LayoutAnchorTerm) -> String {
        switch term {
        case .attribute(_, let attribute): attribute.printedName
        case .distance(let from, let to): "distance(\(describe(from)) → \(describe(to)))"
        }
    }
}
#endif

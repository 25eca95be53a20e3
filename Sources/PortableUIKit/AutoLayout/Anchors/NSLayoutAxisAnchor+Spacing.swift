#if !canImport(UIKit)
import Foundation

/// The system spacing between view edges: 8 pt, the visual format's standard space (spec 17.7,
/// UNC; Recommended: 8 × multiplier for view edges). Text baselines would depend on fonts,
/// which PortableUIKit does not model here.
let systemSpacingBetweenEdges: CGFloat = 8

/// System spacing and offsets on the x axis (spec 17.6, 17.7).
extension NSLayoutXAxisAnchor {
    /// A dimension for the distance from this anchor to `otherAnchor` (`other − self`).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: .distance(from: term, to: otherAnchor.term))
    }

    /// A constraint that makes this anchor trail `anchor` by `multiplier` × the system spacing.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        spacingAfter(.equal, anchor, multiplier)
    }

    /// A constraint that makes this anchor trail `anchor` by at least `multiplier` × the system spacing.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        spacingAfter(.greaterThanOrEqual, anchor, multiplier)
    }

    /// A constraint that makes this anchor trail `anchor` by at most `multiplier` × the system spacing.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        spacingAfter(.lessThanOrEqual, anchor, multiplier)
    }

    /// "After" follows the layout direction (spec 17.7). Leading/trailing anchors already measure
    /// in the layout direction, so the spacing is added; for left, right and centerX anchors of
    /// a right-to-left item "after" is to the left, so the relation is written the other way round
    /// (`anchor = self + spacing`). The direction is read when the constraint is made.
    private func spacingAfter(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutXAxisAnchor, _ multiplier: CGFloat
    ) -> NSLayoutConstraint {
        let spacing = systemSpacingBetweenEdges * multiplier
        let directional = AnchorTermValidation.isDirectional(term) ?? false
        guard !directional, Self.layoutDirection(of: term) == .rightToLeft else {
            return makeConstraint(relation, anchor.term, multiplier: 1, constant: spacing)
        }
        return makeConstraint(relation.reversed, anchor.term, multiplier: 1, constant: -spacing)
    }

    @MainActor
    private static func layoutDirection(of term: LayoutAnchorTerm) -> UIUserInterfaceLayoutDirection {
        NSLayoutConstraint.owningView(of: term.item)?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
}

/// System spacing and offsets on the y axis (spec 17.6, 17.7).
extension NSLayoutYAxisAnchor {
    /// A dimension for the distance from this anchor to `otherAnchor` (`other − self`).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: .distance(from: term, to: otherAnchor.term))
    }

    /// A constraint that puts this anchor `multiplier` × the system spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        makeConstraint(.equal, anchor.term, multiplier: 1, constant: systemSpacingBetweenEdges * multiplier)
    }

    /// A constraint that puts this anchor at least `multiplier` × the system spacing below `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(
            .greaterThanOrEqual, anchor.term, multiplier: 1, constant: systemSpacingBetweenEdges * multiplier)
    }

    /// A constraint that puts this anchor at most `multiplier` × the system spacing below `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.term, multiplier: 1, constant: systemSpacingBetweenEdges * multiplier)
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation with its sides swapped: ≥ becomes ≤.
    var reversed: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
#endif

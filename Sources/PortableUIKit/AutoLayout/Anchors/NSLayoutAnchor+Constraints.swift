#if !canImport(UIKit)
import Foundation

/// The constraint factories every anchor has (spec 17.6): `first {==, >=, <=} second + c`,
/// inactive and required, made through the designated `NSLayoutConstraint(firstTerm:…)`.
extension NSLayoutAnchor {
    /// A constraint that makes this anchor equal to `anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.term, multiplier: 1, constant: 0)
    }

    /// A constraint that makes this anchor equal to `anchor` plus `c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.term, multiplier: 1, constant: c)
    }

    /// A constraint that makes this anchor at least `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.term, multiplier: 1, constant: 0)
    }

    /// A constraint that makes this anchor at least `anchor` plus `c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.term, multiplier: 1, constant: c)
    }

    /// A constraint that makes this anchor at most `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.term, multiplier: 1, constant: 0)
    }

    /// A constraint that makes this anchor at most `anchor` plus `c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.term, multiplier: 1, constant: c)
    }

    /// The name of the anchor for debugging: the item and the attribute, as UIKit prints anchors
    /// (`UIView:0x….leading`).
    public var name: String { Self.name(of: term) }

    /// The constraints that act on the anchor's item along the anchor's axis.
    public var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let axis = AnchorTermValidation.shape(of: term).map(Self.axis(of:)) else { return [] }
        if let view = term.item as? UIView { return view.constraintsAffectingLayout(for: axis) }
        if let guide = term.item as? UILayoutGuide { return guide.constraintsAffectingLayout(for: axis) }
        return []
    }

    /// Whether the constraints leave the anchor's item ambiguous (debugging only, spec 17.18).
    public var hasAmbiguousLayout: Bool {
        if let view = term.item as? UIView { return view.hasAmbiguousLayout }
        if let guide = term.item as? UILayoutGuide { return guide.hasAmbiguousLayout }
        return false
    }

    /// The one place anchor constraints are made: validated here, reported by the initializer.
    func makeConstraint(
        _ relation: NSLayoutConstraint.Relation, _ second: LayoutAnchorTerm?, multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        let reason = AnchorTermValidation.reason(
            first: term, second: second, multiplier: multiplier, constant: constant)
        return NSLayoutConstraint(
            firstTerm: term, relation, secondTerm: second, multiplier: multiplier, constant: constant,
            invalidReason: reason)
    }

    private static func axis(of shape: AnchorTermValidation.Shape) -> NSLayoutConstraint.Axis {
        switch shape {
        case .position(let axis), .length(let axis): axis
        }
    }

    static func name(of term: LayoutAnchorTerm) -> String {
        switch term {
        case .attribute(let reference, let attribute):
            "\(NSLayoutConstraint.name(of: reference.object)).\(attribute.printedName)"
        case .distance(let from, let to):
            "\(name(of: from))-\(name(of: to))"
        }
    }
}
#endif

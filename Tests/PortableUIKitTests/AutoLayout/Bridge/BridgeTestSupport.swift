import Foundation
@testable import PortableUIKit

/// A view with a fixed intrinsic content size.
@MainActor
final class IntrinsicView: UIView {
    var intrinsic: CGSize
    init(_ intrinsic: CGSize) {
        self.intrinsic = intrinsic
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { intrinsic }
}

/// `item.attr == (toItem.attr2 ×) multiplier + constant`, active, through UIKit's item initializer.
@MainActor @discardableResult
func pin(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
    to other: AnyObject? = nil, _ otherAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1, _ constant: CGFloat = 0, priority: UILayoutPriority = .required
) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
        item: item, attribute: attribute, relatedBy: relation, toItem: other,
        attribute: other == nil ? .notAnAttribute : (otherAttribute == .notAnAttribute ? attribute : otherAttribute),
        multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.isActive = true
    return constraint
}

/// A view placed by constraints.
@MainActor
func constrainedView(in superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// `item.attr == constant` (a size), active.
@MainActor @discardableResult
func pin(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
    relation: NSLayoutConstraint.Relation = .equal, priority: UILayoutPriority = .required
) -> NSLayoutConstraint {
    pin(item, attribute, relation, multiplier: 1, constant, priority: priority)
}

/// Whether two rectangles agree to 1e-9 on every edge (the engine works in doubles).
func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
        && abs(a.height - b.height) < 1e-9
}

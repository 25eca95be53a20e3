import Foundation
@testable import PortableUIKit
import ContainmentTesting

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

/// Two views of intrinsic size 100 × 100 in a row filling `width` of a box in the host's window
/// (spec 17.11's setting).
@MainActor
func intrinsicRow(width: CGFloat, host: HeadlessHost) -> (UIView, IntrinsicView, IntrinsicView) {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    host.window.addSubview(box)
    let a = IntrinsicView(CGSize(width: 100, height: 100)), b = IntrinsicView(CGSize(width: 100, height: 100))
    for view in [a, b] {
        view.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(view)
        pin(view, .top, to: box, .top)
    }
    pin(a, .leading, to: box, .leading)
    pin(b, .leading, to: a, .trailing)
    pin(b, .trailing, to: box, .trailing)
    return (box, a, b)
}

/// Pins `view`'s left (or leading), top, width and height to `rect` relative to `superview`.
@MainActor
func pinFrame(_ view: UIView, to superview: UIView, _ rect: CGRect, leading: Bool = false) {
    pin(view, leading ? .leading : .left, to: superview, leading ? .leading : .left, rect.minX)
    pin(view, .top, to: superview, .top, rect.minY)
    pin(view, .width, rect.width)
    pin(view, .height, rect.height)
}

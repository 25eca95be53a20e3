#if !canImport(UIKit)
import Foundation

/// A guide's debugging surface (spec 17.12, 17.18).
extension UILayoutGuide {
    /// The active constraints that refer to the guide with an attribute on `axis`: those installed
    /// on its owning view or the view's ancestors (where constraints on a guide can live).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var cursor = owningView
        while let view = cursor {
            for constraint in view.constraints where constraint.mentions(self, on: axis) { found.append(constraint) }
            cursor = view.superview
        }
        return found
    }
}

extension NSLayoutConstraint {
    /// Whether one of the constraint's terms is an attribute of `item` on `axis`.
    func mentions(_ item: AnyObject, on axis: NSLayoutConstraint.Axis) -> Bool {
        func check(_ term: LayoutAnchorTerm?) -> Bool {
            switch term {
            case .attribute(let reference, let attribute): reference.object === item && attribute.axis == axis
            case .distance(let from, let to): check(from) || check(to)
            case nil: false
            }
        }
        return check(firstTerm) || check(secondTerm)
    }
}
#endif

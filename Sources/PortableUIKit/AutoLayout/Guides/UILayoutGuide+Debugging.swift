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

extension UILayoutGuide {
    /// Whether the constraints leave the guide's rectangle ambiguous (debugging only, spec 17.18):
    /// one of its x, y, width, height can change without making the layout worse. A guide outside
    /// the engine is not ambiguous.
    public var hasAmbiguousLayout: Bool {
        let host = AutoLayoutEngineHost.shared
        guard let variables = host.guideVariables[ObjectIdentifier(self)], variables.guide === self else { return false }
        return variables.all.contains { host.engine.isAmbiguous($0) }
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

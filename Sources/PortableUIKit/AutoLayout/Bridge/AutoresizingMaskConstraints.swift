#if !canImport(UIKit)
import Foundation

/// `translatesAutoresizingMaskIntoConstraints` (spec 17.8): a view in the engine that translates
/// its mask gets four required equalities that fully determine its alignment rectangle from its
/// current frame. When its superview is in the engine, the flexible parts follow the superview's
/// size variable exactly as `AutoresizingArithmetic` shares a size change (the share is linear in
/// the change); otherwise the frame is fixed. Setting frame, bounds or center refreshes them.
/// They are made lazily, like UIKit's (see `refreshMaskConstraints(of:)`).
extension AutoLayoutEngineHost {
    func applyMaskConstraints(of view: UIView) {
        guard let variables = view.autoLayoutState?.itemVariables else { return }
        let wanted = view.translatesAutoresizingMaskIntoConstraints && view.autoLayoutState?.isFitting != true
        guard wanted else {
            removeMaskConstraints(variables)
            return
        }
        let superview = view._superview
        let superVariables = superview?.autoLayoutState?.itemVariables
        let signature = AutoresizingMaskSignature(
            alignmentRect: view.alignmentRect(forFrame: view.frame), mask: view.autoresizingMask,
            superviewSize: superVariables == nil ? nil : superview?.bounds.size,
            superviewWidth: superVariables?.width, superviewHeight: superVariables?.height)
        guard signature != variables.maskSignature || variables.maskConstraints.isEmpty else { return }
        let previous = variables.maskConstraints
        variables.maskConstraints = []
        variables.maskSignature = signature
        let rect = signature.alignmentRect
        let mask = signature.mask
        let horizontal = Self.maskShares(
            origin: rect.minX, length: rect.width, container: signature.superviewSize?.width ?? 0,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = Self.maskShares(
            origin: rect.minY, length: rect.height, container: signature.superviewSize?.height ?? 0,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        let parts: [(LayoutVariable, CGFloat, CGFloat, LayoutVariable?, CGFloat, String)] = [
            (
                variables.x, rect.minX, horizontal.origin, superVariables?.width, signature.superviewSize?.width ?? 0,
                "minX"
            ),
            (
                variables.y, rect.minY, vertical.origin, superVariables?.height, signature.superviewSize?.height ?? 0,
                "minY"
            ),
            (
                variables.width, rect.width, horizontal.length, superVariables?.width,
                signature.superviewSize?.width ?? 0, "width"
            ),
            (
                variables.height, rect.height, vertical.length, superVariables?.height,
                signature.superviewSize?.height ?? 0, "height"
            ),
        ]
        let made = parts.map { variable, value, share, container, containerValue, name in
            // variable == value + share × (container − containerValue)
            var right = LayoutExpression(constant: Double(value - share * containerValue))
            if let container, share != 0 { right = right + LayoutExpression(container) * Double(share) }
            return (name, LayoutConstraint(LayoutExpression(variable), .equal, right))
        }
        // A moved frame usually changes only the constants, which the engine updates in place.
        if previous.count == made.count, replaceInPlace(zip(previous, made.map(\.1)).map { ($0, $1) }) {
            variables.maskConstraints = made.map(\.1)
            view._superview?.setNeedsLayout()
            return
        }
        for constraint in previous { remove(constraint) }
        for (name, constraint) in made {
            auxiliaryKinds[constraint] = .autoresizingMask(name)
            variables.maskConstraints.append(constraint)
            if !add(constraint) {
                auxiliaryKinds[constraint] = nil
                variables.maskConstraints.removeLast()
                UnsatisfiableConstraintReport.report(
                    breaking: Self.maskDescription(view, attribute: name, signature: signature, constraint), constraint,
                    host: self)
            }
        }
        view._superview?.setNeedsLayout()
    }

    func removeMaskConstraints(_ variables: LayoutItemVariables) {
        for constraint in variables.maskConstraints { remove(constraint) }
        variables.maskConstraints = []
        variables.maskSignature = nil
    }

    /// How much of a unit change of the container goes to the origin and to the length.
    static func maskShares(
        origin: CGFloat, length: CGFloat, container: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let moved = AutoresizingArithmetic.resizeAxis(
            origin: origin, length: length, container: container, delta: 1,
            flexibleLeading: flexible.0, flexibleLength: flexible.1, flexibleTrailing: flexible.2)
        return (moved.origin - origin, moved.length - length)
    }

    /// `h=--& v=--&`: per axis (leading margin, size, trailing margin), `-` fixed and `&` flexible;
    /// an axis with nothing flexible prints as `--&` (spec 17.8).
    static func maskText(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ leading: Bool, _ size: Bool, _ trailing: Bool) -> String {
            guard leading || size || trailing else { return "--&" }
            return (leading ? "&" : "-") + (size ? "&" : "-") + (trailing ? "&" : "-")
        }
        let h = axis(
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let v = axis(
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return "h=\(h) v=\(v)"
    }

    /// The description UIKit logs for one mask constraint.
    static func maskDescription(
        _ view: UIView, attribute: String, signature: AutoresizingMaskSignature?, _ constraint: LayoutConstraint
    ) -> String {
        let rect = signature?.alignmentRect ?? .zero
        let value: CGFloat =
            switch attribute {
            case "minX": rect.minX
            case "minY": rect.minY
            case "width": rect.width
            default: rect.height
            }
        let address = NSLayoutConstraint.address(constraint.identity)
        return
            "<NSAutoresizingMaskLayoutConstraint:\(address) \(maskText(signature?.mask ?? view.autoresizingMask)) \(NSLayoutConstraint.name(of: view)).\(attribute) == \(NSLayoutConstraint.number(value))   (active)>"
    }
}
#endif

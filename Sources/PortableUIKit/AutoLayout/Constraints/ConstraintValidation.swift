#if !canImport(UIKit)
import Foundation

/// The rules by which UIKit refuses to make a constraint (spec 17.1), as a pure check: the reason,
/// or nil for a valid constraint.
enum ConstraintValidation {
    @MainActor
    static func reason(
        first: AnyObject, _ attr1: NSLayoutConstraint.Attribute, second: AnyObject?,
        _ attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat
    ) -> String? {
        guard first is UIView || first is UILayoutGuide else {
            return "the first item, a \(type(of: first)), is neither a view nor a layout guide"
        }
        if let second, !(second is UIView || second is UILayoutGuide) {
            return "the second item, a \(type(of: second)), is neither a view nor a layout guide"
        }
        guard multiplier.isFinite, constant.isFinite else {
            return "the multiplier (\(multiplier)) and constant (\(constant)) must be finite numbers"
        }
        guard attr1 != .notAnAttribute else { return "the first attribute is notAnAttribute" }
        for (item, attribute) in [(first, attr1), (second, attr2)] where item is UILayoutGuide {
            if attribute == .firstBaseline || attribute == .lastBaseline {
                return "a layout guide has no \(attribute.printedName)"
            }
        }
        guard let second else {
            // UIKit accepts a second attribute with no second item and ignores it (libraries such as
            // KYDrawerController write `toItem: nil, attribute: .width`); so does PortableUIKit.
            guard attr1.kind == .size else {
                return "a position (\(attr1.printedName)) cannot equal a constant; only a width or height can"
            }
            return nil
        }
        _ = second
        guard attr2 != .notAnAttribute else {
            return "there is a second item but its attribute is notAnAttribute"
        }
        if attr1.kind != attr2.kind {
            return
                "a \(attr1.kind == .size ? "size" : "position") (\(attr1.printedName)) cannot be related to a \(attr2.kind == .size ? "size" : "position") (\(attr2.printedName))"
        }
        if attr1.kind == .position {
            // A position on one axis may be related to a position on the other (`left == top + 50`):
            // UIKit makes and installs it (SnapKit's tests do on iOS); Apple's examples of invalid
            // constraints are a position equal to a constant and a position related to a size
            // (spec 17.1). The anchor API keeps axes apart by type, not this initializer.
            if (attr1.isDirectional && attr2.isAbsoluteHorizontal)
                || (attr1.isAbsoluteHorizontal && attr2.isDirectional)
            {
                return
                    "leading/trailing cannot be mixed with left/right (\(attr1.printedName) and \(attr2.printedName))"
            }
            if multiplier == 0 {
                return "a multiplier of 0 with a location for the first attribute makes a location equal to a constant"
            }
        }
        return nil
    }
}
#endif

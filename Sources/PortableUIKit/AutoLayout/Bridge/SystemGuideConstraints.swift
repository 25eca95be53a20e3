#if !canImport(UIKit)
import Foundation

/// A view's own guides in the engine (spec 17.13, 17.14): `layoutMarginsGuide` is the bounds
/// inset by `layoutMargins`, `safeAreaLayoutGuide` by `safeAreaInsets`; `readableContentGuide`
/// is taken as the margins guide (PortableUIKit has no readable-width metrics). Required
/// equalities to the owning view's size; refreshed before each layout pass when the insets moved.
extension AutoLayoutEngineHost {
    func refreshSystemGuideConstraints(_ variables: LayoutItemVariables) {
        guard let guide = variables.guide, let role = guide.systemRole, let owner = variables.guideOwner,
              let ownerVariables = owner.autoLayoutState?.itemVariables else { return }
        // A guide the view vends itself is tied by constraints installed on the view
        // (AutoLayout/Guides/UIView+SystemLayoutGuides.swift); the engine adds nothing of its own.
        guard !owner.tiesOwnGuide(guide) else { return }
        let insets = switch role {
        case .safeArea: owner.safeAreaInsets
        case .layoutMargins, .readableContent: owner.layoutMargins
        }
        guard insets != variables.guideInsets || variables.guideConstraints.isEmpty else { return }
        for constraint in variables.guideConstraints { remove(constraint) }
        variables.guideConstraints = []
        variables.guideInsets = insets
        let equalities: [(LayoutVariable, LayoutExpression)] = [
            (variables.x, LayoutExpression(constant: Double(insets.left))),
            (variables.y, LayoutExpression(constant: Double(insets.top))),
            (variables.width, LayoutExpression(ownerVariables.width) + Double(-insets.left - insets.right)),
            (variables.height, LayoutExpression(ownerVariables.height) + Double(-insets.top - insets.bottom)),
        ]
        for (variable, value) in equalities {
            let constraint = LayoutConstraint(LayoutExpression(variable), .equal, value)
            if add(constraint) {
                auxiliaryKinds[constraint] = .systemGuide
                variables.guideConstraints.append(constraint)
            }
        }
    }

    /// Before a layout pass: system guides whose insets changed follow them.
    func refreshSystemGuides() {
        for variables in guideVariables.values where variables.guide?.systemRole != nil {
            refreshSystemGuideConstraints(variables)
        }
    }
}
#endif

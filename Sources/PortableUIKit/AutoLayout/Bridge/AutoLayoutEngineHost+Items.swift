#if !canImport(UIKit)
import Foundation

/// Items enter the engine when the first constraint uses them and leave with the last (spec 17.2,
/// 17.21): retain and release count the users of each item's variables.
extension AutoLayoutEngineHost {
    /// The view's variables, made (with its autoresizing-mask and intrinsic-size constraints) when
    /// the view enters the engine.
    func retain(_ view: UIView) -> LayoutItemVariables {
        let state = view.autoLayout
        if let variables = state.itemVariables {
            variables.users += 1
            return variables
        }
        let variables = LayoutItemVariables(name: NSLayoutConstraint.name(of: view))
        variables.view = view
        variables.users = 1
        state.itemVariables = variables
        participants[ObjectIdentifier(variables)] = variables
        refreshIntrinsicConstraints(variables)
        refreshMaskConstraints(of: view)
        refreshMaskConstraintsOfSubviews(of: view)
        return variables
    }

    /// The guide's variables; nil for a guide with no owning view. (A view's own guides are tied
    /// to its edges by ordinary constraints, AutoLayout/Guides/.)
    func retain(_ guide: UILayoutGuide) -> LayoutItemVariables? {
        let key = ObjectIdentifier(guide)
        if let variables = guideVariables[key], variables.guide === guide {
            variables.users += 1
            return variables
        }
        guard let owner = guide.owningView else { return nil }
        let variables = LayoutItemVariables(name: NSLayoutConstraint.name(of: guide))
        variables.guide = guide
        variables.guideOwner = owner
        variables.users = 1
        guideVariables[key] = variables
        participants[ObjectIdentifier(variables)] = variables
        return variables
    }

    /// One user fewer; the last takes the item and its auxiliary constraints out of the engine.
    func release(_ variables: LayoutItemVariables) {
        variables.users -= 1
        guard variables.users <= 0 else { return }
        for constraint in variables.auxiliaryConstraints { remove(constraint) }
        variables.maskConstraints = []
        variables.maskSignature = nil
        variables.intrinsicConstraints = []
        participants[ObjectIdentifier(variables)] = nil
        engine.forgetVariables(variables.all)
        if let view = variables.view, view.autoLayoutState?.itemVariables === variables {
            view.autoLayoutState?.itemVariables = nil
            refreshMaskConstraintsOfSubviews(of: view)
        }
        if let guide = variables.guide {
            let key = ObjectIdentifier(guide)
            if guideVariables[key] === variables { guideVariables[key] = nil }
        }
    }

    /// The mask constraints of the subviews in the engine depend on whether `view` is.
    func refreshMaskConstraintsOfSubviews(of view: UIView) {
        for subview in view._subviews where subview.autoLayoutState?.itemVariables != nil {
            refreshMaskConstraints(of: subview)
        }
    }
}
#endif

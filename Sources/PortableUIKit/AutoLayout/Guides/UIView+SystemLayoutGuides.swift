#if !canImport(UIKit)
import Foundation

/// The readable content width: UIKit documents no rule (it follows the text size); PortableUIKit
/// caps the readable content guide at 672 pt, UIKit's width at the default text size in regular
/// width, centred in the margins (narrower margins win).
let readableContentMaximumWidth: CGFloat = 672

/// A view's own guides (spec 17.12–17.14): made once, on first use, owned by the view but not in
/// its `layoutGuides`, and tied to it by required constraints installed on the view.
///
/// - `layoutMarginsGuide` ('UIViewLayoutMarginsGuide'): bounds inset by the effective margins,
///   through UIKit's `UIView-leftMargin-guide-constraint`, `-rightMargin-`, `-topMargin-`,
///   `-bottomMargin-` (left/right, as UIKit prints them with "(LTR)").
/// - `safeAreaLayoutGuide` ('UIViewSafeAreaLayoutGuide'): bounds inset by `safeAreaInsets`, through
///   `UIViewSafeAreaLayoutGuide-left`, `-right`, `-top`, `-bottom`; constants follow the layout pass.
/// - `readableContentGuide` ('UIViewReadableContentGuide'): the margins guide's top and bottom, centred
///   in it, at most ``readableContentMaximumWidth`` wide (UNC: UIKit's constraints are private;
///   identifiers `UIViewReadableContentGuide-top`, `-bottom`, `-leading`, `-trailing`, `-centerX`,
///   `-width`, `-preferredWidth`).
extension UIView {
    func systemLayoutGuide(_ role: SystemLayoutGuideRole) -> UILayoutGuide {
        let state = marginsState
        switch role {
        case .layoutMargins:
            if let guide = state.layoutMarginsGuide { return guide }
            let guide = makeOwnGuide(role, "UIViewLayoutMarginsGuide")
            state.layoutMarginsGuide = guide
            changeMargins { _ in }  // the constants start from the margins as they are now
            state.marginsGuideConstraints = edgeConstraints(
                guide, "UIView-%@Margin-guide-constraint", state.reported ?? .zero)
            addConstraints(state.marginsGuideConstraints)
            return guide
        case .safeArea:
            if let guide = state.safeAreaLayoutGuide { return guide }
            let guide = makeOwnGuide(role, "UIViewSafeAreaLayoutGuide")
            state.safeAreaLayoutGuide = guide
            let insets = computedSafeAreaInsets
            state.guideSafeArea = insets
            state.safeAreaGuideConstraints = edgeConstraints(guide, "UIViewSafeAreaLayoutGuide-%@", insets)
            addConstraints(state.safeAreaGuideConstraints)
            return guide
        case .readableContent:
            if let guide = state.readableContentGuide { return guide }
            let guide = makeOwnGuide(role, "UIViewReadableContentGuide")
            state.readableContentGuide = guide
            addConstraints(readableConstraints(guide, margins: systemLayoutGuide(.layoutMargins)))
            return guide
        case .keyboard:
            return ownKeyboardLayoutGuide()
        }
    }

    /// Whether `guide` is one of this view's own guides, tied to it by installed constraints (the
    /// engine bridge then adds no equalities of its own for it).
    func tiesOwnGuide(_ guide: UILayoutGuide) -> Bool {
        guard let state = autoLayoutState?.margins else { return false }
        return guide === state.layoutMarginsGuide || guide === state.safeAreaLayoutGuide
            || guide === state.readableContentGuide || guide === state.keyboardLayoutGuide
    }

    /// The margins moved: the margins guide's constraints take the new values.
    func updateMarginsGuideConstraints(_ margins: UIEdgeInsets) {
        setEdgeConstants(autoLayoutState?.margins?.marginsGuideConstraints ?? [], margins)
    }

    /// The layout pass read `safeArea`: the safe-area guide's constraints take it.
    func updateSafeAreaGuideConstraints(_ safeArea: UIEdgeInsets) {
        guard let state = autoLayoutState?.margins, state.safeAreaLayoutGuide != nil, state.guideSafeArea != safeArea,
            LayoutMarginsArithmetic.isFinite(safeArea)
        else { return }
        state.guideSafeArea = safeArea
        setEdgeConstants(state.safeAreaGuideConstraints, safeArea)
    }

    private func makeOwnGuide(_ role: SystemLayoutGuideRole, _ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.systemRole = role
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }

    /// guide.left == left + l, right == guide.right + r, guide.top == top + t, bottom == guide.bottom + b.
    private func edgeConstraints(_ guide: UILayoutGuide, _ pattern: String, _ insets: UIEdgeInsets)
        -> [NSLayoutConstraint]
    {
        let finite = LayoutMarginsArithmetic.isFinite(insets) ? insets : .zero
        let made = [
            NSLayoutConstraint(first: guide, .left, .equal, second: self, .left, multiplier: 1, constant: finite.left),
            NSLayoutConstraint(
                first: self, .right, .equal, second: guide, .right, multiplier: 1, constant: finite.right),
            NSLayoutConstraint(first: guide, .top, .equal, second: self, .top, multiplier: 1, constant: finite.top),
            NSLayoutConstraint(
                first: self, .bottom, .equal, second: guide, .bottom, multiplier: 1, constant: finite.bottom),
        ]
        for (constraint, edge) in zip(made, ["left", "right", "top", "bottom"]) {
            constraint.identifier = pattern.replacingOccurrences(of: "%@", with: edge)
        }
        return made
    }

    private func setEdgeConstants(_ constraints: [NSLayoutConstraint], _ insets: UIEdgeInsets) {
        guard constraints.count == 4, LayoutMarginsArithmetic.isFinite(insets) else { return }
        constraints[0].constant = insets.left
        constraints[1].constant = insets.right
        constraints[2].constant = insets.top
        constraints[3].constant = insets.bottom
    }

    private func readableConstraints(_ guide: UILayoutGuide, margins: UILayoutGuide) -> [NSLayoutConstraint] {
        let preferred = guide.widthAnchor.constraint(equalToConstant: readableContentMaximumWidth)
        preferred.priority = UILayoutPriority(999)
        let made: [(NSLayoutConstraint, String)] = [
            (guide.topAnchor.constraint(equalTo: margins.topAnchor), "top"),
            (margins.bottomAnchor.constraint(equalTo: guide.bottomAnchor), "bottom"),
            (guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor), "leading"),
            (margins.trailingAnchor.constraint(greaterThanOrEqualTo: guide.trailingAnchor), "trailing"),
            (guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor), "centerX"),
            (guide.widthAnchor.constraint(lessThanOrEqualToConstant: readableContentMaximumWidth), "width"),
            (preferred, "preferredWidth"),
        ]
        for (constraint, name) in made { constraint.identifier = "UIViewReadableContentGuide-\(name)" }
        return made.map(\.0)
    }
}
#endif

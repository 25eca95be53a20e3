#if !canImport(UIKit)
import Foundation

/// `keyboardLayoutGuide` (spec 22.24): made on first use, tied to the view by required
/// constraints ('UIKeyboardLayoutGuide-left', '-right', '-bottom', '-height'), whose height
/// constant follows the keyboard and the safe area.
extension UIView {
    func ownKeyboardLayoutGuide() -> UIKeyboardLayoutGuide {
        let state = marginsState
        if let guide = state.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.systemRole = .keyboard
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.owningView = self
        state.keyboardLayoutGuide = guide
        let height = NSLayoutConstraint(
            first: guide, .height, .equal, second: nil, .notAnAttribute, multiplier: 1, constant: keyboardGuideHeight)
        let made = [
            NSLayoutConstraint(first: guide, .left, .equal, second: self, .left, multiplier: 1, constant: 0),
            NSLayoutConstraint(first: self, .right, .equal, second: guide, .right, multiplier: 1, constant: 0),
            NSLayoutConstraint(first: self, .bottom, .equal, second: guide, .bottom, multiplier: 1, constant: 0),
            height,
        ]
        for (constraint, edge) in zip(made, ["left", "right", "bottom", "height"]) {
            constraint.identifier = "UIKeyboardLayoutGuide-\(edge)"
        }
        state.keyboardGuideHeightConstraint = height
        addConstraints(made)
        return guide
    }

    /// The guide's height: how far the keyboard covers the view from its bottom, at least the
    /// bottom safe-area inset (the guide's top is then the safe area's bottom).
    var keyboardGuideHeight: CGFloat {
        let safeBottom = computedSafeAreaInsets.bottom
        let finiteSafeBottom = safeBottom.isFinite ? max(safeBottom, 0) : 0
        guard let window, let keyboardFrame = window.keyboardFrameInWindow else { return finiteSafeBottom }
        let keyboardTop = convert(CGPoint(x: 0, y: keyboardFrame.minY), from: window).y
        let covered = bounds.maxY - keyboardTop
        guard covered.isFinite else { return finiteSafeBottom }
        return min(max(covered, finiteSafeBottom), max(bounds.height, finiteSafeBottom))
    }

    /// Brings the keyboard guide's height up to date (the keyboard moved, or the layout pass).
    func updateKeyboardGuideConstraint() {
        guard let constraint = autoLayoutState?.margins?.keyboardGuideHeightConstraint else { return }
        let height = keyboardGuideHeight
        if constraint.constant != height { constraint.constant = height }
    }

    /// Updates the keyboard guides of this view and its subtree.
    func updateKeyboardGuidesInSubtree() {
        updateKeyboardGuideConstraint()
        for subview in subviews { subview.updateKeyboardGuidesInSubtree() }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The mechanics behind UIView's margin members (spec 17.13): `layoutMargins` and
/// `directionalLayoutMargins` read the effective margins (``LayoutMarginsArithmetic``) and set
/// the same storage, so they stay in sync through the layout direction. Every change that moves
/// the effective margins (a setter, the flags, the safe area or direction in the layout pass, a
/// preserved superview margin) updates the margins guide's constraints and calls
/// `layoutMarginsDidChange()` (and, for a root view, the controller's `viewLayoutMarginsDidChange()`).
extension UIView {
    /// The margin state, made on first use.
    var marginsState: LayoutMarginsState {
        if let state = autoLayoutState?.margins { return state }
        let state = LayoutMarginsState()
        autoLayout.margins = state
        return state
    }

    var resolvedLayoutMargins: UIEdgeInsets { effectiveLayoutMargins(safeArea: computedSafeAreaInsets) }

    var resolvedDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        LayoutMarginsArithmetic.directional(resolvedLayoutMargins, effectiveUserInterfaceLayoutDirection)
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard marginsAreFinite(margins, "layoutMargins") else { return }
        changeMargins { $0.stored = .absolute(margins) }
    }

    func setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        let asInsets = UIEdgeInsets(
            top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        guard marginsAreFinite(asInsets, "directionalLayoutMargins") else { return }
        changeMargins { $0.stored = .directional(margins) }
    }

    var preservesSuperviewMarginsFlag: Bool { autoLayoutState?.margins?.preservesSuperviewLayoutMargins ?? false }

    func setPreservesSuperviewMargins(_ value: Bool) {
        guard value != preservesSuperviewMarginsFlag else { return }
        changeMargins { $0.preservesSuperviewLayoutMargins = value }
    }

    var insetsMarginsFromSafeAreaFlag: Bool { autoLayoutState?.margins?.insetsLayoutMarginsFromSafeArea ?? true }

    func setInsetsMarginsFromSafeArea(_ value: Bool) {
        guard value != insetsMarginsFromSafeAreaFlag else { return }
        changeMargins { $0.insetsLayoutMarginsFromSafeArea = value }
    }

    /// The effective margins with `safeArea` as the view's safe-area insets.
    func effectiveLayoutMargins(safeArea: UIEdgeInsets) -> UIEdgeInsets {
        let state = autoLayoutState?.margins
        let controller = _viewDelegate
        var superviewPart: (margins: UIEdgeInsets, bounds: CGRect, frame: CGRect)?
        if state?.preservesSuperviewLayoutMargins == true, let superview = _superview {
            superviewPart = (superview.resolvedLayoutMargins, superview.bounds, frame)
        }
        let margins = LayoutMarginsArithmetic.effective(
            stored: state?.stored, direction: effectiveUserInterfaceLayoutDirection,
            rootMinimum: controller?.systemMinimumLayoutMargins,
            respectsMinimum: controller?.viewRespectsSystemMinimumLayoutMargins ?? false,
            safeArea: (state?.insetsLayoutMarginsFromSafeArea ?? true) ? safeArea : nil, superview: superviewPart)
        return LayoutMarginsArithmetic.isFinite(margins) ? margins : LayoutMarginsArithmetic.defaultMargins
    }

    /// Starts reporting the effective margins (an observer of `layoutMargins`, spec 20.9).
    func beginReportingMargins() {
        let state = marginsState
        if state.reported == nil { state.reported = resolvedLayoutMargins }
    }

    /// Runs `change` on the margin state, then reports the effective margins if they moved.
    func changeMargins(_ change: (LayoutMarginsState) -> Void) {
        let state = marginsState
        if state.reported == nil { state.reported = resolvedLayoutMargins }
        change(state)
        effectiveMarginsMayHaveChanged(safeArea: computedSafeAreaInsets)
    }

    /// The layout pass's part (spec 17.13, 17.14): after the safe area was read, bring the
    /// safe-area guide and the margins up to date. Views that never touched margins or guides, are
    /// no controller's root view and whose safe area did not change cost nothing.
    func refreshMarginsInLayoutPass(safeArea: UIEdgeInsets, previousSafeArea: UIEdgeInsets) {
        let safeAreaChanged = safeArea != previousSafeArea
        guard autoLayoutState?.margins != nil || _viewDelegate != nil || safeAreaChanged else { return }
        let state = marginsState
        if state.reported == nil { state.reported = effectiveLayoutMargins(safeArea: previousSafeArea) }
        updateSafeAreaGuideConstraints(safeArea)
        updateKeyboardGuideConstraint()
        effectiveMarginsMayHaveChanged(safeArea: safeArea)
    }

    /// A controller's minimum margins or opt-out changed: its root view re-reads its margins.
    func rootMarginsInputsDidChange() {
        guard autoLayoutState?.margins != nil || _viewDelegate != nil else { return }
        changeMargins { _ in }
    }

    private func effectiveMarginsMayHaveChanged(safeArea: UIEdgeInsets) {
        let state = marginsState
        let margins = effectiveLayoutMargins(safeArea: safeArea)
        guard margins != state.reported else { return }
        let previous = state.reported
        state.reported = margins
        if let previous { postChange(of: .layoutMargins, from: previous) }
        updateMarginsGuideConstraints(margins)
        setNeedsLayout()
        for subview in _subviews where subview.preservesSuperviewMarginsFlag { subview.setNeedsLayout() }
        layoutMarginsDidChange()
        _viewDelegate?.viewLayoutMarginsDidChange()
    }

    private func marginsAreFinite(_ margins: UIEdgeInsets, _ name: String) -> Bool {
        guard LayoutMarginsArithmetic.isFinite(margins) else {
            PortableUIKitDiagnostics.report(
                .invalidLayoutUse,
                "\(NSLayoutConstraint.name(of: self)) was given \(name) \(margins), which are not all finite numbers",
                fix: "give finite margins; the view keeps its margins", spec: "17.13")
            return false
        }
        return true
    }
}
#endif

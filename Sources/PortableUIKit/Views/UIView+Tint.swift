#if !canImport(UIKit)
import Foundation

/// Tint mechanics: inheritance of ``UIView/tintColor`` and ``UIView/tintAdjustmentMode`` down the
/// hierarchy, dimming, and ``UIView/tintColorDidChange()`` for exactly the views whose effective
/// tint changed.
///
/// A dimmed tint is the tint's Rec. 601 luma as a grey of the same alpha
/// (0.299 r + 0.587 g + 0.114 b); UIKit does not document its dimmed colour [UNC].
extension UIView {
    /// How a view's tint colour is adjusted (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherit the superview's mode (`.normal` at the root).
        case automatic = 0
        /// The tint colour is used as it is.
        case normal = 1
        /// The tint colour is desaturated and dimmed.
        case dimmed = 2
    }

    /// The tint before dimming: the first one set up the hierarchy, or the system tint.
    var undimmedTintColor: UIColor { explicitTintColor ?? UIColor.tintColor }

    /// The first tint set at or above this view; nil when none is, and the system tint applies.
    var explicitTintColor: UIColor? {
        var view: UIView? = self
        while let current = view {
            if let tint = current._tintColor { return tint }
            view = current._superview
        }
        return nil
    }

    var resolvedTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current._tintAdjustmentMode != .automatic { return current._tintAdjustmentMode }
            view = current._superview
        }
        return .normal
    }

    var resolvedTintColor: UIColor {
        let tint = undimmedTintColor
        return resolvedTintAdjustmentMode == .dimmed ? Self.dimmed(tint) : tint
    }

    static func dimmed(_ color: UIColor) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }

    /// Runs `change` (which may alter this view's tint, mode or superview) and calls
    /// `tintColorDidChange()`, parents before children, on every view of this subtree whose
    /// effective tint colour differs afterwards.
    func changeTint(_ change: () -> Void) {
        let before = effectiveTints()
        change()
        notifyTintChanges(since: before)
    }

    /// Calls `tintColorDidChange()` on the views of this subtree whose effective tint differs from
    /// `before` (a snapshot taken with ``effectiveTints()`` before the subtree's tint, mode or
    /// superview changed).
    /// What a subtree's tints take from outside it, under `superview` (nil: no superview): the
    /// undimmed tint and the adjustment mode it inherits. When a move keeps these, no view in the
    /// moved subtree changes tint, and the subtree need not be walked.
    static func inheritedTintContext(under superview: UIView?) -> (tint: UIColor?, mode: TintAdjustmentMode) {
        (superview?.explicitTintColor, superview?.resolvedTintAdjustmentMode ?? .normal)
    }

    /// The subtree's tints before a move to `newSuperview`, or nil when the move cannot change any
    /// of them (same inherited tint and mode).
    func tintsBeforeMove(to newSuperview: UIView?) -> [(view: UIView, tint: UIColor)]? {
        let before = Self.inheritedTintContext(under: _superview)
        let after = Self.inheritedTintContext(under: newSuperview)
        // Nil is the system tint: two nils need no colour built or compared.
        let sameTint =
            before.tint === after.tint
            || (before.tint ?? UIColor.tintColor).isEqual(after.tint ?? UIColor.tintColor)
        guard before.mode != after.mode || !sameTint else { return nil }
        return effectiveTints()
    }

    func notifyTintChanges(since before: [(view: UIView, tint: UIColor)]) {
        let after = effectiveTints()
        for (old, new) in zip(before, after) where old.view === new.view && !old.tint.isEqual(new.tint) {
            new.view.tintColorDidChange()
        }
    }

    /// Every view of the subtree, pre-order, with its effective (dimmed if so) tint, resolved in
    /// one pass from this view's inherited values.
    func effectiveTints() -> [(view: UIView, tint: UIColor)] {
        var result: [(view: UIView, tint: UIColor)] = []
        func visit(_ view: UIView, inheritedTint: UIColor, inheritedMode: TintAdjustmentMode) {
            let tint = view._tintColor ?? inheritedTint
            let mode = view._tintAdjustmentMode == .automatic ? inheritedMode : view._tintAdjustmentMode
            result.append((view, mode == .dimmed ? Self.dimmed(tint) : tint))
            for subview in view._subviews { visit(subview, inheritedTint: tint, inheritedMode: mode) }
        }
        visit(
            self, inheritedTint: _superview?.undimmedTintColor ?? UIColor.tintColor,
            inheritedMode: _superview?.resolvedTintAdjustmentMode ?? .normal)
        return result
    }
}
#endif

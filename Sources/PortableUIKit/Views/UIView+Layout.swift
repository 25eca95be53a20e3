#if !canImport(UIKit)
import Foundation

/// Layout mechanics: needs-layout marking, the layout pass (after the Auto Layout update pass and
/// frame sync, AutoLayout/Bridge/EngineLayoutPass.swift) (with the owning controller's
/// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around `layoutSubviews`, spec 6.3) and
/// autoresizing when the bounds size changes.
extension UIView {
    func markNeedsLayout() {
        layer.setNeedsLayout()
        enclosingWindow?.layoutIsPending = true
    }

    /// Core Animation's `layoutIfNeeded`: climb while the superview also needs layout, then lay
    /// out the whole subtree below that ancestor.
    func layoutNowIfNeeded() {
        prepareConstraintBasedLayout()
        var top: UIView = self
        while let parent = top._superview, parent.layer.needsLayout() { top = parent }
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out this view if it needs it, then its subviews, front to back in tree order.
    func layoutSubtreeIfNeeded() {
        if layer.needsLayout() {
            layer.clearNeedsLayout()
            layer.layoutSublayers()
        }
        for subview in _subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Whether this view or a descendant needs layout.
    var subtreeNeedsLayout: Bool {
        layer.needsLayout() || _subviews.contains { $0.subtreeNeedsLayout }
    }

    func performLayout() {
        let controller = _viewDelegate
        let insets = computedSafeAreaInsets
        let previousInsets = lastSafeAreaInsets
        if insets != lastSafeAreaInsets {
            lastSafeAreaInsets = insets
            postChange(of: .safeAreaInsets, from: previousInsets)
            safeAreaInsetsDidChange()
            controller?.viewSafeAreaInsetsDidChange()
        }
        refreshMarginsInLayoutPass(safeArea: insets, previousSafeArea: previousInsets)
        controller?.dispatchLayoutCallback(.viewWillLayoutSubviews)
        layoutSubviews()
        controller?.dispatchLayoutCallback(.viewDidLayoutSubviews)
    }

    func boundsSizeDidChange(from oldSize: CGSize) {
        if autoresizesSubviews {
            let newSize = bounds.size
            for subview in _subviews where !subview.autoresizingMask.isEmpty {
                subview.frame = AutoresizingArithmetic.resize(
                    subview.frame, mask: subview.autoresizingMask, from: oldSize, to: newSize)
            }
        }
        engineSuperviewSizeDidChange()
        setNeedsLayout()
        _superview?.setNeedsLayout()
    }
}
#endif

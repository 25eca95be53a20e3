#if !canImport(UIKit)
import Foundation

/// The layout side of the bridge (spec 17.15): before a layout pass the update pass runs and the
/// engine's solution is compared with the frames of the views it lays out (only after the engine
/// changed: one walk over the items in the engine, never per view); the base `layoutSubviews()`
/// copies the solution into the frames of the subviews that do not translate their masks.
extension UIView {
    /// Runs the update pass for this subtree, then marks the superviews whose engine-laid-out
    /// subviews (and owners of guides) are out of date.
    func prepareConstraintBasedLayout() {
        runUpdateConstraintsPass()
        let host = AutoLayoutEngineHost.shared
        guard !host.participants.isEmpty else { return }
        // Pending autoresizing-mask constraints are made now, in the pass, as UIKit's update pass
        // makes them, even when no solution is read below (only views that translate their masks).
        host.flushMaskConstraints()
        guard host.needsFrameSync else { return }
        host.needsFrameSync = false
        for variables in host.participants.values {
            if let view = variables.view {
                guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view._superview,
                    !superview.layer.needsLayout()
                else { continue }
                let frame = view.frame(forAlignmentRect: host.rect(of: variables)).onPixelGrid(of: view)
                if frame != view.frame { superview.setNeedsLayout() }
            } else if let owner = variables.guideOwner {
                let frame = host.rect(of: variables)
                if frame != variables.lastGuideFrame {
                    variables.lastGuideFrame = frame
                    owner.setNeedsLayout()
                }
            }
        }
    }

    /// The base `layoutSubviews()`: the engine's values, on the screen's pixel grid (spec 17.15a),
    /// become the frames of the subviews in the engine that do not translate their autoresizing
    /// masks. A subview resized here marks this view for layout again (a size change does); that
    /// mark is this pass's own and is dropped, so an idle `layoutIfNeeded()` runs nothing (17.15).
    func applyEngineFrames() {
        let host = AutoLayoutEngineHost.shared
        guard !host.participants.isEmpty else { return }
        let wasMarked = layer.needsLayout()
        for subview in _subviews {
            guard let variables = subview.autoLayoutState?.itemVariables,
                !subview.translatesAutoresizingMaskIntoConstraints, !(subview is UIWindow)
            else { continue }
            let frame = subview.frame(forAlignmentRect: host.rect(of: variables)).onPixelGrid(of: subview)
            if frame != subview.frame { subview.frame = frame }
        }
        if !wasMarked && layer.needsLayout() { layer.clearNeedsLayout() }
    }

    /// A superview in the engine whose size changed: its subviews' mask constraints follow.
    func engineSuperviewSizeDidChange() {
        guard autoLayoutState?.itemVariables != nil else { return }
        AutoLayoutEngineHost.shared.refreshMaskConstraintsOfSubviews(of: self)
    }
}
#endif

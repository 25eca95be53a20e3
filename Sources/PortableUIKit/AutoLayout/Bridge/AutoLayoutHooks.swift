#if !canImport(UIKit)
import Foundation

/// Where the constraint model tells the engine bridge what changed. (Contract for the bridge:
/// each hook updates the engine at once and marks the affected views as needing layout, spec 17.15.)
@MainActor
enum AutoLayoutBridge {
    /// The frame of a guide in its owning view's coordinates.
    static func layoutFrame(of guide: UILayoutGuide) -> CGRect { .zero }
    /// `constraint` was installed on `view` (appended to its `constraints`).
    static func constraintInstalled(_ constraint: NSLayoutConstraint, on view: UIView) {}
    /// `constraint` was removed from `view`.
    static func constraintRemoved(_ constraint: NSLayoutConstraint, from view: UIView) {}
    /// `translatesAutoresizingMaskIntoConstraints` changed.
    static func translatesAutoresizingMaskDidChange(_ view: UIView) {}
    /// A hugging or compression-resistance priority changed.
    static func contentPrioritiesDidChange(_ view: UIView) {}
    /// A guide was added to or removed from `view`.
    static func layoutGuidesDidChange(_ view: UIView) {}
}

extension NSLayoutConstraint {
    func constantDidChange(from oldValue: CGFloat) {}
    func priorityDidChange(from oldValue: UILayoutPriority) {}
}

// CONTRACT PLACEHOLDERS: the bridge helper replaces these with the real passes.
extension UIView {
    func baseUpdateConstraints() { autoLayoutState?.needsUpdateConstraints = false }
    func runUpdateConstraintsPass() {}
    func markNeedsUpdateConstraints() { autoLayout.needsUpdateConstraints = true }
    func alignmentRectFromFrame(_ frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    func frameFromAlignmentRect(_ rect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return rect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize { target }
    var layoutIsAmbiguous: Bool { false }
    func exerciseAmbiguity() {}
    func constraintsAffecting(_ axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The engine's four unknowns for one layout item (a view's alignment rectangle or a layout guide),
/// spec 17.2, 17.21: `x`, `y` relative to the superview's coordinate space (the owning view's for a
/// guide) with the bounds origin ignored, and the size. Made lazily, only for items that take part;
/// they and their auxiliary constraints (autoresizing mask, intrinsic size)
/// leave the engine when the last constraint using them goes.
@MainActor
final class LayoutItemVariables {
    let x: LayoutVariable
    let y: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// The view, when the item is a view.
    weak var view: UIView?
    /// The guide, when the item is a layout guide.
    weak var guide: UILayoutGuide?
    /// The view that owned the guide when it entered the engine.
    weak var guideOwner: UIView?
    /// How many engine constraints (and items' chains) use the item.
    var users = 0
    /// The required constraints that translate the autoresizing mask (spec 17.8).
    var maskConstraints: [LayoutConstraint] = []
    /// What the mask constraints were made from; unchanged input means nothing to redo.
    var maskSignature: AutoresizingMaskSignature?
    /// Listed in the host's `pendingMaskViews`.
    var isMaskPending = false
    /// The optional constraints of the intrinsic content size (spec 17.9).
    var intrinsicConstraints: [IntrinsicSizeConstraint] = []
    /// A guide's frame when its owning view was last marked for layout because of it.
    var lastGuideFrame: CGRect?

    init(name: String) {
        x = LayoutVariable(name + ".minX")
        y = LayoutVariable(name + ".minY")
        width = LayoutVariable(name + ".width")
        height = LayoutVariable(name + ".height")
    }

    var all: [LayoutVariable] { [x, y, width, height] }

    /// The variables of one axis: position and length.
    func axis(_ axis: NSLayoutConstraint.Axis) -> (position: LayoutVariable, length: LayoutVariable) {
        axis == .horizontal ? (x, width) : (y, height)
    }

    /// Every auxiliary constraint the item adds.
    var auxiliaryConstraints: [LayoutConstraint] {
        maskConstraints + intrinsicConstraints.map(\.engineConstraint)
    }
}

/// One of the two optional constraints an intrinsic dimension makes (spec 17.9).
struct IntrinsicSizeConstraint {
    let engineConstraint: LayoutConstraint
    let axis: NSLayoutConstraint.Axis
    let size: CGFloat
    let priority: UILayoutPriority
    /// Hugging (`size ≤ intrinsic`) or compression resistance (`size ≥ intrinsic`).
    let isHugging: Bool
}

/// The inputs of a view's autoresizing-mask constraints.
struct AutoresizingMaskSignature: Equatable {
    var alignmentRect: CGRect
    var mask: UIView.AutoresizingMask
    /// The superview's bounds size when the superview is in the engine; nil when it is not.
    var superviewSize: CGSize?
    /// The superview's size variables the constraints refer to, held (compared by identity), so
    /// that new variables at a freed one's address never pass for the old ones.
    var superviewWidth: LayoutVariable?
    var superviewHeight: LayoutVariable?
}
#endif

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension FloatingPanelController {
    /// The layout's position for this container's layout direction.
    var resolvedPosition: FloatingPanelPosition {
        layout.position.resolved(for: viewIfLoaded?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
    }

    /// The layout's anchors resolved for the panel's view now.
    var anchors: FloatingPanelAnchorResolution {
        let bounds = viewIfLoaded?.bounds ?? .zero
        let anchors = layout.anchors
        var fitting = CGSize.zero
        if anchors.values.contains(where: \.dependsOnContentSize), let content = contentViewController?.viewIfLoaded {
            let vertical = resolvedPosition.isVertical
            fitting = content.systemLayoutSizeFitting(
                vertical
                    ? CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height)
                    : CGSize(width: UIView.layoutFittingCompressedSize.width, height: bounds.height),
                withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
                verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
        }
        return FloatingPanelAnchorResolution(
            anchors: anchors, position: resolvedPosition, size: bounds.size,
            safeArea: viewIfLoaded?.safeAreaInsets ?? .zero, fittingSize: fitting,
            layoutDirection: viewIfLoaded?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
    }

    /// The surface's geometry for the resolved anchors.
    func geometry(for anchors: FloatingPanelAnchorResolution) -> FloatingPanelGeometry {
        FloatingPanelGeometry(
            position: resolvedPosition, containerSize: viewIfLoaded?.bounds.size ?? .zero,
            surfaceLength: max(anchors.mostExpanded.extent, 0))
    }

    /// Where the surface is, in the panel's view: its top-left corner (absolute), as FloatingPanel
    /// reports it.
    public var surfaceLocation: CGPoint { surfaceView.frame.origin }

    /// How far between the least and most expanded anchors the surface is: 0 at the least, 1 at
    /// the most (beyond them while rubber-banding).
    public var surfaceFraction: CGFloat {
        let anchors = self.anchors
        let low = anchors.extents.first ?? 0
        let span = (anchors.extents.last ?? 0) - low
        return span > 0 ? (extent - low) / span : 0
    }

    /// Puts the surface and the backdrop where ``extent`` says, and tells the delegate it moved.
    func applyExtent(notify: Bool = true) {
        guard isViewLoaded else { return }
        let anchors = self.anchors
        surfaceView.position = resolvedPosition
        surfaceView.frame = geometry(for: anchors).surfaceFrame(atExtent: extent)
        backdropView.frame = view.bounds
        backdropView.alpha = backdropAlpha(atExtent: extent, anchors: anchors)
        if notify { delegate?.floatingPanelDidMove(self) }
    }

    /// The backdrop's alpha at `extent`: the layout's per state, interpolated between anchors.
    func backdropAlpha(atExtent extent: CGFloat, anchors: FloatingPanelAnchorResolution) -> CGFloat {
        let extents = anchors.extents
        let alphas = anchors.states.map { min(max(layout.backdropAlpha(for: $0), 0), 1) }
        guard let first = extents.first, let last = extents.last else { return 0 }
        if extent <= first { return alphas[0] }
        if extent >= last { return alphas[alphas.count - 1] }
        let upper = extents.firstIndex { $0 >= extent } ?? extents.count - 1
        let lower = max(upper - 1, 0)
        let span = extents[upper] - extents[lower]
        let t = span > 0 ? (extent - extents[lower]) / span : 1
        return alphas[lower] + (alphas[upper] - alphas[lower]) * t
    }

    /// Outside drags and motion, the surface sits at the state's anchor (recomputed: the size,
    /// safe area or content may have changed).
    func restAtState() {
        guard !isDragging, !isAttracting else { return }
        extent = anchors.extent(of: state) ?? anchors.hiddenExtent
        applyExtent(notify: false)
    }

    /// A new layout (or size): the state stays, or becomes the nearest state of the new layout;
    /// a motion in flight retargets to it.
    func layoutChanged(animated: Bool) {
        guard isViewLoaded else { return }
        let anchors = self.anchors
        if state != .hidden, anchors.extent(of: state) == nil {
            state = anchors.nearestState(to: extent)
        }
        if isAttracting {
            move(to: state, animated: true, completion: nil)
        } else if !isDragging {
            extent = anchors.extent(of: state) ?? anchors.hiddenExtent
            applyExtent(notify: false)
        }
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension DrawerController {
    /// The drawer geometry for the current bounds, drawers and widths.
    public var geometry: DrawerGeometry {
        DrawerGeometry(
            bounds: isViewLoaded ? childControllerContainerView.bounds : .zero,
            maximumLeftWidth: maximumLeftDrawerWidth, maximumRightWidth: maximumRightDrawerWidth,
            shouldStretch: shouldStretchDrawer)
    }

    /// Moves the center to `newOffset` and puts everything else where that offset says: the
    /// visible drawer shown at its frame and styled, the other hidden, the delegate told.
    func apply(offset newOffset: CGFloat) {
        offset = newOffset
        refreshLayout()
        let side = geometry.visibleSide(atOffset: offset)
        delegate?.drawerController(self, didUpdate: geometry.percentVisible(atOffset: offset), for: side)
    }

    /// Lays the views out for the current offset.
    func refreshLayout() {
        guard isViewLoaded else { return }
        let geometry = self.geometry
        centerContainerView.frame = geometry.centerFrame(atOffset: offset)
        let visible = geometry.visibleSide(atOffset: offset)
        for side in [DrawerSide.left, .right] {
            guard let drawerView = drawerViewController(for: side)?.viewIfLoaded,
                drawerView.superview === childControllerContainerView
            else { continue }
            drawerView.isHidden = side != visible
            drawerView.layer.transform = CATransform3DIdentity
            drawerView.alpha = 1
            var frame = geometry.drawerFrame(for: side)
            if motion?.clampsLook == true { frame = geometry.bounds }
            drawerView.bounds = CGRect(origin: .zero, size: frame.size)
            drawerView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        if visible != .none, !isSettled(at: offset) {
            let raw = geometry.percentVisible(atOffset: offset)
            let percent = motion?.clampsLook == true ? min(raw, 1) : raw
            apply(visualState, to: visible, percentVisible: percent)
            drawerVisualStateBlock?(self, visible, percent)
        }
        syncCenterInteraction()
    }

    /// Applies a ready-made look to the drawer on `side` (what ``DrawerVisualState/block`` runs).
    public func apply(_ state: DrawerVisualState, to side: DrawerSide, percentVisible: CGFloat) {
        guard let drawerView = drawerViewController(for: side)?.viewIfLoaded else { return }
        let look = state.appearance(
            for: side, percentVisible: percentVisible, drawerWidth: geometry.drawerWidth(for: side))
        drawerView.layer.transform = look.transform
        drawerView.alpha = look.alpha
    }

    /// Whether the center sits exactly where the open side (or home) puts it.
    func isSettled(at offset: CGFloat) -> Bool {
        !isMoving && offset == geometry.openOffset(for: openSide)
    }

    /// Styles the center's shadow; its path follows the center's bounds, which change only with
    /// the container's size (not with the offset), so this runs on size changes and setting changes.
    func updateShadow() {
        guard isViewLoaded else { return }
        let layer = centerContainerView.layer
        layer.masksToBounds = false
        layer.shadowRadius = shadowRadius
        layer.shadowOpacity = showsShadows ? shadowOpacity : 0
        layer.shadowOffset = shadowOffset
        layer.shadowColor = shadowColor.cgColor
        let path = CGPath(rect: centerContainerView.bounds, transform: nil)
        if layer.shadowPath?.boundingBox != centerContainerView.bounds { layer.shadowPath = path }
    }

    func syncCenterInteraction() {
        centerContainerView.interactionMode = centerHiddenInteractionMode
        centerContainerView.isCovered = offset != 0
    }

    // MARK: Size changes

    /// A new container size (rotation, split view) keeps the open side and recomputes widths:
    /// a settled drawer stays open at its new width; a running motion continues to its side's
    /// new position; a pan keeps following the finger from a start clamped to the new widths.
    func containerBoundsMayHaveChanged() {
        let bounds = childControllerContainerView.bounds
        let sizeChanged = lastLayoutBounds?.size != bounds.size
        defer {
            lastLayoutBounds = bounds
            if sizeChanged { updateShadow() }
        }
        guard let last = lastLayoutBounds, last.size != bounds.size else {
            // At rest the center sits at the open side's offset for these bounds, even when the
            // offset was set against bounds that never got a layout pass (resized off screen,
            // then opened without animation: issue 18, RandomDrawer).
            if pan == nil, motion == nil { offset = geometry.openOffset(for: openSide) }
            return refreshLayout()
        }
        let geometry = self.geometry
        if let pan {
            pan.startOffset = min(
                max(pan.startOffset, geometry.openOffset(for: .right)), geometry.openOffset(for: .left))
            offset = geometry.constrainedOffset(pan.startOffset + pan.lastTranslation)
        } else if let motion {
            motion.retarget(from: geometry.constrainedOffset(offset), in: self)
        } else {
            offset = geometry.openOffset(for: openSide)
        }
        refreshLayout()
    }
}

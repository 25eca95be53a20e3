#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension DrawerController {
    /// Whether the drawers are mirrored: they follow the layout direction, and the view lays
    /// out right to left (the leading drawer is then on the right).
    var isLayoutFlipped: Bool {
        drawerSidesFollowLayoutDirection && viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The side the drawer at `edge` is shown on now.
    public func drawerSide(for edge: DrawerEdge) -> DrawerSide {
        (edge == .leading) != isLayoutFlipped ? .left : .right
    }

    /// The edge whose drawer is shown on `side` now (nil for `.none`).
    public func drawerEdge(for side: DrawerSide) -> DrawerEdge? {
        switch side {
        case .none: return nil
        case .left: return isLayoutFlipped ? .trailing : .leading
        case .right: return isLayoutFlipped ? .leading : .trailing
        }
    }

    /// The drawers swapped sides (layout direction or ``drawerSidesFollowLayoutDirection``
    /// changed): anything moving stops, and the open drawer is shown open on its new side.
    func layoutDirectionDidChange() {
        lastLayoutFlipped = isLayoutFlipped
        guard isViewLoaded else { return }
        interruptMotionAndPan()
        announcedMovements = []
        headingSide = openSide
        offset = geometry.openOffset(for: openSide)
        refreshAppearanceTarget()
        refreshLayout()
    }

    /// Called on every layout: notices a change of layout direction.
    func layoutDirectionMayHaveChanged() {
        if lastLayoutFlipped != isLayoutFlipped { layoutDirectionDidChange() }
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The view the center lives in. While a drawer covers part of it, it passes touches to the
/// center's views only as ``DrawerController/centerHiddenInteractionMode`` allows; the others
/// fall through to the drawer controller (whose tap and pan close the drawer).
@MainActor
public final class DrawerCenterContainerView: UIView {
    /// What the center's views receive while covered.
    var interactionMode: CenterHiddenInteractionMode = .navigationBarOnly
    /// Whether a drawer shows beside the center.
    var isCovered = false
    weak var drawerController: DrawerController?

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit != nil, isCovered else { return hit }
        switch interactionMode {
        case .full:
            return hit
        case .none:
            return nil
        case .navigationBarOnly:
            guard let bar = drawerController?.centerNavigationBarFrame(in: self), bar.contains(point) else {
                return nil
            }
            return hit
        }
    }
}

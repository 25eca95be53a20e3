#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension DrawerController {
    /// The controller whose status bar preferences apply: the open drawer, else the center.
    var statusBarController: UIViewController? {
        drawerViewController(for: openSide) ?? centerSlot
    }

    /// The open side changed: the status bar follows the open drawer, VoiceOver is kept inside
    /// it (its view is modal, so the center beside it is out of reach), and VoiceOver hears
    /// that the screen changed.
    func openSideDidChange() {
        setNeedsStatusBarAppearanceUpdate()
        syncAccessibility()
        let focus = drawerViewController(for: openSide)?.viewIfLoaded ?? centerSlot?.viewIfLoaded
        UIAccessibility.post(notification: AccessibilityNotification.screenChanged, argument: focus)
    }

    /// Only the open drawer's view is modal.
    func syncAccessibility() {
        for side in [DrawerSide.left, .right] {
            drawerViewController(for: side)?.viewIfLoaded?.accessibilityViewIsModal = side == openSide
        }
    }

    /// Escape (VoiceOver's two-finger scrub) closes an open drawer.
    func performEscape() -> Bool {
        guard openSide != .none || headingSide != .none else { return false }
        closeDrawer(animated: true, completion: nil)
        return true
    }
}

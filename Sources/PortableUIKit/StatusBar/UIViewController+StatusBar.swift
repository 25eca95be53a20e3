#if !canImport(UIKit)
import Foundation

/// Status bar mechanics of controllers: counting appearance updates in the controller's window.
extension UIViewController {
    func noteStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.statusBarAppearanceUpdates += 1
    }
}
#endif

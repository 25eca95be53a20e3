#if !canImport(UIKit)
import Foundation

/// `showDetailViewController(_:sender:)` in a split view controller (spec 24.10).
extension UISplitViewController {
    func performShowDetailInSplit(_ controller: UIViewController, sender: Any?) {
        if _style == .unspecified, delegate?.splitViewController(self, showDetail: controller, sender: sender) == true {
            return
        }
        let current = _style == .unspecified ? container(of: .secondary) : columnControllers[.secondary]
        guard controller !== current else { return }
        if _isCollapsed {
            let shown = _style == .unspecified ? classicControllers.first : displayedContainers.first
            if let navigation = shown as? UINavigationController {
                navigation.pushViewController(controller, animated: true)
            } else {
                shown?.present(controller, animated: true)
            }
            return
        }
        if _style == .unspecified {
            setClassicControllers(Array(classicControllers.prefix(1)) + [controller])
        } else {
            performSetViewController(controller, for: .secondary)
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The More navigation controller (spec 15.5).
extension UITabBarController {
    /// Creates the More navigation controller on first use: a navigation controller whose root is
    /// the More list, with the system More item as its tab bar item.
    func makeMoreNavigationControllerIfNeeded() -> UINavigationController {
        if let more = _moreNavigationController { return more }
        let more = UINavigationController(rootViewController: TabBarMoreListController(tabBarController: self))
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        _moreNavigationController = more
        return more
    }

    /// A row of the More list was selected: the controller becomes the selection and is pushed
    /// (animated) on the More navigation controller.
    func moreListSelected(_ controller: UIViewController) {
        guard isInMoreList(controller), controller._parent == nil else { return }
        selection = .controller(controller)
        showInMoreNavigationController(controller, animated: true, settlingAtOnce: false)
        refreshSelectedTabBarItem()
    }
}
#endif

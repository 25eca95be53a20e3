#if !canImport(UIKit)
import Foundation

/// Selecting: from code (no delegate) and by the user's taps (spec 15.1, 15.3).
extension UITabBarController {
    /// The selection as the user sees it. On the More tab it is derived from the More navigation
    /// controller's stack: the More-list controller above the list, else the list itself (so a
    /// controller popped off the More navigation controller leaves the More list selected).
    var effectiveSelection: Selection {
        switch selection {
        case .none:
            return .none
        case .controller(let controller) where !isInMoreList(controller):
            return selection
        case .controller, .moreList:
            let stack = _moreNavigationController?.viewControllers ?? []
            if stack.count > 1, isInMoreList(stack[1]) { return .controller(stack[1]) }
            return .moreList
        }
    }

    /// The child that shows `selection`: its own controller, or the More navigation controller.
    func displayTarget(for selection: Selection) -> UIViewController? {
        switch selection {
        case .none: nil
        case .moreList: _moreNavigationController
        case .controller(let controller): isInMoreList(controller) ? _moreNavigationController : controller
        }
    }

    func selectIndexFromCode(_ index: Int) {
        guard let list = _viewControllers, list.indices.contains(index) else {
            PortableUIKitDiagnostics.report(
                .invalidTabBarControllerUse,
                "selectedIndex = \(index) on \(self) refused: it has \(_viewControllers?.count ?? 0) controllers",
                fix:
                    "select an index in 0..<viewControllers.count; to select the More list set selectedViewController = moreNavigationController",
                spec: "15.1")
            return
        }
        select(.controller(list[index]))
    }

    func selectViewControllerFromCode(_ controller: UIViewController?) {
        let list = _viewControllers ?? []
        if let controller, list.contains(where: { $0 === controller }) {
            select(.controller(controller))
        } else if let controller, controller === _moreNavigationController,
            TabSelectionRule.needsMore(controllerCount: list.count)
        {
            select(.moreList)
        } else {
            PortableUIKitDiagnostics.report(
                .invalidTabBarControllerUse,
                "selectedViewController = \(controller.map { "\($0)" } ?? "nil") on \(self) refused: it is not one of its viewControllers nor its (shown) moreNavigationController",
                fix: "select one of viewControllers, or moreNavigationController when there are more than five",
                spec: "15.1")
        }
    }

    /// Selects and shows `newSelection` (from code: a More-list controller goes on the More
    /// navigation controller without animation; the More list pops the More navigation controller
    /// to its list).
    func select(_ newSelection: Selection) {
        guard !refuseWhileCustomSwitchRuns("selecting") else { return }
        selection = newSelection
        if case .moreList = newSelection, let more = _moreNavigationController, more.viewControllers.count > 1 {
            showInMoreNavigationController(nil, animated: false, settlingAtOnce: false)
        }
        pushSelectedMoreListControllerIfPossible(animated: false)
        updateDisplayedChild()
    }

    /// Puts the selected More-list controller on the More navigation controller, unless it is
    /// still another controller's child (it is pushed once it has left, see
    /// `performSetViewControllers`).
    func pushSelectedMoreListControllerIfPossible(animated: Bool) {
        guard case .controller(let controller) = selection, isInMoreList(controller),
            controller._parent == nil || controller._parent === _moreNavigationController
        else { return }
        showInMoreNavigationController(controller, animated: animated, settlingAtOnce: false)
    }

    /// The user tapped `item` (spec 15.3): `shouldSelect`, the switch with its will-callbacks,
    /// `didSelect`, and the did-callbacks at the end of the turn. Re-tapping the selected tab of a
    /// navigation controller (the More tab included) pops it to its root.
    func userSelected(_ item: UITabBarItem) {
        guard activeTabSwitch == nil else { return }
        let list = _viewControllers ?? []
        let target: UIViewController
        let newSelection: Selection
        if let more = _moreNavigationController, item === more.tabBarItem,
            TabSelectionRule.needsMore(controllerCount: list.count)
        {
            target = more
            newSelection = .moreList
        } else if let owner = list.prefix(ownTabCount(of: list)).first(where: { $0.tabBarItem === item }) {
            target = owner
            newSelection = .controller(owner)
        } else {
            return
        }
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if target === displayTarget(for: effectiveSelection) {
            if let navigation = target as? UINavigationController, navigation.viewControllers.count > 1 {
                navigation.popToRootViewController(animated: true)
            }
        } else {
            selection = newSelection
            updateDisplayedChild(byUser: true)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// Puts `controller` on the More navigation controller above its list (nil: just the list).
    /// `settlingAtOnce` completes the change before returning (the controllers that leave are
    /// parentless afterwards), as a list change needs.
    func showInMoreNavigationController(_ controller: UIViewController?, animated: Bool, settlingAtOnce: Bool) {
        let more = moreNavigationController
        guard let list = more.viewControllers.first else { return }
        let desired = controller.map { [list, $0] } ?? [list]
        guard
            more.viewControllers.count != desired.count
                || zip(more.viewControllers, desired).contains(where: { $0 !== $1 })
        else { return }
        more.setViewControllers(desired, animated: animated && more.appearanceState == .appeared)
        guard settlingAtOnce else { return }
        more.viewIfLoaded?.layoutIfNeeded()
        if let transition = more.activeTransition { more.completeTransition(transition, finished: true) }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The list of controllers: validation, containment and the bar's items (spec 15.1, 15.4, 15.5).
extension UITabBarController {
    func adoptTabBar() {
        _tabBar.managingTabBarController = self
        _tabBar._delegate = self
    }

    /// How many of `list` have a tab of their own (the rest are in the More list).
    func ownTabCount(of list: [UIViewController]) -> Int {
        TabSelectionRule.ownTabCount(controllerCount: list.count)
    }

    /// The children a list gives the tab bar controller: the controllers with their own tab, and
    /// the More navigation controller when there is a More tab.
    func tabChildren(of list: [UIViewController]) -> [UIViewController] {
        var result = Array(list.prefix(ownTabCount(of: list)))
        if TabSelectionRule.needsMore(controllerCount: list.count) { result.append(moreNavigationController) }
        return result
    }

    /// Whether `controller` is one of the controllers the More list holds.
    func isInMoreList(_ controller: UIViewController) -> Bool {
        guard let list = _viewControllers, let index = list.firstIndex(where: { $0 === controller }) else {
            return false
        }
        return index >= ownTabCount(of: list)
    }

    func performSetViewControllers(_ new: [UIViewController]) {
        guard !refuseWhileCustomSwitchRuns("setViewControllers"), validate(new) else { return }
        let old = _viewControllers ?? []
        let previous = effectiveSelection
        var previousController: UIViewController?
        if case .controller(let controller) = previous { previousController = controller }
        let previousIndex = selectedIndex == NSNotFound ? nil : selectedIndex
        let newIndex = TabSelectionRule.indexAfterReplacing(
            selected: previousController.map(ObjectIdentifier.init), at: previousIndex,
            with: new.map(ObjectIdentifier.init))

        // A controller the More navigation controller shows that no longer belongs in the More
        // list leaves it first, so it can be the tab bar controller's child again.
        let newOverflow = new.dropFirst(ownTabCount(of: new))
        if let more = _moreNavigationController,
            more.viewControllers.dropFirst().contains(where: { shown in
                !newOverflow.contains { $0 === shown }
            })
        {
            showInMoreNavigationController(nil, animated: false, settlingAtOnce: true)
        }

        let oldChildren = old.isEmpty ? [] : tabChildren(of: old)
        let newChildren = new.isEmpty ? [] : tabChildren(of: new)
        let removed = oldChildren.filter { child in !newChildren.contains { $0 === child } }
        let added = newChildren.filter { child in !oldChildren.contains { $0 === child } }
        for child in removed where child._parent === self { child.willMove(toParent: nil) }
        for child in added { addChild(child) }

        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.owningTabBarController = nil
        }
        for controller in new { controller.owningTabBarController = self }
        _viewControllers = new.isEmpty ? nil : new
        customizableViewControllers = _viewControllers
        selection = newIndex.map { .controller(new[$0]) } ?? .none
        refreshTabBarItems()
        pushSelectedMoreListControllerIfPossible(animated: false)
        updateDisplayedChild()
        for child in removed where child._parent === self { child.removeFromParent() }
        for child in added { child.didMove(toParent: self) }
        // A selected controller that has just moved into the More list is shown there now that it
        // has left the tab bar controller (it could not be pushed while still its child).
        pushSelectedMoreListControllerIfPossible(animated: false)
    }

    /// Refuses (reporting why) a list the tab bar controller cannot hold.
    private func validate(_ list: [UIViewController]) -> Bool {
        var problem: String?
        if TabSelectionRule.hasDuplicates(list.map(ObjectIdentifier.init)) {
            problem = "the list holds a controller twice"
        } else if list.contains(where: { $0 === self || isDescendantController(of: $0) }) {
            problem = "the list holds the tab bar controller itself or one of its ancestors"
        } else if let more = _moreNavigationController, list.contains(where: { $0 === more }) {
            problem = "the list holds the More navigation controller, which the tab bar controller adds itself"
        } else if let owned = list.first(where: { controller in
            guard let parent = controller._parent else { return false }
            return parent !== self && parent !== _moreNavigationController
        }) {
            problem = "\(owned) is a child of \(owned._parent.map { "\($0)" } ?? "another controller")"
        } else if let placed = list.first(where: { controller in
            guard controller._parent == nil, let superview = controller._view?.superview else { return false }
            return superview !== _view
        }) {
            problem = "\(placed)'s view is in another hierarchy (a window's root, or another view)"
        }
        guard let problem else { return true }
        PortableUIKitDiagnostics.report(
            .invalidTabBarControllerUse,
            "setViewControllers on \(self) refused: \(problem)",
            fix:
                "give each controller once, never the tab bar controller, its ancestors or its moreNavigationController, and remove a controller from its old parent first",
            spec: "15.4")
        return false
    }

    /// Gives the bar the items of the controllers with a tab (and the More item), and selects the
    /// displayed one's.
    func refreshTabBarItems() {
        let list = _viewControllers ?? []
        var items = list.prefix(ownTabCount(of: list)).map { $0.tabBarItem! }
        if TabSelectionRule.needsMore(controllerCount: list.count) { items.append(moreNavigationController.tabBarItem) }
        _tabBar.replaceItems(items)
        refreshSelectedTabBarItem()
    }

    func refreshSelectedTabBarItem() {
        _tabBar.select(displayTarget(for: effectiveSelection)?.tabBarItem)
    }

    /// A controller's `tabBarItem` was replaced: the bar shows the new items.
    func tabBarItemsDidChange() {
        guard _viewControllers != nil else { return }
        refreshTabBarItems()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The bar's item views, selection and taps.
extension UITabBar {
    func configureTabBar() {
        isAccessibilityElement = false
        accessibilityTraits = .tabBar
        topBorder.backgroundColor = .separator
        topBorder.isUserInteractionEnabled = false
        addSubview(topBorder)
        refreshBackground()
    }

    /// Refuses (with a diagnostic, returning false) a direct change to a managed bar.
    func refuseIfManaged(_ member: String) -> Bool {
        guard let controller = managingTabBarController else { return true }
        PortableUIKitDiagnostics.report(
            .managedTabBarModified,
            "\(member) on the tab bar of \(controller): directly modifying a tab bar managed by a tab bar controller is not allowed",
            fix:
                "set the tab bar controller's viewControllers (items come from each controller's tabBarItem) or its selectedIndex/selectedViewController",
            spec: "15.1")
        return false
    }

    /// Shows `items` (the bar's own path, also used by the managing tab bar controller).
    func replaceItems(_ items: [UITabBarItem]) {
        for view in itemViews {
            view.item.appearanceDidChange = nil
            view.removeFromSuperview()
        }
        _items = items
        itemViews = items.map { item in
            let view = TabBarItemView(item: item) { [weak self] tapped in self?.userTapped(tapped) }
            item.appearanceDidChange = { [weak self] in self?.refreshItemViews() }
            return view
        }
        for view in itemViews { addSubview(view) }
        if let selected = _selectedItem, !items.contains(where: { $0 === selected }) { _selectedItem = nil }
        refreshItemViews()
        setNeedsLayout()
    }

    /// Selects `item` if it is on the bar (or clears the selection with nil); tells nobody.
    func select(_ item: UITabBarItem?) {
        if let item, !_items.contains(where: { $0 === item }) { return }
        _selectedItem = item
        refreshItemViews()
    }

    /// A tap on an enabled item: the managing controller decides (spec 15.3); a free-standing bar
    /// selects the item and tells its delegate.
    func userTapped(_ item: UITabBarItem) {
        guard item.isEnabled, _items.contains(where: { $0 === item }) else { return }
        // A managed bar's delegate is its tab bar controller, which decides (spec 15.3).
        if managingTabBarController == nil { select(item) }
        _delegate?.tabBar(self, didSelect: item)
    }

    /// Redraws every item as it is now.
    func refreshItemViews() {
        let selectedColor = tintColor ?? UIColor.tintColor
        let unselectedColor = unselectedItemTintColor ?? .systemGray
        for view in itemViews {
            view.refresh(
                selected: view.item === _selectedItem, selectedColor: selectedColor, unselectedColor: unselectedColor)
        }
    }

    /// The view of `item`, if it is on the bar.
    func itemView(for item: UITabBarItem) -> TabBarItemView? {
        itemViews.first { $0.item === item }
    }

    func refreshBackground() {
        let base = barTintColor ?? .systemGray6
        backgroundColor = isTranslucent ? base.withAlphaComponent(Self.translucentAlpha) : base
    }
}
#endif

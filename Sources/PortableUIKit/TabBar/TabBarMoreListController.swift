#if !canImport(UIKit)
import Foundation

/// The root of the More navigation controller (spec 15.5): a table listing the controllers that
/// have no tab of their own, a row per controller with its `tabBarItem` title and a disclosure
/// indicator. Selecting a row pushes that controller on the More navigation controller.
///
/// Rows show no image: PortableUIKit's table cells have no image view yet. There is no Edit
/// button (customizing the tab bar); see docs/guides/uikit-containers.md.
@MainActor
final class TabBarMoreListController: UITableViewController {
    weak var tabBarControllerListing: UITabBarController?

    init(tabBarController: UITabBarController) {
        tabBarControllerListing = tabBarController
        super.init(style: .plain)
        title = UITabBarItem.SystemItem.more.systemTitle
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controllers the list shows, in the tab bar controller's order.
    var listedControllers: [UIViewController] {
        guard let owner = tabBarControllerListing, let list = owner.viewControllers else { return [] }
        return Array(list.dropFirst(owner.ownTabCount(of: list)))
    }

    /// The rows follow the tab bar controller's list each time the list appears.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        listedControllers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let listed = listedControllers
        if listed.indices.contains(indexPath.row) { cell.textLabel?.text = listed[indexPath.row].tabBarItem.title }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let listed = listedControllers
        guard listed.indices.contains(indexPath.row) else { return }
        tabBarControllerListing?.moreListSelected(listed[indexPath.row])
    }
}
#endif

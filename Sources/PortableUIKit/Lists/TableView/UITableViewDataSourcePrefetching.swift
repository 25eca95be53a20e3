#if !canImport(UIKit)
import Foundation

/// The object a table view tells, ahead of time, which rows it will soon show, so that their
/// data can be loaded before the cells are asked for (UIKit's `UITableViewDataSourcePrefetching`).
/// `tableView(_:cancelPrefetchingForRowsAt:)` is optional in UIKit: the default does nothing.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Rows the table will probably show soon; none of them is on screen (fact 20.35).
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows announced earlier that the table no longer expects to show (fact 20.36).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
#endif

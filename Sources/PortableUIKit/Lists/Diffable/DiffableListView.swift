#if !canImport(UIKit)
import Foundation

/// A list view a diffable data source updates: `UITableView` or `UICollectionView`.
@MainActor
protocol DiffableListView: AnyObject {
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    func reloadData()
    /// `reconfigureRows(at:)` / `reconfigureItems(at:)`.
    func reconfigureDiffableItems(at indexPaths: [IndexPath])
}

extension UITableView: DiffableListView {
    func reconfigureDiffableItems(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}

extension UICollectionView: DiffableListView {
    func reconfigureDiffableItems(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
}
#endif

#if !canImport(UIKit)
import Foundation

/// What `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` share: the
/// current snapshot, applying a new one to the list view, and the answers read from it.
///
/// Applying a snapshot performs, in one `performBatchUpdates`, the batch computed by
/// `SnapshotDifference` — animated, or with animations disabled when `animatingDifferences` is
/// false (fact L4.10); reconfigured items are reconfigured after the batch. Reloading replaces
/// the snapshot and reloads the list without a diff. A data source that is not its list's data
/// source (or has lost its list) only takes the snapshot.
@MainActor
final class DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot the list shows.
    private(set) var snapshot = Snapshot()

    /// Applies `snapshot` to `list`; `perform` makes the batch's changes on it (inside the
    /// batch update, once the new snapshot is current).
    func apply(
        _ snapshot: Snapshot, to list: DiffableListView?, animatingDifferences: Bool,
        completion: (() -> Void)?, perform: @escaping (ListUpdateBatch) -> Void
    ) {
        guard let list else {
            self.snapshot = snapshot.withoutMarks
            completion?()
            return
        }
        let difference = SnapshotDifference(from: self.snapshot, to: snapshot)
        DiffableApplyAnimation.run(animated: animatingDifferences) {
            list.performBatchUpdates(
                {
                    self.snapshot = snapshot.withoutMarks
                    perform(difference.batch)
                }, completion: { _ in completion?() })
            if !difference.reconfiguredItems.isEmpty { list.reconfigureDiffableItems(at: difference.reconfiguredItems) }
        }
    }

    /// Makes `snapshot` current and reloads `list`, without a diff.
    func applyUsingReloadData(_ snapshot: Snapshot, to list: DiffableListView?, completion: (() -> Void)?) {
        self.snapshot = snapshot.withoutMarks
        list?.reloadData()
        completion?()
    }

    // MARK: Reading the snapshot

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { snapshot.item(at: indexPath) }

    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { snapshot.indexPath(ofItem: itemIdentifier) }

    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < snapshot.sections.count ? snapshot.sections[index] : nil
    }

    func index(for sectionIdentifier: SectionIdentifierType) -> Int? { snapshot.indexOfSection(sectionIdentifier) }

    var numberOfSections: Int { snapshot.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < snapshot.items.count ? snapshot.items[section].count : 0
    }

    /// Moves the item as the user's reordering moved it (fact L4.12).
    func moveReordered(from source: IndexPath, to destination: IndexPath) {
        snapshot.moveReordered(from: source, to: destination)
    }
}
#endif

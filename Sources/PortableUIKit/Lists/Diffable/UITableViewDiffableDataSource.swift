#if !canImport(UIKit)
import Foundation

/// The object you use to manage data and provide cells for a table view.
///
/// It is the table view's data source (`init(tableView:cellProvider:)` sets it) and answers the
/// table from its current snapshot. Applying a snapshot performs, in one `performBatchUpdates`, the
/// batch computed by `SnapshotDifference` — animated, or with animations disabled when
/// `animatingDifferences` is false (fact L4.10);
/// `applySnapshotUsingReloadData(_:completion:)` reloads the table without a diff.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// A closure that configures and returns a cell for a table view from its diffable data source.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// The list view while this object is its data source; nil makes an update only take the snapshot.
    private var connectedTableView: UITableView? {
        tableView.flatMap { $0.dataSource === self ? $0 : nil }
    }

    /// The default type of animation to use when inserting or deleting rows.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a diffable data source with the specified cell provider, and connects it to the specified table view.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Updating data

    /// Returns a representation of the current state of the data in the table view.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.snapshot
    }

    /// Updates the UI to reflect the state of the data in the snapshot, optionally animating the UI
    /// changes and executing a completion handler.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(
            snapshot, to: connectedTableView, animatingDifferences: animatingDifferences, completion: completion,
            perform: { batch in self.tableView.map { self.perform(batch, on: $0) } })
    }

    /// Updates the UI to reflect the state of the data in the snapshot, optionally animating the UI changes.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Resets the UI to reflect the state of the data in the snapshot without computing a diff or
    /// animating the changes, optionally executing a completion handler.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        core.applyUsingReloadData(snapshot, to: connectedTableView, completion: completion)
    }

    /// Resets the UI to reflect the state of the data in the snapshot without computing a diff or
    /// animating the changes.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    private func perform(_ batch: ListUpdateBatch, on tableView: UITableView) {
        let animation = defaultRowAnimation
        if !batch.deletedSections.isEmpty { tableView.deleteSections(batch.deletedSections, with: animation) }
        if !batch.insertedSections.isEmpty { tableView.insertSections(batch.insertedSections, with: animation) }
        if !batch.reloadedSections.isEmpty { tableView.reloadSections(batch.reloadedSections, with: animation) }
        for move in batch.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !batch.deletedItems.isEmpty { tableView.deleteRows(at: batch.deletedItems, with: animation) }
        if !batch.insertedItems.isEmpty { tableView.insertRows(at: batch.insertedItems, with: animation) }
        if !batch.reloadedItems.isEmpty { tableView.reloadRows(at: batch.reloadedItems, with: animation) }
        for move in batch.movedItems { tableView.moveRow(at: move.from, to: move.to) }
    }

    // MARK: Identifying items and sections

    /// Returns an identifier for the item at the specified index path in the table view.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// Returns an index path for the item with the specified identifier in the table view.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    /// Returns an identifier for the section at the index you specify in the table view.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// Returns an index for the section with the identifier you specify in the table view.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.index(for: sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        core.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = core.itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        PortableUIKitDiagnostics.report(
            .invalidListUse,
            "UITableViewDiffableDataSource's cell provider returned no cell for \(ListUpdateReason.describe(indexPath)) of \(tableView)",
            fix: "Return a cell dequeued from the table view for every item.", spec: "L4.11")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the current snapshot, as the user's reordering moved the row (fact L4.12).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        core.moveReordered(from: sourceIndexPath, to: destinationIndexPath)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The object you use to manage data and provide cells for a collection view.
///
/// It is the collection view's data source (`init(collectionView:cellProvider:)` sets it) and
/// answers the collection view from its current snapshot. Applying a snapshot performs, in one
/// `performBatchUpdates`, the batch computed by `SnapshotDifference` — animated on the motion
/// clock, or with animations disabled when `animatingDifferences` is false (fact L4.10);
/// `applySnapshotUsingReloadData(_:completion:)` reloads without a diff.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// A closure that configures and returns a cell for a collection view from its diffable data source.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// A closure that configures and returns a collection view's supplementary view, such as a
    /// header or footer, from a diffable data source.
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// The list view while this object is its data source; nil makes an update only take the snapshot.
    private var connectedCollectionView: UICollectionView? {
        collectionView.flatMap { $0.dataSource === self ? $0 : nil }
    }

    /// The closure that configures and returns the collection view's supplementary views, such as
    /// headers and footers, from the diffable data source.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a diffable data source with the specified cell provider, and connects it to the specified collection view.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Updating data

    /// Returns a representation of the current state of the data in the collection view.
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
            snapshot, to: connectedCollectionView, animatingDifferences: animatingDifferences, completion: completion,
            perform: { batch in self.collectionView.map { self.perform(batch, on: $0) } })
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
        core.applyUsingReloadData(snapshot, to: connectedCollectionView, completion: completion)
    }

    /// Resets the UI to reflect the state of the data in the snapshot without computing a diff or
    /// animating the changes.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    private func perform(_ batch: ListUpdateBatch, on collectionView: UICollectionView) {
        if !batch.deletedSections.isEmpty { collectionView.deleteSections(batch.deletedSections) }
        if !batch.insertedSections.isEmpty { collectionView.insertSections(batch.insertedSections) }
        if !batch.reloadedSections.isEmpty { collectionView.reloadSections(batch.reloadedSections) }
        for move in batch.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !batch.deletedItems.isEmpty { collectionView.deleteItems(at: batch.deletedItems) }
        if !batch.insertedItems.isEmpty { collectionView.insertItems(at: batch.insertedItems) }
        if !batch.reloadedItems.isEmpty { collectionView.reloadItems(at: batch.reloadedItems) }
        for move in batch.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
    }

    // MARK: Identifying items and sections

    /// Returns an identifier for the item at the specified index path in the collection view.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// Returns an index path for the item with the specified identifier in the collection view.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    /// Returns an identifier for the section at the index you specify in the collection view.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// Returns an index for the section with the identifier you specify in the collection view.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.index(for: sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = core.itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        PortableUIKitDiagnostics.report(
            .invalidListUse,
            "UICollectionViewDiffableDataSource's cell provider returned no cell for \(ListUpdateReason.describe(indexPath)) of \(collectionView)",
            fix: "Return a cell dequeued from the collection view for every item.", spec: "L4.11")
        return collectionView.unconfiguredCell()
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        PortableUIKitDiagnostics.report(
            .invalidListUse,
            "UICollectionViewDiffableDataSource has no supplementary view for kind \(kind) at \(ListUpdateReason.describe(indexPath)) of \(collectionView)",
            fix:
                "Set supplementaryViewProvider and return a dequeued view for every supplementary element the layout places.",
            spec: "L4.11")
        return UICollectionReusableView(frame: .zero)
    }
}
#endif

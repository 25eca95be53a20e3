#if !canImport(UIKit)
import Foundation

/// The cells a data source dequeued while the collection view asked it for the cell at one index
/// path, and that index path.
struct CollectionCellRequest {
    var indexPath: IndexPath
    var dequeued: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []
}

/// UIKit shows only a cell the data source dequeued from this collection view for the index path
/// it was asked about (UIKit raises otherwise). A cell made by the data source, kept from an
/// earlier call, dequeued for another index path or shown by another collection view is refused
/// with an `.invalidListUse` diagnostic and the item shows an empty placeholder cell, so that
/// every visible item has its own cell and no cell has two owners (fact 20.33).
extension UICollectionView {
    /// Asks the data source for the cell at `indexPath` and vets it.
    func requestCell(from dataSource: UICollectionViewDataSource, at indexPath: IndexPath, frame: CGRect)
        -> UICollectionViewCell
    {
        let (returned, request) = whileRequestingCell(at: indexPath) {
            dataSource.collectionView(self, cellForItemAt: indexPath)
        }
        let dequeuedHere = request.dequeued.contains { $0.cell === returned && $0.indexPath == indexPath }
        if dequeuedHere, visibleIndexPath(for: returned) == nil {
            return returned
        }
        PortableUIKitDiagnostics.report(
            .invalidListUse,
            refusalMessage(for: returned, at: indexPath, request: request, dataSource: dataSource),
            fix:
                "return from collectionView(_:cellForItemAt:) the cell that dequeueReusableCell(withReuseIdentifier:for:) gives for that index path, once per call",
            spec: "20.33")
        if request.dequeued.contains(where: { $0.cell === returned }) { returnToPool(returned) }
        let placeholder = UICollectionViewCell(frame: frame)
        recordDequeued(placeholder, for: indexPath)
        return placeholder
    }

    /// Runs `body` (a call of the data source's `cellForItemAt`) while noting what it dequeues;
    /// the cells it dequeued and did not return go back to the reuse pool.
    func whileRequestingCell(at indexPath: IndexPath, _ body: () -> UICollectionViewCell)
        -> (UICollectionViewCell, CollectionCellRequest)
    {
        let outer = cellRequest
        cellRequest = CollectionCellRequest(indexPath: indexPath)
        let returned = body()
        let request = cellRequest ?? CollectionCellRequest(indexPath: indexPath)
        cellRequest = outer
        for (cell, _) in request.dequeued where cell !== returned { returnToPool(cell) }
        return (returned, request)
    }

    /// Puts back a cell this view dequeued and does not show.
    private func returnToPool(_ cell: UICollectionViewCell) {
        guard let identifier = cell.reuseIdentifier, cell.superview == nil, visibleIndexPath(for: cell) == nil
        else { return }
        reusePool.enqueue(cell, identifier: Self.cellPoolKey(identifier))
    }

    /// Notes that `dequeueReusableCell(withReuseIdentifier:for:)` handed out `cell` for `indexPath`.
    func recordDequeued(_ cell: UICollectionViewCell, for indexPath: IndexPath) {
        cellRequest?.dequeued.append((cell, indexPath))
    }

    /// A plain cell the data source may return after it reported its own misuse (no second report).
    func unconfiguredCell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: pendingAttributes?.frame ?? .zero)
        if let indexPath = cellRequest?.indexPath { recordDequeued(cell, for: indexPath) }
        return cell
    }

    private func refusalMessage(
        for cell: UICollectionViewCell, at indexPath: IndexPath, request: CollectionCellRequest,
        dataSource: UICollectionViewDataSource
    ) -> String {
        let asked =
            "\(type(of: dataSource)).collectionView(_:cellForItemAt:) for \(ListUpdateReason.describe(indexPath))"
        if let shown = visibleIndexPath(for: cell) {
            return
                "\(asked) returned the cell already shown for \(ListUpdateReason.describe(shown)); one cell cannot show two items (expected a cell dequeued for this index path); the item shows an empty placeholder cell"
        }
        if let other = cell.superview as? UICollectionView, other !== self {
            return
                "\(asked) returned a cell that another collection view (\(type(of: other))) shows; the cell returned from -collectionView:cellForItemAtIndexPath: was not retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: on this collection view; the item shows an empty placeholder cell"
        }
        if let entry = request.dequeued.first(where: { $0.cell === cell }) {
            return
                "\(asked) returned a cell dequeued for \(ListUpdateReason.describe(entry.indexPath)) (expected a cell dequeued for this index path); the item shows an empty placeholder cell"
        }
        return
            "\(asked) returned a cell (\(type(of: cell))) that was not retrieved by calling dequeueReusableCell(withReuseIdentifier:for:) during that call; the item shows an empty placeholder cell"
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// What is shown where: visible cells and supplementary views, index paths of views and points,
/// and the layout's attributes.
extension UICollectionView {
    /// The cells on screen, in index-path order.
    var currentVisibleCells: [UICollectionViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, in order.
    var currentVisibleIndexPaths: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The cell shown for `indexPath`; `nil` when it is off screen.
    func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The index path `cell` shows; `nil` when it is not a visible cell of this view.
    func visibleIndexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The index path of the item at `point` (content coordinates); `nil` for empty space.
    func itemIndexPath(at point: CGPoint) -> IndexPath? {
        reloadCountsIfNeeded()
        layout.prepareIfNeeded()
        syncLayoutMirroring()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = shownAttributes(in: probe)
        return hits.last {
            $0.representedElementCategory == .cell && $0.frame.nonTrappingContains(point) && isValid($0.indexPath)
        }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`, as shown (mirrored when the layout
    /// flips, fact 20.24).
    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard validate(indexPath, in: "layoutAttributesForItem(at:)") else { return nil }
        layout.prepareIfNeeded()
        syncLayoutMirroring()
        return shownAttributes(layout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    func supplementaryAttributes(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        reloadCountsIfNeeded()
        layout.prepareIfNeeded()
        syncLayoutMirroring()
        return shownAttributes(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// The supplementary view of `elementKind` shown at `indexPath`; `nil` when off screen.
    func visibleSupplementary(kind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryByKey[CollectionSupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    func visibleSupplementaryList(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryByKey.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen.
    func visibleSupplementaryIndexPaths(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryByKey.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// What the invalidation contexts received since the last layout pass ask of the collection view
/// beyond querying its layout again: the content offset and size adjustments to apply, and which
/// visible cells to offer self-sizing again (facts 20.16, 20.17, 20.20).
struct CollectionPendingInvalidation {
    var contentOffsetAdjustment: CGPoint = .zero
    var contentSizeAdjustment: CGSize = .zero
    /// Every visible cell is offered self-sizing again (everything or the counts were invalidated).
    var resizesEveryCell = false
    /// The visible cells at these index paths are offered self-sizing again.
    var resizedItems: Set<IndexPath> = []

    /// Adds what `context` asks for.
    @MainActor
    mutating func merge(_ context: UICollectionViewLayoutInvalidationContext) {
        contentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        contentSizeAdjustment.width += context.contentSizeAdjustment.width
        contentSizeAdjustment.height += context.contentSizeAdjustment.height
        if context.invalidateEverything || context.invalidateDataSourceCounts { resizesEveryCell = true }
        if let items = context.invalidatedItemIndexPaths { resizedItems.formUnion(items) }
    }

    /// Whether a cell at `indexPath` is to be offered self-sizing again.
    func resizes(_ indexPath: IndexPath) -> Bool {
        resizesEveryCell || resizedItems.contains(indexPath)
    }

    /// Whether the offset or the size is to be adjusted.
    var adjustsGeometry: Bool { contentOffsetAdjustment != .zero || contentSizeAdjustment != .zero }
}
#endif

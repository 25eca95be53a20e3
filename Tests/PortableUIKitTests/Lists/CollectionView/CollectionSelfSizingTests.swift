import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A cell as wide as its item asks, `(item + 1) × 50` points (Parchment's self-sizing menu cell),
/// counting how often it is asked.
@MainActor
private final class WidthSizingCell: UICollectionViewCell {
    static var queries = 0
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        Self.queries += 1
        layoutAttributes.frame.size.width = CGFloat((layoutAttributes.indexPath.item + 1) * 50)
        return layoutAttributes
    }
}

/// A cell whose preferred height is read from `heights` at each query.
@MainActor
private final class HeightSizingCell: UICollectionViewCell {
    static var heights: [Int: CGFloat] = [:]
    static var queries = 0
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        Self.queries += 1
        layoutAttributes.size.height = Self.heights[layoutAttributes.indexPath.item] ?? 40
        return layoutAttributes
    }
}

/// A context that says the sizes changed.
@MainActor
private final class SizesContext: UICollectionViewLayoutInvalidationContext {
    var invalidatesSizes = false
}

/// A menu whose items start at an estimated width of 0 and take the width their cells prefer,
/// as Parchment's `.selfSizing(estimatedWidth: 0, height: 50)` menu does.
@MainActor
private final class SelfSizingMenuLayout: UICollectionViewLayout {
    var preferredWidths: [Int: CGFloat] = [:]
    var sizeInvalidations = 0
    private var frames: [CGRect] = []

    override func prepare() {
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        var x: CGFloat = 0
        frames = (0..<count).map { item in
            let frame = CGRect(x: x, y: 0, width: preferredWidths[item] ?? 0, height: 50)
            x = frame.maxX
            return frame
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: frames.last?.maxX ?? 0, height: 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard preferredAttributes.frame.width != originalAttributes.frame.width else { return false }
        preferredWidths[originalAttributes.indexPath.item] = preferredAttributes.frame.width
        return true
    }
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = SizesContext()
        context.invalidatesSizes = true
        return context
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if (context as? SizesContext)?.invalidatesSizes == true { sizeInvalidations += 1 }
        super.invalidateLayout(with: context)
    }
}

@MainActor
@Suite("Collection view self-sizing cells (20.19–20.21)", .isolatedRuntime)
struct CollectionSelfSizingTests {
    @Test(
        "20.21 cells whose estimated frames have no width still show and size themselves (Parchment's self-sizing menu)"
    )
    func zeroWidthEstimatesSize() {
        let layout = SelfSizingMenuLayout()
        let scene = CollectionScene(layout: layout, counts: [3], cellClass: WidthSizingCell.self)
        let frames = (0..<3).map { scene.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 100, height: 50),
                CGRect(x: 150, y: 0, width: 150, height: 50),
            ])
        #expect(layout.sizeInvalidations == 3, "each cell's preferred width invalidated with the layout's context")
        layout.invalidateLayout()
        scene.collectionView.layoutIfNeeded()
        let attributes = (layout.layoutAttributesForElements(in: scene.collectionView.bounds) ?? []).map(\.frame)
        #expect(attributes == frames.compactMap { $0 })
    }

    @Test("20.21 an element of zero area outside the bounds does not show")
    func zeroAreaOutside() {
        #expect(CGRect(x: 0, y: 0, width: 0, height: 50).showsElement(in: CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(
            !CGRect(x: 320, y: 0, width: 0, height: 50).showsElement(in: CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(
            !CGRect(x: 10, y: -60, width: 0, height: 50).showsElement(in: CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(
            !CGRect(x: 320, y: 0, width: 10, height: 50).showsElement(in: CGRect(x: 0, y: 0, width: 320, height: 480)),
            "frames with area keep the shares-area rule")
        #expect(
            !CGRect(x: CGFloat.nan, y: 0, width: 0, height: 50).showsElement(
                in: CGRect(x: 0, y: 0, width: 320, height: 480)))
    }

    @Test("20.20 after an invalidation the visible cells size themselves again: a cell that grows takes its new height")
    func resizeAfterInvalidation() {
        HeightSizingCell.heights = [:]
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 30)
        layout.minimumLineSpacing = 0
        let scene = CollectionScene(layout: layout, counts: [3], cellClass: HeightSizingCell.self)
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.frame == CGRect(x: 10, y: 40, width: 300, height: 40))
        HeightSizingCell.heights[1] = 90
        layout.invalidateLayout()
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell, "the same cell")
        #expect(cell?.frame == CGRect(x: 10, y: 40, width: 300, height: 90))
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 10, y: 130, width: 300, height: 40))
        #expect(scene.collectionView.contentSize.height == 170)
    }

    @Test("20.20 a context that invalidates nothing of the cells asks no cell again")
    func offsetOnlyAsksNoCell() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 30)
        let scene = CollectionScene(layout: layout, counts: [3], cellClass: HeightSizingCell.self)
        let queries = HeightSizingCell.queries
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 5)
        layout.invalidateLayout(with: context)
        scene.collectionView.layoutIfNeeded()
        #expect(HeightSizingCell.queries == queries)
        #expect(scene.collectionView.contentOffset.y == 5)
    }

    @Test("20.19 the default context for preferred attributes invalidates that element and is of the layout's class")
    func defaultPreferredContext() {
        let layout = UICollectionViewFlowLayout()
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: cell, withOriginalAttributes: cell)
        #expect(context is UICollectionViewFlowLayoutInvalidationContext)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 1)])
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 1))
        let headerContext = layout.invalidationContext(
            forPreferredLayoutAttributes: header, withOriginalAttributes: header)
        #expect(
            headerContext.invalidatedSupplementaryIndexPaths == [
                UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 1)]
            ])
        #expect(headerContext.invalidatedItemIndexPaths == nil)
    }
}

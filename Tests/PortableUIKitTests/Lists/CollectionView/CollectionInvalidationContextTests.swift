import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A context with one property of its own, as layouts that use contexts declare them.
@MainActor
private final class MenuInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var invalidatesTransition = false
}

/// The menu layout with its own context class and a bounds-change answer.
@MainActor
private final class ContextMenuLayout: UICollectionViewLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var boundsContexts: [UICollectionViewLayoutInvalidationContext] = []
    var invalidatesOnBoundsChange = false
    private var count = 0

    override class var invalidationContextClass: AnyClass { MenuInvalidationContext.self }
    override func prepare() { count = collectionView?.numberOfItems(inSection: 0) ?? 0 }
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * 80, height: 40) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * 80, y: 0, width: 80, height: 40)
            return attributes
        }
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidatesOnBoundsChange }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        boundsContexts.append(context)
        return context
    }
}

/// A flow-layout delegate that counts how often it is asked for item sizes.
@MainActor
private final class CountingSizeDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var sizeQueries = 0
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQueries += 1
        return CGSize(width: 150, height: 100)
    }
}

@MainActor
@Suite("Collection layout invalidation contexts (20.14–20.18, 20.22)", .isolatedRuntime)
struct CollectionInvalidationContextTests {
    @Test("20.15 a context records the items, supplementary and decoration views it invalidates; nil when none")
    func contextRecords() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil)
        #expect(context.invalidatedSupplementaryIndexPaths == nil)
        #expect(context.invalidatedDecorationIndexPaths == nil)
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 4, section: 2)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 3)])
        context.invalidateDecorationElements(ofKind: "indicator", at: [IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 2)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 3)]])
        #expect(context.invalidatedDecorationIndexPaths == ["indicator": [IndexPath(item: 0, section: 0)]])
    }

    @Test(
        "20.15 invalidationContextClass names the context class; the flow layout's defaults invalidate everything it has"
    )
    func contextClasses() {
        #expect(
            ObjectIdentifier(UICollectionViewLayout.invalidationContextClass)
                == ObjectIdentifier(UICollectionViewLayoutInvalidationContext.self))
        #expect(
            ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass)
                == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
        let flow = UICollectionViewFlowLayoutInvalidationContext()
        #expect(flow.invalidateFlowLayoutDelegateMetrics && flow.invalidateFlowLayoutAttributes)
        #expect(
            type(of: UICollectionViewLayout().invalidationContext(forBoundsChange: .zero))
                == UICollectionViewLayoutInvalidationContext.self)
        #expect(
            UICollectionViewFlowLayout().invalidationContext(forBoundsChange: .zero)
                is UICollectionViewFlowLayoutInvalidationContext)
    }

    @Test(
        "20.14 invalidateLayout() and reloadData() invalidate everything through invalidateLayout(with:) and the layout's class"
    )
    func invalidateLayoutGoesThroughContext() throws {
        let layout = ContextMenuLayout()
        let scene = CollectionScene(layout: layout, counts: [6])
        layout.contexts = []
        layout.invalidateLayout()
        let everything = try #require(layout.contexts.last)
        #expect(everything is MenuInvalidationContext)
        #expect(everything.invalidateEverything)
        #expect(!everything.invalidateDataSourceCounts)
        scene.collectionView.reloadData()
        let reload = try #require(layout.contexts.last)
        #expect(reload is MenuInvalidationContext)
        #expect(reload.invalidateEverything && reload.invalidateDataSourceCounts)
    }

    @Test("20.16 inserts and deletes invalidate with invalidateDataSourceCounts and not everything")
    func countsContext() throws {
        let layout = ContextMenuLayout()
        let scene = CollectionScene(layout: layout, counts: [6])
        layout.contexts = []
        scene.source.counts = [7]
        scene.collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])
        let context = try #require(layout.contexts.last)
        #expect(context.invalidateDataSourceCounts)
        #expect(!context.invalidateEverything)
        scene.host.advance(by: 0.35)
    }

    @Test("20.17 a context that only moves the offset shifts contentOffset by it and re-creates no cell")
    func offsetOnlyContext() throws {
        let layout = flowLayout(itemSize: CGSize(width: 150, height: 100))
        let scene = CollectionScene(layout: layout, counts: [6])
        let cells = Dictionary(
            uniqueKeysWithValues: scene.collectionView.visibleCells.map {
                (scene.collectionView.indexPath(for: $0)!, $0)
            })
        #expect(cells.count == 6)
        let created = CountingCollectionCell.created
        let context = try #require(
            (UICollectionViewFlowLayout.invalidationContextClass as? UICollectionViewFlowLayoutInvalidationContext.Type)?
                .init())
        context.invalidateFlowLayoutAttributes = false
        context.invalidateFlowLayoutDelegateMetrics = false
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 20)
        layout.invalidateLayout(with: context)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 20))
        #expect(CountingCollectionCell.created == created)
        for (indexPath, cell) in cells {
            #expect(scene.collectionView.cellForItem(at: indexPath) === cell)
            #expect((cell as? CountingCollectionCell)?.reuseCount == 0)
        }
        #expect(cells[IndexPath(item: 2, section: 0)]?.frame == CGRect(x: 0, y: 110, width: 150, height: 100))
    }

    @Test("20.17 contentSizeAdjustment is added to the layout's content size")
    func sizeAdjustment() {
        let layout = ContextMenuLayout()
        let scene = CollectionScene(layout: layout, counts: [6])
        #expect(scene.collectionView.contentSize == CGSize(width: 480, height: 40))
        let context = MenuInvalidationContext()
        context.contentSizeAdjustment = CGSize(width: 100, height: 0)
        layout.invalidateLayout(with: context)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.contentSize == CGSize(width: 580, height: 40))
    }

    @Test("20.18 an accepted bounds change invalidates with the context invalidationContext(forBoundsChange:) returns")
    func boundsChangeContext() throws {
        let layout = ContextMenuLayout()
        let scene = CollectionScene(layout: layout, counts: [6])
        layout.contexts = []
        scene.collectionView.contentOffset = CGPoint(x: 10, y: 0)
        #expect(layout.boundsContexts.isEmpty, "shouldInvalidateLayout(forBoundsChange:) said no")
        layout.invalidatesOnBoundsChange = true
        scene.collectionView.contentOffset = CGPoint(x: 20, y: 0)
        let context = try #require(layout.boundsContexts.last)
        #expect(layout.contexts.last === context)
        #expect(context is MenuInvalidationContext)
        #expect(!context.invalidateEverything)
    }

    @Test(
        "20.22 a flow context that invalidates neither attributes nor delegate metrics does not ask the delegate again")
    func flowContextKeepsMetrics() {
        let layout = flowLayout(itemSize: CGSize(width: 150, height: 100))
        let delegate = CountingSizeDelegate()
        let scene = CollectionScene(layout: layout, counts: [6])
        scene.collectionView.delegate = delegate
        scene.collectionView.layoutIfNeeded()
        let asked = delegate.sizeQueries
        #expect(asked == 6)
        let keeping = UICollectionViewFlowLayoutInvalidationContext()
        keeping.invalidateFlowLayoutAttributes = false
        keeping.invalidateFlowLayoutDelegateMetrics = false
        layout.invalidateLayout(with: keeping)
        scene.collectionView.layoutIfNeeded()
        #expect(delegate.sizeQueries == asked)
        layout.invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext())
        scene.collectionView.layoutIfNeeded()
        #expect(delegate.sizeQueries == asked + 6)
    }
}

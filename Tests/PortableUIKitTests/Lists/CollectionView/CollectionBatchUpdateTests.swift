import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Collection view batch updates (L2, L3)", .isolatedRuntime)
struct CollectionBatchUpdateTests {
    private func scene() -> CollectionScene {
        CollectionScene(layout: flowLayout(itemSize: CGSize(width: 320, height: 100), lineSpacing: 0), counts: [10])
    }

    @Test("L2.17 a valid batch moves cells to their new index paths and completes after 0.3 s on the clock")
    func validBatch() {
        let scene = scene()
        let second = scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        var finished: Bool?
        scene.source.counts = [10]
        scene.collectionView.performBatchUpdates(
            {
                scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                scene.collectionView.insertItems(at: [IndexPath(item: 9, section: 0)])
            }, completion: { finished = $0 })
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === second,
            "the surviving cell moved to item 0")
        #expect(second?.frame == CGRect(x: 0, y: 0, width: 320, height: 100), "the model frame is the new one at once")
        scene.host.advance(by: 0.2)
        #expect(finished == nil)
        scene.host.advance(by: 0.15)
        #expect(finished == true)
        #expect(scene.collectionView.visibleCells.count == 5)
        #expect(scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 5, "the deleted cell left")
    }

    @Test("L2.17 the layout hears prepare(forCollectionViewUpdates:) with the batch's update items")
    func updateItems() {
        let items = UICollectionView.updateItems(
            for: {
                var batch = ListUpdateBatch()
                batch.deletedItems = [IndexPath(item: 2, section: 0)]
                batch.insertedSections = [1]
                return batch
            }())
        #expect(items.map(\.updateAction) == [.delete, .insert])
        #expect(items[0].indexPathBeforeUpdate == IndexPath(item: 2, section: 0))
        #expect(items[0].indexPathAfterUpdate == nil)
        #expect(items[1].indexPathAfterUpdate?.item == NSNotFound, "a section update's index path has no item")
    }

    @Test("L2.18 an invalid batch is refused with UIKit's reason, completes false and reloads from the data source")
    func invalidBatch() {
        let scene = scene()
        var finished: Bool?
        scene.source.counts = [3]
        expectDiagnostic(.invalidBatchUpdate) {
            scene.collectionView.performBatchUpdates(
                {
                    scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: { finished = $0 })
        }
        #expect(finished == false)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(scene.collectionView.visibleCells.count == 3)
    }

    @Test("L2.19 reconfigureItems asks the data source again and keeps the same cell without prepareForReuse")
    func reconfigure() {
        let scene = scene()
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CountingCollectionCell
        scene.collectionView.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        #expect(cell?.reuseCount == 0)
    }

    @Test("L2.17 a moved item keeps its cell, which slides to the new frame; section inserts shift the items below")
    func moveAndInsertSection() {
        let scene = scene()
        let first = scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        scene.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === first)
        #expect(first?.frame == CGRect(x: 0, y: 300, width: 320, height: 100))
        scene.host.advance(by: 0.35)
        scene.source.counts = [2, 10]
        scene.collectionView.insertSections([0])
        scene.host.advance(by: 0.35)
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === second,
            "old item 1, moved to 0, is now (1, 0)")
        #expect(second?.frame == CGRect(x: 0, y: 200, width: 320, height: 100))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 1)) == nil, "pushed below the bounds")
        #expect(scene.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        #expect(scene.collectionView.numberOfSections == 2)
    }
}

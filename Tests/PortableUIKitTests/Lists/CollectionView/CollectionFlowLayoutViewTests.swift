import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A cell that wants to be 80 pt tall on even items and 40 pt on odd ones.
@MainActor
private final class SelfSizingCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes.size.height = layoutAttributes.indexPath.item % 2 == 0 ? 80 : 40
        return layoutAttributes
    }
}

@MainActor
@Suite("Flow layout driven by a collection view (L2)", .isolatedRuntime)
struct CollectionFlowLayoutViewTests {
    @Test("L2.8 the delegate's sizeForItemAt sizes each item")
    func delegateSizes() {
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 50, height: 50)), counts: [3])
        let sizing = ItemSizingDelegate { CGSize(width: 150, height: $0.item == 1 ? 60 : 40) }
        scene.collectionView.delegate = sizing
        #expect(
            scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 10, width: 150, height: 40))
        #expect(
            scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 85, y: 70, width: 150, height: 40))
    }

    @Test("L2.22 pinned headers stay at the top of the visible bounds until their section's end pushes them up")
    func pinnedHeaders() {
        let layout = flowLayout(itemSize: CGSize(width: 320, height: 100), lineSpacing: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let scene = CollectionScene(layout: layout, counts: [10, 10])
        let header = UICollectionView.elementKindSectionHeader
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        scene.collectionView.layoutIfNeeded()
        #expect(
            scene.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
                .minY == 300)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 1_020)
        scene.collectionView.layoutIfNeeded()
        // Section 0 spans 0..<1,040: its header ends at 1,000 (pushed up), section 1's starts at 1,040.
        #expect(
            scene.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
                .minY == 1_000)
        #expect(
            scene.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame
                .minY == 1_040)
    }

    @Test("L2.2 a width change re-prepares a vertical flow layout; the lines refill")
    func widthChange() {
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [6])
        #expect(scene.collectionView.contentSize.height == 110)
        scene.collectionView.frame = CGRect(x: 0, y: 0, width: 220, height: 480)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.contentSize.height == 170)
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 0, y: 60, width: 100, height: 50))
    }

    @Test("L2.24 with estimatedItemSize, cells' preferred sizes replace the estimate and the lines follow")
    func selfSizing() {
        let layout = flowLayout(itemSize: CGSize(width: 320, height: 50))
        layout.estimatedItemSize = CGSize(width: 320, height: 50)
        let scene = CollectionScene(layout: layout, counts: [20], cellClass: SelfSizingCell.self)
        let frames = (0..<3).map { scene.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 320, height: 80), CGRect(x: 0, y: 90, width: 320, height: 40),
                CGRect(x: 0, y: 140, width: 320, height: 80),
            ])
        #expect(scene.collectionView.visibleCells.allSatisfy { $0 is SelfSizingCell })
    }

    @Test(
        "L2.26 setCollectionViewLayout(_:animated:completion:) keeps the visible cells, moves them to the new frames and completes after the animation"
    )
    func animatedLayoutChange() {
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [6])
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        var finished: Bool?
        let column = flowLayout(itemSize: CGSize(width: 320, height: 50))
        scene.collectionView.setCollectionViewLayout(column, animated: true) { finished = $0 }
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
        #expect(cell?.frame == CGRect(x: 0, y: 240, width: 320, height: 50))
        #expect(column.collectionView === scene.collectionView)
        #expect(finished == nil)
        scene.host.advance(by: 0.35)
        #expect(finished == true)
        #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 350))
    }
}

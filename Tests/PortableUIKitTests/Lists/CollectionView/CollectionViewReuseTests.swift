import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Collection view reuse, visibility and data (L2)", .isolatedRuntime)
struct CollectionViewReuseTests {
    @Test("L2.9 only the items meeting the bounds exist as cells, with the layout's frames")
    func visibleCellsOnly() {
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [1_000])
        // 3 per line, lines 60 pt apart: 480 pt shows lines 0...7 (line 7 starts at 420).
        #expect(scene.collectionView.indexPathsForVisibleItems.count == 24)
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 110, y: 60, width: 100, height: 50))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 24, section: 0)) == nil)
        #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 334 * 50 + 333 * 10))
    }

    @Test("L2.10 scrolling through 1,000,000 items creates only a screenful of cells and reuses them")
    func millionItemReuse() {
        CountingCollectionCell.created = 0
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [1_000_000])
        let created = CountingCollectionCell.created
        #expect(created == 24)
        for step in 1...200 {
            scene.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            scene.collectionView.layoutIfNeeded()
        }
        scene.collectionView.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
        scene.collectionView.layoutIfNeeded()
        #expect(CountingCollectionCell.created <= 27, "a partial line more at most")
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 999_999, section: 0)) != nil)
        #expect(
            scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count
                == scene.collectionView.visibleCells.count)
        #expect(scene.collectionView.visibleCells.allSatisfy { $0.frame.sharesArea(with: scene.collectionView.bounds) })
    }

    @Test("L2.10 a dequeued cell was prepared for reuse; willDisplay and didEndDisplaying pair up")
    func prepareForReuseAndDisplay() {
        let scene = CollectionScene(
            layout: flowLayout(itemSize: CGSize(width: 320, height: 100), lineSpacing: 0), counts: [100])
        scene.source.logsDisplay = true
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.source.calls == ["didEndDisplaying 0.0", "willDisplay 0.5"])
        let reused = scene.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? CountingCollectionCell
        #expect(reused?.reuseCount == 1)
        #expect(reused?.reuseIdentifier == "cell")
    }

    @Test("L2.11 reloadData asks the data source again and shows the new counts")
    func reloadData() {
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [2])
        #expect(scene.collectionView.visibleCells.count == 2)
        scene.source.counts = [3, 4]
        scene.collectionView.reloadData()
        #expect(scene.collectionView.numberOfSections == 2)
        #expect(scene.collectionView.numberOfItems(inSection: 1) == 4)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.visibleCells.count == 7)
    }

    @Test("L2.12 dequeuing an unregistered identifier is refused with a diagnostic, not a crash")
    func unregisteredIdentifier() {
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [1])
        let cell = expectDiagnostic(.invalidListUse) {
            scene.collectionView.dequeueReusableCell(
                withReuseIdentifier: "nothing", for: IndexPath(item: 0, section: 0))
        }
        #expect(cell.reuseIdentifier == nil)
        expectDiagnostic(.invalidListUse) {
            scene.collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
        }
        expectDiagnostic(.invalidListUse) {
            _ = scene.collectionView.numberOfItems(inSection: 3)
        }
    }

    @Test("L2.6 headers and footers are dequeued from the data source at the layout's frames")
    func supplementaryViews() {
        let layout = flowLayout(itemSize: CGSize(width: 100, height: 50))
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let scene = CollectionScene(layout: layout, counts: [2, 2])
        let headers = scene.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(
            headers.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 100, width: 320, height: 30),
            ])
        #expect(
            scene.collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 80, width: 320, height: 20))
    }

    @Test("L2.16 a collection view, its cells and its layout are freed when released")
    func noLeaks() {
        weak var weakCollection: UICollectionView?
        weak var weakLayout: UICollectionViewLayout?
        weak var weakCell: UICollectionViewCell?
        do {
            let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [100])
            scene.collectionView.contentOffset = CGPoint(x: 0, y: 300)
            scene.collectionView.layoutIfNeeded()
            weakCollection = scene.collectionView
            weakLayout = scene.collectionView.collectionViewLayout
            weakCell = scene.collectionView.visibleCells.first
            scene.collectionView.removeFromSuperview()
        }
        #expect(weakCollection == nil)
        #expect(weakLayout == nil)
        #expect(weakCell == nil)
    }
}

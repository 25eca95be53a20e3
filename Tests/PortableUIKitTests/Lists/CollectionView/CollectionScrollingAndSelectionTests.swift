import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Collection view scrolling, paging and selection (L2)", .isolatedRuntime)
struct CollectionScrollingAndSelectionTests {
    @Test("L2.10 scrollToItem puts the item at the top, centre or bottom, clamped to the content")
    func scrollToItemPositions() {
        let scene = CollectionScene(
            layout: flowLayout(itemSize: CGSize(width: 320, height: 100), lineSpacing: 0), counts: [100])
        let collectionView = scene.collectionView
        collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 2_000)
        collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 1_810, "item centre 2,050 minus half of 480")
        collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 1_620, "item bottom 2,100 minus 480")
        collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 9_520, "clamped to the end of the content")
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 99, section: 0)) != nil)
    }

    @Test("L2.20 page-sized cells in a horizontal flow layout: a flick lands exactly on the next page")
    func horizontalPaging() {
        let layout = flowLayout(
            itemSize: CGSize(width: 320, height: 480), lineSpacing: 0, interitemSpacing: 0, direction: .horizontal)
        let scene = CollectionScene(layout: layout, counts: [10])
        scene.collectionView.isPagingEnabled = true
        #expect(scene.collectionView.contentSize == CGSize(width: 3_200, height: 480))
        _ = scene.host.flick(from: CGPoint(x: 200, y: 240), velocity: CGVector(dx: -600, dy: 0))
        scene.host.runUntilIdle()
        #expect(scene.collectionView.contentOffset == CGPoint(x: 320, y: 0))
        #expect(scene.collectionView.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 320, y: 0, width: 320, height: 480))
    }

    @Test("L2.13 a tap highlights, unhighlights, then asks and selects; the cell shows isSelected")
    func tapSelects() {
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [10])
        scene.host.tap(at: CGPoint(x: 160, y: 25))
        scene.host.runUntilIdle()
        #expect(
            scene.source.calls == [
                "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1",
            ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        scene.source.calls = []
        scene.host.tap(at: CGPoint(x: 50, y: 25))
        scene.host.runUntilIdle()
        #expect(
            scene.source.calls == [
                "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "shouldSelect 0", "shouldDeselect 1",
                "didDeselect 1", "didSelect 0",
            ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("L2.14 shouldSelect false leaves the selection; selectItem and deselectItem call no delegate method")
    func programmaticSelection() {
        let scene = CollectionScene(layout: flowLayout(itemSize: CGSize(width: 100, height: 50)), counts: [10])
        scene.source.refusesSelection = [IndexPath(item: 2, section: 0)]
        scene.host.tap(at: CGPoint(x: 270, y: 25))
        scene.host.runUntilIdle()
        #expect(scene.collectionView.indexPathsForSelectedItems == nil)
        scene.source.calls = []
        scene.collectionView.allowsMultipleSelection = true
        scene.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        scene.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(
            scene.collectionView.indexPathsForSelectedItems == [
                IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0),
            ])
        scene.collectionView.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(scene.source.calls.isEmpty)
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A cell that remembers the item it shows.
@MainActor
private final class ItemCell: UICollectionViewCell {
    var item: Int?
}

/// A 320×480 window holding a one-column collection view of 100 pt items fed by a diffable data source.
@MainActor
private struct DiffableCollectionScene {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, Int>

    init(headerHeight: CGFloat = 0) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 320, height: headerHeight)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(ItemCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as? ItemCell
            cell?.item = item
            return cell
        }
        host.window.addSubview(collectionView)
        host.runUntilIdle()
    }

    /// The item of each visible cell, in index-path order.
    var shownItems: [Int] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap {
            (collectionView.cellForItem(at: $0) as? ItemCell)?.item
        }
    }

    static func snapshot(_ layout: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for (section, items) in layout {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }
}

@MainActor
@Suite("UICollectionViewDiffableDataSource (L4)", .isolatedRuntime)
struct CollectionDiffableDataSourceTests {
    @Test(
        "L4.10 an animated apply runs the diff as one batch on the motion clock: counts and cells match at once, the completion comes when the animation ends"
    )
    func animatedApply() {
        let scene = DiffableCollectionScene()
        scene.dataSource.apply(
            DiffableCollectionScene.snapshot([("a", [1, 2, 3, 4, 5, 6])]), animatingDifferences: false)
        scene.host.runUntilIdle()
        let cellOfFour = scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        var done = false
        scene.dataSource.apply(DiffableCollectionScene.snapshot([("a", [4, 1, 2, 3, 6, 7])])) { done = true }
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfFour,
            "item 4's cell moved to the top")
        scene.host.advance(by: 0.1)
        #expect(!done, "the update animation is still running")
        scene.host.advance(by: 0.3)
        #expect(done)
        scene.host.runUntilIdle()
        #expect(scene.shownItems == [4, 1, 2, 3, 6])
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == 7)
        #expect(scene.dataSource.indexPath(for: 6) == IndexPath(item: 4, section: 0))
    }

    @Test("L4.10 an apply without animation lands without advancing the clock and calls the completion")
    func unanimatedApply() {
        let scene = DiffableCollectionScene()
        scene.dataSource.apply(DiffableCollectionScene.snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
        scene.host.runUntilIdle()
        var done = false
        scene.dataSource.apply(
            DiffableCollectionScene.snapshot([("a", [3, 2]), ("b", [9])]), animatingDifferences: false
        ) { done = true }
        scene.host.runUntilIdle()
        #expect(done)
        #expect(scene.collectionView.numberOfSections == 2)
        #expect(scene.shownItems == [3, 2, 9])
        #expect(scene.dataSource.sectionIdentifier(for: 1) == "b" && scene.dataSource.index(for: "a") == 0)
    }

    @Test("L4.10 applying with reload data resets the collection view and calls the completion")
    func reloadDataApply() {
        let scene = DiffableCollectionScene()
        var done = false
        scene.dataSource.applySnapshotUsingReloadData(DiffableCollectionScene.snapshot([("a", [5, 6])])) { done = true }
        scene.host.runUntilIdle()
        #expect(done && scene.shownItems == [5, 6])
        #expect(scene.dataSource.snapshot().itemIdentifiers == [5, 6])
    }

    @Test("L4.13 the supplementary view provider gives the layout's headers; without one the header is reported")
    func supplementaryViews() {
        let scene = DiffableCollectionScene(headerHeight: 30)
        var kinds: [String] = []
        scene.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kinds.append(kind)
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        scene.dataSource.applySnapshotUsingReloadData(DiffableCollectionScene.snapshot([("a", [1])]))
        scene.host.runUntilIdle()
        #expect(kinds == [UICollectionView.elementKindSectionHeader])

        let bare = DiffableCollectionScene(headerHeight: 30)
        expectDiagnostic(.invalidListUse) {
            bare.dataSource.applySnapshotUsingReloadData(DiffableCollectionScene.snapshot([("a", [1])]))
            bare.host.runUntilIdle()
        }
    }
}

import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
private final class GridController: UICollectionViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("UICollectionViewController (L2)", .isolatedRuntime)
struct CollectionViewControllerTests {
    @Test("L2.21 the controller's view is its collection view, served by the controller's overrides")
    func controllerServesItsView() {
        let layout = flowLayout(itemSize: CGSize(width: 100, height: 100))
        let controller = GridController(collectionViewLayout: layout)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: controller)
        host.runUntilIdle()
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.visibleCells.count == 12)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.runUntilIdle()
        #expect(controller.selected == [IndexPath(item: 0, section: 0)])
    }

    @Test("L2.21 clearsSelectionOnViewWillAppear deselects every item when the view appears")
    func clearsSelection() {
        let controller = GridController(collectionViewLayout: flowLayout(itemSize: CGSize(width: 100, height: 100)))
        controller.loadViewIfNeeded()
        controller.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: controller)
        host.runUntilIdle()
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }
}

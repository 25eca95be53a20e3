import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing

@testable import PortableUIKit

/// A data source whose `cellForItemAt` is a closure.
@MainActor
private final class MisbehavingSource: NSObject, UICollectionViewDataSource {
    let count: Int
    var cell: (UICollectionView, IndexPath) -> UICollectionViewCell
    init(count: Int, cell: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) {
        self.count = count
        self.cell = cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cell(collectionView, indexPath)
    }
}

@Suite(.isolatedRuntime)
@MainActor
struct CollectionCellVettingTests {
    /// A 320×480 collection view of `count` items 320×40 (12 on screen) fed by `source`.
    private func show(_ source: MisbehavingSource, host: HeadlessHost) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 320, height: 40), lineSpacing: 0))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        host.window.addSubview(collectionView)
        return collectionView
    }

    /// Every visible item has its own cell, a subview of the collection view, and the queries agree.
    private func expectConsistent(_ collectionView: UICollectionView, items: Int) {
        let cells = collectionView.visibleCells
        #expect(cells.count == items)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let cell = collectionView.cellForItem(at: indexPath) else {
                Issue.record("no cell at \(indexPath)")
                continue
            }
            #expect(collectionView.indexPath(for: cell) == indexPath)
            #expect(cell.superview === collectionView)
        }
    }

    @Test("20.33 one cell returned for every item is refused; each item shows its own cell")
    func oneCellForEveryItem() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var kept: UICollectionViewCell?
        let source = MisbehavingSource(count: 40) { collectionView, indexPath in
            if let kept { return kept }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            kept = cell
            return cell
        }
        let collectionView = show(source, host: host)
        let diagnostics = PortableUIKitDiagnostics.collecting { host.runUntilIdle() }.diagnostics
        // Item 0 gets the cell it dequeued; items 1–11 are refused, one report each.
        #expect(diagnostics.count == 11)
        #expect(diagnostics.allSatisfy { $0.rule == .invalidListUse && $0.message.contains("already shown") })
        expectConsistent(collectionView, items: 12)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === kept)
        #expect(collectionView.visibleCells.filter { $0 === kept }.count == 1)
    }

    @Test("20.33 a cell the data source made itself is refused and the item shows a placeholder")
    func cellNotDequeued() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var made: [UICollectionViewCell] = []
        let source = MisbehavingSource(count: 3) { _, _ in
            let cell = UICollectionViewCell(frame: .zero)
            made.append(cell)
            return cell
        }
        let collectionView = show(source, host: host)
        expectDiagnostic(.invalidListUse) { host.runUntilIdle() }
        expectConsistent(collectionView, items: 3)
        #expect(collectionView.visibleCells.allSatisfy { cell in !made.contains { $0 === cell } })
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 320, height: 40) })
    }

    @Test("20.33 a cell another collection view shows stays there")
    func cellOfAnotherCollectionView() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let good = MisbehavingSource(count: 3) { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        let first = show(good, host: host)
        host.runUntilIdle()
        let stolen = first.visibleCells
        let thief = MisbehavingSource(count: 3) { _, indexPath in stolen[indexPath.item] }
        let second = show(thief, host: host)
        expectDiagnostic(.invalidListUse) { host.runUntilIdle() }
        expectConsistent(first, items: 3)
        expectConsistent(second, items: 3)
        #expect(first.visibleCells.map(ObjectIdentifier.init) == stolen.map(ObjectIdentifier.init))
        #expect(second.visibleCells.allSatisfy { cell in !stolen.contains { $0 === cell } })
    }

    @Test("20.33 a cell dequeued for another index path is refused and goes back to the pool")
    func cellDequeuedForAnotherIndexPath() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let source = MisbehavingSource(count: 2) { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 7, section: 0))
        }
        let collectionView = show(source, host: host)
        let diagnostics = PortableUIKitDiagnostics.collecting { host.runUntilIdle() }.diagnostics
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.message.contains("expected a cell dequeued for this index path") })
        expectConsistent(collectionView, items: 2)
        // The refused cell (dequeued twice) waits in the pool; placeholders are never pooled.
        #expect(collectionView.reusePool.count(identifier: UICollectionView.cellPoolKey("cell")) == 1)
    }

    @Test("20.33 cells dequeued and not returned go back to the pool")
    func extraDequeuesReturnToPool() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let source = MisbehavingSource(count: 2) { collectionView, indexPath in
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        let collectionView = show(source, host: host)
        host.runUntilIdle()
        expectConsistent(collectionView, items: 2)
        // Item 0's extra cell is reused by item 1's first dequeue; item 1's extra one waits.
        #expect(collectionView.reusePool.count(identifier: UICollectionView.cellPoolKey("cell")) == 1)
    }
}

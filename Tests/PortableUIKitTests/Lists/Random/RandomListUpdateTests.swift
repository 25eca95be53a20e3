import ContainmentTesting
import ContainmentTestTraits
import Foundation
import Testing
@testable import PortableUIKit

/// Random valid batch updates played through the real views (not only the engine): after each
/// batch and its animation, the view's counts, the text of every visible cell, every visible
/// cell's frame and the selection must match a model that applied the same changes.
@Suite("Random batch updates through UITableView and UICollectionView (L3)", .isolatedRuntime)
@MainActor
struct RandomListUpdateTests {
    @Test("L3.2 L1.12 random valid batches leave a table's visible cells, frames and selection matching the model")
    func table() {
        let list = TableUnderTest()
        play(list, seed: 0x7AB1_E000)
    }

    @Test(
        "L3.2 L2.17 random valid batches leave a collection view's visible cells, frames and selection matching the model"
    )
    func collection() {
        let list = CollectionUnderTest()
        play(list, seed: 0xC011_EC70)
    }

    private func play(_ list: some ListUnderTest, seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var nextIdentifier = 0
        for round in 0..<150 {
            let scenario = RandomBatchScenario(random: &random)
            // The old model: fresh identifiers, shown from a random offset.
            var old: [[Int]] = []
            for count in scenario.oldCounts {
                old.append(Array(nextIdentifier..<(nextIdentifier + count)))
                nextIdentifier += count
            }
            list.source.model = old
            list.reload()
            list.scroll(toFraction: CGFloat(random.below(5)) / 4)
            // A selected surviving row follows it to its new index path.
            let oldPaths = old.indices.flatMap { section in
                old[section].indices.map { IndexPath(row: $0, section: section) }
            }
            let selected = oldPaths.isEmpty ? nil : random.pick(oldPaths)
            if let selected { list.select(selected) }
            // The new model, by where each new element came from.
            var new: [[Int]] = []
            for (section, origins) in scenario.newItems.enumerated() {
                new.append(
                    origins.map { origin in
                        switch origin {
                        case .old(let from): return old[from.section][from.row]
                        case .reloaded, .inserted:
                            nextIdentifier += 1
                            return nextIdentifier
                        }
                    })
                _ = section
            }
            let expectedSelection: IndexPath? = selected.flatMap { path in
                for (section, origins) in scenario.newItems.enumerated() {
                    if let row = origins.firstIndex(of: .old(path)) { return IndexPath(row: row, section: section) }
                }
                return nil
            }
            var completed: Bool?
            list.perform(scenario.batch, random: &random, updatingModel: { list.source.model = new }) { completed = $0 }
            list.host.advance(by: 0.5)
            list.host.runUntilIdle()
            #expect(completed == true, "round \(round): the batch did not complete")
            list.check(model: new, selection: expectedSelection, round: round)
        }
    }
}

/// The model both data sources answer from: sections of unique identifiers.
@MainActor
final class RandomListSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var model: [[Int]] = []

    func numberOfSections(in tableView: UITableView) -> Int { model.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = String(model[indexPath.section][indexPath.row])
        return cell
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityLabel = String(model[indexPath.section][indexPath.item])
        return cell
    }
}

/// What the random play needs of a list view.
@MainActor
protocol ListUnderTest {
    var host: HeadlessHost { get }
    var source: RandomListSource { get }
    func reload()
    func scroll(toFraction fraction: CGFloat)
    func select(_ indexPath: IndexPath)
    func perform(
        _ batch: ListUpdateBatch, random: inout SeededRandomNumberGenerator,
        updatingModel: @escaping () -> Void, completion: @escaping (Bool) -> Void)
    func check(model: [[Int]], selection: IndexPath?, round: Int)
}

extension ListUnderTest {
    /// The batch's calls in a random order: UIKit resolves them the same whatever the order (L3.2).
    func shuffledCalls(
        _ batch: ListUpdateBatch, random: inout SeededRandomNumberGenerator,
        sections: (_ deleted: IndexSet, _ inserted: IndexSet, _ reloaded: IndexSet, _ moves: [ListMove<Int>]) -> [() ->
            Void],
        items: (
            _ deleted: [IndexPath], _ inserted: [IndexPath], _ reloaded: [IndexPath], _ moves: [ListMove<IndexPath>]
        ) -> [() -> Void]
    ) -> [() -> Void] {
        var calls = sections(batch.deletedSections, batch.insertedSections, batch.reloadedSections, batch.movedSections)
        calls += items(batch.deletedItems, batch.insertedItems, batch.reloadedItems, batch.movedItems)
        calls.shuffle(using: &random)
        return calls
    }
}

@MainActor
final class TableUnderTest: ListUnderTest {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let source = RandomListSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)

    init() {
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        host.window.addSubview(table)
    }

    func reload() {
        table.reloadData()
        table.layoutIfNeeded()
    }

    func scroll(toFraction fraction: CGFloat) {
        let maxY = max(0, table.contentSize.height - table.bounds.height)
        table.contentOffset = CGPoint(x: 0, y: (maxY * fraction).rounded())
        table.layoutIfNeeded()
    }

    func select(_ indexPath: IndexPath) {
        for selected in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: selected, animated: false) }
        table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }

    func perform(
        _ batch: ListUpdateBatch, random: inout SeededRandomNumberGenerator,
        updatingModel: @escaping () -> Void, completion: @escaping (Bool) -> Void
    ) {
        let table = table
        let calls = shuffledCalls(
            batch, random: &random,
            sections: { deleted, inserted, reloaded, moves in
                [
                    { table.deleteSections(deleted, with: .fade) }, { table.insertSections(inserted, with: .fade) },
                    { table.reloadSections(reloaded, with: .fade) },
                ] + moves.map { move in { table.moveSection(move.from, toSection: move.to) } }
            },
            items: { deleted, inserted, reloaded, moves in
                [
                    { table.deleteRows(at: deleted, with: .fade) }, { table.insertRows(at: inserted, with: .fade) },
                    { table.reloadRows(at: reloaded, with: .fade) },
                ] + moves.map { move in { table.moveRow(at: move.from, to: move.to) } }
            })
        table.performBatchUpdates(
            {
                updatingModel()
                for call in calls { call() }
            }, completion: completion)
    }

    func check(model: [[Int]], selection: IndexPath?, round: Int) {
        table.layoutIfNeeded()
        #expect(table.numberOfSections == model.count, "round \(round): sections")
        for (section, rows) in model.enumerated() where section < table.numberOfSections {
            #expect(table.numberOfRows(inSection: section) == rows.count, "round \(round): rows in \(section)")
        }
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(table.visibleCells.count == visible.count, "round \(round): one cell per visible row")
        for indexPath in visible {
            let cell = table.cellForRow(at: indexPath)
            #expect(
                cell?.textLabel?.text == String(model[indexPath.section][indexPath.row]),
                "round \(round): text at \(indexPath)")
            #expect(cell?.frame == table.rectForRow(at: indexPath), "round \(round): frame at \(indexPath)")
            #expect(cell?.alpha == 1, "round \(round): a visible cell is opaque at rest")
        }
        let expectedVisible = table.indexPathsForRows(in: table.bounds) ?? []
        #expect(visible == expectedVisible, "round \(round): the visible rows are those meeting the bounds")
        #expect(table.indexPathsForSelectedRows ?? [] == (selection.map { [$0] } ?? []), "round \(round): selection")
        let cellViews = table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }
        #expect(cellViews.count == visible.count, "round \(round): no cell left over from the animation")
    }
}

@MainActor
final class CollectionUnderTest: ListUnderTest {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let source = RandomListSource()
    let layout = UICollectionViewFlowLayout()
    let collection: UICollectionView

    init() {
        layout.itemSize = CGSize(width: 100, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = source
        host.window.addSubview(collection)
    }

    func reload() {
        collection.reloadData()
        collection.layoutIfNeeded()
    }

    func scroll(toFraction fraction: CGFloat) {
        let maxY = max(0, collection.contentSize.height - collection.bounds.height)
        collection.contentOffset = CGPoint(x: 0, y: (maxY * fraction).rounded())
        collection.layoutIfNeeded()
    }

    func select(_ indexPath: IndexPath) {
        for selected in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: selected, animated: false)
        }
        collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    func perform(
        _ batch: ListUpdateBatch, random: inout SeededRandomNumberGenerator,
        updatingModel: @escaping () -> Void, completion: @escaping (Bool) -> Void
    ) {
        let collection = collection
        let calls = shuffledCalls(
            batch, random: &random,
            sections: { deleted, inserted, reloaded, moves in
                [
                    { collection.deleteSections(deleted) }, { collection.insertSections(inserted) },
                    { collection.reloadSections(reloaded) },
                ] + moves.map { move in { collection.moveSection(move.from, toSection: move.to) } }
            },
            items: { deleted, inserted, reloaded, moves in
                [
                    { collection.deleteItems(at: deleted) }, { collection.insertItems(at: inserted) },
                    { collection.reloadItems(at: reloaded) },
                ] + moves.map { move in { collection.moveItem(at: move.from, to: move.to) } }
            })
        collection.performBatchUpdates(
            {
                updatingModel()
                for call in calls { call() }
            }, completion: completion)
    }

    func check(model: [[Int]], selection: IndexPath?, round: Int) {
        collection.layoutIfNeeded()
        #expect(collection.numberOfSections == model.count, "round \(round): sections")
        for (section, items) in model.enumerated() where section < collection.numberOfSections {
            #expect(collection.numberOfItems(inSection: section) == items.count, "round \(round): items in \(section)")
        }
        let visible = collection.indexPathsForVisibleItems.sorted()
        #expect(collection.visibleCells.count == visible.count, "round \(round): one cell per visible item")
        for indexPath in visible {
            let cell = collection.cellForItem(at: indexPath)
            #expect(
                cell?.accessibilityLabel == String(model[indexPath.section][indexPath.item]),
                "round \(round): item at \(indexPath)")
            #expect(
                cell?.frame == collection.layoutAttributesForItem(at: indexPath)?.frame,
                "round \(round): frame at \(indexPath)")
            #expect(cell?.alpha == 1, "round \(round): a visible cell is opaque at rest")
        }
        let expectedVisible = (layout.layoutAttributesForElements(in: collection.bounds) ?? [])
            .filter {
                $0.representedElementCategory == .cell && $0.frame.intersects(collection.bounds)
                    && !$0.frame.intersection(collection.bounds).isEmpty
            }
            .map(\.indexPath).sorted()
        #expect(visible == expectedVisible, "round \(round): the visible items are those meeting the bounds")
        #expect(
            (collection.indexPathsForSelectedItems ?? []).sorted() == (selection.map { [$0] } ?? []),
            "round \(round): selection")
        let cellViews = collection.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }
        #expect(cellViews.count == visible.count, "round \(round): no cell left over from the animation")
    }
}

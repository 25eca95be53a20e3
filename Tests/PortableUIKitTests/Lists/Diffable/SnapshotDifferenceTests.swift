import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Snapshot difference → batch update (L4.8)", .isolatedRuntime)
struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    private func snapshot(_ layout: [(Int, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in layout {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("L4.8 one item moved to the front is one move, not a shuffle of the others")
    func minimalMoves() {
        let old = snapshot([(0, [1, 2, 3, 4, 5])])
        let new = snapshot([(0, [5, 1, 2, 3, 4])])
        let batch = SnapshotDifference(from: old, to: new).batch
        #expect(batch.movedItems == [ListMove(from: path(0, 4), to: path(0, 0))])
        #expect(batch.insertedItems.isEmpty && batch.deletedItems.isEmpty)
    }

    @Test("L4.8 deletes, inserts, section moves and reloads come out in UIKit's coordinates")
    func mixed() {
        let old = snapshot([(10, [1, 2]), (20, [3]), (30, [4])])
        var new = snapshot([(30, [4, 9]), (10, [1]), (40, [])])
        new.reloadItems([4])
        let batch = SnapshotDifference(from: old, to: new).batch
        #expect(batch.deletedSections == [1])
        #expect(batch.insertedSections == [2])
        #expect(batch.movedSections == [ListMove(from: 2, to: 0)])
        #expect(batch.deletedItems == [path(0, 1)])
        #expect(batch.insertedItems == [path(0, 1)])
        #expect(batch.reloadedItems == [path(2, 0)])
    }

    @Test("L4.8 a reloaded item that also moves becomes a delete and an insert")
    func reloadAndMove() {
        let old = snapshot([(0, [1, 2])])
        var new = snapshot([(0, [2, 1])])
        new.reloadItems([2])
        let batch = SnapshotDifference(from: old, to: new).batch
        #expect(batch.movedItems.isEmpty || batch.movedItems.allSatisfy { $0.from != path(0, 1) })
        let plan = ListUpdatePlan.make(batch, oldCounts: old.itemCounts, newCounts: new.itemCounts, noun: .row)
        #expect((try? plan.get()) != nil)
    }

    @Test("L4.8 the batch of a random pair of snapshots is valid and maps every surviving item to its new place")
    func randomPairs() {
        var random = SeededRandomNumberGenerator(seed: 0xD1FF)
        for round in 0..<400 {
            let old = randomSnapshot(&random, sectionPool: 0..<6, itemPool: 0..<30)
            var new = randomSnapshot(&random, sectionPool: 0..<6, itemPool: 0..<30)
            let survivingItems = new.itemIdentifiers.filter { old.indexOfItem($0) != nil }
            if !survivingItems.isEmpty, random.chance(1, in: 2) { new.reloadItems([random.pick(survivingItems)]) }
            let survivingSections = new.sectionIdentifiers.filter { old.indexOfSection($0) != nil }
            if !survivingSections.isEmpty, random.chance(1, in: 4) {
                new.reloadSections([random.pick(survivingSections)])
            }
            let difference = SnapshotDifference(from: old, to: new)
            let result = ListUpdatePlan.make(
                difference.batch, oldCounts: old.itemCounts, newCounts: new.itemCounts, noun: .item)
            guard case .success(let plan) = result else {
                Issue.record("round \(round): the diff's batch was refused: \(result)")
                return
            }
            let reloadedSections = Set(new.reloadedSectionIdentifiers)
            for item in new.itemIdentifiers {
                guard let to = new.indexPath(ofItem: item) else { continue }
                let section = new.sectionIdentifiers[to[0]]
                // An item keeps its identity when both its sections survive unreloaded and it is not reloaded.
                if let from = old.indexPath(ofItem: item), old.indexOfSection(section) != nil,
                    case let oldSection = old.sectionIdentifiers[from[0]], new.indexOfSection(oldSection) != nil,
                    !reloadedSections.contains(section), !reloadedSections.contains(oldSection),
                    !new.reloadedItemIdentifiers.contains(item)
                {
                    #expect(plan.newIndexPath(forOld: from) == to, "round \(round) item \(item)")
                    #expect(plan.oldIndexPath(forNew: to) == from, "round \(round) item \(item)")
                } else {
                    #expect(plan.oldIndexPath(forNew: to) == nil, "round \(round) new item \(item)")
                }
            }
            for item in old.itemIdentifiers where new.indexOfItem(item) == nil {
                if let from = old.indexPath(ofItem: item) {
                    #expect(plan.newIndexPath(forOld: from) == nil, "round \(round) deleted item \(item)")
                }
            }
        }
    }

    private func randomSnapshot(
        _ random: inout SeededRandomNumberGenerator, sectionPool: Range<Int>, itemPool: Range<Int>
    ) -> Snapshot {
        var snapshot = Snapshot()
        let sections = Array(sectionPool).shuffled(using: &random).prefix(random.below(sectionPool.count + 1))
        guard !sections.isEmpty else { return snapshot }
        snapshot.appendSections(Array(sections))
        for item in Array(itemPool).shuffled(using: &random) where random.chance(2, in: 3) {
            snapshot.appendItems([item], toSection: random.pick(Array(sections)))
        }
        return snapshot
    }
}

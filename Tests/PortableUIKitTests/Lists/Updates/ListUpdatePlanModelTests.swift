import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A random valid batch applied to an array-of-arrays model: every mapping of the plan must agree
/// with where the model's elements actually went.
@Suite("ListUpdatePlan against an array model (L3)", .isolatedRuntime)
struct ListUpdatePlanModelTests {
    @Test(
        "L3.1 L3.2 L3.3 L3.4 every mapping of a random valid batch matches the model, whatever the order of the calls")
    func randomBatches() {
        var random = SeededRandomNumberGenerator(seed: 0x5EED_0003)
        for round in 0..<600 {
            let scenario = RandomBatchScenario(random: &random)
            let result = ListUpdatePlan.make(
                scenario.batch, oldCounts: scenario.oldCounts, newCounts: scenario.newCounts, noun: .row)
            guard case .success(let plan) = result else {
                Issue.record("round \(round): a valid batch was refused: \(result)")
                return
            }
            scenario.check(plan, round: round)
        }
    }
}

/// One random old model, a random valid batch and the new model it leads to.
struct RandomBatchScenario {
    enum SectionOrigin: Equatable { case old(Int), inserted }
    enum ItemOrigin: Equatable { case old(IndexPath), reloaded(IndexPath), inserted }

    var oldCounts: [Int] = []
    var newCounts: [Int] = []
    var batch = ListUpdateBatch()
    /// For each new section, where it came from; for each new item, where it came from.
    var newSections: [SectionOrigin] = []
    var newItems: [[ItemOrigin]] = []
    var reloadedSections = IndexSet()

    init(random: inout SeededRandomNumberGenerator) {
        let sectionCount = random.below(6)
        oldCounts = (0..<sectionCount).map { _ in random.below(7) }
        // Sections: each old one is kept, deleted, moved or reloaded; new ones are inserted.
        var survivors: [SectionOrigin] = []
        var movedSections: [Int] = []
        for section in 0..<sectionCount {
            switch random.below(8) {
            case 0: batch.deletedSections.insert(section)
            case 1: movedSections.append(section)
            case 2: reloadedSections.insert(section); survivors.append(.old(section))
            default: survivors.append(.old(section))
            }
        }
        batch.reloadedSections = reloadedSections
        var arrangement = survivors
        for section in movedSections { arrangement.insert(.old(section), at: random.below(arrangement.count + 1)) }
        for _ in 0..<random.below(3) { arrangement.insert(.inserted, at: random.below(arrangement.count + 1)) }
        newSections = arrangement
        for (newIndex, origin) in arrangement.enumerated() {
            switch origin {
            case .inserted: batch.insertedSections.insert(newIndex)
            case .old(let old) where movedSections.contains(old):
                batch.movedSections.append(ListMove(from: old, to: newIndex))
            case .old: break
            }
        }
        // Items of the sections that keep their items: each is kept, deleted, moved or reloaded.
        var items: [[ItemOrigin]] = Array(repeating: [], count: arrangement.count)
        var travellers: [IndexPath] = []
        let carriers = arrangement.indices.filter { isCarrier(arrangement[$0]) }
        for (newIndex, origin) in arrangement.enumerated() {
            guard case .old(let old) = origin, !reloadedSections.contains(old) else {
                items[newIndex] = (0..<random.below(5)).map { _ in .inserted }
                continue
            }
            for row in 0..<oldCounts[old] {
                let indexPath = IndexPath(row: row, section: old)
                switch random.below(8) {
                case 0: batch.deletedItems.append(indexPath)
                case 1: travellers.append(indexPath)
                case 2: batch.reloadedItems.append(indexPath); items[newIndex].append(.reloaded(indexPath))
                default: items[newIndex].append(.old(indexPath))
                }
            }
        }
        for traveller in travellers {
            let target = random.pick(carriers)
            items[target].insert(.old(traveller), at: random.below(items[target].count + 1))
        }
        for target in carriers {
            for _ in 0..<random.below(3) { items[target].insert(.inserted, at: random.below(items[target].count + 1)) }
        }
        newItems = items
        newCounts = items.map(\.count)
        for (section, row, origin) in allNewItems() {
            let indexPath = IndexPath(row: row, section: section)
            if case .old(let from) = origin, travellers.contains(from) {
                batch.movedItems.append(ListMove(from: from, to: indexPath))
            }
            if origin == .inserted, isCarrier(arrangement[section]) { batch.insertedItems.append(indexPath) }
        }
        batch.insertedItems.shuffle(using: &random)
        batch.deletedItems.shuffle(using: &random)
        batch.movedItems.shuffle(using: &random)
        batch.movedSections.shuffle(using: &random)
    }

    /// Whether a new section keeps old items (not inserted, not reloaded).
    private func isCarrier(_ origin: SectionOrigin) -> Bool {
        if case .old(let old) = origin { return !reloadedSections.contains(old) }
        return false
    }

    private func allNewItems() -> [(Int, Int, ItemOrigin)] {
        newItems.enumerated().flatMap { section, origins in origins.enumerated().map { (section, $0, $1) } }
    }

    func check(_ plan: ListUpdatePlan, round: Int) {
        var expectedNewSection: [Int: Int] = [:]
        for (newIndex, origin) in newSections.enumerated() {
            if case .old(let old) = origin { expectedNewSection[old] = newIndex }
            let expectedOld: Int? = if case .old(let old) = origin { old } else { nil }
            #expect(plan.oldSection(forNew: newIndex) == expectedOld, "round \(round) new section \(newIndex)")
        }
        for old in oldCounts.indices {
            #expect(plan.newSection(forOld: old) == expectedNewSection[old], "round \(round) old section \(old)")
        }
        var expectedNewPath: [IndexPath: IndexPath] = [:]
        var expectedInserted: [IndexPath] = []
        for (section, row, origin) in allNewItems() {
            let indexPath = IndexPath(row: row, section: section)
            let expectedOld: IndexPath? = if case .old(let old) = origin { old } else { nil }
            #expect(plan.oldIndexPath(forNew: indexPath) == expectedOld, "round \(round) new \(indexPath)")
            if let expectedOld { expectedNewPath[expectedOld] = indexPath }
            if case .reloaded = origin { expectedInserted.append(indexPath) }
            if origin == .inserted, isCarrier(newSections[section]) { expectedInserted.append(indexPath) }
        }
        for (section, count) in oldCounts.enumerated() {
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                #expect(
                    plan.newIndexPath(forOld: indexPath) == expectedNewPath[indexPath],
                    "round \(round) old \(indexPath)")
            }
        }
        #expect(plan.deletedIndexPaths == (batch.deletedItems + batch.reloadedItems).sorted(), "round \(round)")
        #expect(plan.insertedIndexPaths == expectedInserted.sorted(), "round \(round)")
    }
}

extension RandomBatchScenario {
    /// Changes one index of the batch to another value near the data (fuzzing, L3.14).
    mutating func perturb(_ random: inout SeededRandomNumberGenerator) {
        func nudge(_ value: Int) -> Int { max(-1, value + random.below(5) - 2) }
        func nudge(_ path: IndexPath) -> IndexPath {
            random.chance(1, in: 2)
                ? IndexPath(row: nudge(path.row), section: path.section)
                : IndexPath(row: path.row, section: nudge(path.section))
        }
        switch random.below(6) {
        case 0 where !batch.deletedItems.isEmpty:
            let at = random.below(batch.deletedItems.count)
            batch.deletedItems[at] = nudge(batch.deletedItems[at])
        case 1 where !batch.insertedItems.isEmpty:
            let at = random.below(batch.insertedItems.count)
            batch.insertedItems[at] = nudge(batch.insertedItems[at])
        case 2 where !batch.movedItems.isEmpty:
            let at = random.below(batch.movedItems.count)
            if random.chance(1, in: 2) {
                batch.movedItems[at].from = nudge(batch.movedItems[at].from)
            } else {
                batch.movedItems[at].to = nudge(batch.movedItems[at].to)
            }
        case 3 where !batch.movedSections.isEmpty:
            let at = random.below(batch.movedSections.count)
            batch.movedSections[at].to = max(0, nudge(batch.movedSections[at].to))
        case 4 where !batch.reloadedItems.isEmpty:
            let at = random.below(batch.reloadedItems.count)
            batch.reloadedItems[at] = nudge(batch.reloadedItems[at])
        case 5 where !newCounts.isEmpty:
            let at = random.below(newCounts.count)
            newCounts[at] = max(0, nudge(newCounts[at]))
        default:
            if let first = batch.insertedSections.first {
                batch.insertedSections.remove(first)
                batch.insertedSections.insert(max(0, nudge(first)))
            }
        }
    }
}

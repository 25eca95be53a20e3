import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Arbitrary batches, most of them invalid: the engine must never trap, and whatever it accepts
/// must map old and new index paths one to one.
@Suite("ListUpdatePlan on arbitrary batches (L3)", .isolatedRuntime)
struct ListUpdatePlanFuzzTests {
    @Test("L3.14 arbitrary batches are refused or give mappings that round-trip, never a trap")
    func arbitraryBatches() {
        var random = SeededRandomNumberGenerator(seed: 0xF022)
        var accepted = 0
        for round in 0..<4_000 {
            // Half the rounds: a valid batch with one index changed at random; the rest: anything.
            if round % 2 == 0 {
                var scenario = RandomBatchScenario(random: &random)
                scenario.perturb(&random)
                if case .success(let plan) = ListUpdatePlan.make(
                    scenario.batch, oldCounts: scenario.oldCounts, newCounts: scenario.newCounts, noun: .item)
                {
                    accepted += 1
                    checkRoundTrips(plan, oldCounts: scenario.oldCounts, newCounts: scenario.newCounts, round: round)
                }
                continue
            }
            let oldCounts = (0..<random.below(4)).map { _ in random.below(4) }
            let newCounts = (0..<random.below(4)).map { _ in random.below(4) }
            func index(_ bound: Int) -> Int { random.below(bound + 2) - 1 }
            func path(_ counts: [Int]) -> IndexPath {
                let section = index(counts.count)
                let rows = section >= 0 && section < counts.count ? counts[section] : 1
                return IndexPath(row: index(rows), section: section)
            }
            var batch = ListUpdateBatch()
            for _ in 0..<random.below(3) { batch.deletedSections.insert(random.below(oldCounts.count + 1)) }
            for _ in 0..<random.below(3) { batch.insertedSections.insert(random.below(newCounts.count + 1)) }
            if random.chance(1, in: 4) { batch.reloadedSections.insert(random.below(oldCounts.count + 1)) }
            for _ in 0..<random.below(2) {
                batch.movedSections.append(ListMove(from: index(oldCounts.count), to: index(newCounts.count)))
            }
            for _ in 0..<random.below(3) { batch.deletedItems.append(path(oldCounts)) }
            for _ in 0..<random.below(3) { batch.insertedItems.append(path(newCounts)) }
            for _ in 0..<random.below(2) { batch.reloadedItems.append(path(oldCounts)) }
            for _ in 0..<random.below(3) {
                batch.movedItems.append(ListMove(from: path(oldCounts), to: path(newCounts)))
            }
            guard
                case .success(let plan) = ListUpdatePlan.make(
                    batch, oldCounts: oldCounts, newCounts: newCounts, noun: .row)
            else { continue }
            accepted += 1
            checkRoundTrips(plan, oldCounts: oldCounts, newCounts: newCounts, round: round)
        }
        #expect(accepted > 100, "the generator produces enough valid batches to matter")
    }

    private func checkRoundTrips(_ plan: ListUpdatePlan, oldCounts: [Int], newCounts: [Int], round: Int) {
        var targets = Set<IndexPath>()
        for (section, count) in oldCounts.enumerated() {
            for row in 0..<count {
                let old = IndexPath(row: row, section: section)
                guard let new = plan.newIndexPath(forOld: old) else { continue }
                #expect(plan.oldIndexPath(forNew: new) == old, "round \(round) \(old) → \(new)")
                #expect(
                    new.section < newCounts.count && new.row < newCounts[new.section],
                    "round \(round) \(new) inside the new data")
                #expect(targets.insert(new).inserted, "round \(round) two old rows map to \(new)")
            }
        }
        for (section, count) in newCounts.enumerated() {
            for row in 0..<count {
                let new = IndexPath(row: row, section: section)
                if let old = plan.oldIndexPath(forNew: new) {
                    #expect(plan.newIndexPath(forOld: old) == new, "round \(round) \(new) ← \(old)")
                }
            }
        }
    }
}

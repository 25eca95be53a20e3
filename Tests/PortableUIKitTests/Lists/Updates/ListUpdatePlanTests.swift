import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@Suite("ListUpdatePlan: UIKit's batch rules (L3)", .isolatedRuntime)
struct ListUpdatePlanTests {
    private func plan(
        _ oldCounts: [Int], _ newCounts: [Int], noun: ListElementNoun = .row, _ build: (inout ListUpdateBatch) -> Void
    ) -> Result<ListUpdatePlan, ListUpdateError> {
        var batch = ListUpdateBatch()
        build(&batch)
        return ListUpdatePlan.make(batch, oldCounts: oldCounts, newCounts: newCounts, noun: noun)
    }

    private func reason(_ result: Result<ListUpdatePlan, ListUpdateError>) -> String? {
        if case .failure(let error) = result { return error.reason }
        return nil
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("L3.1 an empty batch is empty and maps every index to itself")
    func emptyBatch() throws {
        #expect(ListUpdateBatch().isEmpty)
        let plan = try self.plan([3, 1_000_000], [3, 1_000_000]) { _ in }.get()
        #expect(plan.newIndexPath(forOld: path(1, 999_999)) == path(1, 999_999))
        #expect(plan.oldIndexPath(forNew: path(0, 2)) == path(0, 2))
        #expect(plan.newIndexPath(forOld: path(1, 1_000_000)) == nil, "outside the data")
        #expect(plan.deletedIndexPaths.isEmpty && plan.insertedIndexPaths.isEmpty)
    }

    @Test("L3.2 deletes index the old state, inserts the new, whatever the order of the calls")
    func deletesOldInsertsNew() throws {
        // Old rows a b c d e; delete b (old 1) and d (old 3), insert x at new 0 and y at new 3.
        // New: x a c y e.
        let plan = try self.plan([5], [5]) {
            $0.insertedItems = [path(0, 3), path(0, 0)]
            $0.deletedItems = [path(0, 3), path(0, 1)]
        }.get()
        let mapped = (0..<5).map { plan.newIndexPath(forOld: path(0, $0))?.row }
        #expect(mapped == [1, nil, 2, nil, 4])
        #expect((0..<5).map { plan.oldIndexPath(forNew: path(0, $0))?.row } == [nil, 0, 2, nil, 4])
        #expect(plan.deletedIndexPaths == [path(0, 1), path(0, 3)])
        #expect(plan.insertedIndexPaths == [path(0, 0), path(0, 3)])
    }

    @Test("L3.3 sections resolve before rows: a row delete indexes its old section, an insert its new one")
    func sectionsBeforeRows() throws {
        // Sections A(2) B(3); insert a section at 0 and delete row 1 of B (old section 1), insert
        // a row at 0 of B (new section 2).
        let plan = try self.plan([2, 3], [4, 2, 3]) {
            $0.insertedSections = [0]
            $0.deletedItems = [path(1, 1)]
            $0.insertedItems = [path(2, 0)]
        }.get()
        #expect(plan.newSection(forOld: 1) == 2)
        #expect(plan.oldSection(forNew: 0) == nil)
        #expect(plan.newIndexPath(forOld: path(1, 0)) == path(2, 1))
        #expect(plan.newIndexPath(forOld: path(1, 1)) == nil)
        #expect(plan.newIndexPath(forOld: path(1, 2)) == path(2, 2))
        #expect(plan.newIndexPath(forOld: path(0, 1)) == path(1, 1))
    }

    @Test("L3.4 a reloaded row is deleted and inserted where it would have moved; a reloaded section keeps its place")
    func reloads() throws {
        let plan = try self.plan([3, 2], [3, 5]) {
            $0.deletedItems = [path(0, 0)]
            $0.insertedItems = [path(0, 2)]
            $0.reloadedItems = [path(0, 1)]
            $0.reloadedSections = [1]
        }.get()
        #expect(plan.newIndexPath(forOld: path(0, 1)) == nil)
        #expect(plan.oldIndexPath(forNew: path(0, 0)) == nil)
        #expect(plan.newIndexPath(forOld: path(0, 2)) == path(0, 1))
        #expect(plan.deletedIndexPaths == [path(0, 0), path(0, 1)])
        #expect(plan.insertedIndexPaths == [path(0, 0), path(0, 2)])
        #expect(plan.newSection(forOld: 1) == 1 && plan.oldSection(forNew: 1) == 1)
        #expect(plan.newIndexPath(forOld: path(1, 0)) == nil && plan.oldIndexPath(forNew: path(1, 4)) == nil)
    }

    @Test("L3.5 moves go from the old state to the new, carrying sections' rows along")
    func moves() throws {
        // Sections A(2) B(1) → B A; then row 0 of A moves to the end of B.
        let plan = try self.plan([2, 1], [2, 1]) {
            $0.movedSections = [ListMove(from: 1, to: 0)]
            $0.movedItems = [ListMove(from: path(0, 0), to: path(0, 1))]
        }.get()
        #expect(plan.newSection(forOld: 0) == 1 && plan.newSection(forOld: 1) == 0)
        #expect(plan.newIndexPath(forOld: path(1, 0)) == path(0, 0))
        #expect(plan.newIndexPath(forOld: path(0, 0)) == path(0, 1))
        #expect(plan.newIndexPath(forOld: path(0, 1)) == path(1, 0))
        #expect(plan.oldIndexPath(forNew: path(0, 1)) == path(0, 0))
    }

    @Test("L3.6 the section count must balance, with UIKit's reason")
    func sectionCount() {
        #expect(
            reason(plan([1], [1, 1]) { _ in })
                == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        )
        #expect(
            reason(plan([1, 1], [1], noun: .item) { $0.insertedSections = [0] })?.hasPrefix(
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (2)"
            ) == true)
    }

    @Test("L3.7 each existing section's row count must balance, counting moves in and out, with UIKit's reason")
    func itemCount() {
        let result = plan([3, 2], [2, 5]) {
            $0.insertedItems = [path(1, 0)]
            $0.movedItems = [ListMove(from: path(0, 0), to: path(1, 1))]
        }
        #expect(
            reason(result)
                == "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out)."
        )
        #expect(
            reason(plan([11], [12], noun: .item) { _ in })
                == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (12) must be equal to the number of items contained in that section before the update (11), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    @Test("L3.8 a delete outside the old rows or sections is refused with UIKit's reason")
    func deleteOutOfRange() {
        #expect(
            reason(plan([154], [153]) { $0.deletedItems = [path(0, 154)] })
                == "attempt to delete row 154 from section 0 which only contains 154 rows before the update")
        #expect(
            reason(plan([1], [1]) { $0.deletedItems = [path(1, 0)] })
                == "attempt to delete row 0 from section 1, but there are only 1 sections before the update")
        #expect(
            reason(plan([1], [], noun: .item) { $0.deletedSections = [1] })
                == "attempt to delete section 1, but there are only 1 sections before the update")
    }

    @Test("L3.9 an insert outside the new rows or sections is refused with UIKit's reason")
    func insertOutOfRange() {
        #expect(
            reason(plan([8], [8]) { $0.insertedItems = [path(0, 8)] })
                == "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update")
        #expect(
            reason(plan([0, 0], [0, 0]) { $0.insertedItems = [path(2, 0)] })
                == "attempt to insert row 0 into section 2, but there are only 2 sections after the update")
        #expect(
            reason(plan([], []) { $0.insertedSections = [0] })
                == "attempt to insert section 0 but there are only 0 sections after the update")
        #expect(
            reason(plan([1], [1], noun: .item) { $0.insertedItems = [path(0, 1)] })
                == "attempt to insert item 1 into section 0, but there are only 1 items in section 0 after the update")
    }

    @Test("L3.10 deleting and moving the same index path is refused; so is reloading and moving it")
    func deleteAndMove() {
        let move = ListMove(from: path(0, 1), to: path(0, 0))
        let expected =
            "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"
        #expect(
            reason(
                plan([2], [1]) {
                    $0.deletedItems = [path(0, 1)]; $0.movedItems = [move]
                }) == expected)
        #expect(
            reason(
                plan([2], [2]) {
                    $0.reloadedItems = [path(0, 1)]; $0.movedItems = [move]
                }) == expected)
        #expect(
            reason(
                plan([2], [3]) {
                    $0.insertedItems = [path(0, 0)]; $0.movedItems = [move]
                })
                == "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"
        )
    }

    @Test("L3.11 reloading and deleting the same index path is refused")
    func deleteAndReload() {
        #expect(
            reason(
                plan([2], [1]) {
                    $0.deletedItems = [path(0, 0)]; $0.reloadedItems = [path(0, 0)]
                }) == "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 0})")
        #expect(
            reason(
                plan([2, 1], [1]) {
                    $0.deletedSections = [1]; $0.reloadedSections = [1]
                }) == "attempt to delete and reload the same section (1)")
    }

    @Test("L3.12 moving one index path twice, or two to one destination, is refused")
    func doubleMoves() {
        #expect(
            reason(
                plan([3], [3]) {
                    $0.movedItems = [
                        ListMove(from: path(0, 0), to: path(0, 1)), ListMove(from: path(0, 0), to: path(0, 2)),
                    ]
                }) == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) multiple times")
        #expect(
            reason(
                plan([3], [3]) {
                    $0.movedItems = [
                        ListMove(from: path(0, 0), to: path(0, 2)), ListMove(from: path(0, 1), to: path(0, 2)),
                    ]
                })
                == "attempt to move multiple index paths to the same index path (<NSIndexPath> {length = 2, path = 0 - 2})"
        )
        #expect(
            reason(
                plan([1, 1], [1, 1]) {
                    $0.movedSections = [ListMove(from: 0, to: 1), ListMove(from: 1, to: 1)]
                }) == "attempt to move multiple sections to the same section (1)")
    }

    @Test("L3.13 a row cannot move out of a deleted section or into an inserted one")
    func movesAcrossReplacedSections() {
        #expect(
            reason(
                plan([1, 0], [1]) {
                    $0.deletedSections = [0]; $0.movedItems = [ListMove(from: path(0, 0), to: path(0, 0))]
                }) == "cannot move a row from a deleted section")
        #expect(
            reason(
                plan([1], [0, 1], noun: .item) {
                    $0.insertedSections = [1]; $0.movedItems = [ListMove(from: path(0, 0), to: path(1, 0))]
                }) == "cannot move an item into an inserted section")
    }

    @Test("L3.14 a malformed or negative index is refused with a reason, never trapped on")
    func malformedIndexPath() {
        #expect(reason(plan([1], [1]) { $0.deletedItems = [IndexPath(index: 0)] }) != nil)
        #expect(reason(plan([1], [1]) { $0.insertedItems = [path(0, -1)] }) != nil)
        #expect(reason(plan([1], [1]) { $0.movedSections = [ListMove(from: -1, to: 0)] }) != nil)
    }

    @Test("L3.15 a million-row section with a few updates maps its rows by binary search")
    func millionRows() throws {
        let plan = try self.plan([1_000_000], [1_000_001]) {
            $0.deletedItems = [path(0, 10), path(0, 500_000)]
            $0.insertedItems = [path(0, 0), path(0, 1), path(0, 999_999)]
        }.get()
        #expect(plan.newIndexPath(forOld: path(0, 9)) == path(0, 11))
        #expect(plan.newIndexPath(forOld: path(0, 11)) == path(0, 12))
        #expect(plan.newIndexPath(forOld: path(0, 500_001)) == path(0, 500_001))
        #expect(plan.newIndexPath(forOld: path(0, 999_999)) == path(0, 1_000_000))
        #expect(plan.oldIndexPath(forNew: path(0, 999_998)) == path(0, 999_998))
        #expect(plan.oldIndexPath(forNew: path(0, 999_999)) == nil)
    }
}

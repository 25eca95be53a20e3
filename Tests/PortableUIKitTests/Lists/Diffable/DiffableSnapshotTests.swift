import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("NSDiffableDataSourceSnapshot (L4)", .isolatedRuntime)
struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    private func layout(_ snapshot: Snapshot) -> [String: [Int]] {
        Dictionary(
            uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    }

    @Test("L4.1 appending builds sections and items in order; counts and indexes follow")
    func appendAndQuery() {
        let snapshot = sample()
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1 && snapshot.indexOfSection("z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    }

    @Test("L4.1 inserting and moving items and sections relative to others")
    func insertAndMove() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        #expect(layout(snapshot) == ["a": [1, 10, 11, 2, 3], "b": [4, 5, 12]])
        snapshot.moveItem(1, afterItem: 12)
        snapshot.moveItem(5, beforeItem: 10)
        #expect(layout(snapshot) == ["a": [5, 10, 11, 2, 3], "b": [4, 12, 1]])
        #expect(snapshot.indexOfItem(1) == 7 && snapshot.sectionIdentifier(containingItem: 5) == "a")
        snapshot.insertSections(["c"], beforeSection: "a")
        snapshot.insertSections(["d"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "d", "b"])
        snapshot.moveSection("c", afterSection: "b")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "d", "c"])
        #expect(snapshot.indexOfItem(4) == 0 && snapshot.indexOfItem(3) == 7)
    }

    @Test("L4.1 deleting items and sections; deleting a section deletes its items")
    func deletes() {
        var snapshot = sample()
        snapshot.reloadItems([2, 4])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["b"])
        snapshot.deleteItems([2, 1])
        #expect(layout(snapshot) == ["a": [3], "b": [4, 5]])
        #expect(snapshot.indexOfItem(4) == 1)
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [3] && snapshot.indexOfItem(4) == nil)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
    }

    @Test("L4.6 deleteAllItems empties the snapshot, sections included")
    func deleteAll() {
        var snapshot = sample()
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0 && snapshot.indexOfItem(1) == nil)
    }

    @Test("L4.7 reload and reconfigure marks list identifiers once, in the order they were first marked")
    func marks() {
        var snapshot = sample()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["b", "a", "b"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["b", "a"])
    }

    @Test("L4.2 duplicate identifiers are refused with a diagnostic and leave the snapshot unchanged")
    func duplicates() {
        var snapshot = sample()
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.appendItems([7, 7]) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.appendSections(["a"]) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.insertSections(["x", "x"], afterSection: "a") }
        #expect(layout(snapshot) == layout(sample()) && snapshot.sectionIdentifiers == ["a", "b"])
    }

    @Test("L4.3 unknown identifiers are refused with a diagnostic and leave the snapshot unchanged")
    func unknown() {
        var snapshot = sample()
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.appendItems([7], toSection: "z") }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.insertItems([7], afterItem: 99) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.deleteItems([1, 99]) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.moveItem(1, beforeItem: 99) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.moveItem(1, beforeItem: 1) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.reloadItems([99]) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.reconfigureItems([99]) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.deleteSections(["z"]) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.moveSection("a", afterSection: "z") }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.reloadSections(["z"]) }
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.insertSections(["c"], beforeSection: "z") }
        let count = expectDiagnostic(.invalidDiffableSnapshot) { snapshot.numberOfItems(inSection: "z") }
        #expect(count == 0)
        #expect(layout(snapshot) == layout(sample()) && snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test("L4.4 appending items to a snapshot without sections is refused")
    func noSections() {
        var snapshot = Snapshot()
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.appendItems([1]) }
        #expect(snapshot.numberOfItems == 0)
    }

    @Test("L4.5 inserting identifiers already in the snapshot reports them and moves them into place")
    func existingMovedIntoPlace() {
        var snapshot = sample()
        expectDiagnostic(.invalidDiffableSnapshot) { snapshot.appendItems([1, 9], toSection: "b") }
        #expect(layout(snapshot) == ["a": [2, 3], "b": [4, 5, 1, 9]])
        #expect(snapshot.indexOfItem(9) == 5)
    }

    @Test("L4.1 a snapshot of a million items answers look-ups by identifier through dictionaries")
    func millionItems() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<1_000_000), toSection: 0)
        snapshot.appendItems([-1], toSection: 1)
        #expect(snapshot.indexOfItem(999_999) == 999_999)
        #expect(snapshot.indexOfItem(-1) == 1_000_000)
        #expect(snapshot.sectionIdentifier(containingItem: 123_456) == 0)
    }
}

#if !canImport(UIKit)
import Foundation

extension ListUpdatePlan {
    /// Validates `batch` against the item counts of each section before (`oldCounts`) and after
    /// (`newCounts`) it, as UIKit does when a batch ends, and resolves it. A batch UIKit would raise
    /// on gives the exception's reason (facts L3.5–L3.14). O(k log k + sections) for k updates.
    static func make(
        _ batch: ListUpdateBatch, oldCounts: [Int], newCounts: [Int], noun: ListElementNoun
    ) -> Result<ListUpdatePlan, ListUpdateError> {
        var builder = ListUpdatePlanBuilder(oldCounts: oldCounts, newCounts: newCounts, noun: noun)
        do {
            try builder.resolveSections(of: batch)
            try builder.resolveItems(of: batch)
            try builder.checkItemCounts()
            return .success(builder.plan())
        } catch let error as ListUpdateError {
            return .failure(error)
        } catch {
            return .failure(ListUpdateError(reason: "\(error)"))
        }
    }
}

/// The working state of ``ListUpdatePlan/make(_:oldCounts:newCounts:noun:)``.
private struct ListUpdatePlanBuilder {
    let oldCounts: [Int]
    let newCounts: [Int]
    let noun: ListElementNoun

    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var reloadedSectionsAfter = IndexSet()
    var sectionMoveDestinations: [Int: Int] = [:]
    var sectionMoveSources: [Int: Int] = [:]
    var sectionShift = SortedIndexShift.identity

    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    var itemMoveDestinations: [IndexPath: IndexPath] = [:]
    var itemMoveSources: [IndexPath: IndexPath] = [:]
    var movedItems: [ListMove<IndexPath>] = []
    /// Rows leaving each old section (deleted or moved out), and arriving in each new section
    /// (inserted or moved in).
    var removedRows: [Int: [Int]] = [:]
    var addedRows: [Int: [Int]] = [:]
    var itemShifts: [Int: SortedIndexShift] = [:]

    init(oldCounts: [Int], newCounts: [Int], noun: ListElementNoun) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        self.noun = noun
    }

    private static func fail(_ reason: String) -> ListUpdateError { ListUpdateError(reason: reason) }

    // MARK: Sections (resolved first, fact L3.3)

    mutating func resolveSections(of batch: ListUpdateBatch) throws {
        let oldCount = oldCounts.count, newCount = newCounts.count
        for section in batch.deletedSections where section >= oldCount {
            throw Self.fail(ListUpdateReason.deleteSection(section, before: oldCount))
        }
        for section in batch.reloadedSections where section >= oldCount {
            throw Self.fail(ListUpdateReason.deleteSection(section, before: oldCount))
        }
        for section in batch.insertedSections where section >= newCount {
            throw Self.fail(ListUpdateReason.insertSection(section, after: newCount))
        }
        if let section = batch.deletedSections.intersection(batch.reloadedSections).first {
            throw Self.fail(ListUpdateReason.deleteAndReloadSection(section))
        }
        for move in batch.movedSections {
            guard move.from >= 0, move.from < oldCount else {
                throw Self.fail(ListUpdateReason.moveSection(move.from, before: oldCount))
            }
            guard move.to >= 0, move.to < newCount else {
                throw Self.fail(ListUpdateReason.moveSection(move.from, to: move.to, after: newCount))
            }
            if batch.deletedSections.contains(move.from) || batch.reloadedSections.contains(move.from) {
                throw Self.fail(ListUpdateReason.deleteAndMoveSection(move.from))
            }
            if batch.insertedSections.contains(move.to) {
                throw Self.fail(ListUpdateReason.insertAndMoveSection(move.to))
            }
            guard sectionMoveDestinations[move.from] == nil else {
                throw Self.fail(ListUpdateReason.moveSectionTwice(move.from))
            }
            guard sectionMoveSources[move.to] == nil else {
                throw Self.fail(ListUpdateReason.moveSectionsToSame(move.to))
            }
            sectionMoveDestinations[move.from] = move.to
            sectionMoveSources[move.to] = move.from
        }
        let deleted = batch.deletedSections.count, inserted = batch.insertedSections.count
        guard newCount == oldCount - deleted + inserted else {
            throw Self.fail(
                ListUpdateReason.sectionCount(noun, old: oldCount, new: newCount, inserted: inserted, deleted: deleted))
        }
        deletedSections = batch.deletedSections
        insertedSections = batch.insertedSections
        reloadedSections = batch.reloadedSections
        sectionShift = SortedIndexShift(
            removed: Array(batch.deletedSections.union(IndexSet(sectionMoveDestinations.keys))),
            added: Array(batch.insertedSections.union(IndexSet(sectionMoveSources.keys))))
        reloadedSectionsAfter = IndexSet(batch.reloadedSections.compactMap { newSection(forOld: $0) })
    }

    func newSection(forOld section: Int) -> Int? {
        guard section >= 0, section < oldCounts.count, !deletedSections.contains(section) else { return nil }
        return sectionMoveDestinations[section] ?? sectionShift.destination(ofSource: section)
    }

    func oldSection(forNew section: Int) -> Int? {
        guard section >= 0, section < newCounts.count else { return nil }
        return sectionMoveSources[section] ?? sectionShift.source(ofDestination: section)
    }

    // MARK: Items

    /// Whether `indexPath` names an existing old item; throws UIKit's reason when it does not.
    private func checkOld(
        _ indexPath: IndexPath, sectionsReason: (IndexPath, Int) -> String, itemsReason: (IndexPath, Int) -> String
    ) throws {
        let section = indexPath.section, row = indexPath.row
        guard indexPath.count == 2, section >= 0, section < oldCounts.count else {
            throw Self.fail(sectionsReason(indexPath, oldCounts.count))
        }
        guard row >= 0, row < oldCounts[section] else { throw Self.fail(itemsReason(indexPath, oldCounts[section])) }
    }

    private func checkNew(
        _ indexPath: IndexPath, sectionsReason: (IndexPath, Int) -> String, itemsReason: (IndexPath, Int) -> String
    ) throws {
        let section = indexPath.section, row = indexPath.row
        guard indexPath.count == 2, section >= 0, section < newCounts.count else {
            throw Self.fail(sectionsReason(indexPath, newCounts.count))
        }
        guard row >= 0, row < newCounts[section] else { throw Self.fail(itemsReason(indexPath, newCounts[section])) }
    }

    /// Whether an old section's items are replaced wholesale (deleted or reloaded section).
    private func isReplacedOld(_ section: Int) -> Bool {
        deletedSections.contains(section) || reloadedSections.contains(section)
    }

    private func isReplacedNew(_ section: Int) -> Bool {
        insertedSections.contains(section) || reloadedSectionsAfter.contains(section)
    }

    mutating func resolveItems(of batch: ListUpdateBatch) throws {
        let noun = self.noun
        for indexPath in batch.deletedItems {
            try checkOld(
                indexPath, sectionsReason: { ListUpdateReason.deleteItem(noun, $0, sectionsBefore: $1) },
                itemsReason: { ListUpdateReason.deleteItem(noun, $0, itemsBefore: $1) })
            if !isReplacedOld(indexPath.section) { deletedItems.insert(indexPath) }
        }
        for indexPath in batch.reloadedItems {
            try checkOld(
                indexPath, sectionsReason: { ListUpdateReason.deleteItem(noun, $0, sectionsBefore: $1) },
                itemsReason: { ListUpdateReason.deleteItem(noun, $0, itemsBefore: $1) })
            if deletedItems.contains(indexPath) { throw Self.fail(ListUpdateReason.deleteAndReloadItem(indexPath)) }
            if !isReplacedOld(indexPath.section) { reloadedItems.insert(indexPath) }
        }
        for indexPath in batch.insertedItems {
            try checkNew(
                indexPath, sectionsReason: { ListUpdateReason.insertItem(noun, $0, sectionsAfter: $1) },
                itemsReason: { ListUpdateReason.insertItem(noun, $0, itemsAfter: $1) })
            if !isReplacedNew(indexPath.section) { insertedItems.insert(indexPath) }
        }
        for move in batch.movedItems {
            try checkOld(
                move.from, sectionsReason: { ListUpdateReason.moveItem(noun, $0, sectionsBefore: $1) },
                itemsReason: { ListUpdateReason.moveItem(noun, $0, itemsBefore: $1) })
            try checkNew(
                move.to, sectionsReason: { ListUpdateReason.moveItem(noun, to: $0, sectionsAfter: $1) },
                itemsReason: { ListUpdateReason.moveItem(noun, to: $0, itemsAfter: $1) })
            if deletedItems.contains(move.from) || reloadedItems.contains(move.from) {
                throw Self.fail(ListUpdateReason.deleteAndMoveItem(move.from))
            }
            if insertedItems.contains(move.to) { throw Self.fail(ListUpdateReason.insertAndMoveItem(move.to)) }
            if deletedSections.contains(move.from.section) {
                throw Self.fail(ListUpdateReason.moveItemFromDeletedSection(noun))
            }
            if reloadedSections.contains(move.from.section) {
                throw Self.fail(ListUpdateReason.moveItemFromReloadedSection(noun))
            }
            if insertedSections.contains(move.to.section) {
                throw Self.fail(ListUpdateReason.moveItemIntoInsertedSection(noun))
            }
            if reloadedSectionsAfter.contains(move.to.section) {
                throw Self.fail(ListUpdateReason.moveItemIntoReloadedSection(noun))
            }
            guard itemMoveDestinations[move.from] == nil else {
                throw Self.fail(ListUpdateReason.moveItemTwice(move.from))
            }
            guard itemMoveSources[move.to] == nil else { throw Self.fail(ListUpdateReason.moveItemsToSame(move.to)) }
            itemMoveDestinations[move.from] = move.to
            itemMoveSources[move.to] = move.from
            movedItems.append(move)
        }
        for indexPath in deletedItems { removedRows[indexPath.section, default: []].append(indexPath.row) }
        for move in movedItems {
            removedRows[move.from.section, default: []].append(move.from.row)
            addedRows[move.to.section, default: []].append(move.to.row)
        }
        for indexPath in insertedItems { addedRows[indexPath.section, default: []].append(indexPath.row) }
    }

    /// Every surviving section must hold its old count plus what arrived minus what left (fact L3.6).
    /// O(sections): UIKit asks the data source for every section's count too.
    mutating func checkItemCounts() throws {
        let deletedCounts = deletedItems.reduce(into: [Int: Int]()) { $0[$1.section, default: 0] += 1 }
        let insertedCounts = insertedItems.reduce(into: [Int: Int]()) { $0[$1.section, default: 0] += 1 }
        for newSection in 0..<newCounts.count {
            guard let oldSection = oldSection(forNew: newSection), !reloadedSections.contains(oldSection) else {
                continue
            }
            let removed = removedRows[oldSection] ?? [], added = addedRows[newSection] ?? []
            let deleted = deletedCounts[oldSection] ?? 0, inserted = insertedCounts[newSection] ?? 0
            let movedOut = removed.count - deleted, movedIn = added.count - inserted
            guard newCounts[newSection] == oldCounts[oldSection] - removed.count + added.count else {
                throw Self.fail(
                    ListUpdateReason.itemCount(
                        noun, section: newSection, old: oldCounts[oldSection], new: newCounts[newSection],
                        inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut))
            }
            if !removed.isEmpty || !added.isEmpty {
                itemShifts[oldSection] = SortedIndexShift(removed: removed.sorted(), added: added.sorted())
            }
        }
    }

    // MARK: Result

    func plan() -> ListUpdatePlan {
        var inserted = Array(insertedItems)
        for indexPath in reloadedItems {
            let shift = itemShifts[indexPath.section] ?? .identity
            if let section = newSection(forOld: indexPath.section), let row = shift.destination(ofSource: indexPath.row)
            {
                inserted.append(IndexPath(indexes: [section, row]))
            }
        }
        return ListUpdatePlan(
            oldCounts: oldCounts, newCounts: newCounts, sectionShift: sectionShift,
            sectionMoveDestinations: sectionMoveDestinations, sectionMoveSources: sectionMoveSources,
            deletedSections: deletedSections, insertedSections: insertedSections, reloadedSections: reloadedSections,
            itemShifts: itemShifts, itemMoveDestinations: itemMoveDestinations, itemMoveSources: itemMoveSources,
            reloadedItems: reloadedItems, deletedIndexPaths: deletedItems.union(reloadedItems).sorted(),
            insertedIndexPaths: inserted.sorted(), movedIndexPaths: movedItems)
    }
}
#endif

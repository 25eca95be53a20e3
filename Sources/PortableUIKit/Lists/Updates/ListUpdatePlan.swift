#if !canImport(UIKit)
import Foundation

/// A validated batch update, resolved into mappings between the state before the batch (old) and
/// the state after (new). Built by ``make(_:oldCounts:newCounts:noun:)``, which refuses what UIKit
/// refuses with UIKit's exception text.
///
/// Sections are resolved before items (fact L3.3). A reloaded section or item is a delete of the
/// old one plus an insert of a new one at the place the old one would have moved to (fact L3.4):
/// the section mappings map a reloaded section, the item mappings answer nil for it and for every
/// item of a reloaded section.
///
/// Every mapping query is O(log k) in the number of updates (dictionary look-ups and binary
/// searches over the sorted updated positions), never O(rows): a 1,000,000-row table asks them for
/// its visible rows on every frame of an update animation.
struct ListUpdatePlan {
    let oldCounts: [Int]
    let newCounts: [Int]
    let sectionShift: SortedIndexShift
    let sectionMoveDestinations: [Int: Int]
    let sectionMoveSources: [Int: Int]
    let deletedSections: IndexSet
    let insertedSections: IndexSet
    /// Reloaded sections, in old coordinates.
    let reloadedSections: IndexSet
    /// The item shift of each surviving section that has item updates, by old section.
    let itemShifts: [Int: SortedIndexShift]
    let itemMoveDestinations: [IndexPath: IndexPath]
    let itemMoveSources: [IndexPath: IndexPath]
    /// Reloaded items, in old coordinates.
    let reloadedItems: Set<IndexPath>
    /// The items that leave, in old coordinates, sorted: the deleted and the reloaded ones. Items of
    /// deleted or reloaded sections are not listed one by one (see `deletedSections`,
    /// `reloadedSections`), so a reloaded section of a million rows costs nothing here.
    let deletedIndexPaths: [IndexPath]
    /// The items that arrive, in new coordinates, sorted: the inserted ones and the reloaded ones at
    /// their new places. Items of inserted or reloaded sections are not listed one by one.
    let insertedIndexPaths: [IndexPath]
    /// The item moves, as given (moves into or out of deleted, inserted or reloaded sections are refused).
    let movedIndexPaths: [ListMove<IndexPath>]

    /// The number of sections before and after the batch.
    var oldSectionCount: Int { oldCounts.count }
    var newSectionCount: Int { newCounts.count }

    /// Reloaded sections in new coordinates.
    var reloadedSectionsAfterUpdate: IndexSet {
        IndexSet(reloadedSections.compactMap { newSection(forOld: $0) })
    }

    /// Where old section `section` is after the batch; nil when it is deleted (or not a section).
    /// A reloaded section maps to its new place.
    func newSection(forOld section: Int) -> Int? {
        guard section >= 0, section < oldSectionCount, !deletedSections.contains(section) else { return nil }
        if let destination = sectionMoveDestinations[section] { return destination }
        return sectionShift.destination(ofSource: section)
    }

    /// Which old section is new section `section`; nil when it is inserted (or not a section).
    func oldSection(forNew section: Int) -> Int? {
        guard section >= 0, section < newSectionCount else { return nil }
        if let source = sectionMoveSources[section] { return source }
        return sectionShift.source(ofDestination: section)
    }

    /// Where old item `indexPath` is after the batch; nil when it is deleted, reloaded, in a deleted
    /// or reloaded section, or outside the old data.
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], row = indexPath[1]
        guard let newSection = newSection(forOld: section), !reloadedSections.contains(section),
            row >= 0, row < oldCounts[section], !reloadedItems.contains(indexPath)
        else { return nil }
        if let destination = itemMoveDestinations[indexPath] { return destination }
        let shift = itemShifts[section] ?? .identity
        return shift.destination(ofSource: row).map { IndexPath(indexes: [newSection, $0]) }
    }

    /// Which old item is new item `indexPath`; nil when it is inserted, reloaded, in an inserted or
    /// reloaded section, or outside the new data.
    func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], row = indexPath[1]
        guard let oldSection = oldSection(forNew: section), !reloadedSections.contains(oldSection),
            row >= 0, row < newCounts[section]
        else { return nil }
        if let source = itemMoveSources[indexPath] { return source }
        let shift = itemShifts[oldSection] ?? .identity
        guard let oldRow = shift.source(ofDestination: row) else { return nil }
        let old = IndexPath(indexes: [oldSection, oldRow])
        return reloadedItems.contains(old) ? nil : old
    }
}
#endif

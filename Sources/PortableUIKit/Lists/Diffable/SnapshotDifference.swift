#if !canImport(UIKit)
import Foundation

/// The batch update that turns the state of one snapshot into another's (fact L4.8): sections and
/// items only in the old one are deleted, those only in the new one inserted, those in both that
/// changed order moved — as few as possible: the ones outside a longest increasing subsequence of
/// old positions — and the new snapshot's reload marks become reloads. A reloaded section or item
/// that also moves is deleted and inserted instead (UIKit refuses a reload and a move of one index
/// path, L3.10). Reconfigured items are not part of the batch; they are reconfigured in place
/// after it, at their new index paths. O(n log n) in the number of items.
struct SnapshotDifference {
    var batch = ListUpdateBatch()
    /// Reconfigured items, in new coordinates.
    var reconfiguredItems: [IndexPath] = []

    init<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        // Sections.
        var oldReplaced = [Bool](repeating: false, count: old.sections.count)
        var newReplaced = [Bool](repeating: false, count: new.sections.count)
        for (oldIndex, identifier) in old.sections.enumerated() where new.sectionPositions[identifier] == nil {
            batch.deletedSections.insert(oldIndex)
            oldReplaced[oldIndex] = true
        }
        for (newIndex, identifier) in new.sections.enumerated() where old.sectionPositions[identifier] == nil {
            batch.insertedSections.insert(newIndex)
            newReplaced[newIndex] = true
        }
        var reloadedSections = IndexSet()
        for identifier in new.reloadedSections.elements {
            if let oldIndex = old.sectionPositions[identifier], new.sectionPositions[identifier] != nil {
                reloadedSections.insert(oldIndex)
            }
        }
        let commonSections = new.sections.compactMap { old.sectionPositions[$0] }
        let stayingSections = LongestIncreasingSubsequence.positions(in: commonSections)
        for (rank, oldIndex) in commonSections.enumerated() {
            guard let newIndex = new.sectionPositions[old.sections[oldIndex]] else { continue }
            if reloadedSections.contains(oldIndex) {
                oldReplaced[oldIndex] = true
                newReplaced[newIndex] = true
                if !stayingSections.contains(rank) {
                    reloadedSections.remove(oldIndex)
                    batch.deletedSections.insert(oldIndex)
                    batch.insertedSections.insert(newIndex)
                }
            } else if !stayingSections.contains(rank) {
                batch.movedSections.append(ListMove(from: oldIndex, to: newIndex))
            }
        }
        batch.reloadedSections = reloadedSections

        // Items.
        let reloaded = Set(new.reloadedItems.elements)
        for (newSection, identifier) in new.sections.enumerated() where !newReplaced[newSection] {
            guard let oldSection = old.sectionPositions[identifier] else { continue }
            var pairs: [(old: Int, new: Int, item: Item)] = []
            for (newRow, item) in new.items[newSection].enumerated() {
                let to = IndexPath(indexes: [newSection, newRow])
                guard let from = old.indexPath(ofItem: item), !oldReplaced[from[0]] else {
                    batch.insertedItems.append(to)
                    continue
                }
                if from[0] == oldSection {
                    pairs.append((from[1], newRow, item))
                } else {
                    move(from: from, to: to, reloaded: reloaded.contains(item))
                }
            }
            let staying = LongestIncreasingSubsequence.positions(in: pairs.map(\.old))
            for (rank, pair) in pairs.enumerated() {
                let from = IndexPath(indexes: [oldSection, pair.old]), to = IndexPath(indexes: [newSection, pair.new])
                if staying.contains(rank) {
                    if reloaded.contains(pair.item) { batch.reloadedItems.append(from) }
                } else {
                    move(from: from, to: to, reloaded: reloaded.contains(pair.item))
                }
            }
        }
        for (oldSection, oldItems) in old.items.enumerated() where !oldReplaced[oldSection] {
            for (oldRow, item) in oldItems.enumerated() {
                let destination = new.indexPath(ofItem: item)
                if destination.map({ newReplaced[$0[0]] }) ?? true {
                    batch.deletedItems.append(IndexPath(indexes: [oldSection, oldRow]))
                }
            }
        }
        for item in new.reconfiguredItems.elements where !reloaded.contains(item) {
            if let indexPath = new.indexPath(ofItem: item), !newReplaced[indexPath[0]] {
                reconfiguredItems.append(indexPath)
            }
        }
    }

    private mutating func move(from: IndexPath, to: IndexPath, reloaded: Bool) {
        if reloaded {
            batch.deletedItems.append(from)
            batch.insertedItems.append(to)
        } else {
            batch.movedItems.append(ListMove(from: from, to: to))
        }
    }
}
#endif

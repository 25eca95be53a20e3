#if !canImport(UIKit)
import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Creating a snapshot

    /// Adds the items with the specified identifiers to the specified section of the snapshot (the
    /// last section when `sectionIdentifier` is nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let method = "appendItems(_:toSection:)"
        let section: Section
        if let sectionIdentifier {
            guard sectionPositions[sectionIdentifier] != nil else {
                return DiffableSnapshotDiagnostics.unknownSections([sectionIdentifier], in: method)
            }
            section = sectionIdentifier
        } else {
            guard let last = sections.last else { return DiffableSnapshotDiagnostics.noSections(in: method) }
            section = last
        }
        guard admitsNewItems(identifiers, anchor: nil, in: method) else { return }
        guard let position = sectionPositions[section] else { return }
        insert(identifiers, section: position, at: items[position].count)
    }

    // MARK: Inserting items

    /// Inserts the provided items immediately after the item with the specified identifier in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, method: "insertItems(_:afterItem:)")
    }

    /// Inserts the provided items immediately before the item with the specified identifier in the snapshot.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, method: "insertItems(_:beforeItem:)")
    }

    private mutating func insertItems(_ identifiers: [Item], relativeTo anchor: Item, after: Bool, method: String) {
        guard itemSections[anchor] != nil else { return DiffableSnapshotDiagnostics.unknownItems([anchor], in: method) }
        guard admitsNewItems(identifiers, anchor: anchor, in: method) else { return }
        guard let indexPath = indexPath(ofItem: anchor) else { return }
        insert(identifiers, section: indexPath[0], at: indexPath[1] + (after ? 1 : 0))
    }

    /// Whether `identifiers` may be inserted: refused (with a diagnostic) when they repeat one
    /// another or include the anchor; identifiers already in the snapshot are reported and taken out,
    /// to be moved into place (fact L4.5).
    private mutating func admitsNewItems(_ identifiers: [Item], anchor: Item?, in method: String) -> Bool {
        var seen = Set<Item>(minimumCapacity: identifiers.count)
        var duplicates: [Item] = []
        for identifier in identifiers where !seen.insert(identifier).inserted { duplicates.append(identifier) }
        guard duplicates.isEmpty else {
            DiffableSnapshotDiagnostics.duplicateItems(duplicates, in: method)
            return false
        }
        if let anchor, seen.contains(anchor) {
            DiffableSnapshotDiagnostics.moveRelativeToItself(anchor, in: method)
            return false
        }
        let existing = identifiers.filter { itemSections[$0] != nil }
        if !existing.isEmpty {
            DiffableSnapshotDiagnostics.existingItems(existing, in: method)
            detach(Set(existing))
        }
        return true
    }

    // MARK: Removing items

    /// Deletes all of the items from the snapshot (and with them its sections, fact L4.6).
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Deletes the items with the specified identifiers from the snapshot.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let unknown = identifiers.filter { itemSections[$0] == nil }
        guard unknown.isEmpty else { return DiffableSnapshotDiagnostics.unknownItems(unknown, in: "deleteItems(_:)") }
        let removed = Set(identifiers)
        detach(removed)
        reloadedItems.remove(removed)
        reconfiguredItems.remove(removed)
    }

    // MARK: Reordering items

    /// Moves the item from its current position in the snapshot to the position immediately after the specified item.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, method: "moveItem(_:afterItem:)")
    }

    /// Moves the item from its current position in the snapshot to the position immediately before the specified item.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, method: "moveItem(_:beforeItem:)")
    }

    private mutating func moveItem(_ identifier: Item, relativeTo anchor: Item, after: Bool, method: String) {
        let unknown = [identifier, anchor].filter { itemSections[$0] == nil }
        guard unknown.isEmpty else { return DiffableSnapshotDiagnostics.unknownItems(unknown, in: method) }
        guard identifier != anchor else {
            return DiffableSnapshotDiagnostics.moveRelativeToItself(identifier, in: method)
        }
        detach([identifier])
        guard let indexPath = indexPath(ofItem: anchor) else { return }
        insert([identifier], section: indexPath[0], at: indexPath[1] + (after ? 1 : 0))
    }

    // MARK: Reloading data

    /// Updates the data for the items you specify in the snapshot, preserving the existing cells for the items.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        let unknown = identifiers.filter { itemSections[$0] == nil }
        guard unknown.isEmpty else {
            return DiffableSnapshotDiagnostics.unknownItems(unknown, in: "reconfigureItems(_:)")
        }
        for identifier in identifiers { reconfiguredItems.append(identifier) }
    }

    /// Reloads the data within the specified items in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        let unknown = identifiers.filter { itemSections[$0] == nil }
        guard unknown.isEmpty else { return DiffableSnapshotDiagnostics.unknownItems(unknown, in: "reloadItems(_:)") }
        for identifier in identifiers { reloadedItems.append(identifier) }
    }

    /// Moves the item at `source` so that it ends at `destination` (index paths of the state
    /// before and after the move, as an interactive reorder reports them); nothing outside the data.
    mutating func moveReordered(from source: IndexPath, to destination: IndexPath) {
        guard let identifier = item(at: source), destination.count == 2,
            destination[0] >= 0, destination[0] < sections.count
        else { return }
        detach([identifier])
        let section = destination[0]
        guard destination[1] >= 0, destination[1] <= items[section].count else {
            insert([identifier], section: source[0], at: source[1])
            return
        }
        insert([identifier], section: section, at: destination[1])
    }

    // MARK: Storage

    /// Puts new items (none in the snapshot) at `position` of the section at `section`.
    mutating func insert(_ identifiers: [Item], section: Int, at position: Int) {
        guard !identifiers.isEmpty else { return }
        items[section].insert(contentsOf: identifiers, at: position)
        let sectionIdentifier = sections[section]
        for identifier in identifiers { itemSections[identifier] = sectionIdentifier }
        reindexItems(inSection: section, from: position)
        rebuildStarts(from: section)
    }

    /// Takes items out of their sections (their reload and reconfigure marks stay).
    mutating func detach(_ removed: Set<Item>) {
        guard !removed.isEmpty else { return }
        var firstPositions: [Int: Int] = [:]
        for identifier in removed {
            guard let section = itemSections[identifier], let sectionPosition = sectionPositions[section],
                let position = itemPositions[identifier]
            else { continue }
            firstPositions[sectionPosition] = min(firstPositions[sectionPosition] ?? position, position)
            itemSections[identifier] = nil
            itemPositions[identifier] = nil
        }
        for (section, first) in firstPositions {
            items[section].removeAll { removed.contains($0) }
            reindexItems(inSection: section, from: first)
        }
        if let first = firstPositions.keys.min() { rebuildStarts(from: first) }
    }

    mutating func reindexItems(inSection section: Int, from position: Int) {
        var index = position
        while index < items[section].count {
            itemPositions[items[section][index]] = index
            index += 1
        }
    }

    /// Recomputes `sectionStarts` from section position `section` on (and its length).
    mutating func rebuildStarts(from section: Int) {
        let start = min(section, sections.count)
        if sectionStarts.count != sections.count + 1 {
            sectionStarts.removeSubrange((start + 1)...)
            sectionStarts.append(contentsOf: repeatElement(0, count: sections.count - start))
        }
        var index = start
        while index < sections.count {
            sectionStarts[index + 1] = sectionStarts[index] + items[index].count
            index += 1
        }
    }
}
#endif

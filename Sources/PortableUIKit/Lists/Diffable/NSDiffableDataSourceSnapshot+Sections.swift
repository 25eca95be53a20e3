#if !canImport(UIKit)
import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Creating a snapshot

    /// Adds the sections with the specified identifiers to the snapshot.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard admitsNewSections(identifiers, in: "appendSections(_:)") else { return }
        insertSections(identifiers, at: sections.count)
    }

    // MARK: Inserting sections

    /// Inserts the provided sections immediately after the section with the specified identifier in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, relativeTo: toIdentifier, after: true, method: "insertSections(_:afterSection:)")
    }

    /// Inserts the provided sections immediately before the section with the specified identifier in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, relativeTo: toIdentifier, after: false, method: "insertSections(_:beforeSection:)")
    }

    private mutating func insertSections(
        _ identifiers: [Section], relativeTo anchor: Section, after: Bool, method: String
    ) {
        guard let position = sectionPositions[anchor] else {
            return DiffableSnapshotDiagnostics.unknownSections([anchor], in: method)
        }
        guard admitsNewSections(identifiers, in: method) else { return }
        insertSections(identifiers, at: position + (after ? 1 : 0))
    }

    /// Whether `identifiers` are new, distinct sections; refused with a diagnostic otherwise (fact L4.2).
    private func admitsNewSections(_ identifiers: [Section], in method: String) -> Bool {
        var seen = Set<Section>(minimumCapacity: identifiers.count)
        let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionPositions[$0] != nil }
        guard duplicates.isEmpty else {
            DiffableSnapshotDiagnostics.duplicateSections(duplicates, in: method)
            return false
        }
        return true
    }

    private mutating func insertSections(_ identifiers: [Section], at position: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers, at: position)
        items.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
        reindexSections(from: position)
        rebuildStarts(from: position)
    }

    // MARK: Removing sections

    /// Deletes the sections with the specified identifiers from the snapshot.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let unknown = identifiers.filter { sectionPositions[$0] == nil }
        guard unknown.isEmpty else {
            return DiffableSnapshotDiagnostics.unknownSections(unknown, in: "deleteSections(_:)")
        }
        let removed = Set(identifiers)
        guard let first = identifiers.compactMap({ sectionPositions[$0] }).min() else { return }
        var removedItems = Set<Item>()
        for identifier in removed {
            guard let position = sectionPositions[identifier] else { continue }
            for item in items[position] {
                itemSections[item] = nil
                itemPositions[item] = nil
                removedItems.insert(item)
            }
            sectionPositions[identifier] = nil
        }
        let kept = sections.indices.filter { !removed.contains(sections[$0]) }
        items = kept.map { items[$0] }
        sections = kept.map { sections[$0] }
        reindexSections(from: first)
        rebuildStarts(from: first)
        reloadedSections.remove(removed)
        reloadedItems.remove(removedItems)
        reconfiguredItems.remove(removedItems)
    }

    // MARK: Reordering sections

    /// Moves the section from its current position in the snapshot to the position immediately after the specified section.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, method: "moveSection(_:afterSection:)")
    }

    /// Moves the section from its current position in the snapshot to the position immediately before the specified section.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, method: "moveSection(_:beforeSection:)")
    }

    private mutating func moveSection(_ identifier: Section, relativeTo anchor: Section, after: Bool, method: String) {
        guard let from = sectionPositions[identifier], sectionPositions[anchor] != nil else {
            let unknown = [identifier, anchor].filter { sectionPositions[$0] == nil }
            return DiffableSnapshotDiagnostics.unknownSections(unknown, in: method)
        }
        guard identifier != anchor else {
            return DiffableSnapshotDiagnostics.moveRelativeToItself(identifier, in: method)
        }
        let sectionItems = items.remove(at: from)
        sections.remove(at: from)
        guard let anchorPosition = sectionPositions[anchor] else { return }
        let to = anchorPosition - (anchorPosition > from ? 1 : 0) + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(sectionItems, at: to)
        reindexSections(from: min(from, to))
        rebuildStarts(from: min(from, to))
    }

    // MARK: Reloading data

    /// Reloads the data within the specified sections of the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let unknown = identifiers.filter { sectionPositions[$0] == nil }
        guard unknown.isEmpty else {
            return DiffableSnapshotDiagnostics.unknownSections(unknown, in: "reloadSections(_:)")
        }
        for identifier in identifiers { reloadedSections.append(identifier) }
    }

    // MARK: Storage

    private mutating func reindexSections(from position: Int) {
        var index = position
        while index < sections.count {
            sectionPositions[sections[index]] = index
            index += 1
        }
    }
}
#endif

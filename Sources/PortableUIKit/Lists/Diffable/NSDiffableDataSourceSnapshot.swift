#if !canImport(UIKit)
import Foundation

/// A representation of the state of the data in a view at a specific point in time.
///
/// Sections and items are identified by unique identifiers. Every identifier look-up is O(1)
/// (dictionaries from identifier to position); a mutation costs the size of the sections it
/// touches. Misuse UIKit raises on (duplicate or unknown identifiers) is refused with an
/// `invalidDiffableSnapshot` diagnostic and leaves the snapshot unchanged (facts L4.1–L4.6).
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    var sections: [Section] = []
    var sectionPositions: [Section: Int] = [:]
    /// The items of each section, by section position.
    var items: [[Item]] = []
    var itemSections: [Item: Section] = [:]
    /// Each item's position within its section.
    var itemPositions: [Item: Int] = [:]
    /// The global index of each section's first item; one more entry than sections, the last is the
    /// number of items.
    var sectionStarts: [Int] = [0]
    var reloadedItems = OrderedIdentifiers<Item>()
    var reconfiguredItems = OrderedIdentifiers<Item>()
    var reloadedSections = OrderedIdentifiers<Section>()

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Getting item and section metrics

    /// The number of items in the snapshot.
    public var numberOfItems: Int { sectionStarts[sectionStarts.count - 1] }

    /// The number of sections in the snapshot.
    public var numberOfSections: Int { sections.count }

    /// Returns the number of items in the specified section of the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let position = sectionPositions[identifier] else {
            DiffableSnapshotDiagnostics.unknownSections([identifier], in: "numberOfItems(inSection:)")
            return 0
        }
        return items[position].count
    }

    // MARK: Identifying items and sections

    /// The identifiers of all of the items in the snapshot.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The identifiers of all of the sections in the snapshot.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Returns the index of the item in the snapshot with the specified identifier.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let sectionPosition = sectionPositions[section],
            let position = itemPositions[identifier]
        else { return nil }
        return sectionStarts[sectionPosition] + position
    }

    /// Returns the index of the section of the snapshot with the specified identifier.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// Returns the identifiers of all of the items in the specified section of the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = sectionPositions[identifier] else {
            DiffableSnapshotDiagnostics.unknownSections([identifier], in: "itemIdentifiers(inSection:)")
            return []
        }
        return items[position]
    }

    /// Returns the identifier of the section containing the specified item in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    // MARK: Reloading data

    /// Identifies the items reloaded by the changes to the snapshot.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// Identifies the items reconfigured by the changes to the snapshot.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// Identifies the sections reloaded by the changes to the snapshot.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    // MARK: Internal look-ups

    /// The index path of an item (section position, position in section), O(1).
    func indexPath(ofItem identifier: Item) -> IndexPath? {
        guard let section = itemSections[identifier], let sectionPosition = sectionPositions[section],
            let position = itemPositions[identifier]
        else { return nil }
        return IndexPath(indexes: [sectionPosition, position])
    }

    /// The item at an index path, or nil outside the snapshot, O(1).
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < items.count,
            indexPath[1] >= 0, indexPath[1] < items[indexPath[0]].count
        else { return nil }
        return items[indexPath[0]][indexPath[1]]
    }

    /// The item count of each section, by position.
    var itemCounts: [Int] { items.map(\.count) }

    /// The same content without reload and reconfigure marks: the state a data source keeps once
    /// it has applied the snapshot (fact L4.9).
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItems.removeAll()
        copy.reconfiguredItems.removeAll()
        copy.reloadedSections.removeAll()
        return copy
    }
}

/// Identifiers in the order they were first added, without duplicates, with O(1) membership.
struct OrderedIdentifiers<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    func contains(_ element: Element) -> Bool { members.contains(element) }

    mutating func append(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    mutating func remove(_ removed: Set<Element>) {
        guard !members.isDisjoint(with: removed) else { return }
        members.subtract(removed)
        elements.removeAll { removed.contains($0) }
    }

    mutating func removeAll() {
        elements = []
        members = []
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The reason texts of the NSInternalInconsistencyException UIKit raises for a batch it refuses
/// (facts L3.5–L3.14 say which are quoted from real exceptions and which are reconstructed).
enum ListUpdateReason {
    /// How UIKit prints an index path in a reason: `(<NSIndexPath: 0x…> {length = 2, path = 0 - 1})`,
    /// without the address, which would differ from run to run.
    static func describe(_ indexPath: IndexPath) -> String {
        "(<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))})"
    }

    static func sectionCount(_ noun: ListElementNoun, old: Int, new: Int, inserted: Int, deleted: Int) -> String {
        "Invalid update: invalid number of sections. The number of sections contained in the \(noun.viewName) "
            + "after the update (\(new)) must be equal to the number of sections contained in the \(noun.viewName) "
            + "before the update (\(old)), plus or minus the number of sections inserted or deleted "
            + "(\(inserted) inserted, \(deleted) deleted)."
    }

    static func itemCount(
        _ noun: ListElementNoun, section: Int, old: Int, new: Int, inserted: Int, deleted: Int, movedIn: Int,
        movedOut: Int
    ) -> String {
        let things = noun.plural
        return
            "Invalid update: invalid number of \(things) in section \(section). The number of \(things) contained in "
            + "an existing section after the update (\(new)) must be equal to the number of \(things) contained in "
            + "that section before the update (\(old)), plus or minus the number of \(things) inserted or deleted "
            + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(things) "
            + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    // MARK: Sections

    static func deleteSection(_ section: Int, before count: Int) -> String {
        "attempt to delete section \(section), but there are only \(count) sections before the update"
    }

    static func insertSection(_ section: Int, after count: Int) -> String {
        "attempt to insert section \(section) but there are only \(count) sections after the update"
    }

    static func moveSection(_ section: Int, before count: Int) -> String {
        "attempt to move section \(section), but there are only \(count) sections before the update"
    }

    static func moveSection(_ section: Int, to destination: Int, after count: Int) -> String {
        "attempt to move section \(section) to section \(destination), but there are only \(count) sections after the update"
    }

    static func deleteAndMoveSection(_ section: Int) -> String {
        "attempt to perform a delete and a move from the same section (\(section))"
    }

    static func insertAndMoveSection(_ section: Int) -> String {
        "attempt to perform an insert and a move to the same section (\(section))"
    }

    static func deleteAndReloadSection(_ section: Int) -> String {
        "attempt to delete and reload the same section (\(section))"
    }

    static func moveSectionTwice(_ section: Int) -> String {
        "attempt to move section (\(section)) multiple times"
    }

    static func moveSectionsToSame(_ section: Int) -> String {
        "attempt to move multiple sections to the same section (\(section))"
    }

    // MARK: Items

    static func deleteItem(_ noun: ListElementNoun, _ indexPath: IndexPath, sectionsBefore count: Int) -> String {
        "attempt to delete \(noun.singular) \(indexPath.row) from section \(indexPath.section), but there are only \(count) sections before the update"
    }

    static func deleteItem(_ noun: ListElementNoun, _ indexPath: IndexPath, itemsBefore count: Int) -> String {
        "attempt to delete \(noun.singular) \(indexPath.row) from section \(indexPath.section) which only contains \(count) \(noun.plural) before the update"
    }

    static func insertItem(_ noun: ListElementNoun, _ indexPath: IndexPath, sectionsAfter count: Int) -> String {
        "attempt to insert \(noun.singular) \(indexPath.row) into section \(indexPath.section), but there are only \(count) sections after the update"
    }

    static func insertItem(_ noun: ListElementNoun, _ indexPath: IndexPath, itemsAfter count: Int) -> String {
        "attempt to insert \(noun.singular) \(indexPath.row) into section \(indexPath.section), but there are only \(count) \(noun.plural) in section \(indexPath.section) after the update"
    }

    static func moveItem(_ noun: ListElementNoun, _ indexPath: IndexPath, sectionsBefore count: Int) -> String {
        "attempt to move \(noun.singular) \(indexPath.row) from section \(indexPath.section), but there are only \(count) sections before the update"
    }

    static func moveItem(_ noun: ListElementNoun, _ indexPath: IndexPath, itemsBefore count: Int) -> String {
        "attempt to move \(noun.singular) \(indexPath.row) from section \(indexPath.section) which only contains \(count) \(noun.plural) before the update"
    }

    static func moveItem(_ noun: ListElementNoun, to indexPath: IndexPath, sectionsAfter count: Int) -> String {
        "attempt to move \(noun.singular) to \(noun.singular) \(indexPath.row) in section \(indexPath.section), but there are only \(count) sections after the update"
    }

    static func moveItem(_ noun: ListElementNoun, to indexPath: IndexPath, itemsAfter count: Int) -> String {
        "attempt to move \(noun.singular) to \(noun.singular) \(indexPath.row) in section \(indexPath.section), but there are only \(count) \(noun.plural) in section \(indexPath.section) after the update"
    }

    static func deleteAndMoveItem(_ indexPath: IndexPath) -> String {
        "attempt to perform a delete and a move from the same index path \(describe(indexPath))"
    }

    static func insertAndMoveItem(_ indexPath: IndexPath) -> String {
        "attempt to perform an insert and a move to the same index path \(describe(indexPath))"
    }

    static func deleteAndReloadItem(_ indexPath: IndexPath) -> String {
        "attempt to delete and reload the same index path \(describe(indexPath))"
    }

    static func moveItemTwice(_ indexPath: IndexPath) -> String {
        "attempt to move index path \(describe(indexPath)) multiple times"
    }

    static func moveItemsToSame(_ indexPath: IndexPath) -> String {
        "attempt to move multiple index paths to the same index path \(describe(indexPath))"
    }

    static func moveItemFromDeletedSection(_ noun: ListElementNoun) -> String {
        "cannot move \(noun.withArticle) from a deleted section"
    }

    static func moveItemFromReloadedSection(_ noun: ListElementNoun) -> String {
        "cannot move \(noun.withArticle) from a reloaded section"
    }

    static func moveItemIntoInsertedSection(_ noun: ListElementNoun) -> String {
        "cannot move \(noun.withArticle) into an inserted section"
    }

    static func moveItemIntoReloadedSection(_ noun: ListElementNoun) -> String {
        "cannot move \(noun.withArticle) into a reloaded section"
    }
}
#endif

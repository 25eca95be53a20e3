#if !canImport(UIKit)
import Foundation

/// The updates of one `performBatchUpdates` (or of one `insertRows`/`deleteItems`/… call outside
/// one), as the caller gave them, in no particular order: deletes, reloads and the sources of moves
/// index the state before the batch, inserts and the destinations of moves the state after
/// (fact L3.1). ``ListUpdatePlan/make(_:oldCounts:newCounts:noun:)`` validates and resolves them.
struct ListUpdateBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [ListMove<Int>] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [ListMove<IndexPath>] = []

    /// Whether the batch holds no update at all.
    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty && insertedItems.isEmpty && deletedItems.isEmpty
            && reloadedItems.isEmpty && movedItems.isEmpty
    }

    init() {}
}

/// Why UIKit would refuse a batch: the reason text of the NSInternalInconsistencyException it
/// raises (facts L3.5–L3.14).
struct ListUpdateError: Error, Equatable {
    var reason: String
}
#endif

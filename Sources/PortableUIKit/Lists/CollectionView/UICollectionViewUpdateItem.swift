#if !canImport(UIKit)
import Foundation

/// One insertion, deletion, reload or move handed to a layout's
/// `prepare(forCollectionViewUpdates:)` (UIKit's `UICollectionViewUpdateItem`). For a section the
/// index path holds only the section, and its item reads `NSNotFound`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the update does.
    public enum Action: Int, Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }

    /// The element's index path before the update; `nil` for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update; `nil` for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The action.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

// UIKit's additions to Foundation's NSIndexPath (spec 20.5), as for IndexPath: the first index is
// the section, the second the row (tables) or the item (collections). Foundation on Linux has
// none of them. A missing index reads as `NSNotFound`, as `index(atPosition:)` does.
extension NSIndexPath {
    /// An index path for a row of a table view.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path for an item of a collection view.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section of a table or collection view (the first index).
    public var section: Int { listIndex(at: 0) }

    /// The row of a table view (the second index).
    public var row: Int { listIndex(at: 1) }

    /// The item of a collection view (the second index).
    public var item: Int { listIndex(at: 1) }

    private func listIndex(at position: Int) -> Int {
        position < length ? index(atPosition: position) : NSNotFound
    }
}
#endif

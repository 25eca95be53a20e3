#if !canImport(UIKit)
import Foundation

// UIKit's additions to Foundation's IndexPath for tables and collections: the first index is the
// section, the second the row (tables) or the item (collections).
//
// UIKit traps when an index path without exactly two indices is read this way ("Invalid index path
// for use with UITableView"). PortableUIKit never traps from public API: a missing index reads as
// `NSNotFound`, which every table and collection view method refuses with a named diagnostic, and
// setting one pads the path to two indices.
extension IndexPath {
    /// An index path for a row of a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for an item of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of a table or collection view (the first index).
    public var section: Int {
        get { index(at: 0) }
        set { setIndex(newValue, at: 0) }
    }

    /// The row of a table view (the second index).
    public var row: Int {
        get { index(at: 1) }
        set { setIndex(newValue, at: 1) }
    }

    /// The item of a collection view (the second index).
    public var item: Int {
        get { index(at: 1) }
        set { setIndex(newValue, at: 1) }
    }

    private func index(at position: Int) -> Int {
        position < count ? self[position] : NSNotFound
    }

    private mutating func setIndex(_ value: Int, at position: Int) {
        while count <= position { append(0) }
        self[position] = value
    }
}
#endif

import Foundation
import Testing
import PortableUIKit
import ContainmentTestTraits

/// UIKit's additions to `NSIndexPath` (spec 20.5; Apple: `NSIndexPath.row`, `section`, `item`,
/// `init(row:section:)`, `init(item:section:)`), which Foundation on Linux lacks.
@Suite("NSIndexPath for tables and collections", .isolatedRuntime)
struct NSIndexPathListTests {
    @Test("20.5 row and item are the second index, section the first")
    func accessors() {
        let row = NSIndexPath(row: 3, section: 1)
        #expect(row.section == 1 && row.row == 3 && row.item == 3)
        #expect(row.length == 2)
        let item = NSIndexPath(item: 7, section: 2)
        #expect(item.section == 2 && item.item == 7)
        #expect(item as IndexPath == IndexPath(item: 7, section: 2))
    }

    @Test("20.5 a missing index reads as NSNotFound")
    func missing() {
        let single = NSIndexPath(index: 4)
        #expect(single.section == 4)
        #expect(single.row == NSNotFound && single.item == NSNotFound)
    }
}

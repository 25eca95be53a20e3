#if !canImport(UIKit)
import Foundation

/// `UIScrollView.delegate`, declared in a constrained extension rather than in the class.
///
/// UIKit's subclasses redeclare the property with a narrower type (`UITableView.delegate` is a
/// `UITableViewDelegate?`, `UICollectionView.delegate` a `UICollectionViewDelegate?`), which
/// Objective-C allows and a Swift override does not. A member of a protocol extension is not
/// overridden but shadowed: on a table view `delegate` names the table's property, on a plain
/// scroll view (or a table seen as one) this one, and both read the same weak storage, so the
/// scroll machinery calls the scroll delegate methods whichever name set it (fact 20.30).
extension NSObjectProtocol where Self: UIScrollView {
    /// The delegate (held weakly).
    @MainActor public var delegate: (any UIScrollViewDelegate)? {
        get { storedDelegate }
        set { setStoredDelegate(newValue) }
    }
}
#endif

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension UIViewController {
    /// The nearest ``StickyHeaderPagingController`` among this controller's ancestors (as
    /// `navigationController` finds a navigation controller): a child of one reaches it through
    /// the inner pager it lives in.
    public var stickyHeaderPagingController: StickyHeaderPagingController? {
        nearestAncestor(ofType: StickyHeaderPagingController.self)
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Keeping ``StickyHeaderPagingController/tabStrip`` in step with the pages.
extension StickyHeaderPagingController {
    func tabStripFollowPages(landedOn index: Int) {}
    func tabStripFollowPages(at position: CGFloat) {}
    func reloadTabTitles() {}
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension PagingController {
    /// Which way pages follow each other, as UIPageViewController names it.
    public enum NavigationOrientation: Sendable {
        /// Side by side; the next page is on the trailing side (on the left right to left).
        case horizontal
        /// One above the other; the next page is below.
        case vertical
    }
}

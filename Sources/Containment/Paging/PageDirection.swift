#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A logical paging direction: towards higher page indices (`forward`, the next page) or
/// lower ones (`reverse`, the previous page), as UIPageViewController's
/// `NavigationDirection` names them (spec 16.1). Where that is on screen depends on the
/// orientation and the layout direction (``PageAxisLayout``).
enum PageDirection: Sendable, CaseIterable {
    /// Towards the next page.
    case forward
    /// Towards the previous page.
    case reverse

    /// The direction of a fractional position relative to the selected page (positive is
    /// forward); nil at the page itself or for a value that is not a number.
    init?(position: CGFloat) {
        if position > 0 { self = .forward } else if position < 0 { self = .reverse } else { return nil }
    }

    /// +1 forward, −1 reverse.
    var sign: CGFloat { self == .forward ? 1 : -1 }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// What happens to a pager, as the engine hears it. Positions are fractional pages relative to
/// the selected page, positive towards the next page (logical, after ``PageAxisLayout``);
/// velocities are points per second towards the next page.
enum PagingEvent: Equatable, Sendable {
    /// A finger took hold of the pages at `position` (usually 0; mid-settle, where the
    /// settling motion had got to).
    case dragBegan(position: CGFloat)
    /// The finger moved the pages to `position`.
    case dragMoved(position: CGFloat)
    /// The finger let go moving at `velocity`; `pageLength` converts it to the spring's unit.
    case dragEnded(velocity: CGFloat, pageLength: CGFloat)
    /// The motion announced by the last ``PagingEffect/settle(_:)`` landed.
    case settleEnded
    /// `select(pageAt:animated:)`.
    case select(Int, animated: Bool)
    /// Bring any motion to rest now, on the page it is nearest to (a drag) or heading for (a
    /// settle): sent when the container starts to disappear, when its size changes mid-drag,
    /// or before anything that needs the pager at rest.
    case interrupt
    /// `insertPages(at:animated:)`, `deletePages(at:animated:)`, `movePage(at:to:)`; `animated`
    /// is the call's, and the engine decides which appearance effects it animates.
    case edit(PageEdit, animated: Bool)
    /// `reloadData()` or a new `viewControllers` array of `pageCount` pages: every controller
    /// is asked for again; the selection is kept when it still exists.
    case reload(pageCount: Int)
    /// `isInfinite` changed.
    case setInfinite(Bool)
}

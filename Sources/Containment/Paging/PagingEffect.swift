#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// What the pager tells the shared ``ChildAppearanceCoordinator`` (docs/ARCHITECTURE.md principle 4),
/// in page indices: each case is exactly one coordinator call on the controller of that page,
/// so the engine decides *which* change happens and the coordinator alone makes the
/// begin/end calls (and holds them while the container is off screen, spec 2.8–2.9).
///
/// - `retarget(toVisible:)` → `retargetChange(toVisible: [controller], animated:)`. The first
///   one of a page change begins it (neighbour `viewWillAppear`, then current
///   `viewWillDisappear`); a later one towards the other neighbour makes that one begin and the
///   first reverse. A change is never retargeted back to the selected page: that is a landing
///   (`land(onVisible:)`), in which the neighbour that never showed gets
///   `viewWillDisappear`/`viewDidDisappear`, never `viewDidAppear` (spec 5.6, 2.12).
/// - `commit(animated:)` → `commitChange(animated:)`: the change lands; every controller that
///   began gets its one end (`animated` is the change's: true, as every change the engine opens).
/// - `land(onVisible:)` → `landChange(onVisible: [controller], animated:)`: the change lands on a
///   page other than the one it was heading for (a release back, an interrupted drag): each page
///   is turned and ended in one step, the one that stays first — the scroll-style
///   UIPageViewController's cancel (spec 5.6, 16.5): current will-appear, current did-appear,
///   neighbour will-disappear, neighbour did-disappear.
/// - `show(_:)` → `setVisibleChildren([controller] or [], animated:)`: a change with no
///   interactive phase (non-animated selection, deleting the selected page, reload).
///
/// The engine never emits `cancelChange(animated:)`: after a reversal the coordinator's cancel would
/// restore the first neighbour's disappearing as an appearance, so a cancel is always a
/// landing on the selected page.
enum PageAppearanceCommand: Equatable, Sendable {
    case retarget(toVisible: Int, animated: Bool)
    case commit(animated: Bool)
    case land(onVisible: Int, animated: Bool)
    case show(Int?, animated: Bool)
}

/// A settling motion the view layer animates, then reports with ``PagingEvent/settleEnded``.
struct PageSettle: Equatable, Sendable {
    /// The page the motion lands on (the selected page for a release back).
    let target: Int
    /// Which way the content moves: towards the target when it is another page; for a return
    /// to the selected page, the way back from the side the drag was on.
    let direction: PageDirection
    /// The seed's spring (``PageSpring``).
    let spring: PageSpring
}

/// One thing the view layer does, in the order the engine lists them.
///
/// Indices before a `remap` in the same list are indices before the edit; after it, after.
/// After performing the list, the view layer lays the live pages out from the state (the
/// selected page at `position`, or at rest).
enum PagingEffect: Equatable, Sendable {
    /// Make the page live: obtain its controller (ask the data source now) and add it as a
    /// child, hidden from appearance (the coordinator has not been told to show it).
    case load(Int)
    /// The page stops being live: `forget` it in the coordinator (it has no transition open
    /// by then), then remove the child and let it go.
    case release(Int)
    /// One coordinator call.
    case appearance(PageAppearanceCommand)
    /// Animate towards a page with a spring.
    case settle(PageSettle)
    /// Pages were inserted, deleted or moved: re-key the live controllers by
    /// ``PageEdit/newIndex(of:)``. Deleted live pages were released just before.
    case remap(PageEdit)
}

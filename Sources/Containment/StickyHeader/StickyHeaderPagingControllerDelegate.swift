#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Hears a ``StickyHeaderPagingController`` page and scroll (seed 003's `YSMContainerViewDelegate`,
/// finished: its TODO 3 asked for a fuller delegate). Every method is optional (the protocol
/// extension gives each an empty default).
///
/// One change of page is `willScrollToChildControllerAt` once, then
/// `didScrollToChildControllerAt` once with the index shown when it lands — the new child's, or
/// the old one's when the change was abandoned. `didScrollTo pagePosition` and `didMoveHeaderTo`
/// come on every frame the pages or the header move.
@MainActor
public protocol StickyHeaderPagingControllerDelegate: AnyObject {
    /// A change towards the child at `index` begins (its appearance callbacks have just begun).
    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, willScrollToChildControllerAt index: Int)
    /// A change of page landed: `index` is the child shown now.
    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didScrollToChildControllerAt index: Int)
    /// The shown child's list scrolled: its content offset (seed 003's vertical callback).
    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didScrollContentOffset contentOffset: CGPoint)
    /// The header moved, collapsed, pinned or stretched.
    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didMoveHeaderTo position: StickyHeaderPosition)
    /// The pages moved: the fractional index shown (``StickyHeaderPagingController/pagePosition``),
    /// on every frame of a drag, a spring or an animated selection.
    func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didScrollTo pagePosition: CGFloat)
}

extension StickyHeaderPagingControllerDelegate {
    public func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, willScrollToChildControllerAt index: Int
    ) {}
    public func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didScrollToChildControllerAt index: Int
    ) {}
    public func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didScrollContentOffset contentOffset: CGPoint
    ) {}
    public func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didMoveHeaderTo position: StickyHeaderPosition
    ) {}
    public func stickyHeaderPagingController(
        _ stickyHeaderPagingController: StickyHeaderPagingController, didScrollTo pagePosition: CGFloat
    ) {}
}

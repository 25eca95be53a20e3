#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Hears a ``PagingController`` change pages. Every method is optional: the protocol extension
/// gives each an empty default, which is how Containment models UIKit's `@optional`
/// requirements portably (as ``TransitionContainerControllerDelegate`` does).
///
/// One page change is `willBeginPaging` once, `didPage` for each finger movement, then
/// `didFinishPaging` once: `completed` is false when the change was abandoned (a release back,
/// or a drag that turned towards the other neighbour, which then begins its own change).
/// A non-animated selection is a change with no movement: begin and finish at once.
@MainActor
public protocol PagingControllerDelegate: AnyObject {
    /// A change from page `fromIndex` towards page `toIndex` begins (its appearance callbacks
    /// have just begun).
    func pagingController(_ pagingController: PagingController, willBeginPagingFrom fromIndex: Int, to toIndex: Int)
    /// A finger moved the change on: `progress` is how much of page `toIndex` shows, 0...1.
    func pagingController(
        _ pagingController: PagingController, didPageFrom fromIndex: Int, to toIndex: Int, progress: CGFloat)
    /// The change landed: on `toIndex` (`completed`), or back on `fromIndex`.
    func pagingController(
        _ pagingController: PagingController, didFinishPagingFrom fromIndex: Int, to toIndex: Int, completed: Bool)
    /// The pages moved: `pagePosition` is the fractional page now shown
    /// (``PagingController/pagePosition``). Told on every frame of a drag, of a release's spring
    /// and of an animated selection, and once for a change without motion (a plain selection,
    /// a reload, an edit); never twice in a row with the same value. A tab strip follows it.
    func pagingController(_ pagingController: PagingController, didScrollTo pagePosition: CGFloat)
}

extension PagingControllerDelegate {
    public func pagingController(
        _ pagingController: PagingController, willBeginPagingFrom fromIndex: Int, to toIndex: Int
    ) {}
    public func pagingController(
        _ pagingController: PagingController, didPageFrom fromIndex: Int, to toIndex: Int, progress: CGFloat
    ) {}
    public func pagingController(
        _ pagingController: PagingController, didFinishPagingFrom fromIndex: Int, to toIndex: Int, completed: Bool
    ) {}
    public func pagingController(_ pagingController: PagingController, didScrollTo pagePosition: CGFloat) {}
}

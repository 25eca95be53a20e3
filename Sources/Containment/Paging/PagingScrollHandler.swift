#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The pager's scroll-view delegate, kept out of ``PagingController``'s public surface (a
/// public pager conforming to `UIScrollViewDelegate` would expose the callbacks as API).
@MainActor
final class PagingScrollHandler: NSObject, UIScrollViewDelegate {
    private weak var controller: PagingController?

    init(controller: PagingController) {
        self.controller = controller
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        controller?.fingerBeganDragging()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        controller?.fingerMovedContent()
    }

    /// The content stops where the finger left it (the pager's spring takes over in
    /// `didEndDragging`); the velocity is kept for the release decision.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee = scrollView.contentOffset
        controller?.releaseVelocity = velocity
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        controller?.fingerEndedDragging()
    }

    /// Content released past the first or last page would bounce back on the scroll view's own
    /// spring (it clamps the target written above to its range, spec 7.3, 7.4) while the
    /// pager's spring carries it too; the pager's spring alone lands the pages (issue 37), so
    /// the scroll view's motion is stopped as it starts — setting the offset stops a scroll
    /// view's deceleration, UIKit's and PortableUIKit's alike.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }
}

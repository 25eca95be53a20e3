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
}

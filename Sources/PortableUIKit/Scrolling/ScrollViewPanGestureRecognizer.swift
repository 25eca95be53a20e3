#if !canImport(UIKit)
import Foundation

/// The scroll view's own pan: it reports finger-down and finger-up to the scroll view (a finger
/// stops motion in progress, `isTracking`), and begins only along an axis the scroll view can
/// scroll, so a vertical list inside a horizontal pager leaves horizontal drags to the pager.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDown()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) { scrollView?.fingerUp() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.fingerUp()
    }

    override func shouldBeginAfterMoving(_ movement: CGVector) -> Bool {
        guard let scrollView else { return false }
        if abs(movement.dx) > abs(movement.dy) { return scrollView.scrollsHorizontally }
        return scrollView.scrollsVertically
    }
}
#endif

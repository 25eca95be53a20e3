#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Decides which touches the panel's own pan takes: touches on the surface outside the tracked
/// scroll view, or on the grabber's strip anywhere (the tracked scroll view's own pan drives the
/// rest through the hand-off). The pan begins only along the panel's axis and when the delegate
/// agrees (`floatingPanelShouldBeginDragging`).
@MainActor
final class FloatingPanelGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    private weak var controller: FloatingPanelController?

    init(controller: FloatingPanelController) {
        self.controller = controller
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let controller else { return false }
        let surface = controller.surfaceView
        if surface.grabberAreaContains(touch.location(in: surface)) { return true }
        guard let scrollView = controller.trackingScrollView, controller.resolvedPosition == .bottom else {
            return true
        }
        return !scrollView.bounds.contains(touch.location(in: scrollView))
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: controller.view)
        let alongAxis =
            controller.resolvedPosition.isVertical
            ? abs(translation.y) >= abs(translation.x) : abs(translation.x) >= abs(translation.y)
        guard alongAxis, !controller.isDragging else { return false }
        return controller.delegate?.floatingPanelShouldBeginDragging(controller) ?? true
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Decides which touches the drawer's pan and tap take, and how they share with other
/// recognizers (the delegate of both).
///
/// - A touch is taken when a mode it qualifies for is in the open mask (nothing open) or the
///   close mask (a drawer open); see ``OpenDrawerGestureMode`` and ``CloseDrawerGestureMode``.
///   Regions: the navigation bar of a center that is a navigation controller; the center's
///   content (the center minus that bar); the bezel strips along both screen edges (on the
///   center); the open drawer's view; anything the custom block accepts.
/// - The pan begins only when mostly horizontal, towards a side it can move to, and when no
///   scroll view under the finger could itself scroll that way.
/// - Scroll views' pans inside the drawer controller wait for the pan to fail; the pan waits for
///   screen-edge pans inside the center (a navigation back swipe) to fail.
@MainActor
final class DrawerGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    private weak var controller: DrawerController?

    init(controller: DrawerController) {
        self.controller = controller
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let controller else { return false }
        let point = touch.location(in: controller.childControllerContainerView)
        let isPan = gestureRecognizer === controller.panGestureRecognizer
        let custom = controller.gestureShouldRecognizeTouchBlock?(controller, gestureRecognizer, touch) ?? false
        if controller.headingSide == .none && controller.openSide == .none {
            guard isPan else { return false }
            return !controller.openDrawerGestureModeMask.intersection(
                openModes(at: point, custom: custom, in: controller)
            ).isEmpty
        }
        let modes = closeModes(at: point, isPan: isPan, custom: custom, in: controller)
        return !controller.closeDrawerGestureModeMask.intersection(modes).isEmpty
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, let pan = gestureRecognizer as? UIPanGestureRecognizer,
            pan === controller.panGestureRecognizer
        else { return true }
        let container = controller.childControllerContainerView
        let translation = pan.translation(in: container)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let requested = controller.geometry.constrainedOffset(controller.offset + translation.x)
        guard requested != controller.offset else { return false }
        let start = CGPoint(
            x: pan.location(in: container).x - translation.x, y: pan.location(in: container).y - translation.y)
        return !scrollViewCouldScroll(at: start, fingerMovingRight: translation.x > 0, in: controller)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let controller, gestureRecognizer === controller.panGestureRecognizer,
            let scrollView = otherGestureRecognizer.view as? UIScrollView,
            otherGestureRecognizer === scrollView.panGestureRecognizer
        else { return false }
        return scrollView.isDescendant(of: controller.childControllerContainerView)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let controller, gestureRecognizer === controller.panGestureRecognizer,
            otherGestureRecognizer is UIScreenEdgePanGestureRecognizer,
            let view = otherGestureRecognizer.view
        else { return false }
        return view.isDescendant(of: controller.centerContainerView)
    }

    // MARK: Regions

    private func openModes(at point: CGPoint, custom: Bool, in controller: DrawerController) -> OpenDrawerGestureMode {
        var modes: OpenDrawerGestureMode = []
        if isOnNavigationBar(point, in: controller) { modes.insert(.panningNavigationBar) }
        if isOnCenterContent(point, in: controller) { modes.insert(.panningCenterView) }
        if isOnBezel(point, in: controller) { modes.insert(.bezelPanningCenterView) }
        if custom { modes.insert(.custom) }
        return modes
    }

    private func closeModes(at point: CGPoint, isPan: Bool, custom: Bool, in controller: DrawerController)
        -> CloseDrawerGestureMode
    {
        var modes: CloseDrawerGestureMode = []
        let onBar = isOnNavigationBar(point, in: controller)
        let onCenter = isOnCenterContent(point, in: controller)
        if isPan {
            if onBar { modes.insert(.panningNavigationBar) }
            if onCenter { modes.insert(.panningCenterView) }
            if isOnBezel(point, in: controller) { modes.insert(.bezelPanningCenterView) }
            if isOnOpenDrawer(point, in: controller) { modes.insert(.panningDrawerView) }
        } else {
            if onBar { modes.insert(.tapNavigationBar) }
            if onCenter { modes.insert(.tapCenterView) }
        }
        if custom { modes.insert(.custom) }
        return modes
    }

    private func visibleCenterRect(in controller: DrawerController) -> CGRect {
        controller.centerContainerView.frame.intersection(controller.childControllerContainerView.bounds)
    }

    private func isOnNavigationBar(_ point: CGPoint, in controller: DrawerController) -> Bool {
        guard let bar = controller.centerNavigationBarFrame(in: controller.childControllerContainerView) else {
            return false
        }
        return bar.intersection(visibleCenterRect(in: controller)).contains(point)
    }

    private func isOnCenterContent(_ point: CGPoint, in controller: DrawerController) -> Bool {
        visibleCenterRect(in: controller).contains(point) && !isOnNavigationBar(point, in: controller)
    }

    private func isOnBezel(_ point: CGPoint, in controller: DrawerController) -> Bool {
        let geometry = controller.geometry
        let onEdge = [DrawerSide.left, .right].contains {
            geometry.bezelRect(for: $0, range: controller.bezelRange).contains(point)
        }
        return onEdge && isOnCenterContent(point, in: controller)
    }

    private func isOnOpenDrawer(_ point: CGPoint, in controller: DrawerController) -> Bool {
        let side = controller.geometry.visibleSide(atOffset: controller.offset)
        guard side != .none else { return false }
        return controller.geometry.drawerFrame(for: side).contains(point)
            && !visibleCenterRect(in: controller).contains(point)
    }

    // MARK: Scroll views

    /// Whether a scroll view under `point` (innermost first) could scroll for a finger moving
    /// right (towards smaller offsets) or left.
    private func scrollViewCouldScroll(at point: CGPoint, fingerMovingRight: Bool, in controller: DrawerController)
        -> Bool
    {
        let container = controller.childControllerContainerView
        var view = container.hitTest(point, with: nil)
        while let current = view, current !== container {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                let inset = scrollView.adjustedContentInset
                let minimum = -inset.left
                let maximum = max(scrollView.contentSize.width + inset.right - scrollView.bounds.width, minimum)
                let x = scrollView.contentOffset.x
                if fingerMovingRight ? x > minimum + 0.5 : x < maximum - 0.5 { return true }
            }
            view = current.superview
        }
        return false
    }
}

#if !canImport(UIKit)
import Foundation

/// Touch tracking: which events a followed finger produces, and when the control is highlighted.
///
/// Order for each change: the control updates ``UIControl/isTouchInside`` and
/// ``UIControl/isHighlighted``, calls the tracking method, then sends the events of that change
/// together (an action registered for several of them runs once). During the touch-up or cancel
/// actions `isTracking` is still `true` and `isTouchInside` still describes the ending touch
/// [UNC]; both reset after them.
extension UIControl {
    /// How far beyond the bounds a tracked finger still counts as inside, in points [UNC].
    static let trackingSlop: CGFloat = 70

    func isInTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    func trackingBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        guard beginTracking(touch, with: event) else { return }
        trackedTouch = touch
        _isTracking = true
        _isTouchInside = true
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    func trackingMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = _isTouchInside
        let inside = isInTrackingArea(touch)
        _isTouchInside = inside
        isHighlighted = inside
        guard continueTracking(touch, with: event) else {
            abandonTracking(cancelling: false)
            return
        }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside && !wasInside { events.insert(.touchDragEnter) }
        if !inside && wasInside { events.insert(.touchDragExit) }
        sendActions(for: events)
    }

    func trackingEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        _isTouchInside = isInTrackingArea(touch)
        isHighlighted = false
        endTracking(touch, with: event)
        sendActions(for: _isTouchInside ? touchUpInsideEvents : .touchUpOutside)
        finishTracking()
    }

    func trackingCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
        finishTracking()
    }

    /// Stops following the touch without sending events: `continueTracking` returned `false`,
    /// or (with `cancelling`, which calls `cancelTracking(with: nil)`) the control was disabled.
    func abandonTracking(cancelling: Bool) {
        guard trackedTouch != nil else { return }
        isHighlighted = false
        if cancelling { cancelTracking(with: nil) }
        finishTracking()
    }

    private func finishTracking() {
        trackedTouch = nil
        _isTracking = false
        _isTouchInside = false
    }
}
#endif

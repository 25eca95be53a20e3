#if !canImport(UIKit)
import Foundation

/// A continuous recognizer for two fingers moving apart or together (UIKit's
/// `UIPinchGestureRecognizer`, spec 9.29–9.31).
///
/// It begins once the distance between the first two fingers has changed by
/// ``hysteresis`` (10 pt, PortableUIKit's figure: Apple documents none [UNC]) since they touched
/// down, changes while they move, and ends when the last finger lifts. ``scale`` is the distance
/// now over the distance at touch-down (absolute, not a delta); ``velocity`` is in scale per
/// second. Fingers beyond two are ignored; with one finger left the scale holds still.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the distance between the fingers must change before a pinch begins, in points [UNC].
    static let hysteresis: CGFloat = 10

    private var gesture = TwoFingerGesture(kind: .scale)

    /// The distance between the fingers relative to the distance when they touched down; setting
    /// it makes later changes count from the new value and restarts the velocity. A value that
    /// is not finite is reported and ignored.
    open var scale: CGFloat {
        get { gesture.value }
        set {
            guard newValue.isFinite else {
                return refuse("scale", newValue, keeping: gesture.value, fix: "set a finite scale", spec: "9.30")
            }
            gesture.set(newValue)
        }
    }

    /// The velocity of the pinch in scale per second.
    open var velocity: CGFloat { gesture.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches.dropFirst(2) { ignore(touch, for: event) }
        gesture.update(with: trackedTouches, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        gesture.update(with: trackedTouches, at: event.timestamp)
        guard trackedTouches.count >= 2 else { return }
        switch state {
        case .possible where gesture.movement >= Self.hysteresis: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        gesture.update(with: remaining, at: event.timestamp)
        guard remaining.isEmpty else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        gesture = TwoFingerGesture(kind: .scale)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A continuous recognizer for two fingers turning around each other (UIKit's
/// `UIRotationGestureRecognizer`, spec 9.29, 9.32, 9.33).
///
/// It begins once the first two fingers have turned far enough that each moved ``hysteresis``
/// (10 pt, PortableUIKit's figure: Apple documents none [UNC]) along its arc since they touched
/// down, changes while they move, and ends when the last finger lifts. ``rotation`` is the angle
/// turned since touch-down in radians (absolute, not a delta; positive is clockwise on screen,
/// unwrapped past ±π); ``velocity`` is in radians per second. Fingers beyond two are ignored;
/// with one finger left the rotation holds still.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far each finger must move along its arc before a rotation begins, in points [UNC].
    static let hysteresis: CGFloat = 10

    private var gesture = TwoFingerGesture(kind: .rotation)

    /// The angle turned since the fingers touched down, in radians; setting it makes later
    /// changes count from the new value and restarts the velocity. A value that is not finite is
    /// reported and ignored.
    open var rotation: CGFloat {
        get { gesture.value }
        set {
            guard newValue.isFinite else {
                return refuse("rotation", newValue, keeping: gesture.value, fix: "set a finite rotation", spec: "9.32")
            }
            gesture.set(newValue)
        }
    }

    /// The velocity of the rotation in radians per second.
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
        gesture = TwoFingerGesture(kind: .rotation)
    }
}
#endif

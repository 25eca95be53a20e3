#if !canImport(UIKit)
import Foundation

/// A continuous recognizer for fingers held still (UIKit's `UILongPressGestureRecognizer`,
/// spec 9.22–9.25).
///
/// After ``numberOfTapsRequired`` taps (default 0; the taps follow `TapTiming`), the press
/// begins once ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration``
/// on the virtual clock without any of them moving more than ``allowableMovement`` from where it
/// touched down. It then changes on every movement (with no movement limit) and ends when any
/// finger lifts. It fails if a finger moves too far before it begins, if more fingers touch
/// than required, or if the fingers lift too early.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Taps that must precede the press (default 0).
    open var numberOfTapsRequired = 0 {
        didSet {
            guard numberOfTapsRequired < 0 else { return }
            let refused = numberOfTapsRequired
            numberOfTapsRequired = oldValue
            refuse("numberOfTapsRequired", refused, keeping: oldValue, fix: "use a count of at least 0", spec: "9.22")
        }
    }
    /// Fingers that must be held down (default 1).
    open var numberOfTouchesRequired = 1 {
        didSet {
            guard numberOfTouchesRequired < 1 else { return }
            let refused = numberOfTouchesRequired
            numberOfTouchesRequired = oldValue
            refuse(
                "numberOfTouchesRequired", refused, keeping: oldValue, fix: "use a count of at least 1", spec: "9.22")
        }
    }
    /// How long the fingers must be held, in seconds (default 0.5). A negative or non-finite
    /// duration is reported and the old one kept.
    open var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            guard !(minimumPressDuration >= 0 && minimumPressDuration.isFinite) else { return }
            let refused = minimumPressDuration
            minimumPressDuration = oldValue
            refuse(
                "minimumPressDuration", refused, keeping: oldValue, fix: "use a finite duration of at least 0 seconds",
                spec: "9.22")
        }
    }
    /// How far a finger may move before the press begins, in points (default 10). A negative or
    /// NaN distance is reported and the old one kept.
    open var allowableMovement: CGFloat = 10 {
        didSet {
            guard allowableMovement.isNaN || allowableMovement < 0 else { return }
            let refused = allowableMovement
            allowableMovement = oldValue
            refuse(
                "allowableMovement", refused, keeping: oldValue, fix: "use a distance of at least 0 points",
                spec: "9.22")
        }
    }

    private var tapsCompleted = 0
    private var fingersInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            deadline = nil
            for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.windowLocation }
            fingersInTap = max(fingersInTap, trackedTouches.count)
            let required = max(1, numberOfTouchesRequired)
            if fingersInTap > required {
                state = .failed
            } else if fingersInTap == required && tapsCompleted >= numberOfTapsRequired {
                startPressTimer(at: event.timestamp)
            }
        case .began, .changed:
            // A finger beyond those pressing is not part of the gesture.
            for touch in touches { ignore(touch, for: event) }
        default:
            break
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let dx = touch.windowLocation.x - start.x, dy = touch.windowLocation.y - start.y
                // A NaN distance is not "within" the allowance either.
                if !((dx * dx + dy * dy).squareRoot() <= allowableMovement) {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            guard tapsCompleted < numberOfTapsRequired,
                trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled })
            else {
                // Lifted before the press lasted long enough (or while other fingers stay down).
                state = .failed
                return
            }
            guard fingersInTap == max(1, numberOfTouchesRequired) else {
                state = .failed
                return
            }
            tapsCompleted += 1
            fingersInTap = 0
            startLocations = [:]
            deadline = event.timestamp + TapTiming.maximumInterval
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    override func deadlineReached() {
        guard state == .possible else { return }
        if trackedTouches.isEmpty {
            // The next tap (or the press) did not come in time.
            state = .failed
        } else {
            state = .began
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInTap = 0
        startLocations = [:]
    }

    private func startPressTimer(at time: TimeInterval) {
        if minimumPressDuration == 0 {
            state = .began
        } else {
            deadline = time + minimumPressDuration
        }
    }
}
#endif

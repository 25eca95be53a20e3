#if !canImport(UIKit)
import Foundation

/// A discrete recognizer for one or more taps of one or more fingers (UIKit's
/// `UITapGestureRecognizer`).
///
/// A tap fails when a finger wanders more than `TapTiming/allowableMovement` (10 pt) from where
/// it touched down, when more fingers touch than ``numberOfTouchesRequired``, or, for multi-taps,
/// when the next tap does not start within `TapTiming/maximumInterval` (0.35 s) of the last
/// one's end or lands more than `TapTiming/maximumDistance` (45 pt) away. These figures are not
/// documented by Apple [UNC]. Recognition happens when the fingers of the last tap lift.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs (default 1).
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var fingersInTap = 0
    private var firstTapLocation: CGPoint?
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline = nil
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.windowLocation
            if let first = firstTapLocation, distance(first, touch.windowLocation) > TapTiming.maximumDistance {
                state = .failed
                return
            }
        }
        fingersInTap = max(fingersInTap, trackedTouches.count)
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if distance(start, touch.windowLocation) > TapTiming.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = centroid(of: trackedTouches) }
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            fingersInTap = 0
            startLocations = [:]
            deadline = event.timestamp + TapTiming.maximumInterval
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func deadlineReached() {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInTap = 0
        firstTapLocation = nil
        startLocations = [:]
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// A continuous recognizer for fingers dragging (UIKit's `UIPanGestureRecognizer`, spec 9.5).
///
/// It begins once at least ``minimumNumberOfTouches`` fingers have moved
/// ``UIPanGestureRecognizer/hysteresis`` (10 pt, UIKit's undocumented figure [UNC]) from where
/// they touched down, changes on every later movement and ends when the last finger lifts.
/// ``translation(in:)`` counts from the touch-down point, so a view moved by the translation
/// stays under the finger; ``velocity(in:)`` comes from event timestamps (see
/// `PanVelocityEstimator`).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The distance fingers must move before a pan begins, in points [UNC].
    public static let hysteresis: CGFloat = 10

    /// The fewest fingers that make a pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers the pan follows (default `Int.max`); further fingers are ignored.
    open var maximumNumberOfTouches = Int.max

    /// Where the translation counts from, in window coordinates.
    var anchor: CGPoint = .zero
    /// The centroid at the last event, in window coordinates.
    var lastCentroid: CGPoint = .zero
    var velocityEstimator = PanVelocityEstimator()

    /// The cumulative translation since the touch-down, in `view`'s coordinates (window
    /// coordinates when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let current = convertFromWindow(lastCentroid, to: view)
        let origin = convertFromWindow(anchor, to: view)
        return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
    }

    /// Sets the translation as seen in `view` and restarts the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            PortableUIKitDiagnostics.report(
                .invalidGestureRecognizerUse, "setTranslation got a non-finite translation \(translation)",
                fix: "pass finite coordinates", spec: "9.5")
            return
        }
        let current = convertFromWindow(lastCentroid, to: view)
        let origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        anchor = convertToWindow(origin, from: view)
        velocityEstimator.restart()
    }

    /// The velocity in points per second in `view`'s coordinates (window coordinates when nil).
    open func velocity(in view: UIView?) -> CGPoint {
        let v = velocityEstimator.velocity
        let start = convertFromWindow(lastCentroid, to: view)
        let end = convertFromWindow(CGPoint(x: lastCentroid.x + v.dx, y: lastCentroid.y + v.dy), to: view)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let allowed = max(1, maximumNumberOfTouches)
        for touch in touches where trackedTouches.count > allowed { ignore(touch, for: event) }
        let added = touches.filter { touch in trackedTouches.contains { $0 === touch } }.count
        let centroid = centroid(of: trackedTouches)
        if trackedTouches.count == added {
            anchor = centroid
            velocityEstimator = PanVelocityEstimator()
        } else {
            follow(newCentroid: centroid)
        }
        lastCentroid = centroid
        velocityEstimator.add(centroid, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastCentroid = centroid(of: trackedTouches)
        velocityEstimator.add(lastCentroid, at: event.timestamp)
        switch state {
        case .possible:
            let movement = CGVector(dx: lastCentroid.x - anchor.x, dy: lastCentroid.y - anchor.y)
            guard trackedTouches.count >= minimumNumberOfTouches,
                (movement.dx * movement.dx + movement.dy * movement.dy).squareRoot() >= Self.hysteresis
            else { return }
            state = shouldBeginAfterMoving(movement) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let ending = centroid(of: trackedTouches)
        velocityEstimator.add(ending, at: event.timestamp)
        lastCentroid = ending
        guard remaining.isEmpty else {
            // The centroid jumps when a finger lifts; move the anchor with it so the translation does not.
            follow(newCentroid: centroid(of: remaining))
            lastCentroid = centroid(of: remaining)
            return
        }
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
        anchor = .zero
        lastCentroid = .zero
        velocityEstimator = PanVelocityEstimator()
    }

    /// Whether a movement past the hysteresis starts the pan; subclasses restrict directions.
    func shouldBeginAfterMoving(_ movement: CGVector) -> Bool { true }

    private func follow(newCentroid: CGPoint) {
        let jump = CGVector(dx: newCentroid.x - lastCentroid.x, dy: newCentroid.y - lastCentroid.y)
        anchor = CGPoint(x: anchor.x + jump.dx, y: anchor.y + jump.dy)
        velocityEstimator.shift(by: jump)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = view.window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    private func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = view.window, view !== window else { return point }
        return view.convert(point, to: window)
    }
}
#endif

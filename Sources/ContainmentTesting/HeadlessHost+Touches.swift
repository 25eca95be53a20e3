import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

#if !canImport(UIKit)
/// Synthetic touches on the virtual clock. Every touch change is sent at the current time and
/// followed by a turn at the same time, so gesture actions (which UIKit delivers at the next turn
/// of the main loop, spec 9.1) have run when a helper returns. Points are in window coordinates.
/// Linux only, like ``HeadlessHost``: touches go in through PortableUIKit's `UIWindow.sendTouches(_:)`.
extension HeadlessHost {
    /// Puts finger `id` down at `point`.
    public func touchDown(at point: CGPoint, id: Int = 0) { send([.init(id: id, phase: .began, location: point)]) }

    /// Moves finger `id` to `point`.
    public func touchMove(to point: CGPoint, id: Int = 0) { send([.init(id: id, phase: .moved, location: point)]) }

    /// Lifts finger `id` at `point`.
    public func touchUp(at point: CGPoint, id: Int = 0) { send([.init(id: id, phase: .ended, location: point)]) }

    /// Sends several fingers' changes as one event (multi-touch), then runs a turn.
    public func send(_ touches: [UIWindow.TouchInput]) {
        window.sendTouches(touches)
        runTurn()
    }

    /// The longest a synthetic touch may last: one hour. A duration that is negative, not finite
    /// or longer is surely a bug (a flick of 1e300 s): the gesture helpers refuse it with an
    /// `invalidTouchInput` diagnostic and send nothing (issue 18).
    public static let maximumTouchDuration: TimeInterval = 3_600

    /// Whether `duration` is one a gesture helper can play; reports it otherwise.
    func acceptsTouchDuration(_ duration: TimeInterval, in call: String) -> Bool {
        guard duration >= 0, duration <= Self.maximumTouchDuration else {
            PortableUIKitDiagnostics.report(
                PortableUIKitDiagnostic(
                    rule: .invalidTouchInput,
                    message: "HeadlessHost.\(call) was given a duration of \(duration) s; no touch was sent",
                    fix: "pass a finite duration from 0 to \(Self.maximumTouchDuration) s", specItem: "9.1"))
            return false
        }
        return true
    }

    /// The number of one-frame steps a gesture of `duration` takes (at least 1).
    func frameSteps(over duration: TimeInterval) -> Int {
        // Checked: `duration` is finite and at most an hour, `frameInterval` positive and finite,
        // and the count is capped (a tiny interval would overflow Int).
        let frames = min((duration / frameInterval).rounded(), Self.maximumTouchDuration * 240)
        return frames >= 1 ? Int(frames) : 1
    }

    /// A tap: down, held for `duration` (frame by frame), up at the same point.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
        guard acceptsTouchDuration(duration, in: "tap(at:duration:)") else { return }
        touchDown(at: point)
        advance(by: duration)
        touchUp(at: point)
    }

    /// A drag from `start` to `end` in `steps` equal moves spread over `duration`; the finger
    /// lifts at `end` at the time of the last move, so the release velocity is the drag's.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 18) {
        guard acceptsTouchDuration(duration, in: "drag(from:to:duration:steps:)") else { return }
        touchDown(at: start)
        moveTouch(from: start, to: end, duration: duration, steps: steps)
        touchUp(at: end)
    }

    /// Moves finger `id`, already down at `start`, to `end` in `steps` equal moves spread over
    /// `duration`, without lifting it.
    public func moveTouch(from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int, id: Int = 0) {
        guard acceptsTouchDuration(duration, in: "moveTouch(from:to:duration:steps:id:)") else { return }
        let count = max(1, steps)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            advance(by: duration / Double(count))
            touchMove(
                to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction),
                id: id)
        }
    }

    /// A flick: a drag at constant `velocity` (points per second) for `duration`, one move per
    /// frame, released at full speed. Returns where the finger lifted.
    @discardableResult
    public func flick(from start: CGPoint, velocity: CGVector, duration: TimeInterval = 0.1) -> CGPoint {
        guard acceptsTouchDuration(duration, in: "flick(from:velocity:duration:)") else { return start }
        let steps = frameSteps(over: duration)
        let end = CGPoint(x: start.x + velocity.dx * duration, y: start.y + velocity.dy * duration)
        drag(from: start, to: end, duration: duration, steps: steps)
        return end
    }

    /// A swipe in from `edge` of the window: it starts 2 pt inside the edge, halfway along it,
    /// and moves `distance` points inward over `duration`.
    public func edgeSwipe(from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval = 0.3) {
        guard acceptsTouchDuration(duration, in: "edgeSwipe(from:distance:duration:)") else { return }
        let bounds = window.bounds
        let start: CGPoint
        let direction: CGVector
        switch edge {
        case .right:
            start = CGPoint(x: bounds.maxX - 2, y: bounds.midY)
            direction = CGVector(dx: -1, dy: 0)
        case .top:
            start = CGPoint(x: bounds.midX, y: bounds.minY + 2)
            direction = CGVector(dx: 0, dy: 1)
        case .bottom:
            start = CGPoint(x: bounds.midX, y: bounds.maxY - 2)
            direction = CGVector(dx: 0, dy: -1)
        default:
            start = CGPoint(x: bounds.minX + 2, y: bounds.midY)
            direction = CGVector(dx: 1, dy: 0)
        }
        let end = CGPoint(x: start.x + direction.dx * distance, y: start.y + direction.dy * distance)
        drag(from: start, to: end, duration: duration, steps: frameSteps(over: duration))
    }
}
#endif

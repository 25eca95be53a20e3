#if !canImport(UIKit)
import Foundation

/// The host interface for touch input: hosts (the headless test host, the SDL window) report
/// fingers by id; the window turns them into `UITouch` objects and one `UIEvent` per change and
/// calls ``UIWindow/sendEvent(_:)``. Timestamps come from the window's clock (the latest tick).
extension UIWindow {
    /// One finger's change, in window coordinates.
    public struct TouchInput: Sendable, Equatable {
        /// The host's id for the finger; unique among fingers that are down.
        public var id: Int
        /// `.began`, `.moved`, `.ended` or `.cancelled`.
        public var phase: UITouch.Phase
        /// Where the finger is, in window coordinates.
        public var location: CGPoint

        /// Creates a change.
        public init(id: Int = 0, phase: UITouch.Phase, location: CGPoint) {
            self.id = id
            self.phase = phase
            self.location = location
        }
    }

    /// Sends one finger's change as an event.
    public func sendTouch(_ phase: UITouch.Phase, at location: CGPoint, id: Int = 0) {
        sendTouches([TouchInput(id: id, phase: phase, location: location)])
    }

    /// Sends several fingers' changes as one event; fingers that are down and not listed are
    /// stationary. Input that does not form a sequence is reported and skipped, as is a second
    /// change of one finger in the same event (a finger is in an event once).
    public func sendTouches(_ inputs: [TouchInput]) {
        let now = MediaClock.now
        var changed: [UITouch] = []
        var seen: Set<Int> = []
        for input in inputs {
            guard seen.insert(input.id).inserted else {
                _ = reject(
                    input, "finger \(input.id) is listed twice in one event",
                    fix: "send one change per finger per event")
                continue
            }
            if let touch = prepare(input, at: now) { changed.append(touch) }
        }
        guard !changed.isEmpty else { return }
        let event = touchTracker.event ?? UIEvent(type: .touches, timestamp: now)
        touchTracker.event = event
        event.timestamp = now
        for entry in touchTracker.active where !changed.contains(where: { $0 === entry.touch }) {
            entry.touch.phase = .stationary
        }
        event.currentTouches = touchTracker.active.map(\.touch)
        sendEvent(event)
        finishEndedTouches(at: now)
    }

    private func prepare(_ input: TouchInput, at now: TimeInterval) -> UITouch? {
        let existing = touchTracker.touch(for: input.id)
        switch input.phase {
        case .began:
            guard existing == nil else {
                return reject(input, "finger \(input.id) began while it is already down", fix: "end or cancel it first")
            }
            let touch = UITouch()
            touch.window = self
            touch.timestamp = now
            touch.windowLocation = input.location
            touch.previousWindowLocation = input.location
            touch.tapCount = touchTracker.tapCount(at: input.location, time: now)
            touch.view = hitTest(convert(input.location, from: nil), with: touchTracker.event)
            touchTracker.active.append((input.id, touch))
            return touch
        case .moved, .ended, .cancelled:
            guard let touch = existing else {
                return reject(input, "finger \(input.id) \(input.phase) without having begun", fix: "send .began first")
            }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = input.location
            touch.timestamp = now
            touch.phase = input.phase
            return touch
        default:
            return reject(
                input, "phase \(input.phase) is not touch input", fix: "send .began, .moved, .ended or .cancelled")
        }
    }

    private func reject(_ input: TouchInput, _ message: String, fix: String) -> UITouch? {
        PortableUIKitDiagnostics.report(.invalidTouchInput, message, fix: fix, spec: "9.1")
        return nil
    }

    private func finishEndedTouches(at now: TimeInterval) {
        let ended = touchTracker.active.filter { $0.touch.phase == .ended || $0.touch.phase == .cancelled }
        for entry in ended where entry.touch.phase == .ended {
            touchTracker.lastTap = (entry.touch.windowLocation, now, entry.touch.tapCount)
        }
        touchTracker.active.removeAll { $0.touch.phase == .ended || $0.touch.phase == .cancelled }
        if touchTracker.active.isEmpty { touchTracker.event = nil }
    }

    func dispatchEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        gestureEnvironment.deliver(event)
    }
}
#endif

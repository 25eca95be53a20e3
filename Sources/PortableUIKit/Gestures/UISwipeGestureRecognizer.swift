#if !canImport(UIKit)
import Foundation

/// A discrete recognizer for quick strokes in a direction (UIKit's `UISwipeGestureRecognizer`,
/// spec 9.26–9.28).
///
/// Apple documents no figures ("a slow swipe requires high directional precision but a small
/// distance; a fast swipe requires low directional precision but a large distance"). This one
/// recognizes when, within ``maximumDuration`` (0.5 s) of the required fingers touching down,
/// their centroid has moved at least ``minimumPrimaryMovement`` (50 pt) along one of the
/// permitted ``direction``s while straying across it by no more than half that movement. It
/// fails when the time runs out, when the stroke strays more than that from every permitted
/// direction over ``minimumPrimaryMovement``, when more fingers touch than required, or when the
/// fingers lift first [UNC]. ``location(in:)`` is where the swipe began.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe; several may be combined (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The longest a swipe may take from touch-down to recognition, in seconds [UNC].
    static let maximumDuration: TimeInterval = 0.5
    /// How far the fingers must travel along a permitted direction, in points [UNC].
    static let minimumPrimaryMovement: CGFloat = 50
    /// How far across the direction the fingers may stray, as a fraction of the travel along it [UNC].
    static let maximumSecondaryRatio: CGFloat = 0.5

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// How many fingers must swipe (default 1). A count below 1 is reported and the old one kept.
    open var numberOfTouchesRequired = 1 {
        didSet {
            guard numberOfTouchesRequired < 1 else { return }
            let refused = numberOfTouchesRequired
            numberOfTouchesRequired = oldValue
            refuse(
                "numberOfTouchesRequired", refused, keeping: oldValue, fix: "use a count of at least 1", spec: "9.26")
        }
    }

    private var start: CGPoint?
    private var fingersDown = 0
    /// Where each finger touched down, in window coordinates.
    private var touchDownLocations: [ObjectIdentifier: CGPoint] = [:]

    /// Where the swipe began: the centroid of the fingers when they touched down (spec 9.34).
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return convertFromWindow(start, to: view)
    }

    /// Where one finger of the swipe touched down (spec 9.34).
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex),
            let point = touchDownLocations[ObjectIdentifier(trackedTouches[touchIndex])]
        else { return super.location(ofTouch: touchIndex, in: view) }
        return convertFromWindow(point, to: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { touchDownLocations[ObjectIdentifier(touch)] = touch.windowLocation }
        fingersDown = max(fingersDown, trackedTouches.count)
        let required = max(1, numberOfTouchesRequired)
        if fingersDown > required {
            state = .failed
        } else if fingersDown == required {
            start = centroid(of: trackedTouches)
            deadline = event.timestamp + Self.maximumDuration
        } else if deadline == nil {
            deadline = event.timestamp + Self.maximumDuration
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        let now = centroid(of: trackedTouches)
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, now.x - start.x, abs(now.y - start.y)), (.left, start.x - now.x, abs(now.y - start.y)),
            (.down, now.y - start.y, abs(now.x - start.x)), (.up, start.y - now.y, abs(now.x - start.x)),
        ]
        let travel = candidates.map(\.1).max() ?? 0
        // NaN locations never make a swipe.
        guard travel.isFinite else { return }
        if candidates.contains(where: { permitted, along, across in
            direction.contains(permitted) && along >= Self.minimumPrimaryMovement
                && across <= along * Self.maximumSecondaryRatio
        }) {
            state = .recognized
        } else if travel >= Self.minimumPrimaryMovement {
            // Far enough to be a swipe, but not in a permitted direction.
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func deadlineReached() {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
        fingersDown = 0
        touchDownLocations = [:]
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = view.window, view !== window else { return point }
        return view.convert(point, from: window)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// The shared bookkeeping of the two-finger recognizers (pinch and rotation, spec 9.29–9.33):
/// which two touches count, a measure of them (the distance between them, or the angle of the
/// line through them), the value the recognizer reports relative to the measure when the two
/// fingers were first down, and the value's velocity per second from event timestamps.
///
/// The measure is re-based when a finger leaves or joins, so the value does not jump; with fewer
/// than two fingers the value holds still.
struct TwoFingerGesture {
    /// How the value follows the measure: `scale` divides, `rotation` subtracts.
    enum Kind { case scale, rotation }

    let kind: Kind
    /// The measure when the value was last based, and the value then.
    private var baseMeasure: CGFloat?
    private var baseValue: CGFloat
    /// The measure at the last event (for unwrapping angles across ±π).
    private var lastMeasure: CGFloat?
    /// The angle turned since the base, unwrapped.
    private var turned: CGFloat = 0
    private(set) var value: CGFloat
    /// How far the measure moved from where the two fingers first landed, in points (arc length
    /// for a rotation), which decides when the gesture begins.
    private(set) var movement: CGFloat = 0
    private var firstMeasure: CGFloat?
    private var firstSpan: CGFloat = 0
    /// The angle turned since the two fingers first landed, whatever the setter did.
    private var turnedSinceFirst: CGFloat = 0
    private var estimator = PanVelocityEstimator()
    private var lastTime: TimeInterval = 0

    init(kind: Kind) {
        self.kind = kind
        value = kind == .scale ? 1 : 0
        baseValue = value
    }

    /// The value's rate of change per second.
    var velocity: CGFloat { estimator.velocity.dx }

    /// The distance between two points, and the angle of the line from the first to the second.
    static func measure(_ kind: Kind, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        return kind == .scale ? (dx * dx + dy * dy).squareRoot() : atan2(dy, dx)
    }

    /// The two fingers (first two tracked touches) at this event, or nil with fewer than two.
    @MainActor mutating func update(with touches: [UITouch], at time: TimeInterval) {
        lastTime = time
        guard touches.count >= 2 else {
            baseMeasure = nil
            lastMeasure = nil
            return
        }
        let a = touches[0].windowLocation, b = touches[1].windowLocation
        let measure = Self.measure(kind, a, b)
        let span = Self.measure(.scale, a, b)
        guard measure.isFinite, span.isFinite else { return }
        guard let base = baseMeasure, let last = lastMeasure else {
            // Two fingers are down (again): the value continues from where it was.
            baseMeasure = measure
            lastMeasure = measure
            baseValue = value
            turned = 0
            if firstMeasure == nil {
                firstMeasure = measure
                firstSpan = span
            }
            estimator.add(CGPoint(x: value, y: 0), at: time)
            return
        }
        switch kind {
        case .scale:
            // A zero distance at the base (both fingers on one point) scales nothing.
            value = base > 0 ? baseValue * measure / base : baseValue
            movement = abs(measure - (firstMeasure ?? measure))
        case .rotation:
            var step = measure - last
            if step > .pi { step -= 2 * .pi }
            if step < -.pi { step += 2 * .pi }
            turned += step
            turnedSinceFirst += step
            value = baseValue + turned
            movement = abs(turnedSinceFirst) * firstSpan / 2
        }
        lastMeasure = measure
        estimator.add(CGPoint(x: value, y: 0), at: time)
    }

    /// Sets the value (the recognizer's `scale` or `rotation` setter): later changes count from
    /// it, and the velocity starts again from zero.
    mutating func set(_ newValue: CGFloat) {
        value = newValue
        baseValue = newValue
        baseMeasure = lastMeasure
        turned = 0
        estimator = PanVelocityEstimator()
        estimator.add(CGPoint(x: newValue, y: 0), at: lastTime)
    }
}
#endif

import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

#if !canImport(UIKit)
/// Several fingers at once on the virtual clock (spec 9.20): each finger follows its own path,
/// and every change of every finger at one instant goes in as one `UIEvent`, as a touch screen
/// reports them. Recognizers get each phase's touches as one set; views get one call per phase
/// with the touches that started in them. Points are in window coordinates; finger ids are
/// `firstID`, `firstID + 1`, … in the order of the paths.
extension HeadlessHost {
    /// Where one finger is during a multi-touch gesture, as a function of the gesture's progress
    /// (0 when the fingers touch down, 1 when they lift).
    public struct FingerPath: Sendable {
        /// The finger's location at a progress from 0 to 1, in window coordinates.
        public let point: @Sendable (CGFloat) -> CGPoint

        /// A path given by a function of the progress.
        public init(_ point: @escaping @Sendable (CGFloat) -> CGPoint) { self.point = point }

        /// A finger that stays at `point`.
        public static func stationary(at point: CGPoint) -> FingerPath { FingerPath { _ in point } }

        /// A finger moving in a straight line from `start` to `end` at constant speed.
        public static func line(from start: CGPoint, to end: CGPoint) -> FingerPath {
            FingerPath { t in CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
        }

        /// A finger moving around `center` at `radius`, from `startAngle` through `angle` radians
        /// (positive is clockwise on screen, where y grows downwards, as `CGAffineTransform`
        /// rotations look).
        public static func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, angle: CGFloat) -> FingerPath {
            FingerPath { t in
                let a = startAngle + angle * t
                return CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            }
        }
    }

    /// Puts every finger down at the start of its path in one event, moves them along their
    /// paths in `steps` events spread over `duration` (a finger whose point did not change is
    /// stationary in that event), then, when `lift` is true, lifts them all in one event at the
    /// end of their paths at the time of the last move. An empty list, or a duration that is
    /// negative, not finite or over an hour, is refused with an `invalidTouchInput` diagnostic
    /// and nothing is sent.
    public func multiTouch(
        _ fingers: [FingerPath], duration: TimeInterval = 0.3, steps: Int = 18, lift: Bool = true, firstID: Int = 0
    ) {
        guard !fingers.isEmpty else {
            PortableUIKitDiagnostics.report(
                PortableUIKitDiagnostic(
                    rule: .invalidTouchInput,
                    message: "HeadlessHost.multiTouch was given no fingers; no touch was sent",
                    fix: "pass at least one FingerPath", specItem: "9.20"))
            return
        }
        guard acceptsTouchDuration(duration, in: "multiTouch(_:duration:steps:lift:firstID:)") else { return }
        var current = fingers.map { $0.point(0) }
        send(current.indices.map { .init(id: firstID + $0, phase: .began, location: current[$0]) })
        let count = max(1, min(steps, 100_000))
        for step in 1...count {
            advance(by: duration / Double(count))
            let fraction = CGFloat(step) / CGFloat(count)
            var changes: [UIWindow.TouchInput] = []
            for (index, finger) in fingers.enumerated() {
                let next = finger.point(fraction)
                guard next != current[index] else { continue }
                current[index] = next
                changes.append(.init(id: firstID + index, phase: .moved, location: next))
            }
            if !changes.isEmpty { send(changes) }
        }
        if lift { send(current.indices.map { .init(id: firstID + $0, phase: .ended, location: current[$0]) }) }
    }

    /// A pinch of two fingers on either side of `center`, along a line at `angle` radians, from
    /// `startDistance` to `endDistance` points apart (apart is zooming in).
    public func pinch(
        at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat = 0,
        duration: TimeInterval = 0.3, steps: Int = 18, lift: Bool = true
    ) {
        let direction = CGVector(dx: cos(angle), dy: sin(angle))
        func finger(_ sign: CGFloat) -> FingerPath {
            FingerPath { t in
                let half = (startDistance + (endDistance - startDistance) * t) / 2 * sign
                return CGPoint(x: center.x + direction.dx * half, y: center.y + direction.dy * half)
            }
        }
        multiTouch([finger(-1), finger(1)], duration: duration, steps: steps, lift: lift)
    }

    /// A rotation of two fingers `distance` points apart around `center`, turning by `angle`
    /// radians (positive is clockwise on screen) from `startAngle`.
    public func rotate(
        at center: CGPoint, distance: CGFloat, by angle: CGFloat, startAngle: CGFloat = 0,
        duration: TimeInterval = 0.3, steps: Int = 18, lift: Bool = true
    ) {
        multiTouch(
            [
                .arc(center: center, radius: distance / 2, startAngle: startAngle + .pi, angle: angle),
                .arc(center: center, radius: distance / 2, startAngle: startAngle, angle: angle),
            ], duration: duration, steps: steps, lift: lift)
    }

    /// A press of `fingers` fingers held still for `duration`, then lifted: the fingers sit 30 pt
    /// apart in a row centred on `point`.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6, fingers: Int = 1) {
        let count = max(1, min(fingers, 10))
        let paths = (0..<count).map { index in
            FingerPath.stationary(
                at: CGPoint(x: point.x + (CGFloat(index) - CGFloat(count - 1) / 2) * 30, y: point.y))
        }
        multiTouch(paths, duration: duration, steps: frameSteps(over: max(0, duration)))
    }
}
#endif

import Foundation
import PortableUIKit
import ContainmentTesting

/// One scene of the tour: a window's content plus a script of timed events on the virtual clock.
@MainActor
public struct ShowcaseScene {
    /// The name used on the command line and in file names.
    public let name: String
    /// A one-line description for the contact sheet and `trace.md`.
    public let title: String
    /// How long the scene plays, in seconds.
    public let duration: TimeInterval
    /// Builds the content in `host` and returns the script.
    public let build: @MainActor (HeadlessHost) -> SceneScript

    /// The size every scene plays at: an iPhone 14's screen in points.
    public static let screenSize = CGSize(width: 390, height: 844)
    /// That screen's safe area: the status bar above (47 points), the home indicator below.
    public static let safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A host for one scene: a window of ``screenSize`` with its ``safeAreaInsets``, whose
    /// background is the grouped background (#F2F2F7), which shows wherever the scene's views
    /// leave the window uncovered, as mid-flip, so that no frame has transparent areas.
    public static func makeHost() -> HeadlessHost {
        let host = HeadlessHost(size: screenSize, safeAreaInsets: safeAreaInsets)
        host.window.backgroundColor = .systemGroupedBackground
        return host
    }
}

/// What a scene does over time: events at given times (seconds from the scene's start), the
/// moments worth a key frame, and the trace the scene records.
@MainActor
public final class SceneScript {
    private(set) var events: [(time: TimeInterval, run: () -> Void)] = []
    private(set) var keyFrames: [(time: TimeInterval, caption: String)] = []
    /// Which key frame is the scene's README picture.
    var pictureKeyFrame = 1
    /// The lines of the scene's trace (lifecycle callbacks, delegate calls).
    var trace: () -> [String] = { [] }

    /// Runs `body` at `time`.
    func at(_ time: TimeInterval, _ body: @escaping () -> Void) { events.append((time, body)) }

    /// Marks a key frame at `time`.
    func keyFrame(_ time: TimeInterval, _ caption: String) { keyFrames.append((time, caption)) }

    /// A one-finger drag on `window` from `start` to `end`, one move per frame of `fps`, lifting at
    /// the end: touches go through the window exactly as a host's would.
    func drag(
        on window: UIWindow, from start: CGPoint, to end: CGPoint, at time: TimeInterval,
        duration: TimeInterval, fps: Double
    ) {
        let steps = max(1, Int((duration * fps).rounded()))
        at(time) { window.sendTouch(.began, at: start) }
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            at(time + Double(step) / fps) {
                window.sendTouch(.moved, at: point)
                if step == steps { window.sendTouch(.ended, at: point) }
            }
        }
    }

    /// A tap at `time`: the finger goes down at the point `location` gives then (read at that
    /// moment, so it can follow layout) and lifts there 0.05 s later.
    func tap(on window: UIWindow, at time: TimeInterval, location: @escaping @MainActor () -> CGPoint) {
        var point = CGPoint.zero
        at(time) {
            point = location()
            window.sendTouch(.began, at: point)
        }
        at(time + 0.05) { window.sendTouch(.ended, at: point) }
    }

    /// The events due in (after, until], in time order.
    public func events(after start: TimeInterval, until end: TimeInterval) -> [() -> Void] {
        events.enumerated()
            .filter { $0.element.time > start + 1e-9 && $0.element.time <= end + 1e-9 }
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element.run)
    }
}

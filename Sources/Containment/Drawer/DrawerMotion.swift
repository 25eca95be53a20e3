#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A running movement of the center, sampled every frame: a spring to a side, a bounce, or a
/// hold. It owns its frame timer and the completions waiting for it.
@MainActor
final class DrawerMotion {
    /// What the motion follows.
    enum Path {
        /// A spring to an offset.
        case spring(DrawerSpring)
        /// Out to `distance` and back, in three falling humps (``DrawerBounce``).
        case bounce(DrawerBounce)
        /// Stays put (the pause in a full-close animation).
        case hold(offset: CGFloat, duration: TimeInterval)
    }

    /// The side the drawer settles on when the motion lands; nil for a motion that hands over
    /// to another (a bounce, the first half of a full close).
    let target: DrawerSide?
    private(set) var path: Path
    private var timer: FrameTimer?
    /// Whether the drawer keeps its open look past its open position and spans the container
    /// (no stretch, no gap beside it), as in a full close, where the center leaves the screen.
    var clampsLook = false
    /// Called with `true` when the motion lands, `false` if something takes over.
    var completions: [(Bool) -> Void] = []
    /// Runs when the motion lands, before the completions.
    private let onLand: (DrawerMotion) -> Void

    init(target: DrawerSide?, path: Path, onLand: @escaping (DrawerMotion) -> Void) {
        self.target = target
        self.path = path
        self.onLand = onLand
    }

    var duration: TimeInterval {
        switch path {
        case .spring(let spring): return spring.duration
        case .bounce(let bounce): return bounce.duration
        case .hold(_, let duration): return duration
        }
    }

    /// The offset `time` seconds in.
    func offset(at time: TimeInterval) -> CGFloat {
        switch path {
        case .spring(let spring): return spring.position(at: time)
        case .bounce(let bounce): return bounce.offset(at: time)
        case .hold(let offset, _): return offset
        }
    }

    /// The speed `time` seconds in, in points per second.
    func velocity(at time: TimeInterval) -> CGFloat {
        switch path {
        case .spring(let spring): return spring.velocity(at: time)
        case .bounce(let bounce): return bounce.velocity(at: time)
        case .hold: return 0
        }
    }

    /// The speed at the last frame.
    var currentVelocity: CGFloat { velocity(at: timer?.elapsed ?? 0) }

    /// Starts moving `controller`'s center.
    func start(in controller: DrawerController) {
        let timer = FrameTimer(
            duration: duration,
            onFrame: { [weak self, weak controller] elapsed in
                guard let self, let controller, controller.motion === self else { return }
                controller.apply(offset: self.offset(at: elapsed))
            },
            onEnd: { [weak self] in
                guard let self else { return }
                self.onLand(self)
            })
        self.timer = timer
        timer.start()
    }

    /// A size change moved the target: a spring restarts from `offset` towards its side's new
    /// position with the speed it had; other paths land where they are.
    func retarget(from offset: CGFloat, in controller: DrawerController) {
        guard case .spring(let spring) = path, let target else { return }
        let velocity = currentVelocity
        timer?.stop()
        let destination = controller.geometry.openOffset(for: target)
        let duration = max(spring.duration - (timer?.elapsed ?? 0), 0)
        path = .spring(
            DrawerSpring(
                from: offset, to: destination, duration: duration, dampingRatio: spring.dampingRatio,
                initialVelocity: velocity))
        controller.apply(offset: offset)
        start(in: controller)
    }

    /// Stops where it is; waiting completions get `false`.
    func interrupt() {
        timer?.stop()
        let waiting = completions
        completions = []
        for completion in waiting { completion(false) }
    }

    /// Called once the motion landed: waiting completions get `true`.
    func finish() {
        timer?.stop()
        let waiting = completions
        completions = []
        for completion in waiting { completion(true) }
    }
}

/// The pan in progress: where the center was when it began, and the last translation.
@MainActor
final class DrawerPanSession {
    var startOffset: CGFloat
    var lastTranslation: CGFloat = 0
    let recognizer: UIPanGestureRecognizer

    init(startOffset: CGFloat, recognizer: UIPanGestureRecognizer) {
        self.startOffset = startOffset
        self.recognizer = recognizer
    }
}

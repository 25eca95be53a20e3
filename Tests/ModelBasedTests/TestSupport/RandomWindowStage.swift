import Foundation
@_spi(Testing) import PortableUIKit
import ContainmentTesting

/// The shared window of a random container suite and the steps every container gets: a finger
/// (down, moved, lifted), time passing, resizes, memory warnings, the window hidden and shown,
/// and the container leaving the window and coming back. Also the pages the sequence made, so
/// that a world can check their balance and that they are freed.
///
/// 20 frames a second: a third of the ticks of 60, the same physics and callbacks.
@MainActor
final class RandomWindowStage {
    static let size = CGSize(width: 320, height: 480)

    let host = HeadlessHost(size: RandomWindowStage.size)
    /// The window's root while the container is away.
    let placeholder = UIViewController()
    private(set) var finger: CGPoint?
    private(set) var pages: [RandomPage] = []
    private(set) var memoryWarnings = 0, windowChanges = 0

    init() {
        host.frameInterval = 1.0 / 20.0
        host.window.rootViewController = placeholder
        host.runUntilIdle()
    }

    /// A new page named `<prefix><number>`, remembered for the balance and leak checks.
    func page(_ prefix: String) -> RandomPage {
        let page = RandomPage()
        page.title = "\(prefix)\(pages.count)"
        pages.append(page)
        return page
    }

    /// Installs the sequence's container as the window's root and runs a turn.
    func install(_ container: UIViewController) {
        host.window.rootViewController = container
        host.runTurn()
    }

    /// Lifts any finger, then puts one down at `start` and drags it to `end`, holding it there.
    func press(at start: CGPoint, dragTo end: CGPoint, log: RandomStepLog) {
        lift()
        host.touchDown(at: start)
        host.moveTouch(from: start, to: end, duration: 0.1, steps: 2)
        finger = end
        log.note("finger down at \(start.x), dragged to \(end.x), held")
    }

    /// Moves the finger that is down (if any) sideways by `dx`, not left of the screen.
    func moveFinger(by dx: CGFloat, log: RandomStepLog) {
        guard let from = finger else { return log.note("move (no finger)") }
        let to = CGPoint(x: max(0, from.x + dx), y: from.y)
        host.moveTouch(from: from, to: to, duration: 0.1, steps: 2)
        finger = to
        log.note("move finger to \(to.x)")
    }

    func lift() {
        if let finger { host.touchUp(at: finger) }
        finger = nil
    }

    /// Moves a finger by `delta` — the one that is down, or one put down at `start` — over
    /// `steps` moves in `duration`, then (`ending` 0, 1 or 2) holds it there, lifts it at once (a
    /// flick) or lifts it after 0.15 s (a slow release).
    func gesture(
        _ name: String, from start: CGPoint, by delta: CGVector, steps: Int, duration: TimeInterval, ending: Int,
        log: RandomStepLog
    ) {
        let from = finger ?? start
        if finger == nil { host.touchDown(at: from) }
        let end = CGPoint(x: from.x + delta.dx, y: from.y + delta.dy)
        host.moveTouch(from: from, to: end, duration: duration, steps: steps)
        finger = end
        switch ending {
        case 0:
            log.note("\(name) from \(from) by \(delta), held")
        case 1:
            log.note("\(name) from \(from) by \(delta), released")
            lift()
        default:
            log.note("\(name) from \(from) by \(delta), slow release")
            host.advance(by: 0.15)
            lift()
        }
    }

    /// One of the steps every container gets (`choice` in 0..<6): lift the finger, time passing
    /// (two of six), a resize, a memory warning, the window hidden or shown or the container
    /// leaving the window or coming back.
    func commonStep(
        _ choice: Int, _ rng: inout SeededRandomNumberGenerator, container: UIViewController, log: RandomStepLog
    ) {
        switch choice {
        case 0:
            log.note(finger == nil ? "lift (no finger)" : "lift")
            lift()
        case 1, 2:
            let time = [0.05, 0.1, 0.3, 1][rng.below(4)]
            log.note("advance(by: \(time))")
            host.advance(by: time)
        case 3:
            let size = [Self.size, CGSize(width: 480, height: 320), CGSize(width: 200, height: 300)][rng.below(3)]
            log.note("resize(to: \(size.width)×\(size.height))")
            host.resize(to: size)
        case 4:
            memoryWarnings += 1
            log.note("memory warning")
            host.simulateMemoryWarning()
        default:
            windowChanges += 1
            if rng.chance(1, in: 2) {
                host.window.isHidden.toggle()
                log.note("window.isHidden = \(host.window.isHidden)")
            } else if container.viewIfLoaded?.window != nil {
                log.note("the container leaves the window")
                host.window.rootViewController = placeholder
            } else {
                log.note("the container comes back")
                host.window.rootViewController = container
            }
        }
    }

    /// The end of a sequence: the finger lifts, the window shows, the container is back in it,
    /// everything settles.
    func bringBack(_ container: UIViewController?, log: RandomStepLog) {
        lift()
        host.window.isHidden = false
        if let container, container.viewIfLoaded?.window == nil { host.window.rootViewController = container }
        host.runUntilIdle()
        log.note("lift, show, settle")
    }

    /// After a sequence: the container leaves, the window gets its size back and settles; the
    /// stage forgets the pages and returns weak references to them.
    func clear() -> [RandomWeakReference] {
        lift()
        host.window.isHidden = false
        host.window.rootViewController = placeholder
        if host.window.frame.size != Self.size { host.resize(to: Self.size) }
        host.runUntilIdle()
        defer { pages = [] }
        return pages.map { RandomWeakReference($0.title ?? "page", $0) }
    }
}

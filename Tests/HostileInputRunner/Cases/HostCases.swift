#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// The headless host driven with times it cannot run (issue 18): `advance(by:)` an infinite,
/// NaN or negative time, a `frameInterval` that is not a positive finite time, a flick or edge
/// swipe of a NaN or infinite duration. The host is ContainmentTesting public API: it refuses
/// such a call with a diagnostic (`runLoop` for the clock, `invalidTouchInput` for touches) and
/// does nothing, where it used to hang or trap.
extension HostileCatalog {
    static let host: [HostileCase] =
        advanceCases + frameIntervalCases + touchCases + [
            HostileCase("host/advance-huge-finite", .tolerated) { world in
                let start = world.host.now
                world.host.advance(by: 1e19)
                HostileChecks.expect(
                    world.host.now >= start + 1e19 * 0.999, "the clock moved by 1e19 s, not \(world.host.now - start)")
            },
            HostileCase("host/advance-an-hour", .tolerated) { world in
                let start = world.host.now
                world.host.advance(by: 3_600)
                HostileChecks.expect(abs(world.host.now - start - 3_600) < 1e-6, "the clock moved by an hour")
            },
            HostileCase("host/tap-duration-nan", HostileCase.diagnosed(.invalidTouchInput)) { world in
                world.host.tap(at: CGPoint(x: 10, y: 10), duration: .nan)
            },
            HostileCase("host/drag-duration-inf", HostileCase.diagnosed(.invalidTouchInput)) { world in
                world.host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: .infinity)
            },
        ]

    private static let advanceCases: [HostileCase] = HostileValues.all.map { name, seconds in
        let refused = !(seconds >= 0 && seconds.isFinite)
        return HostileCase("host/advance-\(name)", refused ? HostileCase.diagnosed(.runLoop) : .tolerated) { world in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            world.window.addSubview(view)
            UIView.animate(withDuration: 0.3) { view.alpha = 0 }
            let start = world.host.now
            world.host.advance(by: seconds == 1e300 ? 1e6 : seconds)
            if refused {
                HostileChecks.expect(
                    world.host.now == start, "a refused advance leaves the clock, not \(world.host.now - start)")
            }
            HostileChecks.expect(world.host.now.isFinite, "the clock stays finite")
            world.host.advance(by: 1)
        }
    }

    private static let frameIntervalCases: [HostileCase] = HostileValues.all.map { name, interval in
        let refused = !(interval > 0 && interval.isFinite)
        return HostileCase("host/frame-interval-\(name)", refused ? HostileCase.diagnosed(.runLoop) : .tolerated) {
            world in
            world.host.frameInterval = interval
            let start = world.host.now
            world.host.advance(by: 0.5)
            if !refused { HostileChecks.expect(abs(world.host.now - start - 0.5) < 1e-6, "the clock moved by 0.5 s") }
            world.host.frameInterval = 1.0 / 60.0
        }
    }

    private static let touchCases: [HostileCase] = HostileValues.all.flatMap { name, duration in
        let refused = !(duration >= 0 && duration.isFinite) || duration > 1e6
        return [
            HostileCase("host/flick-duration-\(name)", refused ? HostileCase.diagnosed(.invalidTouchInput) : .tolerated)
            { world in
                world.host.flick(from: CGPoint(x: 100, y: 400), velocity: CGVector(dx: 0, dy: -800), duration: duration)
            },
            HostileCase(
                "host/edge-swipe-duration-\(name)", refused ? HostileCase.diagnosed(.invalidTouchInput) : .tolerated
            ) { world in
                world.host.edgeSwipe(from: .left, distance: 200, duration: duration)
            },
            HostileCase("host/flick-velocity-\(name)", .tolerated) { world in
                world.host.flick(from: CGPoint(x: 100, y: 400), velocity: CGVector(dx: duration, dy: duration))
            },
        ]
    }
}
#endif

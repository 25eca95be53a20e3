#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// `UIViewPropertyAnimator` released mid-flight or scrubbed with hostile fractions (issue 18).
/// UIKit keeps a running animator alive until it ends; one the app releases while paused or
/// scrubbed keeps its animations on screen. `fractionComplete` is clamped to 0…1 by UIKit; NaN is
/// surely a bug: refused with `invalidAnimatorUse`, the fraction unchanged.
extension HostileCatalog {
    static let animator: [HostileCase] = releaseCases + fractionCases + durationCases

    @MainActor
    private static func makeAnimator(_ world: HostileWorld, duration: TimeInterval = 0.5) -> (
        UIViewPropertyAnimator, UIView
    ) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { view.frame.origin.x = 200 }
        return (animator, view)
    }

    private static let releaseActs: [(String, @MainActor @Sendable (UIViewPropertyAnimator) -> Void)] = [
        ("paused", { a in a.pauseAnimation() }),
        (
            "scrubbed",
            { a in
                a.pauseAnimation(); a.fractionComplete = 0.4
            }
        ),
        (
            "started-then-paused",
            { a in
                a.startAnimation(); a.pauseAnimation()
            }
        ),
        ("running", { a in a.startAnimation() }),
        (
            "reversed-running",
            { a in
                a.startAnimation(); a.isReversed = true
            }
        ),
        (
            "stopped",
            { a in
                a.startAnimation(); a.stopAnimation(false)
            }
        ),
        ("delayed", { a in a.startAnimation(afterDelay: 0.2) }),
        (
            "continued",
            { a in
                a.pauseAnimation(); a.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
            }
        ),
    ]

    /// UIKit raises when a paused or stopped animator is released; one still running is kept
    /// alive by the system until it ends.
    private static let releaseRaises: Set<String> = ["paused", "scrubbed", "started-then-paused", "stopped"]

    private static let releaseCases: [HostileCase] = releaseActs.map { name, act in
        HostileCase(
            "animator/released-\(name)",
            releaseRaises.contains(name) ? HostileCase.diagnosed(.invalidAnimatorUse) : .tolerated
        ) { world in
            var view: UIView?
            do {
                let (animator, animated) = makeAnimator(world)
                view = animated
                act(animator)
                world.host.advance(by: 0.1)
            }
            world.host.advance(by: 1)
            view?.frame.origin.x += 1
            world.host.advance(by: 1)
        }
    }

    private static let fractionCases: [HostileCase] = (HostileValues.all + [("2", 2), ("1e-300-neg", -1e-300)]).map {
        name, fraction in
        HostileCase(
            "animator/fraction-complete-\(name)",
            fraction.isNaN ? HostileCase.diagnosed(.invalidAnimatorUse) : .tolerated
        ) { world in
            let (animator, view) = makeAnimator(world)
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            animator.fractionComplete = fraction
            let read = animator.fractionComplete
            HostileChecks.expect(read >= 0 && read <= 1, "fractionComplete reads in 0…1, not \(read)")
            world.host.advance(by: 0.1)
            animator.startAnimation()
            world.host.advance(by: 1)
            world.host.runUntilIdle()
            HostileChecks.expect(
                animator.state == .inactive, "the animator ends, not in state \(animator.state.rawValue)")
            HostileChecks.expect(view.frame.origin.x == 200, "the view lands at 200, not \(view.frame.origin.x)")
        }
    }

    /// Hostile durations for a cubic animator: UIKit runs a 0 or negative duration at once.
    private static let durationCases: [HostileCase] = HostileValues.all.map { name, duration in
        HostileCase("animator/cubic-duration-\(name)", .tolerated) { world in
            let (animator, view) = makeAnimator(world, duration: duration)
            animator.startAnimation()
            world.host.advance(by: 1)
            if duration == 1e300 { animator.stopAnimation(false); animator.finishAnimation(at: .end) }
            world.host.runUntilIdle()
            HostileChecks.expect(
                animator.state == .inactive, "the animator ends, not in state \(animator.state.rawValue)")
            HostileChecks.expect(view.frame.origin.x == 200, "the view lands at 200, not \(view.frame.origin.x)")
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Spring parameters that describe no spring, through every public spring API (issue 18): UIKit
/// animates them without raising, so PortableUIKit repairs them (`SpringParameterRepair`) and
/// reports `invalidSpringParameters` when the value is surely a bug (NaN, an infinity, a
/// non-positive mass, stiffness or damping ratio, a bounce outside (−1, 1]); values UIKit
/// clamps (a damping ratio of 0 or 7 in `UIView.animate`, a zero duration) pass silently. Every
/// case moves a view in the window, lets the animation run, and checks it lands on the target.
extension HostileCatalog {
    static let spring: [HostileCase] = viewSpringCases + perceptualSpringCases + animatorSpringCases

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    private static let viewSpringCases: [HostileCase] = HostileValues.all.flatMap { name, value in
        [
            springCase(
                "spring/view-damped-duration-\(name)", invalid: value.isNaN || value == .infinity || value == 1e300,
                long: value == 1e300
            ) { view, target in
                UIView.animate(
                    withDuration: value, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                    animations: { view.frame = target })
                return nil
            },
            springCase("spring/view-damped-ratio-\(name)", invalid: value.isNaN, long: false) { view, target in
                UIView.animate(
                    withDuration: 0.3, delay: 0, usingSpringWithDamping: value, initialSpringVelocity: 0,
                    animations: { view.frame = target })
                return nil
            },
            springCase("spring/view-damped-velocity-\(name)", invalid: !value.isFinite, long: false) { view, target in
                UIView.animate(
                    withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: value,
                    animations: { view.frame = target })
                return nil
            },
        ]
    }

    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:…)` (iOS 17).
    private static let perceptualSpringCases: [HostileCase] = HostileValues.all.flatMap { name, value in
        [
            springCase(
                "spring/view-perceptual-duration-\(name)", invalid: !(value > 0 && value.isFinite) || value == 1e300,
                long: value == 1e300
            ) { view, target in
                UIView.animate(springDuration: value, bounce: 0.2, animations: { view.frame = target })
                return nil
            },
            springCase("spring/view-perceptual-bounce-\(name)", invalid: !(value > -1 && value <= 1), long: false) {
                view, target in
                UIView.animate(springDuration: 0.4, bounce: value, animations: { view.frame = target })
                return nil
            },
            springCase("spring/view-perceptual-velocity-\(name)", invalid: !value.isFinite, long: value == 1e300) {
                view, target in
                UIView.animate(
                    springDuration: 0.4, bounce: 0.2, initialSpringVelocity: value, animations: { view.frame = target })
                return nil
            },
        ]
    }

    /// `UISpringTimingParameters` in every form, run by a `UIViewPropertyAnimator`.
    private static let animatorSpringCases: [HostileCase] = HostileValues.all.flatMap { name, value in
        let positive = value > 0 && value.isFinite
        // A spring of 1e300 s underflows its stiffness to 0, which the repair reports (and the
        // animation still lasts 1e300 s, as in UIKit); a damping ratio of 1e-300 would never
        // settle and is repaired and reported too.
        let usableRatio = positive && value != 1e-300
        return [
            animatorCase(
                "spring/timing-ratio-\(name)", invalid: !usableRatio, long: false,
                UISpringTimingParameters(dampingRatio: value)),
            animatorCase(
                "spring/timing-ratio-velocity-\(name)", invalid: !value.isFinite, long: false,
                UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: value, dy: value))),
            animatorCase(
                "spring/timing-mass-\(name)", invalid: !positive, long: value == 1e300 || value == 1e-300,
                UISpringTimingParameters(mass: value, stiffness: 100, damping: 20, initialVelocity: .zero)),
            animatorCase(
                "spring/timing-stiffness-\(name)", invalid: !positive, long: value == 1e-300,
                UISpringTimingParameters(mass: 1, stiffness: value, damping: 20, initialVelocity: .zero)),
            animatorCase(
                "spring/timing-damping-\(name)", invalid: !(value >= 0 && value.isFinite),
                long: value == 0 || value == 1e-300 || value == 1e300,
                UISpringTimingParameters(mass: 1, stiffness: 100, damping: value, initialVelocity: .zero)),
            animatorCase(
                "spring/timing-perceptual-duration-\(name)", invalid: !positive || value == 1e300, long: value == 1e300,
                UISpringTimingParameters(duration: value, bounce: 0)),
            animatorCase(
                "spring/timing-perceptual-bounce-\(name)", invalid: !(value > -1 && value <= 1), long: false,
                UISpringTimingParameters(duration: 0.4, bounce: value)),
            springCase("spring/animator-damping-ratio-\(name)", invalid: !usableRatio, long: false) { view, target in
                let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: value) { view.frame = target }
                animator.startAnimation()
                return animator
            },
            springCase(
                "spring/animator-spring-duration-\(name)", invalid: value.isNaN || value == .infinity || value == 1e300,
                long: value == 1e300
            ) { view, target in
                let animator = UIViewPropertyAnimator(duration: value, dampingRatio: 0.8) { view.frame = target }
                animator.startAnimation()
                return animator
            },
        ]
    }

    private static func animatorCase(
        _ name: String, invalid: Bool, long: Bool,
        _ parameters: @autoclosure @escaping @MainActor @Sendable () -> UISpringTimingParameters
    ) -> HostileCase {
        springCase(name, invalid: invalid, long: long) { view, target in
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters())
            animator.addAnimations { view.frame = target }
            animator.startAnimation()
            return animator
        }
    }

    /// A case that starts a spring animation moving a view in the window to `target` and checks
    /// the view lands there. A `long` case is legal but takes longer than the runner waits (a
    /// 1e300 s spring): after two seconds its animations are removed, as an app would.
    static func springCase(
        _ name: String, invalid: Bool, long: Bool,
        _ start: @escaping @MainActor @Sendable (UIView, CGRect) -> AnyObject?
    ) -> HostileCase {
        HostileCase(name, invalid ? HostileCase.diagnosed(.invalidSpringParameters) : .tolerated) { world in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            world.window.addSubview(view)
            let target = CGRect(x: 200, y: 300, width: 100, height: 100)
            let animator = start(view, target)
            world.host.advance(by: 2)
            if long {
                if let animator = animator as? UIViewPropertyAnimator {
                    animator.stopAnimation(false)
                    animator.finishAnimation(at: .end)
                }
                view.layer.removeAllAnimations()
            }
            world.host.runUntilIdle(maxTurns: 2_000)
            HostileChecks.expect(view.frame == target, "the view ends at its target, not \(view.frame)")
            if let animator = animator as? UIViewPropertyAnimator {
                HostileChecks.expect(
                    animator.state == .inactive, "the animator ends, not in state \(animator.state.rawValue)")
            }
            world.keep(view)
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Explicit Core Animation with hostile timing, values and shapes (issue 21). Timing that cannot
/// sit on a timeline (NaN anywhere, infinite begin time, duration, speed or offset, a negative
/// repeat) and values that are not finite are refused with `invalidAnimation`, leaving the layer
/// as it was; values Core Animation takes (a zero or negative duration, speed 0, huge counts,
/// invalid keyTimes, mismatched keyframe arrays, empty groups) run silently. Every case adds to
/// a layer in the window, runs the clock, checks the presentation stays finite, and cleans up.
extension HostileCatalog {
    static let explicitAnimations: [HostileCase] = numericCases + shapeCases

    private static let numericCases: [HostileCase] = HostileValues.all.flatMap { name, v in
        let f = Float(v)
        let badFloat = !f.isFinite
        return [
            basicCase("explicit/duration-\(name)", invalid: !v.isFinite) { $0.duration = v },
            basicCase("explicit/speed-\(name)", invalid: badFloat) { $0.speed = f },
            basicCase("explicit/time-offset-\(name)", invalid: !v.isFinite) { $0.timeOffset = v },
            basicCase("explicit/begin-time-\(name)", invalid: !v.isFinite) { $0.beginTime = v },
            basicCase("explicit/repeat-count-\(name)", invalid: f.isNaN || f < 0) { $0.repeatCount = f },
            basicCase("explicit/repeat-duration-\(name)", invalid: v.isNaN || v < 0) { $0.repeatDuration = v },
            basicCase("explicit/to-value-\(name)", invalid: !v.isFinite) { $0.toValue = v },
            HostileCase("explicit/key-times-\(name)", .tolerated) { world in
                let animation = CAKeyframeAnimation(keyPath: "position.x")
                animation.values = [0, 100, 40]
                animation.keyTimes = [0, NSNumber(value: v), 1]
                animation.calculationMode = .cubic
                animation.tensionValues = [NSNumber(value: v)]
                run(animation, in: world)
            },
            HostileCase(
                "explicit/spring-mass-\(name)",
                v > 0 && v.isFinite ? .tolerated : HostileCase.diagnosed(.invalidSpringParameters)
            ) { world in
                let spring = CASpringAnimation(keyPath: "opacity")
                spring.mass = CGFloat(v)
                spring.toValue = 0
                run(spring, in: world)
            },
            HostileCase(
                "explicit/spring-damping-\(name)",
                v >= 0 && v.isFinite ? .tolerated : HostileCase.diagnosed(.invalidSpringParameters)
            ) { world in
                let spring = CASpringAnimation(keyPath: "opacity")
                spring.damping = CGFloat(v)
                spring.toValue = 0
                _ = spring.settlingDuration
                run(spring, in: world)
            },
        ]
    }

    private static let shapeCases: [HostileCase] = [
        basicCase("explicit/unknown-key-path", invalid: true) { $0.keyPath = "position.w" },
        basicCase("explicit/nil-key-path", invalid: true) { $0.keyPath = nil },
        basicCase("explicit/wrong-value-kind", invalid: true) { $0.toValue = "far" },
        basicCase("explicit/huge-repeat-count", invalid: false) { $0.repeatCount = .greatestFiniteMagnitude },
        HostileCase("explicit/mismatched-keyframe-arrays", .tolerated) { world in
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 10))]
            animation.keyTimes = [0, 0.1, 0.2, 0.5, 1]
            animation.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeIn), count: 7)
            animation.tensionValues = [1]
            animation.biasValues = [1, 2, 3, 4, 5, 6]
            run(animation, in: world)
        },
        HostileCase("explicit/empty-path", HostileCase.diagnosed(.invalidAnimation)) { world in
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = CGMutablePath()
            run(animation, in: world)
        },
        HostileCase("explicit/empty-group", .tolerated) { world in
            let group = CAAnimationGroup()
            group.animations = []
            run(group, in: world)
        },
        HostileCase("explicit/nested-groups-with-hostile-children", HostileCase.diagnosed(.invalidAnimation)) { world in
            let child = CABasicAnimation(keyPath: "opacity")
            child.duration = .nan
            let inner = CAAnimationGroup()
            inner.animations = [child, CABasicAnimation(keyPath: "position.x")]
            let outer = CAAnimationGroup()
            outer.animations = [inner]
            outer.repeatCount = .infinity
            run(outer, in: world)
        },
        HostileCase("explicit/abstract-animation", HostileCase.diagnosed(.invalidAnimation)) { world in
            run(CAAnimation(), in: world)
        },
    ]

    /// A basic position.x animation (0 → 100 over 0.5 s) changed by `configure`.
    private static func basicCase(
        _ name: String, invalid: Bool,
        _ configure: @escaping @MainActor @Sendable (CABasicAnimation) -> Void
    ) -> HostileCase {
        HostileCase(name, invalid ? HostileCase.diagnosed(.invalidAnimation) : .tolerated) { world in
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 0
            animation.toValue = 100
            animation.duration = 0.5
            configure(animation)
            run(animation, in: world)
        }
    }

    /// Adds `animation` to a fresh layer in the window, runs the clock, checks the presentation
    /// stays finite, then removes every animation and lets the delegate traffic drain.
    @MainActor
    private static func run(_ animation: CAAnimation, in world: HostileWorld) {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.position = CGPoint(x: 25, y: 25)
        world.window.layer.addSublayer(layer)
        layer.add(animation, forKey: "hostile")
        world.host.advance(by: 1)
        let shown = layer.presentation()
        HostileChecks.expect(
            shown.map { $0.position.x.isFinite && $0.position.y.isFinite && $0.opacity.isFinite } ?? false,
            "the presentation stays finite")
        HostileChecks.expect(layer.position == CGPoint(x: 25, y: 25), "the model is untouched")
        layer.removeAllAnimations()
        world.host.runUntilIdle()
        HostileChecks.expect(layer.animationKeys() == nil, "nothing is left running")
    }
}
#endif

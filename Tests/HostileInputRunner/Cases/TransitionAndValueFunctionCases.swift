#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Issue 21 close-out: hostile `CATransition` progress and `CAValueFunction` inputs. Progress
/// outside 0 ≤ startProgress ≤ endProgress ≤ 1 (NaN, infinities, negatives, huge) and value
/// function inputs of the wrong kind or not finite are refused with `invalidAnimation`, leaving
/// the layer with no animation; unknown value function names give nil. Every case runs the clock,
/// checks the presentation stays finite, and cleans up.
extension HostileCatalog {
    static let transitionAndValueFunction: [HostileCase] = progressCases + valueFunctionCases + namedCases

    private static let progressCases: [HostileCase] = HostileValues.all.flatMap { name, v in
        let f = Float(v)
        return [
            HostileCase(
                "transition/start-progress-\(name)",
                (0...1).contains(f) ? .tolerated : HostileCase.diagnosed(.invalidAnimation)
            ) { world in
                let transition = CATransition()
                transition.startProgress = f
                run(transition, in: world)
            },
            HostileCase(
                "transition/end-progress-\(name)",
                (0...1).contains(f) ? .tolerated : HostileCase.diagnosed(.invalidAnimation)
            ) { world in
                let transition = CATransition()
                transition.endProgress = f
                run(transition, in: world)
            },
            HostileCase(
                "value-function/rotate-\(name)", v.isFinite ? .tolerated : HostileCase.diagnosed(.invalidAnimation)
            ) { world in
                let animation = CABasicAnimation(keyPath: "transform")
                animation.valueFunction = CAValueFunction(name: .rotateZ)
                animation.toValue = v
                run(animation, in: world)
            },
            HostileCase(
                "value-function/scale-\(name)", v.isFinite ? .tolerated : HostileCase.diagnosed(.invalidAnimation)
            ) { world in
                let animation = CABasicAnimation(keyPath: "transform")
                animation.valueFunction = CAValueFunction(name: .scale)
                animation.fromValue = [1, 1, 1]
                animation.toValue = [v, 1, v]
                run(animation, in: world)
            },
        ]
    }

    private static let valueFunctionCases: [HostileCase] = [
        HostileCase("value-function/scale-two-numbers", HostileCase.diagnosed(.invalidAnimation)) { world in
            let animation = CABasicAnimation(keyPath: "transform")
            animation.valueFunction = CAValueFunction(name: .scale)
            animation.toValue = [2, 2]
            run(animation, in: world)
        },
        HostileCase("value-function/translate-empty-array", HostileCase.diagnosed(.invalidAnimation)) { world in
            let animation = CAKeyframeAnimation(keyPath: "transform")
            animation.valueFunction = CAValueFunction(name: .translate)
            animation.values = [[Double](), [1.0, 2.0, 3.0]]
            run(animation, in: world)
        },
        HostileCase("value-function/rotate-string", HostileCase.diagnosed(.invalidAnimation)) { world in
            let animation = CABasicAnimation(keyPath: "transform")
            animation.valueFunction = CAValueFunction(name: .rotateX)
            animation.toValue = "half a turn"
            run(animation, in: world)
        },
    ]

    private static let namedCases: [HostileCase] = ["", "rotate", "ROTATEZ", String(repeating: "x", count: 10_000)].map
    { name in
        HostileCase("value-function/unknown-name-\(name.prefix(8))", .tolerated) { _ in
            HostileChecks.expect(
                CAValueFunction(name: CAValueFunctionName(rawValue: name)) == nil, "an unknown name gives nil")
        }
    }

    /// Adds `animation` to a fresh layer in the window, runs the clock, checks the presentation
    /// stays finite and the model untouched, then removes every animation.
    @MainActor
    private static func run(_ animation: CAAnimation, in world: HostileWorld) {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        world.window.layer.addSublayer(layer)
        layer.add(animation, forKey: "hostile")
        world.host.advance(by: 1)
        let shown = layer.presentation()
        let transform = shown?.transform
        HostileChecks.expect(
            transform.map { [$0.m11, $0.m12, $0.m22, $0.m41].allSatisfy(\.isFinite) } ?? false,
            "the presentation stays finite")
        HostileChecks.expect(CATransform3DIsIdentity(layer.transform), "the model is untouched")
        layer.removeAllAnimations()
        world.host.runUntilIdle()
        HostileChecks.expect(layer.animationKeys() == nil, "nothing is left running")
    }
}
#endif

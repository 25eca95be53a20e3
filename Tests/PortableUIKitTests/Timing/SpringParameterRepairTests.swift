import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spring parameters reach the engine from public API; ones that describe no spring are
/// repaired with an `invalidSpringParameters` diagnostic, never trapped on (spec 8.1–8.6).
@MainActor
@Suite("8.1 spring parameters that describe no spring", .isolatedRuntime)
struct SpringParameterRepairTests {
    /// Animates a view's x from 0 to 100 with `animate`, runs to the end, and returns the
    /// diagnostics' rules with where the view's presentation ended.
    private func run(_ animate: (UIView) -> Void) -> (rules: [PortableUIKitDiagnostic.Rule], x: CGFloat) {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.runUntilIdle()
        let result = PortableUIKitDiagnostics.collecting {
            animate(view)
            host.advance(by: 2)
            host.runUntilIdle()
        }
        return (result.diagnostics.map(\.rule), view.layer.presentation()?.frame.minX ?? .nan)
    }

    @Test("8.4 UIView.animate with a NaN or infinite duration, a NaN ratio or velocity: diagnosed, lands on the target")
    func uiViewSpring() {
        for (duration, ratio, velocity) in [
            (Double.nan, 0.5, 0.0), (.infinity, 0.5, 0.0), (0.3, .nan, 0.0), (0.3, 0.5, .nan),
        ] {
            let outcome = run { view in
                UIView.animate(
                    withDuration: duration, delay: 0, usingSpringWithDamping: CGFloat(ratio),
                    initialSpringVelocity: CGFloat(velocity), options: [], animations: { view.frame.origin.x = 100 })
            }
            #expect(outcome.rules == [.invalidSpringParameters], "\(duration) \(ratio) \(velocity)")
            #expect(outcome.x == 100, "\(duration) \(ratio) \(velocity)")
        }
    }

    @Test("8.4 a zero duration and a zero or negative ratio stay legal (clamped silently, as before)")
    func legalEdgesStaySilent() {
        let outcome = run { view in
            UIView.animate(
                withDuration: 0, delay: 0, usingSpringWithDamping: -1, initialSpringVelocity: 0,
                options: [], animations: { view.frame.origin.x = 100 })
        }
        #expect(outcome.rules.isEmpty)
        #expect(outcome.x == 100)
    }

    @Test(
        "8.6 UIView.animate(springDuration:bounce:) with a zero duration or a bounce of 3: diagnosed, lands on the target"
    )
    func perceptualSpring() {
        for (duration, bounce) in [(0.0, 0.2), (-1.0, 0.2), (0.5, 3.0), (0.5, -2.0), (0.5, .nan)] {
            let outcome = run { view in
                UIView.animate(
                    springDuration: duration, bounce: CGFloat(bounce), animations: { view.frame.origin.x = 100 })
            }
            #expect(outcome.rules == [.invalidSpringParameters], "\(duration) \(bounce)")
            #expect(abs(outcome.x - 100) < 0.5, "\(duration) \(bounce): \(outcome.x)")
        }
    }

    @Test(
        "8.1 UISpringTimingParameters with a zero mass, a negative stiffness or NaN damping: diagnosed when animated, no trap"
    )
    func physicalSpring() {
        for (mass, stiffness, damping) in [(0.0, 100.0, 10.0), (1.0, -5.0, 10.0), (1.0, 100.0, Double.nan)] {
            let outcome = run { view in
                let timing = UISpringTimingParameters(
                    mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
                    initialVelocity: .zero)
                let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
                animator.addAnimations { view.frame.origin.x = 100 }
                animator.startAnimation()
            }
            #expect(outcome.rules.contains(.invalidSpringParameters), "\(mass) \(stiffness) \(damping)")
            #expect(abs(outcome.x - 100) < 0.5, "\(mass) \(stiffness) \(damping): \(outcome.x)")
        }
    }

    @Test("8.1 the repair rules: fallbacks per parameter, and legal values untouched")
    func repairRules() {
        var repair = SpringParameterRepair()
        let spring = SpringMotion(mass: -1, stiffness: .infinity, damping: -3, initialVelocity: .nan, repair: &repair)
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 20 && spring.initialVelocity == 0)
        #expect(repair.problems.count == 4)
        var clean = SpringParameterRepair()
        let legal = SpringMotion(mass: 2, stiffness: 50, damping: 0, initialVelocity: -3, repair: &clean)
        #expect(legal == SpringMotion(mass: 2, stiffness: 50, damping: 0, initialVelocity: -3))
        #expect(clean.problems.isEmpty)
        #expect(
            SpringMotion(mass: 1, stiffness: 100, damping: 20).settlingDuration(epsilon: -1)
                == SpringMotion(mass: 1, stiffness: 100, damping: 20).settlingDuration())
    }
}

#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// `CATransaction` misuse and hostile transaction values (spec 18.12). Core Animation raises for
/// a `commit()` with no open transaction: refused with `unbalancedTransaction`, nothing changes.
/// A `begin()` left open across turns is not waited for: the implicit transaction commits at the
/// end of the turn without it, and the open one is reported once (`unbalancedTransaction`), since
/// on iOS its changes would never reach the screen. Hostile durations flow through as Core
/// Animation lets them: NaN and durations ≤ 0 apply changes at once, an infinite one never ends.
extension HostileCatalog {
    static let transactions: [HostileCase] = misuseCases + completionCases + durationCases

    /// A committed standalone layer in the world's window (it animates implicitly).
    @MainActor
    private static func committedLayer(_ world: HostileWorld) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        world.window.layer.addSublayer(layer)
        world.host.runTurn()
        return layer
    }

    private static let misuseCases: [HostileCase] = [
        HostileCase("transaction/commit-without-begin", HostileCase.diagnosed(.unbalancedTransaction)) { world in
            let layer = committedLayer(world)
            CATransaction.commit()
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            layer.opacity = 0
            CATransaction.commit()
            world.host.advance(by: 0.25)
            HostileChecks.expect(ran, "a balanced transaction after the refused commit still completes")
        },
        HostileCase("transaction/commit-twice", HostileCase.diagnosed(.unbalancedTransaction)) { world in
            _ = committedLayer(world)
            var runs = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { runs += 1 }
            CATransaction.commit()
            CATransaction.commit()
            HostileChecks.expect(runs == 1, "the completion ran once")
        },
        HostileCase("transaction/begin-left-open-across-turns", HostileCase.diagnosed(.unbalancedTransaction)) {
            world in
            let layer = committedLayer(world)
            var implicitRan = false, explicitRan = false
            CATransaction.setCompletionBlock { implicitRan = true }
            CATransaction.begin()
            CATransaction.setCompletionBlock { explicitRan = true }
            CATransaction.setAnimationDuration(1)
            world.host.runTurn()
            world.host.runTurn()
            HostileChecks.expect(implicitRan, "the implicit transaction committed without waiting")
            HostileChecks.expect(!explicitRan, "the open transaction's block waits for its commit")
            HostileChecks.expect(CATransaction.animationDuration() == 1, "the open transaction keeps its properties")
            layer.opacity = 0
            CATransaction.commit()
            HostileChecks.expect(!explicitRan, "its block waits for the 1 s fade added before the commit")
            world.host.advance(by: 1)
            HostileChecks.expect(explicitRan, "it runs once committed and its animation ended")
        },
        HostileCase(
            "transaction/flush-inside-open-transaction-left-open", HostileCase.diagnosed(.unbalancedTransaction)
        ) { world in
            _ = committedLayer(world)
            CATransaction.begin()
            CATransaction.flush()
            world.host.runTurn()
            CATransaction.commit()
        },
    ]

    private static let completionCases: [HostileCase] = [
        HostileCase("transaction/completion-begins-and-animates", .tolerated) { world in
            let layer = committedLayer(world)
            var depth = 0
            @MainActor func chain() {
                depth += 1
                guard depth < 50 else { return }
                CATransaction.begin()
                CATransaction.setCompletionBlock { chain() }
                layer.opacity = layer.opacity == 0 ? 1 : 0
                CATransaction.commit()
            }
            chain()
            world.host.advance(by: 20)
            HostileChecks.expect(depth == 50, "each completion began the next transaction")
        },
        HostileCase("transaction/completion-commits-unbalanced", HostileCase.diagnosed(.unbalancedTransaction)) {
            world in
            _ = committedLayer(world)
            CATransaction.begin()
            CATransaction.setCompletionBlock { CATransaction.commit() }
            CATransaction.commit()
        },
        HostileCase("transaction/completion-sets-completion-every-turn", .tolerated) { world in
            _ = committedLayer(world)
            var runs = 0
            @MainActor func again() {
                runs += 1
                if runs < 100 { CATransaction.setCompletionBlock { again() } }
            }
            CATransaction.setCompletionBlock { again() }
            world.host.advance(by: 1)
            HostileChecks.expect(runs >= 60, "one implicit completion per turn")
        },
        HostileCase("transaction/completion-removes-the-layer", .tolerated) { world in
            let layer = committedLayer(world)
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                ran = true; layer.removeFromSuperlayer()
            }
            layer.opacity = 0
            CATransaction.commit()
            layer.removeFromSuperlayer()
            world.host.advance(by: 0.25)
            HostileChecks.expect(ran, "an animation whose layer left the window still ends and lets the block run")
        },
        HostileCase("transaction/action-changes-its-own-property", .tolerated) { world in
            let layer = committedLayer(world)
            final class Bouncer: CAAction {
                var runs = 0
                func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                    runs += 1
                    guard runs < 10, let layer = anObject as? CALayer else { return }
                    layer.opacity = Float(runs) / 10
                }
            }
            let bouncer = Bouncer()
            layer.actions = ["opacity": bouncer]
            layer.opacity = 0
            HostileChecks.expect(bouncer.runs == 10, "each set runs the action once, nested")
        },
    ]

    private static let durationCases: [HostileCase] = HostileValues.all.map { name, value in
        HostileCase("transaction/animation-duration-\(name)", .tolerated) { world in
            let layer = committedLayer(world)
            var ran = false
            CATransaction.begin()
            CATransaction.setAnimationDuration(value)
            CATransaction.setCompletionBlock { ran = true }
            layer.opacity = 0
            CATransaction.commit()
            world.host.advance(by: 1)
            if !ran { layer.removeAllAnimations() }
            world.host.runTurn()
            HostileChecks.expect(layer.opacity == 0, "the model holds the new value")
            HostileChecks.expect(ran, "the completion ran (at once, at the end, or once the animation was removed)")
        }
    }
}
#endif

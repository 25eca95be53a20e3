import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Spec 18.10: `CATransition` runs under the key `transition`, on the engine's timing, with its
/// delegate's callbacks. Its visual effect is not rendered (out of scope).
@MainActor
@Suite("CATransition (18.10)", .isolatedRuntime)
struct CATransitionTests {
    @Test(
        "18.10 CATransition defaults: type fade, no subtype, progress 0…1, no filter; Core Animation's type and subtype names"
    )
    func defaults() {
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil && transition.filter == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        #expect(
            [CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue) == ["fade", "moveIn", "push", "reveal"])
        #expect(
            [CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom].map(\.rawValue)
                == ["fromRight", "fromLeft", "fromTop", "fromBottom"])
    }

    @Test(
        "18.10 a transition added under any key (or nil) runs under kCATransition; animation(forKey:) is the layer's copy"
    )
    func transitionKey() {
        let scene = ExplicitScene()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        transition.duration = 2
        scene.layer.add(transition, forKey: "slide")
        #expect(scene.layer.animationKeys() == [kCATransition])
        let added = scene.layer.animation(forKey: "transition") as? CATransition
        #expect(added != nil && added !== transition)
        #expect(added?.type == .push && added?.subtype == .fromLeft && added?.duration == 2)
        // Positive control: a basic animation keeps its own key.
        scene.layer.add(explicitBasic("opacity", from: 0, to: 1), forKey: "fade")
        #expect(scene.layer.animationKeys() == [kCATransition, "fade"])
        let other = CATransition()
        scene.layer.add(other, forKey: nil)
        #expect(scene.layer.animationKeys() == ["fade", kCATransition])
    }

    /// A scene whose layer runs a 1 s transition, added under `key`, reporting to the log.
    private func loggedTransition(forKey key: String?) -> (ExplicitScene, ExplicitDelegateLog) {
        let scene = ExplicitScene()
        let log = ExplicitDelegateLog(scene)
        let transition = CATransition()
        transition.duration = 1
        transition.delegate = log
        scene.layer.add(transition, forKey: key)
        return (scene, log)
    }

    @Test(
        "18.10 a transition's delegate starts at the first tick and stops (true) after its duration; the key is then gone"
    )
    func delegateAndTiming() {
        let (scene, log) = loggedTransition(forKey: nil)
        scene.layer.opacity = 0.25
        #expect(log.events.isEmpty)
        scene.tick(at: 10.5)
        #expect(log.events == ["start@10.5"])
        #expect(scene.layer.animationKeys() == [kCATransition])
        // The presentation shows the new state during the transition (its effect is not drawn).
        #expect(scene.opacity == 0.25)
        scene.tick(at: 11)
        #expect(log.events == ["start@10.5", "stop(true)@11.0"])
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.10 a new transition replaces the running one: the old delegate gets didStop(false) on the next tick")
    func replacement() {
        let (scene, log) = loggedTransition(forKey: "a")
        scene.tick(at: 10.25)
        scene.layer.add(CATransition(), forKey: "b")
        #expect(log.events == ["start@10.25"])
        scene.tick(at: 10.3)
        #expect(log.events == ["start@10.25", "stop(false)@10.3"])
        #expect(scene.layer.animationKeys() == [kCATransition])
    }

    @Test("18.10 startProgress above endProgress, or outside 0…1, is refused (invalidAnimation); nothing is added")
    func invalidProgress() {
        let scene = ExplicitScene()
        for (start, end) in [(Float(0.8), Float(0.2)), (-0.5, 1), (0, 1.5), (.nan, 1)] {
            let transition = CATransition()
            transition.startProgress = start
            transition.endProgress = end
            expectDiagnostic(.invalidAnimation) { scene.layer.add(transition, forKey: nil) }
        }
        #expect(scene.layer.animationKeys() == nil)
        let valid = CATransition()
        valid.startProgress = 0.2
        valid.endProgress = 0.2
        scene.layer.add(valid, forKey: nil)
        #expect(scene.layer.animationKeys() == [kCATransition])
    }
}

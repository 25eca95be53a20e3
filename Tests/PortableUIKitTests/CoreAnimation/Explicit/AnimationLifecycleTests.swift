import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Adding, replacing and removing explicit animations; fill modes, delays, pausing; delegate
/// timing (spec 18.2–18.4).
@MainActor
@Suite("CAAnimation lifecycle", .isolatedRuntime)
struct AnimationLifecycleTests {
    @Test("18.3 animationKeys: nil when none, otherwise in the order added; removeAnimation and removeAllAnimations")
    func keys() {
        let scene = ExplicitScene()
        #expect(scene.layer.animationKeys() == nil)
        scene.layer.add(explicitBasic("opacity", from: 0, to: 1), forKey: "b")
        scene.layer.add(explicitBasic("position.x", from: 0, to: 1), forKey: "a")
        scene.layer.add(explicitBasic("position.y", from: 0, to: 1), forKey: nil)
        #expect(scene.layer.animationKeys() == ["b", "a"])
        scene.layer.removeAnimation(forKey: "b")
        #expect(scene.layer.animationKeys() == ["a"])
        #expect(scene.layer.animation(forKey: "b") == nil)
        scene.layer.removeAllAnimations()
        #expect(scene.layer.animationKeys() == nil)
        scene.tick(at: 10.5)
        #expect(scene.shown.position == CGPoint(x: 50, y: 50))
    }

    @Test(
        "18.3 the same key replaces: the new animation shows, the old one's delegate gets didStop(false) on the next tick (UNC)"
    )
    func replacement() {
        let scene = ExplicitScene()
        let log = ExplicitDelegateLog(scene)
        let first = explicitBasic("position.x", from: 0, to: 100)
        first.delegate = log
        scene.layer.add(first, forKey: "x")
        scene.layer.add(explicitBasic("position.x", from: 200, to: 300), forKey: "x")
        #expect(log.events.isEmpty)
        #expect(scene.layer.animationKeys() == ["x"])
        scene.tick(at: 10.5)
        #expect(scene.x == 250)
        #expect(log.events == ["stop(false)@10.5"])
    }

    @Test("18.4 delegate: start at the first tick at or after beginTime, stop(true) at the end; never from add")
    func delegateTiming() {
        let scene = ExplicitScene()
        let log = ExplicitDelegateLog(scene)
        let animation = explicitBasic("position.x", from: 0, to: 100)
        animation.delegate = log
        animation.beginTime = scene.origin + 0.5
        scene.layer.add(animation, forKey: "x")
        #expect(log.events.isEmpty)
        scene.tick(at: 10.25)
        #expect(log.events.isEmpty)
        scene.tick(at: 10.75)
        #expect(log.events == ["start@10.75"])
        scene.tick(at: 11.5)
        #expect(log.events == ["start@10.75", "stop(true)@11.5"])
        #expect(log.animations.allSatisfy { $0 !== animation })
    }

    @Test("18.4 removing reports didStop(false) on the next tick, not from removeAnimation")
    func removalCallback() {
        let scene = ExplicitScene()
        let log = ExplicitDelegateLog(scene)
        let animation = explicitBasic("position.x", from: 0, to: 100)
        animation.delegate = log
        scene.layer.add(animation, forKey: "x")
        scene.tick(at: 10.25)
        scene.layer.removeAnimation(forKey: "x")
        #expect(log.events == ["start@10.25"])
        scene.tick(at: 10.3)
        #expect(log.events == ["start@10.25", "stop(false)@10.3"])
        scene.tick(at: 12)
        #expect(log.events.count == 2)
    }

    @Test("18.4 the animation retains its delegate strongly")
    func strongDelegate() {
        let scene = ExplicitScene()
        weak var weakLog: ExplicitDelegateLog?
        do {
            let log = ExplicitDelegateLog(scene)
            weakLog = log
            let animation = explicitBasic("opacity", from: 0, to: 1)
            animation.delegate = log
            scene.layer.add(animation, forKey: "fade")
        }
        #expect(weakLog != nil)
        scene.tick(at: 11)
        #expect(weakLog?.events == ["start@11.0", "stop(true)@11.0"])
    }

    @Test("18.3 isRemovedOnCompletion false with fillMode forwards holds the end value and keeps the key")
    func holdAtEnd() {
        let scene = ExplicitScene()
        let log = ExplicitDelegateLog(scene)
        let animation = explicitBasic("position.x", from: 0, to: 100)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        animation.delegate = log
        scene.layer.add(animation, forKey: "x")
        scene.tick(at: 12)
        #expect(scene.x == 100)
        #expect(scene.layer.animationKeys() == ["x"])
        #expect(log.events == ["start@12.0", "stop(true)@12.0"])
        // Positive control: kept without a forwards fill, the model shows after the end.
        let kept = ExplicitScene()
        let unfilled = explicitBasic("position.x", from: 0, to: 100)
        unfilled.isRemovedOnCompletion = false
        kept.layer.add(unfilled, forKey: "x")
        kept.tick(at: 12)
        #expect(kept.x == 50)
        #expect(kept.layer.animationKeys() == ["x"])
    }

    @Test("18.2 a beginTime delay shows the model before the start, the fromValue with fillMode backwards")
    func delays() {
        for (mode, before) in [(CAMediaTimingFillMode.removed, 50.0), (.backwards, 0), (.both, 0), (.forwards, 50)] {
            let scene = ExplicitScene()
            let animation = explicitBasic("position.x", from: 0, to: 100)
            animation.beginTime = scene.layer.convertTime(CACurrentMediaTime(), from: nil) + 1
            animation.fillMode = mode
            scene.layer.add(animation, forKey: "x")
            scene.tick(at: 10.5)
            #expect(scene.x == before, "\(mode)")
            scene.tick(at: 11.25)
            #expect(scene.x == 25, "\(mode)")
        }
    }

    @Test("18.2 repeatCount, autoreverses and a fractional repeatCount, through the layer")
    func repeating() {
        let scene = ExplicitScene()
        let animation = explicitBasic("position.x", from: 0, to: 100)
        animation.repeatCount = 1.5
        animation.autoreverses = true
        scene.layer.add(animation, forKey: "x")
        scene.tick(at: 10.25)
        #expect(scene.x == 25)
        scene.tick(at: 11.25)
        #expect(scene.x == 75)
        scene.tick(at: 12.5)
        #expect(scene.x == 50)
        scene.tick(at: 13)
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test(
        "18.2 pausing the layer with speed 0 and timeOffset = its current time freezes the animation; resuming continues"
    )
    func pausing() {
        let scene = ExplicitScene()
        let layer = scene.layer
        layer.add(explicitBasic("position.x", from: 0, to: 100, duration: 2), forKey: "x")
        scene.tick(at: 10.5)
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        scene.tick(at: 15)
        #expect(scene.x == 25)
        #expect(layer.animationKeys() == ["x"])
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        scene.tick(at: 15.5)
        #expect(scene.x == 50)
    }

    @Test("18.2 an animation's own speed 2 halves its active duration; speed 0 with timeOffset holds it")
    func animationSpeed() {
        let scene = ExplicitScene()
        let fast = explicitBasic("position.x", from: 0, to: 100, duration: 2)
        fast.speed = 2
        scene.layer.add(fast, forKey: "x")
        let held = explicitBasic("opacity", from: 0, to: 1, duration: 4)
        held.speed = 0
        held.timeOffset = 1
        scene.layer.add(held, forKey: "o")
        scene.tick(at: 10.5)
        #expect(scene.x == 50)
        #expect(scene.opacity == 0.25)
        scene.tick(at: 11)
        #expect(scene.layer.animationKeys() == ["o"])
    }

    @Test("18.2 non-finite timing is refused (invalidAnimation) and leaves the animations as they were")
    func refusedTiming() {
        let scene = ExplicitScene()
        scene.layer.add(explicitBasic("opacity", from: 0, to: 1), forKey: "keep")
        for mutate in [
            { (a: CABasicAnimation) in a.duration = .nan }, { $0.duration = .infinity }, { $0.speed = .nan },
            { $0.beginTime = .infinity }, { $0.timeOffset = .nan }, { $0.repeatCount = .nan }, { $0.repeatCount = -1 },
        ] {
            let animation = explicitBasic("opacity", from: 1, to: 0)
            mutate(animation)
            expectDiagnostic(.invalidAnimation) { scene.layer.add(animation, forKey: "keep") }
        }
        #expect(scene.layer.animationKeys() == ["keep"])
        scene.tick(at: 10.5)
        #expect(scene.opacity == 0.5)
    }

    @Test(
        "18.2 repeatDuration repeats by time: a 1 s animation with repeatDuration 2.5 ends half-way through its third pass"
    )
    func repeatDuration() {
        let scene = ExplicitScene()
        let animation = explicitBasic("position.x", from: 0, to: 100)
        animation.repeatDuration = 2.5
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        scene.layer.add(animation, forKey: "x")
        scene.tick(at: 12.25)
        #expect(scene.x == 25)
        scene.tick(at: 13)
        #expect(scene.x == 50)
    }

    @Test("18.2 a layer's own duration, repeatCount and autoreverses wrap its local time; the defaults change nothing")
    func layerTimeline() {
        let plain = CALayer()
        #expect(plain.duration == 0 && plain.repeatCount == 0 && plain.repeatDuration == 0)
        #expect(plain.autoreverses == false && plain.fillMode == .removed)
        #expect(plain.convertTime(5, from: nil) == 5 && plain.convertTime(100, from: nil) == 100)
        let (root, wrapped) = (CALayer(), CALayer())
        root.addSublayer(wrapped)
        wrapped.duration = 4
        wrapped.repeatCount = 2
        wrapped.autoreverses = true
        // Cycles of 4 s forwards + 4 s back, twice (16 s): media 5 is 1 s into the way back (3),
        // 6.5 is 2.5 s into it (1.5), 7 is 3 s into it (1); past the end it holds the end (0).
        #expect(wrapped.convertTime(5, from: nil) == 3)
        #expect(wrapped.convertTime(6.5, from: nil) == 1.5)
        #expect(wrapped.convertTime(7, from: nil) == 1)
        #expect(wrapped.convertTime(9, from: nil) == 1)
        #expect(wrapped.convertTime(100, from: nil) == 0)
    }

    @Test(
        "18.3 copy() copies every CAMediaTiming property, the timing function, the delegate and isRemovedOnCompletion")
    func copying() {
        let scene = ExplicitScene()
        let log = ExplicitDelegateLog(scene)
        let animation = explicitBasic("opacity", from: 0, to: 1, by: 0.5, duration: 3)
        animation.beginTime = 2; animation.speed = 2; animation.timeOffset = 0.5; animation.repeatCount = 4
        animation.repeatDuration = 7; animation.autoreverses = true; animation.fillMode = .both
        animation.delegate = log; animation.isRemovedOnCompletion = false; animation.isAdditive = true;
        animation.isCumulative = true
        let copy = animation.copy() as? CABasicAnimation
        #expect(copy?.beginTime == 2 && copy?.duration == 3 && copy?.speed == 2 && copy?.timeOffset == 0.5)
        #expect(
            copy?.repeatCount == 4 && copy?.repeatDuration == 7 && copy?.autoreverses == true && copy?.fillMode == .both
        )
        #expect(copy?.timingFunction === animation.timingFunction && copy?.delegate === log)
        #expect(copy?.isRemovedOnCompletion == false && copy?.isAdditive == true && copy?.isCumulative == true)
        #expect(copy?.byValue as? Double == 0.5)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? NSNumber == 1)
        #expect(CAAnimation.defaultValue(forKey: "duration") == nil)
    }
}

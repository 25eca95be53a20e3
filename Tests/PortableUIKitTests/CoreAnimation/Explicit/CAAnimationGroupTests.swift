import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `CAAnimationGroup` (spec 18.8).
@MainActor
@Suite("CAAnimationGroup", .isolatedRuntime)
struct CAAnimationGroupTests {
    func group(_ children: [CAAnimation], duration: Double) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = children
        group.duration = duration
        return group
    }

    @Test("18.8 a 2 s 0→100 child in a 1 s group is at 25 after 0.5 s and gone after 1 s (clipped, not scaled)")
    func probe() {
        let scene = ExplicitScene()
        scene.layer.add(group([explicitBasic("position.x", from: 0, to: 100, duration: 2)], duration: 1), forKey: "g")
        scene.tick(at: 10.5)
        #expect(scene.x == 25)
        scene.tick(at: 11)
        #expect(scene.layer.animationKeys() == nil)
        #expect(scene.x == 50)
    }

    @Test("18.8 children run concurrently; a child's beginTime is relative to the group")
    func childTime() {
        let scene = ExplicitScene()
        let late = explicitBasic("position.x", from: 0, to: 200)
        late.beginTime = 0.5
        let fade = explicitBasic("opacity", from: 0, to: 1, duration: 2)
        scene.layer.add(group([late, fade], duration: 2), forKey: "g")
        scene.tick(at: 10.25)
        #expect(scene.x == 50)
        #expect(scene.opacity == 0.125)
        scene.tick(at: 11)
        #expect(scene.x == 100)
        #expect(scene.opacity == 0.5)
    }

    @Test("18.8 children's delegates and isRemovedOnCompletion are ignored; the group's delegate gets the calls")
    func delegates() {
        let scene = ExplicitScene()
        let groupLog = ExplicitDelegateLog(scene), childLog = ExplicitDelegateLog(scene)
        let child = explicitBasic("position.x", from: 0, to: 100)
        child.delegate = childLog
        child.isRemovedOnCompletion = false
        child.fillMode = .forwards
        let animation = group([child], duration: 2)
        animation.delegate = groupLog
        scene.layer.add(animation, forKey: "g")
        scene.tick(at: 10.5)
        scene.tick(at: 12)
        #expect(groupLog.events == ["start@10.5", "stop(true)@12.0"])
        #expect(childLog.events.isEmpty)
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.8 the group copies its children; an empty group runs its timeline and animates nothing")
    func copiesAndEmpty() {
        let scene = ExplicitScene()
        let child = explicitBasic("position.x", from: 0, to: 100)
        let animation = group([child], duration: 1)
        scene.layer.add(animation, forKey: "g")
        child.toValue = 1000
        animation.animations = []
        scene.tick(at: 10.5)
        #expect(scene.x == 50)
        let copied = scene.layer.animation(forKey: "g") as? CAAnimationGroup
        #expect(copied?.animations?.count == 1 && copied?.animations?.first !== child)

        let log = ExplicitDelegateLog(scene)
        let empty = group([], duration: 1)
        empty.delegate = log
        scene.layer.add(empty, forKey: "empty")
        scene.tick(at: 12)
        #expect(log.events == ["start@12.0", "stop(true)@12.0"])
    }

    @Test("18.8 a child that cannot animate the layer is reported and left out; the rest of the group runs")
    func invalidChild() {
        let scene = ExplicitScene()
        let animation = group(
            [explicitBasic("nonsense", from: 0, to: 1), explicitBasic("position.x", from: 0, to: 100)], duration: 1)
        expectDiagnostic(.invalidAnimation) { scene.layer.add(animation, forKey: "g") }
        scene.tick(at: 10.5)
        #expect(scene.x == 50)
    }

    @Test("18.8 the group's timingFunction warps its children's time: an easeIn group shows its child at easeIn(0.5)")
    func groupTiming() {
        let scene = ExplicitScene()
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let animation = group([explicitBasic("position.x", from: 0, to: 100)], duration: 1)
        animation.timingFunction = easeIn
        scene.layer.add(animation, forKey: "g")
        scene.tick(at: 10.5)
        #expect(approx(scene.x, 100 * easeIn.progress(at: 0.5)))
        #expect(scene.x < 50)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// How `viewWillTransition(to:with:)` reaches children (spec 14.2, 14.3).
@MainActor
@Suite("Size transition forwarding (spec 14.2, 14.3)", .isolatedRuntime)
struct SizeForwardingTests {
    @Test("14.2 super forwards to every child with the parent's size, before any view resizes")
    func superForwards() {
        let scene = SizeScene()
        _ = scene.addChild("a")
        let b = scene.addChild("b")
        _ = scene.addChild("c", to: b)
        scene.host.resize(to: CGSize(width: 390, height: 700))
        #expect(
            scene.log.lines == [
                "root.viewWillTransition(390x700) bounds=390x844",
                "a.viewWillTransition(390x700) bounds=390x844",
                "b.viewWillTransition(390x700) bounds=390x844",
                "c.viewWillTransition(390x700) bounds=390x844",
            ])
    }

    @Test("14.2 recommended: children whose views are not in the window are told too")
    func offScreenChildren() {
        let scene = SizeScene()
        let offScreen = SizeProbeController("offscreen", log: scene.log)
        scene.root.addChild(offScreen)
        offScreen.didMove(toParent: scene.root)
        scene.host.resize(to: CGSize(width: 390, height: 700))
        #expect(scene.log.lines.contains { $0.hasPrefix("offscreen.viewWillTransition(390x700)") })
    }

    @Test("14.2 size(forChildContentContainer:) gives each child its size; a child already at that size is not told")
    func sizeForChild() {
        let scene = SizeScene()
        let a = scene.addChild("a")
        scene.root.childSize = { CGSize(width: $0.width / 2, height: $0.height) }
        a.view.autoresizingMask = []
        a.view.frame = CGRect(x: 0, y: 0, width: 195, height: 700)
        scene.host.resize(to: CGSize(width: 390, height: 700))
        #expect(scene.log.lines == ["root.viewWillTransition(390x700) bounds=390x844"], "a is already 195 × 700")
        scene.log.reset()
        scene.host.resize(to: CGSize(width: 300, height: 700))
        #expect(
            scene.log.lines == [
                "root.viewWillTransition(300x700) bounds=390x700",
                "a.viewWillTransition(150x700) bounds=195x700",
            ])
    }

    @Test("14.3 a container that overrides without super and does not forward: its children are never told")
    func overrideWithoutSuper() {
        let scene = SizeScene()
        _ = scene.addChild("a")
        scene.root.forwarding = .swallows
        scene.host.resize(to: CGSize(width: 390, height: 700))
        #expect(scene.log.lines == ["root.viewWillTransition(390x700) bounds=390x844"])
    }

    @Test("14.3 calling super and forwarding by hand delivers the call twice")
    func doubleForward() {
        let scene = SizeScene()
        _ = scene.addChild("a")
        scene.root.forwarding = .callsSuperAndForwards
        scene.host.resize(to: CGSize(width: 390, height: 700))
        #expect(
            scene.log.lines == [
                "root.viewWillTransition(390x700) bounds=390x844",
                "a.viewWillTransition(390x700) bounds=390x844",
                "a.viewWillTransition(390x700) bounds=390x844",
            ])
    }

    @Test(
        "14.2 a navigation controller's children follow the resize by layout: the visible child's view takes the new size"
    )
    func navigationChildFollows() {
        let log = SizeLog()
        let top = SizeProbeController("top", log: log)
        let nav = UINavigationController(rootViewController: top)
        let host = HeadlessHost(rootViewController: nav)
        host.runUntilIdle()
        log.reset()
        host.resize(to: CGSize(width: 844, height: 390))
        host.runUntilIdle()
        #expect(
            log.lines.contains("top.viewWillTransition(844x390) bounds=390x844"),
            "the size is the navigation controller's (14.2 default); the view extends under the translucent bar")
        #expect(top.view.bounds.width == 844, "the child's view follows the navigation controller's layout")
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A turn in flight when the page view controller leaves the screen ends at once (PortableUIKit's
/// choice; see `UIPageViewController+Interruption.swift`).
@MainActor
@Suite("§16.2 §16.4 turns interrupted by disappearance", .isolatedRuntime)
struct PageViewInterruptionTests {
    @Test(
        "16.2 an animated set in flight when the window hides completes at once with completion(false); the new page then disappears with the page view controller"
    )
    func animatedSetInterrupted() {
        let scene = PageScene()
        var completions: [Bool] = []
        scene.pvc.setViewControllers([scene["B"]], direction: .forward, animated: true) { completions.append($0) }
        scene.host.runTurn()
        scene.host.window.isHidden = true
        #expect(completions == [false])
        scene.host.runUntilIdle()
        #expect(scene.currentNames == ["B"])
        #expect(scene["B"].appearanceState == .disappeared && scene["A"].appearanceState == .disappeared)
        #expect(scene.childNames == ["B"])
        scene.host.window.isHidden = false
        scene.host.runUntilIdle()
        #expect(scene["B"].appearanceState == .appeared)
        #expect(scene["A"].appearanceState == .disappeared)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "16.4 a page curl dragged when the window hides is cancelled (completed false); the current page stays and reappears with the window"
    )
    func curlInterrupted() {
        let scene = PageScene(style: .pageCurl)
        scene.host.touchDown(at: CGPoint(x: 290, y: 240))
        scene.host.moveTouch(from: CGPoint(x: 290, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.3, steps: 10)
        scene.host.window.isHidden = true
        #expect(scene.lines.contains("delegate.didFinishAnimating(false, previous: A, completed: false)"))
        scene.host.touchUp(at: CGPoint(x: 150, y: 240))
        scene.host.runUntilIdle()
        scene.host.window.isHidden = false
        scene.host.runUntilIdle()
        #expect(scene.currentNames == ["A"])
        #expect(scene["A"].appearanceState == .appeared)
        #expect(scene["B"].appearanceState == .disappeared)
        #expect(CATransform3DIsIdentity(scene["A"].view.transform3D))
        // Positive control: the next swipe turns.
        scene.swipe(.forward)
        #expect(scene.currentNames == ["B"])
    }
}

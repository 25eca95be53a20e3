import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 5.6 and 16.5: interactive swipes of the scroll style, completed and cancelled, with the
/// delegate (16.4) and the data source (16.3) in the same trace.
@MainActor
@Suite("§5.6 §16.5 scroll-style swipes", .isolatedRuntime)
struct PageViewScrollSwipeTests {
    @Test(
        "5.6 16.5 a completed swipe: willTransitionTo, new will-appear, current will-disappear, new did-appear, current did-disappear, then didFinishAnimating"
    )
    func completedSwipe() {
        let scene = PageScene()
        scene.swipe(.forward)
        #expect(
            scene.lines == [
                "source.after(A) = B",
                "B.willMove(toParent: pvc)",
                "B.viewDidLoad",
                "delegate.willTransitionTo(B)",
                "B.viewWillAppear(true) movingToParent",
                "A.viewWillDisappear(true)",
                "B.viewIsAppearing(true) movingToParent",
                "B.viewDidAppear(true) movingToParent",
                "A.viewDidDisappear(true)",
                "B.didMove(toParent: pvc)",
                "delegate.didFinishAnimating(true, previous: A, completed: true)",
            ])
        #expect(scene.currentNames == ["B"])
        #expect(scene.childNames == ["A", "B"], "A stays as B's cached neighbour before")
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.6 16.5 a cancelled swipe: new will-appear, current will-disappear, current will-appear, current did-appear, new will-disappear, new did-disappear; the new page never gets viewDidAppear"
    )
    func cancelledSwipe() {
        let scene = PageScene()
        scene.abandonedSwipe(.forward)
        #expect(
            scene.appearanceLines == [
                "delegate.willTransitionTo(B)",
                "B.viewWillAppear(true) movingToParent",
                "A.viewWillDisappear(true)",
                "B.viewIsAppearing(true) movingToParent",
                "A.viewWillAppear(true)",
                "A.viewIsAppearing(true)",
                "A.viewDidAppear(true)",
                "B.viewWillDisappear(true) movingToParent",
                "B.viewDidDisappear(true) movingToParent",
                "delegate.didFinishAnimating(true, previous: A, completed: false)",
            ])
        #expect(!scene.recorder.callbacks(of: "B").contains { $0.hasPrefix("viewDidAppear") })
        #expect(scene.currentNames == ["A"], "16.4: a cancelled turn leaves viewControllers as it was")
        #expect(scene.pvc.children.contains(scene["B"]), "B stays cached as A's neighbour after")
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.6 a reverse swipe after a forward one turns back to A without asking the data source again (A is B's cached neighbour)"
    )
    func reverseSwipeUsesCache() {
        let scene = PageScene()
        scene.swipe(.forward)
        scene.reset()
        scene.swipe(.reverse)
        #expect(scene.currentNames == ["A"])
        #expect(!scene.lines.contains { $0.hasPrefix("source.before(B)") })
        #expect(scene.lines.contains("delegate.didFinishAnimating(true, previous: B, completed: true)"))
    }

    @Test(
        "16.3 at the first page a reverse swipe asks for the page before, gets nil, rubber-bands back, and sends no delegate call or appearance callback"
    )
    func swipePastTheFirstPage() {
        let scene = PageScene()
        scene.swipe(.reverse)
        #expect(scene.lines == ["source.before(A) = nil"])
        #expect(scene.currentNames == ["A"])
        // Positive control: the next swipe the other way does turn.
        scene.swipe(.forward)
        #expect(scene.currentNames == ["B"])
    }

    @Test("16.3 without a data source the scroll view does not scroll: a swipe changes nothing and asks nothing")
    func noDataSourceNoGestures() {
        let scene = PageScene(withSource: false)
        scene.swipe(.forward)
        #expect(scene.lines.isEmpty)
        #expect(scene.currentNames == ["A"])
        // Positive control: with the data source set, the same swipe turns.
        scene.pvc.dataSource = scene.source
        scene.swipe(.forward)
        #expect(scene.currentNames == ["B"])
    }

    @Test("16.1 the scroll style has no gestureRecognizers; spineLocation is .none")
    func scrollHasNoRecognizers() {
        let scene = PageScene()
        #expect(scene.pvc.gestureRecognizers.isEmpty)
        #expect(scene.pvc.spineLocation == .none)
        #expect(scene.pvc.transitionStyle == .scroll)
        #expect(scene.pvc.isDoubleSided == false)
        #expect(scene.pvc.shouldAutomaticallyForwardAppearanceMethods == false)
    }

    @Test(
        "16.4 willTransitionTo and the will-callbacks come at the start of the drag; during it viewControllers is still the current page and both pages are on screen"
    )
    func duringTheDrag() {
        let scene = PageScene()
        scene.host.touchDown(at: CGPoint(x: 250, y: 240))
        scene.host.moveTouch(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 200, y: 240), duration: 0.2, steps: 8)
        #expect(
            scene.appearanceLines.prefix(3) == [
                "delegate.willTransitionTo(B)", "B.viewWillAppear(true) movingToParent", "A.viewWillDisappear(true)",
            ])
        #expect(scene.currentNames == ["A"])
        #expect(scene["B"].view.window === scene.host.window)
        scene.host.touchUp(at: CGPoint(x: 200, y: 240))
        scene.host.runUntilIdle()
    }

    @Test(
        "16.5 a drag that crosses back over the current page cancels the first turn (completed false) and turns toward the other side (PortableUIKit's choice)"
    )
    func dragCrossesBack() {
        let scene = PageScene()
        scene.swipe(.forward)  // B current, A cached before it; C is asked when the drag heads for it
        scene.reset()
        let start = CGPoint(x: 160, y: 240)
        scene.host.touchDown(at: start)
        scene.host.moveTouch(from: start, to: CGPoint(x: 100, y: 240), duration: 0.3, steps: 10)
        scene.host.moveTouch(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 300, y: 240), duration: 0.2, steps: 10)
        scene.host.touchUp(at: CGPoint(x: 300, y: 240))
        scene.host.runUntilIdle()
        #expect(
            scene.appearanceLines == [
                "delegate.willTransitionTo(C)",
                "C.viewWillAppear(true) movingToParent",
                "B.viewWillDisappear(true)",
                "C.viewIsAppearing(true) movingToParent",
                "B.viewWillAppear(true)",
                "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)",
                "C.viewWillDisappear(true) movingToParent",
                "C.viewDidDisappear(true) movingToParent",
                "delegate.didFinishAnimating(true, previous: B, completed: false)",
                "delegate.willTransitionTo(A)",
                "A.viewWillAppear(true)",
                "B.viewWillDisappear(true)",
                "A.viewIsAppearing(true)",
                "A.viewDidAppear(true)",
                "B.viewDidDisappear(true)",
                "delegate.didFinishAnimating(true, previous: B, completed: true)",
            ])
        #expect(scene.currentNames == ["A"])
        #expect(scene.violations.isEmpty)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 16.2: `setViewControllers(_:direction:animated:completion:)` — appearance in the gesture
/// order of 5.6, did-callbacks at the end, no delegate calls, completion timing, containment.
@MainActor
@Suite("§16.2 setViewControllers", .isolatedRuntime)
struct PageViewProgrammaticSetTests {
    @Test(
        "16.2 non-animated set: viewControllers changes at once, will-callbacks and completion(true) before the call returns, did-callbacks at the end of the turn; no delegate calls"
    )
    func nonAnimatedSet() {
        let scene = PageScene()
        var completions: [Bool] = []
        var pagesInCompletion: [String] = []
        scene.pvc.setViewControllers([scene["C"]], direction: .forward, animated: false) {
            completions.append($0)
            pagesInCompletion = scene.currentNames
        }
        #expect(scene.currentNames == ["C"])
        #expect(completions == [true], "the completion ran before setViewControllers returned")
        #expect(pagesInCompletion == ["C"], "viewControllers is the new page inside the completion")
        #expect(
            scene.lines == [
                "C.willMove(toParent: pvc)",
                "C.viewDidLoad",
                "C.viewWillAppear(false) movingToParent",
                "A.viewWillDisappear(false)",
            ])
        scene.host.runTurn()
        #expect(completions == [true])
        scene.host.runUntilIdle()
        #expect(
            scene.lines == [
                "C.willMove(toParent: pvc)",
                "C.viewDidLoad",
                "C.viewWillAppear(false) movingToParent",
                "A.viewWillDisappear(false)",
                "C.viewIsAppearing(false) movingToParent",
                "C.viewDidAppear(false) movingToParent",
                "A.viewDidDisappear(false)",
                "A.willMove(toParent: nil)",
                "A.didMove(toParent: nil)",
                "C.didMove(toParent: pvc)",
            ])
        #expect(completions == [true], "exactly once")
        #expect(scene.childNames == ["C"])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "16.2 animated set (scroll): viewControllers is new from the start; did-callbacks and completion(true) when the scroll animation ends; no delegate calls"
    )
    func animatedScrollSet() {
        let scene = PageScene()
        var completions: [Bool] = []
        scene.pvc.setViewControllers([scene["C"]], direction: .forward, animated: true) { completions.append($0) }
        #expect(scene.currentNames == ["C"], "16.2 recommendation: the new array from the start")
        scene.host.runTurn()
        scene.host.runTurn()
        #expect(completions.isEmpty, "still animating")
        #expect(!scene.lines.contains { $0.contains("viewDidAppear") })
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(completions == [true])
        #expect(
            scene.appearanceLines == [
                "C.viewWillAppear(true) movingToParent",
                "A.viewWillDisappear(true)",
                "C.viewIsAppearing(true) movingToParent",
                "C.viewDidAppear(true) movingToParent",
                "A.viewDidDisappear(true)",
            ])
        #expect(!scene.lines.contains { $0.hasPrefix("delegate.") }, "16.2: programmatic sets never reach the delegate")
        #expect(scene.childNames == ["C"])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "16.2 an animated reverse set on the first page animates whatever the data source says: one completion(true), one child, later sets accepted"
    )
    func animatedReverseSetOnFirstPage() {
        let scene = PageScene()
        var completions: [Bool] = []
        scene.pvc.setViewControllers([scene["D"]], direction: .reverse, animated: true) { completions.append($0) }
        #expect(scene.currentNames == ["D"])
        scene.host.runTurn()
        #expect(completions.isEmpty, "still animating")
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(completions == [true])
        #expect(scene.childNames == ["D"])
        #expect(
            scene.appearanceLines == [
                "D.viewWillAppear(true) movingToParent",
                "A.viewWillDisappear(true)",
                "D.viewIsAppearing(true) movingToParent",
                "D.viewDidAppear(true) movingToParent",
                "A.viewDidDisappear(true)",
            ])
        let restingX = scene.pvc.view.subviews.compactMap { $0 as? UIScrollView }.first?.contentOffset.x
        #expect(scene["D"].view.frame.minX == restingX, "D rests in the visible slot")
        #expect(scene.violations.isEmpty)
        // A later set is accepted, forward and reverse.
        scene.pvc.setViewControllers([scene["B"]], direction: .reverse, animated: true) { completions.append($0) }
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(completions == [true, true])
        #expect(scene.currentNames == ["B"] && scene.childNames == ["B"])
    }

    @Test(
        "16.7 after an animated set, a reverse swipe asks the data source (UIKit's stale cache would show A again without asking)"
    )
    func noStaleCacheAfterAnimatedSet() {
        let scene = PageScene()
        scene.swipe(.forward)  // A → B: A is cached before B
        scene.pvc.setViewControllers([scene["D"]], direction: .forward, animated: true)
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        scene.reset()
        scene.swipe(.reverse)
        #expect(scene.lines.first == "source.before(D) = C")
        #expect(scene.currentNames == ["C"], "UIKit's bug would turn back to the page shown before the jump")
    }

    @Test(
        "5.6 a set while an animated set is in flight is refused (UIKit logs Unbalanced calls); the first completes normally"
    )
    func setDuringAnimatedSetRefused() {
        let scene = PageScene()
        var first: [Bool] = [], second: [Bool] = []
        scene.pvc.setViewControllers([scene["B"]], direction: .forward, animated: true) { first.append($0) }
        scene.host.runTurn()
        expectDiagnostic(.invalidPageViewControllerUse) {
            scene.pvc.setViewControllers([scene["C"]], direction: .forward, animated: true) { second.append($0) }
        }
        #expect(scene.currentNames == ["B"])
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(first == [true])
        #expect(second.isEmpty, "a refused set never calls its completion")
        #expect(scene.childNames == ["B"])
        // Positive control: once settled, the same set is accepted.
        scene.pvc.setViewControllers([scene["C"]], direction: .forward, animated: true) { second.append($0) }
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(second == [true])
        #expect(scene.currentNames == ["C"])
    }

    @Test(
        "16.2 the scroll style takes exactly one view controller: empty, nil and two-element arrays are refused, nothing changes"
    )
    func wrongCountsRefused() {
        let scene = PageScene()
        for controllers in [[], [scene["B"], scene["C"]]] as [[UIViewController]] {
            expectDiagnostic(.invalidPageViewControllerUse) {
                scene.pvc.setViewControllers(controllers, direction: .forward, animated: false) { _ in
                    Issue.record("no completion for a refused set")
                }
            }
        }
        expectDiagnostic(.invalidPageViewControllerUse) {
            scene.pvc.setViewControllers(nil, direction: .forward, animated: true)
        }
        scene.host.runUntilIdle()
        #expect(scene.currentNames == ["A"])
        #expect(scene.lines.isEmpty)
    }

    @Test("16.2 a controller that is a child of another controller is refused as a page; it keeps its parent")
    func foreignChildRefused() {
        let scene = PageScene()
        let other = UIViewController(), child = UIViewController()
        other.addChild(child)
        expectDiagnostic(.invalidPageViewControllerUse) {
            scene.pvc.setViewControllers([child], direction: .forward, animated: false)
        }
        #expect(child.parent === other)
        #expect(scene.currentNames == ["A"])
    }

    @Test(
        "16.2 setting the current page again changes nothing visible but flushes the cache (the documented 16.7 workaround is harmless)"
    )
    func setSamePage() {
        let scene = PageScene()
        scene.swipe(.forward)
        scene.reset()
        var completions: [Bool] = []
        scene.pvc.setViewControllers([scene["B"]], direction: .forward, animated: true) { completions.append($0) }
        scene.host.runUntilIdle()
        #expect(completions == [true])
        #expect(scene.appearanceLines.isEmpty)
        scene.swipe(.reverse)
        #expect(scene.lines.contains("source.before(B) = A"), "the cache was flushed")
    }

    @Test(
        "16.2 a set while the page view controller is off screen sends no appearance callbacks; the page appears with it"
    )
    func setOffScreen() {
        let scene = PageScene()
        scene.host.window.rootViewController = nil
        scene.host.runUntilIdle()
        scene.reset()
        scene.pvc.setViewControllers([scene["B"]], direction: .forward, animated: true)
        scene.host.runUntilIdle()
        #expect(scene.appearanceLines.isEmpty)
        scene.host.window.rootViewController = scene.pvc
        scene.host.runUntilIdle()
        #expect(
            scene.recorder.callbacks(of: "B").filter { $0.hasPrefix("view") && !$0.hasPrefix("viewDidLoad") } == [
                "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
    }
}

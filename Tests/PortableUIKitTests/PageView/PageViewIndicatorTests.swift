import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 16.3: the page indicator and when the presentation questions are asked.
@MainActor
@Suite("§16.3 page indicator", .isolatedRuntime)
struct PageViewIndicatorTests {
    func indicator(_ scene: PageScene) -> UIPageControl? {
        scene.pvc.view.subviews.compactMap { $0 as? UIPageControl }.first
    }

    @Test(
        "16.3 both presentation methods implemented, scroll, horizontal: a UIPageControl at the bottom with the answers; asked after setViewControllers only, never after a swipe"
    )
    func askedAfterSetOnly() {
        let scene = PageScene(presenting: true)
        scene.host.runUntilIdle()
        let control = indicator(scene)
        #expect(control?.numberOfPages == 5)
        #expect(control?.currentPage == 0)
        #expect(control.map { $0.frame.maxY } == 480)
        scene.swipe(.forward)
        #expect(
            !scene.lines.contains { $0.hasPrefix("source.presentation") }, "16.3: not asked after gesture navigation")
        #expect(control?.currentPage == 1, "the index updates itself")
        (scene.source as? PresentingPageSource)?.index = 3
        scene.pvc.setViewControllers([scene["D"]], direction: .forward, animated: false)
        #expect(
            scene.lines.filter { $0.hasPrefix("source.presentation") } == [
                "source.presentationCount = 5", "source.presentationIndex = 3",
            ])
        scene.host.runUntilIdle()
        #expect(control?.currentPage == 3)
    }

    @Test("16.3 a data source without the presentation methods, or page curl, or vertical: no page indicator")
    func noIndicator() {
        #expect(indicator(PageScene()) == nil)
        #expect(indicator(PageScene(style: .pageCurl, presenting: true)) == nil)
        #expect(indicator(PageScene(orientation: .vertical, presenting: true)) == nil)
        // Positive control: the presenting source in the horizontal scroll style shows one.
        #expect(indicator(PageScene(presenting: true)) != nil)
    }
}

/// Manual appearance forwarding of the page view controller (16.1): its own appearance reaches
/// the current page once, and the cached neighbours never appear.
@MainActor
@Suite("§16.1 page view controller appearance forwarding", .isolatedRuntime)
struct PageViewForwardingTests {
    @Test(
        "16.1 when the page view controller disappears and reappears, only the current page follows; cached neighbours (children) get nothing"
    )
    func forwardsToCurrentOnly() {
        let scene = PageScene()
        scene.swipe(.forward)  // B current, A cached
        scene.swipe(.reverse)  // A current, B cached
        #expect(scene.pvc.children.count == 2)
        scene.reset()
        scene.host.window.isHidden = true
        scene.host.runUntilIdle()
        scene.host.window.isHidden = false
        scene.host.runUntilIdle()
        #expect(scene.recorder.callbacks(of: "B").isEmpty, "the cached neighbour is off screen")
        #expect(
            scene.recorder.callbacks(of: "A") == [
                "viewWillDisappear(false)", "viewDidDisappear(false)",
                "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.6 the first appearance: setViewControllers before the page view controller is shown, the page appears with it"
    )
    func firstAppearance() {
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let page = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(pvc, as: "pvc")
        recorder.watch(page, as: "P")
        pvc.setViewControllers([page], direction: .forward, animated: false)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: pvc)
        host.runUntilIdle()
        let appearance = recorder.callbacks(of: "P").filter {
            $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") && !$0.hasPrefix("viewDidLoad")
        }
        #expect(appearance.filter { $0.hasPrefix("viewWillAppear") }.count == 1)
        #expect(appearance.filter { $0.hasPrefix("viewDidAppear") }.count == 1)
        #expect(appearance.first?.hasPrefix("viewWillAppear(false)") == true)
        #expect(page.appearanceState == .appeared)
        #expect(page.parent === pvc)
        #expect(page.view.superview != nil && page.view.window === host.window)
    }
}

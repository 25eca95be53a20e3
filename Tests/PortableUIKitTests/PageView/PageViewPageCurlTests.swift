import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 5.6 and 16.1: the page-curl style — configuration, the page-curl trace, the pan and
/// tap recognizers, cancel, and the page-turn geometry.
@MainActor
@Suite("§5.6 §16.1 page curl", .isolatedRuntime)
struct PageViewPageCurlTests {
    @Test(
        "16.1 page curl defaults: spine .min, single-sided, a pan and a tap in gestureRecognizers on the page view controller's view"
    )
    func configuration() {
        let scene = PageScene(style: .pageCurl)
        #expect(scene.pvc.spineLocation == .min)
        #expect(scene.pvc.isDoubleSided == false)
        let recognizers = scene.pvc.gestureRecognizers
        #expect(recognizers.count == 2)
        #expect(recognizers.contains { $0 is UIPanGestureRecognizer })
        #expect(recognizers.contains { $0 is UITapGestureRecognizer })
        #expect(recognizers.allSatisfy { $0.view === scene.pvc.view })
    }

    @Test(
        "5.6 page curl by pan: new will-appear, current will-disappear, current did-disappear, new did-appear; delegate around it"
    )
    func curlTrace() {
        let scene = PageScene(style: .pageCurl)
        scene.swipe(.forward)
        #expect(
            scene.appearanceLines == [
                "delegate.willTransitionTo(B)",
                "B.viewWillAppear(true) movingToParent",
                "A.viewWillDisappear(true)",
                "B.viewIsAppearing(true) movingToParent",
                "A.viewDidDisappear(true)",
                "B.viewDidAppear(true) movingToParent",
                "delegate.didFinishAnimating(true, previous: A, completed: true)",
            ])
        #expect(scene.currentNames == ["B"])
        #expect(scene["B"].view.superview === scene.pvc.view)
        #expect(scene["A"].view.superview == nil, "the turned page leaves the screen")
        #expect(CATransform3DIsIdentity(scene["A"].view.transform3D), "the turned page is flat again")
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "5.6 page curl cancelled by a short slow pan: the turn runs back; current will/did-appear, new will/did-disappear; completed false"
    )
    func curlCancel() {
        let scene = PageScene(style: .pageCurl)
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
        #expect(scene.currentNames == ["A"])
    }

    @Test(
        "16.1 during a forward pan the current page rotates about the spine with a shadow, the new page lying under it")
    func curlScrubs() {
        let scene = PageScene(style: .pageCurl)
        scene.host.touchDown(at: CGPoint(x: 290, y: 240))
        scene.host.moveTouch(from: CGPoint(x: 290, y: 240), to: CGPoint(x: 130, y: 240), duration: 0.5, steps: 20)
        let a = scene["A"].view!, b = scene["B"].view!
        #expect(b.superview === scene.pvc.view)
        let subviews = scene.pvc.view.subviews
        #expect(subviews.firstIndex(of: b)! < subviews.firstIndex(of: a)!, "B lies under the turning page")
        let shown = a.layer.presentation()!
        #expect(!CATransform3DIsIdentity(shown.transform), "A is lifted")
        #expect(a.layer.shadowOpacity > 0)
        scene.host.touchUp(at: CGPoint(x: 130, y: 240))
        scene.host.runUntilIdle()
    }

    @Test("16.1 a tap in the right fifth turns forward, in the left fifth back; a tap in the middle does nothing")
    func tapZones() {
        let scene = PageScene(style: .pageCurl)
        scene.host.tap(at: CGPoint(x: 160, y: 240))
        scene.host.runUntilIdle()
        #expect(scene.currentNames == ["A"])
        #expect(scene.lines.isEmpty)
        scene.host.tap(at: CGPoint(x: 300, y: 240))
        scene.host.runUntilIdle()
        #expect(scene.currentNames == ["B"])
        scene.host.tap(at: CGPoint(x: 20, y: 240))
        scene.host.runUntilIdle()
        #expect(scene.currentNames == ["A"])
    }

    @Test("16.3 page curl without a data source: both recognizers are disabled and a pan does nothing")
    func noDataSource() {
        let scene = PageScene(style: .pageCurl, withSource: false)
        #expect(scene.pvc.gestureRecognizers.allSatisfy { !$0.isEnabled })
        scene.swipe(.forward)
        #expect(scene.currentNames == ["A"])
        scene.pvc.dataSource = scene.source
        #expect(scene.pvc.gestureRecognizers.allSatisfy { $0.isEnabled })
    }

    @Test(
        "16.2 animated set (page curl): the page-curl order, did-callbacks at the end of the turn animation, no delegate calls"
    )
    func animatedCurlSet() {
        let scene = PageScene(style: .pageCurl)
        var completions: [Bool] = []
        scene.pvc.setViewControllers([scene["C"]], direction: .forward, animated: true) { completions.append($0) }
        scene.host.advance(by: PageCurlGeometry.duration / 2)
        #expect(completions.isEmpty)
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(completions == [true])
        #expect(
            scene.appearanceLines == [
                "C.viewWillAppear(true) movingToParent",
                "A.viewWillDisappear(true)",
                "C.viewIsAppearing(true) movingToParent",
                "A.viewDidDisappear(true)",
                "C.viewDidAppear(true) movingToParent",
            ])
    }

    @Test(
        "16.1 the .mid spine takes isDoubleSided true (setting false is refused); PortableUIKit refuses its sets (single-sided pages only)"
    )
    func midSpineRefused() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let pvc = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(pvc.spineLocation == .mid)
        #expect(pvc.isDoubleSided)
        expectDiagnostic(.invalidPageViewControllerUse) { pvc.isDoubleSided = false }
        #expect(pvc.isDoubleSided)
        expectDiagnostic(.invalidPageViewControllerUse) {
            pvc.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
        }
        #expect(pvc.viewControllers?.isEmpty == true)
        // Positive control: the .max spine is accepted and shows one page.
        let max = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)])
        #expect(max.spineLocation == .max)
        max.setViewControllers([UIViewController()], direction: .forward, animated: false)
        #expect(max.viewControllers?.count == 1)
        host.runUntilIdle()
    }
}

/// The page-turn geometry, without views.
@MainActor
@Suite("§16.1 page-turn geometry", .isolatedRuntime)
struct PageCurlGeometryTests {
    /// Where `point` (relative to the page centre, z = 0) lands, after the perspective divide.
    func project(_ point: CGPoint, _ t: CATransform3D) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let x = point.x * t.m11 + point.y * t.m21 + t.m41
        let y = point.x * t.m12 + point.y * t.m22 + t.m42
        let z = point.x * t.m13 + point.y * t.m23 + t.m43
        let w = point.x * t.m14 + point.y * t.m24 + t.m44
        return (x / w, y / w, z / w)
    }

    @Test(
        "16.1 the spine edge stays put and the free edge comes toward the viewer and in toward the spine; lift 0 is flat"
    )
    func hingesOnTheSpine() {
        let size = CGSize(width: 320, height: 480)
        let lifted = PageCurlGeometry.transform(lift: .pi / 4, size: size, spine: .min, orientation: .horizontal)
        let spine = project(CGPoint(x: -160, y: 100), lifted)
        #expect(abs(spine.x + 160) < 1e-9 && abs(spine.y - 100) < 1e-9)
        let free = project(CGPoint(x: 160, y: 0), lifted)
        #expect(free.z > 0, "toward the viewer")
        #expect(free.x < 160)
        let flat = PageCurlGeometry.transform(lift: 0, size: size, spine: .min, orientation: .horizontal)
        let corner = project(CGPoint(x: 160, y: 240), flat)
        #expect(abs(corner.x - 160) < 1e-9 && abs(corner.y - 240) < 1e-9)
        // The .max spine hinges on the right edge; vertical on the top edge.
        let right = PageCurlGeometry.transform(lift: .pi / 4, size: size, spine: .max, orientation: .horizontal)
        #expect(abs(project(CGPoint(x: 160, y: 0), right).x - 160) < 1e-9)
        #expect(project(CGPoint(x: -160, y: 0), right).z > 0)
        let top = PageCurlGeometry.transform(lift: .pi / 4, size: size, spine: .min, orientation: .vertical)
        #expect(abs(project(CGPoint(x: 50, y: -240), top).y + 240) < 1e-9)
        #expect(project(CGPoint(x: 0, y: 240), top).z > 0)
    }
}

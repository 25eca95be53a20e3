import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 16.6 and 16.1: spacing outside pages, page bounds, safe area during a scroll, vertical
/// orientation, options.
@MainActor
@Suite("§16.6 scroll-style geometry", .isolatedRuntime)
struct PageViewGeometryTests {
    /// The page's frame in the page view controller's view, as drawn now.
    func shownFrame(_ page: UIViewController, in scene: PageScene) -> CGRect {
        scene.pvc.view.convert(page.view.bounds, from: page.view)
    }

    @Test(
        "16.6 with interPageSpacing 12 each page keeps the page view controller's bounds and the gap lies between pages, outside each"
    )
    func spacingOutsidePages() {
        let scene = PageScene(options: [.interPageSpacing: NSNumber(value: 12)])
        let width = scene.pvc.view.bounds.width
        #expect(scene["A"].view.bounds.size == scene.pvc.view.bounds.size)
        #expect(shownFrame(scene["A"], in: scene) == scene.pvc.view.bounds)
        scene.host.touchDown(at: CGPoint(x: 250, y: 240))
        scene.host.moveTouch(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.3, steps: 10)
        let a = shownFrame(scene["A"], in: scene), b = shownFrame(scene["B"], in: scene)
        #expect(b.size == scene.pvc.view.bounds.size)
        #expect(abs(b.minX - a.maxX - 12) < 1e-6, "a 12 pt gap between A's right edge and B's left edge")
        #expect(abs(a.minX + 100 - UIPanGestureRecognizer.hysteresis) < 1, "A follows the finger: \(a.minX)")
        scene.host.touchUp(at: CGPoint(x: 150, y: 240))
        scene.host.runUntilIdle()
        #expect(scene.currentNames == ["A"] || scene.currentNames == ["B"])
        // At rest the shown page fills the view exactly: paging stops on page + spacing.
        let shown = scene.pvc.viewControllers!.first!
        #expect(shownFrame(shown, in: scene) == CGRect(x: 0, y: 0, width: width, height: 480))
        // Positive control: without the option the pages touch.
        let plain = PageScene()
        plain.host.touchDown(at: CGPoint(x: 250, y: 240))
        plain.host.moveTouch(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.3, steps: 10)
        #expect(abs(shownFrame(plain["B"], in: plain).minX - shownFrame(plain["A"], in: plain).maxX) < 1e-6)
        plain.host.touchUp(at: CGPoint(x: 150, y: 240))
        plain.host.runUntilIdle()
    }

    @Test(
        "16.6 the incoming page's safe area is right while it slides in (the window's top inset, no inset for the part still off screen), not only after"
    )
    func safeAreaDuringScroll() {
        let scene = PageScene(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        scene.host.touchDown(at: CGPoint(x: 250, y: 240))
        scene.host.moveTouch(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.3, steps: 10)
        #expect(scene["B"].view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        #expect(scene["A"].view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        scene.host.touchUp(at: CGPoint(x: 150, y: 240))
        scene.host.runUntilIdle()
        // Positive control: a plain view placed the same way in a plain scroll view sees its
        // hidden part as unsafe — the page view controller's scroll view is what keeps it right.
        let scroll = UIScrollView(frame: scene.pvc.view.bounds)
        let probe = UIView(frame: CGRect(x: 220, y: 0, width: 320, height: 480))
        scroll.addSubview(probe)
        scene.pvc.view.addSubview(scroll)
        #expect(probe.safeAreaInsets.right > 0)
        scroll.removeFromSuperview()
    }

    @Test(
        "16.1 vertical orientation: an upward swipe turns forward, pages stack top to bottom with the spacing between them"
    )
    func verticalOrientation() {
        let scene = PageScene(orientation: .vertical, options: [.interPageSpacing: 10])
        scene.host.touchDown(at: CGPoint(x: 160, y: 400))
        scene.host.moveTouch(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.3, steps: 10)
        let a = shownFrame(scene["A"], in: scene), b = shownFrame(scene["B"], in: scene)
        #expect(abs(b.minY - a.maxY - 10) < 1e-6)
        #expect(a.minX == 0 && b.minX == 0)
        scene.host.touchUp(at: CGPoint(x: 160, y: 300))
        scene.host.runUntilIdle()
        scene.host.drag(from: CGPoint(x: 160, y: 440), to: CGPoint(x: 160, y: 60), duration: 0.2, steps: 12)
        scene.host.runUntilIdle()
        #expect(scene.currentNames == ["B"] || scene.currentNames == ["C"])
        #expect(scene.pvc.navigationOrientation == .vertical)
    }

    @Test(
        "16.1 interPageSpacing that is NaN, infinite, negative or no number is refused with a diagnostic and 0 is used")
    func badSpacingOption() {
        for value in [CGFloat.nan, .infinity, -4] as [CGFloat] {
            let pvc = expectDiagnostic(.invalidPageViewControllerUse) {
                UIPageViewController(
                    transitionStyle: .scroll, navigationOrientation: .horizontal,
                    options: [.interPageSpacing: NSNumber(value: Double(value))])
            }
            #expect(pvc.interPageSpacing == 0)
        }
        let text = expectDiagnostic(.invalidPageViewControllerUse) {
            UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: "8"])
        }
        #expect(text.interPageSpacing == 0)
        // Positive control: a CGFloat in an NSNumber is read without a diagnostic.
        let good = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [.interPageSpacing: NSNumber(value: 8.5)])
        #expect(good.interPageSpacing == 8.5)
        // The spine option is ignored for the scroll style, the spacing for page curl.
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.interPageSpacing: NSNumber(value: 8)])
        #expect(curl.interPageSpacing == 0)
    }
}

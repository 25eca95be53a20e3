#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// The page view controller under hostile input: wrong numbers of pages, no data source, data
/// sources that answer with the current page or with a controller owned elsewhere, a NaN
/// spacing option, sets during an animated turn, NaN touches during a swipe or curl. Each misuse
/// is refused with `invalidPageViewControllerUse` (or tolerated) and the page view controller
/// still turns pages afterwards.
extension HostileCatalog {
    static let pageView: [HostileCase] = pageViewMisuseCases + pageViewSourceCases + pageViewTouchCases

    /// A data source over a fixed list; `answer` may override the answers.
    @MainActor
    final class HostilePageSource: NSObject, UIPageViewControllerDataSource {
        var pages: [UIViewController]
        var answer: ((UIViewController, Bool) -> UIViewController?)?

        init(pages: [UIViewController]) { self.pages = pages }

        private func neighbour(of page: UIViewController, after: Bool) -> UIViewController? {
            if let answer { return answer(page, after) }
            guard let index = pages.firstIndex(of: page) else { return nil }
            let target = after ? index + 1 : index - 1
            return pages.indices.contains(target) ? pages[target] : nil
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            neighbour(of: viewController, after: false)
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            neighbour(of: viewController, after: true)
        }
    }

    /// A shown page view controller of `style` on page 0 of four pages, with a data source.
    @MainActor
    static func pageWorld(
        _ world: HostileWorld, style: UIPageViewController.TransitionStyle = .scroll,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) -> (UIPageViewController, HostilePageSource) {
        let pvc = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        let source = HostilePageSource(pages: (0..<4).map { _ in UIViewController() })
        world.keep(source)
        pvc.dataSource = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        world.show(pvc)
        return (pvc, source)
    }

    /// After the hostile input: an animated set lands, a swipe turns a page (unless `swipes` is
    /// false: a swipe cannot cross a gap of 1e300 points), nothing is left turning.
    @MainActor
    static func checkPagesStillTurn(
        _ pvc: UIPageViewController, _ source: HostilePageSource, in world: HostileWorld, swipes: Bool = true
    ) {
        source.answer = nil
        world.host.advance(by: 1)
        world.host.runUntilIdle()
        var finished = false
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: true) { finished = $0 }
        world.host.advance(by: 1)
        world.host.runUntilIdle()
        world.check(finished, "an animated set after the hostile input completed")
        world.check(pvc.viewControllers?.first === source.pages[1], "the set landed on page 1")
        world.check(source.pages[1].view.window === world.window, "page 1 is on screen")
        guard swipes else { return }
        world.host.drag(from: CGPoint(x: 370, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.2, steps: 12)
        world.host.advance(by: 1)
        world.host.runUntilIdle()
        world.check(
            pvc.viewControllers?.first === source.pages[2],
            "a swipe turned to page 2 (now \(String(describing: pvc.viewControllers)))")
        world.check(source.pages[2].view.window === world.window, "page 2 is on screen")
    }

    static let pageViewMisuseCases: [HostileCase] = [
        HostileCase("pageview/set-empty-array", HostileCase.diagnosed(.invalidPageViewControllerUse)) { world in
            let (pvc, source) = pageWorld(world)
            pvc.setViewControllers([], direction: .forward, animated: true)
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/set-nil", HostileCase.diagnosed(.invalidPageViewControllerUse)) { world in
            let (pvc, source) = pageWorld(world)
            pvc.setViewControllers(nil, direction: .reverse, animated: false)
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/set-two-pages-scroll", HostileCase.diagnosed(.invalidPageViewControllerUse)) { world in
            let (pvc, source) = pageWorld(world)
            pvc.setViewControllers([source.pages[1], source.pages[2]], direction: .forward, animated: true)
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase(
            "pageview/set-the-page-view-controller-itself", HostileCase.diagnosed(.invalidPageViewControllerUse)
        ) { world in
            let (pvc, source) = pageWorld(world)
            pvc.setViewControllers([pvc], direction: .forward, animated: true)
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/set-during-animated-set", HostileCase.diagnosed(.invalidPageViewControllerUse)) { world in
            let (pvc, source) = pageWorld(world)
            pvc.setViewControllers([source.pages[3]], direction: .forward, animated: true)
            world.host.advance(by: 0.05)
            pvc.setViewControllers([source.pages[2]], direction: .reverse, animated: true)
            pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: false)
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/set-during-swipe", HostileCase.diagnosed(.invalidPageViewControllerUse)) { world in
            let (pvc, source) = pageWorld(world)
            world.host.touchDown(at: CGPoint(x: 300, y: 400))
            world.host.moveTouch(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 6)
            pvc.setViewControllers([source.pages[3]], direction: .forward, animated: false)
            world.host.touchUp(at: CGPoint(x: 200, y: 400))
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/set-storm-non-animated", .tolerated) { world in
            let (pvc, source) = pageWorld(world)
            for index in 0..<20 {
                pvc.setViewControllers([source.pages[index % 4]], direction: .forward, animated: false)
            }
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/spacing-nan", HostileCase.diagnosed(.invalidPageViewControllerUse)) { world in
            let (pvc, source) = pageWorld(world, options: [.interPageSpacing: NSNumber(value: Double.nan)])
            world.check(pvc.view.subviews.allSatisfy { $0.frame.width.isFinite }, "no NaN frames")
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/spacing-huge", .tolerated) { world in
            let (pvc, source) = pageWorld(world, options: [.interPageSpacing: NSNumber(value: 1e300)])
            world.host.drag(from: CGPoint(x: 370, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.2, steps: 12)
            world.host.runUntilIdle()
            world.check(
                pvc.viewControllers?.first === source.pages[0], "a swipe cannot cross the gap: the turn is cancelled")
            checkPagesStillTurn(pvc, source, in: world, swipes: false)
        },
        HostileCase("pageview/spine-garbage", HostileCase.diagnosed(.invalidPageViewControllerUse)) { world in
            let (pvc, source) = pageWorld(world, style: .pageCurl, options: [.spineLocation: NSNumber(value: 42)])
            world.check(pvc.spineLocation == .min, "a garbage spine reads as .min")
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/curl-mid-spine-refused", HostileCase.diagnosed(.invalidPageViewControllerUse)) { world in
            let pvc = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: NSNumber(value: 2)])
            pvc.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
            world.show(pvc)
            world.check(pvc.viewControllers?.isEmpty == true, "nothing shown")
        },
        HostileCase("pageview/window-hidden-mid-swipe", .tolerated) { world in
            let (pvc, source) = pageWorld(world)
            world.host.touchDown(at: CGPoint(x: 300, y: 400))
            world.host.moveTouch(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.1, steps: 6)
            world.window.isHidden = true
            world.host.touchUp(at: CGPoint(x: 100, y: 400))
            world.host.runUntilIdle()
            world.window.isHidden = false
            world.host.runUntilIdle()
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/window-hidden-mid-curl", .tolerated) { world in
            let (pvc, source) = pageWorld(world, style: .pageCurl)
            pvc.setViewControllers([source.pages[2]], direction: .forward, animated: true)
            world.host.advance(by: 0.1)
            world.window.isHidden = true
            world.host.runUntilIdle()
            world.window.isHidden = false
            world.host.runUntilIdle()
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/no-data-source-swipe", .tolerated) { world in
            let (pvc, source) = pageWorld(world)
            pvc.dataSource = nil
            world.host.drag(from: CGPoint(x: 370, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.2, steps: 12)
            world.host.runUntilIdle()
            world.check(pvc.viewControllers?.first === source.pages[0], "without a data source nothing turns")
            pvc.dataSource = source
            checkPagesStillTurn(pvc, source, in: world)
        },
    ]

    static let pageViewSourceCases: [HostileCase] = [
        HostileCase("pageview/source-returns-current-page", HostileCase.diagnosed(.invalidPageViewControllerUse)) {
            world in
            let (pvc, source) = pageWorld(world)
            source.answer = { page, _ in page }
            world.host.drag(from: CGPoint(x: 370, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.2, steps: 12)
            world.host.runUntilIdle()
            world.check(pvc.viewControllers?.first === source.pages[0], "no turn to the current page itself")
            pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase("pageview/source-returns-child-elsewhere", HostileCase.diagnosed(.invalidPageViewControllerUse)) {
            world in
            let (pvc, source) = pageWorld(world)
            let other = UIViewController(), foreign = UIViewController()
            other.addChild(foreign)
            world.keep(other)
            source.answer = { _, _ in foreign }
            world.host.drag(from: CGPoint(x: 370, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.2, steps: 12)
            world.host.runUntilIdle()
            world.check(foreign.parent === other, "the foreign child keeps its parent")
            pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            checkPagesStillTurn(pvc, source, in: world)
        },
        HostileCase(
            "pageview/source-returns-page-view-controller", HostileCase.diagnosed(.invalidPageViewControllerUse)
        ) { world in
            let (pvc, source) = pageWorld(world, style: .pageCurl)
            source.answer = { _, _ in pvc }
            world.host.drag(from: CGPoint(x: 370, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.2, steps: 12)
            world.host.runUntilIdle()
            pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            checkPagesStillTurn(pvc, source, in: world)
        },
    ]

    static let pageViewTouchCases: [HostileCase] = [UIPageViewController.TransitionStyle.scroll, .pageCurl].flatMap {
        style in
        hostileCoordinates.map { label, value in
            HostileCase("pageview/\(style == .scroll ? "swipe" : "curl")-move-\(label)", .tolerated) { world in
                let (pvc, source) = pageWorld(world, style: style)
                world.stroke(
                    CGPoint(x: 300, y: 400), CGPoint(x: 250, y: 400), CGPoint(x: value, y: 400),
                    CGPoint(x: 100, y: value))
                checkPagesStillTurn(pvc, source, in: world)
            }
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// PagingController under hostile input: spacing and motion settings that are not numbers,
/// indexes out of range, edits out of range, and data sources that return the pager itself, a
/// controller twice, or a negative count. Each is refused with `invalidContainerUse` (or
/// tolerated as UIPageViewController tolerates it) and the pager still selects afterwards.
extension HostileCatalog {
    static let paging: [HostileCase] = pagingSettingCases + pagingIndexCases + pagingDataSourceCases

    /// A data source whose answers a case decides.
    @MainActor
    final class HostilePages: PagingControllerDataSource {
        var count: Int
        var make: (PagingController, Int) -> UIViewController?
        init(count: Int, make: @escaping (PagingController, Int) -> UIViewController?) {
            self.count = count
            self.make = make
        }
        func numberOfPages(in pagingController: PagingController) -> Int { count }
        func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int)
            -> UIViewController?
        {
            make(pagingController, index)
        }
    }

    @MainActor
    static func pagingWorld(_ world: HostileWorld, count: Int = 4) -> PagingController {
        let pager = PagingController()
        pager.viewControllers = (0..<count).map { _ in UIViewController() }
        world.show(pager)
        return pager
    }

    /// After the hostile input: the pager settles, an animated selection lands, positions are finite.
    @MainActor
    static func checkPagerStillWorks(_ pager: PagingController, in world: HostileWorld) {
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        let count =
            pager.viewControllers.isEmpty
            ? (pager.dataSource?.numberOfPages(in: pager) ?? 0) : pager.viewControllers.count
        guard count > 1 else { return }
        let target = pager.selectedIndex == 1 ? 0 : 1
        var landed: Bool?
        pager.select(pageAt: target, animated: true) { landed = $0 }
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        world.check(
            landed == true && pager.selectedIndex == target,
            "a later selection landed (\(String(describing: landed)), \(pager.selectedIndex))")
        world.check(pager.pagePosition.isFinite, "the page position is finite (\(pager.pagePosition))")
    }

    static let hostileNumbers: [(String, CGFloat)] = [
        ("nan", .nan), ("inf", .infinity), ("minus-inf", -.infinity), ("negative", -3), ("huge", 1e300), ("zero", 0),
    ]

    static let pagingSettingCases: [HostileCase] = hostileNumbers.flatMap { label, value in
        [
            HostileCase(
                "paging/inter-page-spacing-\(label)",
                value < 0 || !value.isFinite ? HostileCase.diagnosed(.invalidContainerUse) : .tolerated
            ) { world in
                let pager = pagingWorld(world)
                pager.interPageSpacing = value
                checkPagerStillWorks(pager, in: world)
            },
            HostileCase(
                "paging/spring-damping-\(label)",
                value > 0 && value <= 1 ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let pager = pagingWorld(world)
                pager.springDamping = value
                checkPagerStillWorks(pager, in: world)
            },
            HostileCase(
                "paging/initial-spring-velocity-\(label)",
                value.isFinite ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let pager = pagingWorld(world)
                pager.initialSpringVelocity = value
                checkPagerStillWorks(pager, in: world)
            },
            HostileCase(
                "paging/selection-animation-duration-\(label)",
                value >= 0 && value <= 60 ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let pager = pagingWorld(world)
                pager.selectionAnimationDuration = TimeInterval(value)
                checkPagerStillWorks(pager, in: world)
            },
            HostileCase("paging/drag-touch-\(label)", .tolerated) { world in
                let pager = pagingWorld(world)
                world.stroke(
                    CGPoint(x: 300, y: 400), CGPoint(x: 250, y: 400), CGPoint(x: value, y: 400),
                    CGPoint(x: value, y: value))
                checkPagerStillWorks(pager, in: world)
            },
        ]
    }

    static let hostileIndexes: [(String, Int)] = [
        ("minus-one", -1), ("count", 4), ("not-found", NSNotFound), ("int-min", Int.min), ("int-max", Int.max),
    ]

    static let pagingIndexCases: [HostileCase] = hostileIndexes.flatMap { label, index in
        [
            HostileCase("paging/select-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let pager = pagingWorld(world)
                var result: Bool?
                pager.select(pageAt: index, animated: true) { result = $0 }
                world.check(result == false, "the refused selection's completion says false")
                checkPagerStillWorks(pager, in: world)
            },
            HostileCase("paging/insert-at-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let pages = HostilePages(count: 4) { _, _ in UIViewController() }
                world.keep(pages)
                let pager = PagingController()
                pager.dataSource = pages
                world.show(pager)
                pages.count = 5
                pager.insertPages(at: [index == 4 ? 6 : index], animated: true)
                checkPagerStillWorks(pager, in: world)
            },
            HostileCase("paging/delete-at-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let pages = HostilePages(count: 4) { _, _ in UIViewController() }
                world.keep(pages)
                let pager = PagingController()
                pager.dataSource = pages
                world.show(pager)
                pages.count = 3
                pager.deletePages(at: [index], animated: true)
                checkPagerStillWorks(pager, in: world)
            },
            HostileCase("paging/move-from-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let pages = HostilePages(count: 4) { _, _ in UIViewController() }
                world.keep(pages)
                let pager = PagingController()
                pager.dataSource = pages
                world.show(pager)
                pager.movePage(at: index, to: 1)
                checkPagerStillWorks(pager, in: world)
            },
        ]
    }

    static let pagingDataSourceCases: [HostileCase] = [
        HostileCase("paging/data-source-returns-the-pager", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let pages = HostilePages(count: 3) { pager, index in index == 1 ? pager : UIViewController() }
            world.keep(pages)
            let pager = PagingController()
            pager.dataSource = pages
            world.show(pager)
            pager.select(pageAt: 1, animated: true)
            pager.select(pageAt: 2, animated: true)
            world.host.advance(by: 2)
            pages.make = { _, _ in UIViewController() }
            pager.reloadData()
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/data-source-returns-its-parent", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let outer = TransitionContainerController()
            let pager = PagingController()
            outer.viewControllers = [pager]
            let pages = HostilePages(count: 3) { _, index in index == 1 ? outer : UIViewController() }
            world.keep(pages)
            pager.dataSource = pages
            world.show(outer)
            pager.select(pageAt: 1, animated: false)
            pager.select(pageAt: 2, animated: false)
            world.host.advance(by: 2)
            pages.make = { _, _ in UIViewController() }
            pager.reloadData()
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/data-source-returns-one-controller-twice", HostileCase.diagnosed(.invalidContainerUse)) {
            world in
            let shared = UIViewController()
            let pages = HostilePages(count: 3) { _, _ in shared }
            world.keep(pages)
            let pager = PagingController()
            pager.dataSource = pages
            world.show(pager)
            pager.select(pageAt: 1, animated: true)
            world.host.advance(by: 2)
            pages.make = { _, _ in UIViewController() }
            pager.reloadData()
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/data-source-returns-a-child-of-another-parent", HostileCase.diagnosed(.invalidContainerUse))
        { world in
            let other = UIViewController()
            let foreign = UIViewController()
            other.addChild(foreign)
            foreign.didMove(toParent: other)
            world.keep(other)
            let pages = HostilePages(count: 3) { _, index in index == 0 ? foreign : UIViewController() }
            world.keep(pages)
            let pager = PagingController()
            pager.dataSource = pages
            world.show(pager)
            pages.make = { _, _ in UIViewController() }
            pager.reloadData()
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/data-source-negative-count", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let pages = HostilePages(count: -5) { _, _ in UIViewController() }
            world.keep(pages)
            let pager = PagingController()
            pager.dataSource = pages
            world.show(pager)
            pages.count = 3
            pager.reloadData()
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/data-source-returns-nil", .tolerated) { world in
            let pages = HostilePages(count: 3) { _, index in index == 1 ? nil : UIViewController() }
            world.keep(pages)
            let pager = PagingController()
            pager.dataSource = pages
            world.show(pager)
            pager.select(pageAt: 1, animated: true)
            world.host.advance(by: 2)
            pages.make = { _, _ in UIViewController() }
            pager.reloadData()
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/view-controllers-containing-the-pager", HostileCase.diagnosed(.invalidContainerUse)) {
            world in
            let pager = pagingWorld(world)
            pager.viewControllers = [UIViewController(), pager, UIViewController()]
            world.check(!pager.viewControllers.contains { $0 === pager }, "the pager is not among its own pages")
            pager.viewControllers = [UIViewController(), UIViewController()]
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/view-controllers-duplicates", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let pager = pagingWorld(world)
            let twice = UIViewController()
            pager.viewControllers = [twice, UIViewController(), twice]
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/selection-storm", .tolerated) { world in
            let pager = pagingWorld(world, count: 6)
            for round in 0..<40 {
                pager.select(pageAt: (round * 7) % 6, animated: round % 3 != 0)
                if round % 4 == 0 { world.host.runTurn() }
            }
            checkPagerStillWorks(pager, in: world)
        },
        HostileCase("paging/empty-then-select", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let pager = pagingWorld(world)
            pager.viewControllers = []
            pager.select(pageAt: 0, animated: true)
            pager.viewControllers = [UIViewController(), UIViewController()]
            checkPagerStillWorks(pager, in: world)
        },
    ]
}
#endif

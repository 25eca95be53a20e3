#if !canImport(UIKit)
import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// StickyHeaderPagingController under hostile input: header and pinned heights that are not
/// lengths are refused with `invalidContainerUse`; child indexes out of range are refused; a
/// data source returning the controller itself or one controller twice is refused page by
/// page; a list scrolled with NaN touches survives.
extension HostileCatalog {
    static let stickyHeader: [HostileCase] = stickyLengthCases + stickyIndexCases + stickyDataSourceCases

    /// A list child with 60 rows of 44 pt.
    @MainActor
    final class HostileListChild: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A data source whose answers a case decides; the header is 240 pt tall.
    @MainActor
    final class HostileStickyPages: StickyHeaderPagingControllerDataSource {
        var count: Int
        var make: (StickyHeaderPagingController, Int) -> UIViewController?
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 240))
        init(count: Int, make: @escaping (StickyHeaderPagingController, Int) -> UIViewController?) {
            self.count = count
            self.make = make
        }
        func numberOfViewControllers(in stickyHeaderPagingController: StickyHeaderPagingController) -> Int { count }
        func stickyHeaderPagingController(
            _ stickyHeaderPagingController: StickyHeaderPagingController, viewControllerAt index: Int
        ) -> UIViewController? {
            make(stickyHeaderPagingController, index)
        }
        func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView? { header }
        func stickyHeaderPagingController(
            _ stickyHeaderPagingController: StickyHeaderPagingController, titleForChildAt index: Int
        ) -> String? { "Tab \(index)" }
    }

    @MainActor
    static func stickyWorld(_ world: HostileWorld, count: Int = 3) -> (StickyHeaderPagingController, HostileStickyPages)
    {
        let pages = HostileStickyPages(count: count) { _, _ in HostileListChild(style: .plain) }
        world.keep(pages)
        let controller = StickyHeaderPagingController()
        controller.dataSource = pages
        controller.pinnedHeaderHeight = 44
        controller.tabStrip = TabStrip()
        world.show(controller)
        return (controller, pages)
    }

    /// After the hostile input: the controller settles, a selection lands, the header is finite.
    @MainActor
    static func checkStickyStillWorks(_ controller: StickyHeaderPagingController, in world: HostileWorld) {
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        let count = controller.dataSource?.numberOfViewControllers(in: controller) ?? 0
        guard count > 1 else { return }
        let target = controller.selectedIndex == 1 ? 0 : 1
        var landed: Bool?
        controller.select(childAt: target, animated: true) { landed = $0 }
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        world.check(
            landed == true && controller.selectedIndex == target,
            "a later selection landed (\(String(describing: landed)), \(controller.selectedIndex))")
        let frame = controller.headerPosition.frame
        world.check(frame.minY.isFinite && frame.height.isFinite, "the header's frame is finite (\(frame))")
        world.check(controller.tabStrip?.indicatorPosition.isFinite != false, "the strip's indicator is finite")
    }

    static let stickyLengthCases: [HostileCase] = hostileNumbers.flatMap { label, value in
        let refused = !(value.isFinite && value >= 0)
        return [
            HostileCase(
                "sticky-header/header-height-\(label)",
                refused ? HostileCase.diagnosed(.invalidContainerUse) : .tolerated
            ) { world in
                let (controller, _) = stickyWorld(world)
                controller.headerHeight = value
                checkStickyStillWorks(controller, in: world)
            },
            HostileCase(
                "sticky-header/header-height-animated-\(label)",
                refused ? HostileCase.diagnosed(.invalidContainerUse) : .tolerated
            ) { world in
                let (controller, _) = stickyWorld(world)
                controller.setHeaderHeight(value, animated: true)
                world.host.advance(by: 0.1)
                controller.setHeaderHeight(200, animated: true)
                checkStickyStillWorks(controller, in: world)
            },
            HostileCase(
                "sticky-header/pinned-height-\(label)",
                refused ? HostileCase.diagnosed(.invalidContainerUse) : .tolerated
            ) { world in
                let (controller, _) = stickyWorld(world)
                controller.pinnedHeaderHeight = value
                checkStickyStillWorks(controller, in: world)
            },
            HostileCase("sticky-header/list-scroll-touch-\(label)", .tolerated) { world in
                let (controller, _) = stickyWorld(world)
                world.stroke(
                    CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 550), CGPoint(x: 200, y: value),
                    CGPoint(x: value, y: value))
                checkStickyStillWorks(controller, in: world)
            },
        ]
    }

    static let stickyIndexCases: [HostileCase] = hostileIndexes.flatMap { label, index in
        [
            HostileCase("sticky-header/select-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let (controller, _) = stickyWorld(world, count: 4)
                controller.select(childAt: index, animated: true)
                checkStickyStillWorks(controller, in: world)
            },
            HostileCase("sticky-header/insert-at-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let (controller, pages) = stickyWorld(world, count: 4)
                pages.count = 5
                controller.insertChild(at: index == 4 ? 6 : index, animated: true)
                checkStickyStillWorks(controller, in: world)
            },
            HostileCase("sticky-header/remove-at-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let (controller, pages) = stickyWorld(world, count: 4)
                pages.count = 3
                controller.removeChild(at: index, animated: true)
                checkStickyStillWorks(controller, in: world)
            },
        ]
    }

    static let stickyDataSourceCases: [HostileCase] = [
        HostileCase("sticky-header/data-source-returns-the-controller", HostileCase.diagnosed(.invalidContainerUse)) {
            world in
            let (controller, pages) = stickyWorld(world)
            pages.make = { sticky, index in index == 1 ? sticky : HostileListChild(style: .plain) }
            controller.reloadData()
            controller.select(childAt: 1, animated: true)
            world.host.advance(by: 2)
            pages.make = { _, _ in HostileListChild(style: .plain) }
            controller.reloadData()
            checkStickyStillWorks(controller, in: world)
        },
        HostileCase(
            "sticky-header/data-source-returns-one-controller-twice", HostileCase.diagnosed(.invalidContainerUse)
        ) { world in
            let (controller, pages) = stickyWorld(world)
            let shared = HostileListChild(style: .plain)
            pages.make = { _, _ in shared }
            controller.reloadData()
            controller.select(childAt: 1, animated: true)
            world.host.advance(by: 2)
            pages.make = { _, _ in HostileListChild(style: .plain) }
            controller.reloadData()
            checkStickyStillWorks(controller, in: world)
        },
        HostileCase("sticky-header/data-source-negative-count", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let (controller, pages) = stickyWorld(world)
            pages.count = -2
            controller.reloadData()
            pages.count = 3
            controller.reloadData()
            checkStickyStillWorks(controller, in: world)
        },
        HostileCase("sticky-header/header-view-with-nan-height", .tolerated) { world in
            let pages = HostileStickyPages(count: 3) { _, _ in HostileListChild(style: .plain) }
            pages.header.frame.size.height = .nan
            world.keep(pages)
            let controller = StickyHeaderPagingController()
            controller.dataSource = pages
            world.show(controller)
            controller.headerHeight = 200
            checkStickyStillWorks(controller, in: world)
        },
        HostileCase("sticky-header/memory-warning-and-resize-mid-selection", .tolerated) { world in
            let (controller, _) = stickyWorld(world)
            controller.select(childAt: 2, animated: true)
            world.host.advance(by: 0.05)
            world.host.simulateMemoryWarning()
            world.host.resize(to: CGSize(width: 844, height: 390))
            world.host.advance(by: 0.05)
            world.host.resize(to: CGSize(width: 390, height: 844))
            checkStickyStillWorks(controller, in: world)
        },
    ]
}
#endif

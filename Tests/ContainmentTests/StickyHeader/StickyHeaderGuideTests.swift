import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The StickyHeaderPagingController guide's example, kept true: the same data source and
/// settings, hosted, with what the guide says about it checked.
@MainActor
@Suite("Guide: StickyHeaderPagingController", .isolatedRuntime)
struct StickyHeaderGuideTests {
    final class FeedController: UITableViewController {
        let feed: String
        init(feed: String) {
            self.feed = feed
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { nil }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(feed) \(indexPath.row)"
            return cell
        }
    }

    final class Profile: StickyHeaderPagingControllerDataSource {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let tabs = ["Posts", "Replies", "Likes"]
        func numberOfViewControllers(in controller: StickyHeaderPagingController) -> Int { tabs.count }
        func stickyHeaderPagingController(
            _ controller: StickyHeaderPagingController,
            viewControllerAt index: Int
        ) -> UIViewController? {
            FeedController(feed: tabs[index])  // a UITableViewController: its table is the list
        }
        func headerView(in controller: StickyHeaderPagingController) -> UIView? { header }
        func stickyHeaderPagingController(
            _ controller: StickyHeaderPagingController,
            titleForChildAt index: Int
        ) -> String? { tabs[index] }
    }

    @Test(
        "issue 17 the guide's example: the strip gets the titles, the header collapses to the strip and stretches on a pull-down, a tap pages"
    )
    func example() throws {
        let profile = Profile()
        let strip = TabStrip(frame: CGRect(x: 0, y: 256, width: 390, height: 44))
        strip.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        profile.header.addSubview(strip)

        let controller = StickyHeaderPagingController()
        controller.dataSource = profile
        controller.pinnedHeaderHeight = 44
        controller.headerStretchesOnOverscroll = true
        controller.tabStrip = strip

        let host = HeadlessHost(rootViewController: controller)
        host.runUntilIdle()
        #expect(strip.titles == ["Posts", "Replies", "Likes"] && controller.headerHeight == 300)
        let list = try #require((controller.selectedViewController as? FeedController)?.tableView)
        list.contentOffset.y = 2_000
        #expect(controller.headerPosition.isPinned && strip.convert(strip.bounds, to: nil).minY == 0)
        list.contentOffset.y = -350
        #expect(profile.header.frame.height == 350 && strip.convert(strip.bounds, to: nil).maxY == 350)
        list.contentOffset.y = -300
        let tab = strip.convert(strip.frameForTab(at: 2), to: nil)
        host.tap(at: CGPoint(x: tab.midX, y: tab.midY))
        host.runUntilIdle()
        #expect((controller.selectedViewController as? FeedController)?.feed == "Likes")
        #expect(controller.selectedViewController?.stickyHeaderPagingController === controller)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}

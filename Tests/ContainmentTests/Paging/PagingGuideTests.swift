import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The PagingController guide's example, kept true: the same data source and settings, hosted,
/// with what the guide says about it checked.
@MainActor
@Suite("Guide: PagingController", .isolatedRuntime)
struct PagingGuideTests {
    final class ArticleController: UIViewController {
        let id: Int
        init(id: Int) {
            self.id = id
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Articles: PagingControllerDataSource {
        let ids: [Int]
        init(ids: [Int]) { self.ids = ids }
        func numberOfPages(in pagingController: PagingController) -> Int { ids.count }
        func pagingController(
            _ pagingController: PagingController,
            viewControllerForPageAt index: Int
        ) -> UIViewController? {
            ArticleController(id: ids[index])  // asked only when the page becomes live
        }
    }

    @Test("the guide's example pages 100,000 articles with at most three live children and springs to page 42")
    func example() {
        let articles = Articles(ids: Array(1...100_000))
        let pager = PagingController()
        pager.dataSource = articles
        pager.interPageSpacing = 12
        pager.springDamping = 0.8
        let host = HeadlessHost(rootViewController: pager)
        host.runUntilIdle()
        #expect(pager.selectedIndex == 0 && pager.children.count == 2)
        var landed: Bool?
        pager.select(pageAt: 41, animated: true) { landed = $0 }
        host.runUntilIdle()
        #expect(landed == true && pager.selectedIndex == 41)
        #expect((pager.selectedViewController as? ArticleController)?.id == 42)
        #expect(pager.selectedViewController?.appearanceState == .appeared)
        #expect(pager.children.count == 3)
        #expect(pager.children.filter { $0.appearanceState != .disappeared }.count == 1)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}

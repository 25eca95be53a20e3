import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A page of pages with a tab strip on top: the strip follows `pagingController(_:didScrollTo:)`,
/// and a tap on a tab selects the page with the pager's spring.
@MainActor
final class TabbedPagesController: UIViewController, PagingControllerDelegate {
    let strip: TabStrip
    let pager = PagingController()
    let pages: CountingPages
    /// Every position the pager reported, with the indicator position the strip then showed.
    var followed: [(page: CGFloat, indicator: CGFloat)] = []

    init(count: Int, recorder: LifecycleRecorder) {
        strip = TabStrip(titles: (0..<count).map { "Page \($0)" })
        pages = CountingPages(count: count, recorder: recorder)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.dataSource = pages
        pager.delegate = self
        addChild(pager)
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        view.addSubview(strip)
        strip.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.pager.select(pageAt: self.strip.selectedIndex, animated: true)
            }, for: .valueChanged)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        strip.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        pager.view.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
    }

    func pagingController(_ pagingController: PagingController, didScrollTo pagePosition: CGFloat) {
        strip.indicatorPosition = pagePosition
        followed.append((pagePosition, strip.indicatorPosition))
    }

    func pagingController(
        _ pagingController: PagingController, didFinishPagingFrom fromIndex: Int, to toIndex: Int, completed: Bool
    ) {
        if completed, strip.selectedIndex != toIndex { strip.selectedIndex = toIndex }
    }
}

@MainActor
@Suite("TabStrip with a PagingController (issue 17)", .isolatedRuntime)
struct TabStripPagingTests {
    let recorder = LifecycleRecorder()

    func host(_ controller: TabbedPagesController) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: controller)
        host.runUntilIdle()
        controller.followed = []
        return host
    }

    @Test("issue 17 TabStrip: dragging the pager halfway puts the indicator halfway between the first two titles")
    func dragHalfway() {
        let controller = TabbedPagesController(count: 3, recorder: recorder)
        let host = host(controller)
        let strip = controller.strip
        let tab0 = strip.frameForTab(at: 0), tab1 = strip.frameForTab(at: 1)
        let start = CGPoint(x: 300, y: 400)
        host.touchDown(at: start)
        host.moveTouch(from: start, to: CGPoint(x: 105, y: 400), duration: 0.2, steps: 10)
        let page = controller.pager.pagePosition
        #expect(page > 0.4 && page < 0.6, "\(page)")
        #expect(!controller.followed.isEmpty && controller.followed.allSatisfy { $0.page == $0.indicator })
        #expect(close(strip.indicatorPosition, page))
        let expectedMid = tab0.midX + (tab1.midX - tab0.midX) * page
        #expect(close(strip.indicatorFrame.midX, expectedMid, 1e-6), "\(strip.indicatorFrame.midX) vs \(expectedMid)")
        #expect(strip.selectedIndex == 0, "following does not select")
        host.moveTouch(from: CGPoint(x: 105, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.1, steps: 5)
        host.advance(by: 0.3)
        host.touchUp(at: CGPoint(x: 40, y: 400))
        host.runUntilIdle()
        #expect(controller.pager.selectedIndex == 1 && strip.selectedIndex == 1 && strip.indicatorPosition == 1)
    }

    @Test(
        "issue 17 TabStrip: a tap on a tab selects the page with the pager's spring; the indicator follows every frame and lands"
    )
    func tapSelectsPage() {
        let controller = TabbedPagesController(count: 4, recorder: recorder)
        let host = host(controller)
        let strip = controller.strip
        let tab = strip.frameForTab(at: 3)
        host.tap(at: strip.convert(CGPoint(x: tab.midX, y: tab.midY), to: nil))
        #expect(strip.selectedIndex == 3)
        host.runUntilIdle()
        let followed = controller.followed
        #expect(followed.count >= 12, "about 18 frames of the pager's spring: \(followed.count)")
        #expect(followed.allSatisfy { close($0.page, $0.indicator) }, "the indicator shows each reported position")
        #expect(zip(followed, followed.dropFirst()).allSatisfy { $0.page <= $1.page })
        #expect(followed.contains { $0.page > 1 && $0.page < 2 }, "passes through the middle tabs")
        #expect(controller.pager.selectedIndex == 3 && strip.indicatorPosition == 3 && !strip.isAnimatingSelection)
        #expect(close(strip.indicatorFrame.midX, strip.frameForTab(at: 3).midX))
        let violations = HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("issue 17 TabStrip: strip and pager are freed with their screen")
    func freed() {
        weak var weakStrip: TabStrip?
        weak var weakController: TabbedPagesController?
        do {
            let controller = TabbedPagesController(count: 3, recorder: recorder)
            let host = host(controller)
            weakStrip = controller.strip
            weakController = controller
            let tab = controller.strip.frameForTab(at: 2)
            host.tap(at: controller.strip.convert(CGPoint(x: tab.midX, y: tab.midY), to: nil))
            host.runUntilIdle()
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        #expect(weakStrip == nil && weakController == nil)
    }
}

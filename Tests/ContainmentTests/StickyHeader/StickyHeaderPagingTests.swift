import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Paging under the header (issue 17): no jump on a page switch, appearance exactly the pager's,
/// children inserted and removed keeping the current one.
@MainActor
@Suite("Sticky header: paging under the header", .isolatedRuntime)
struct StickyHeaderPagingTests {
    /// A horizontal swipe from the right half to the left, released fast enough to page.
    private func swipeToNext(_ f: StickyFixture, y: CGFloat = 600, sample: ((StickyFixture) -> Void)? = nil) {
        let start = CGPoint(x: 350, y: y)
        f.host.touchDown(at: start)
        for step in 1...12 {
            f.host.advance(by: 1.0 / 60.0)
            f.host.touchMove(to: CGPoint(x: 350 - CGFloat(step) * 25, y: y))
            sample?(f)
        }
        f.host.touchUp(at: CGPoint(x: 50, y: y))
        for _ in 0..<60 {
            f.host.advance(by: 1.0 / 60.0)
            sample?(f)
        }
        f.settle()
    }

    @Test(
        "issue 17 a page shown with the header partly collapsed is aligned to it: the header never moves during the swipe or the landing"
    )
    func partlyCollapsedNoJump() throws {
        let f = StickyFixture()
        let first = try #require(f.shownList)
        first.contentOffset.y = -180
        f.settle()
        #expect(f.headerTop == -120)
        #expect(f.list(1)?.contentOffset.y == -180, "the neighbour is aligned before it shows")
        var tops: [CGFloat] = []
        swipeToNext(f) { tops.append($0.headerTop) }
        #expect(f.controller.selectedIndex == 1)
        #expect(tops.allSatisfy { $0 == -120 }, "\(Set(tops))")
        #expect(f.shownList?.contentOffset.y == -180 && f.headerTop == -120)
        // The new list drives the header now.
        f.shownList?.contentOffset.y = -250
        #expect(f.headerTop == -50)
        f.expectValid()
    }

    @Test("issue 17 with the header pinned, a page keeps its own offset but at least the pin")
    func pinnedKeepsOwnOffset() throws {
        let f = StickyFixture(rows: [200, 200, 200])
        let first = try #require(f.shownList)
        // The second list scrolled far on an earlier visit: it keeps that.
        f.controller.select(childAt: 1, animated: false)
        f.settle()
        f.shownList?.contentOffset.y = 3_000
        f.controller.select(childAt: 0, animated: false)
        f.settle()
        #expect(f.shownList === first)
        first.contentOffset.y = 500
        #expect(f.controller.headerPosition.isPinned)
        #expect(f.list(1)?.contentOffset.y == 3_000, "its own offset, past the pin")
        #expect(f.list(2) == nil || true)
        f.controller.select(childAt: 2, animated: false)
        f.settle()
        // A fresh list at its top is put at the pin: -44.
        #expect(f.shownList?.contentOffset.y == -44 && f.controller.headerPosition.isPinned)
        f.expectValid()
    }

    @Test("issue 17 appearance of children exactly as PagingController: install, then a swipe")
    func appearanceTraces() throws {
        let recorder = LifecycleRecorder()
        let f = StickyFixture()
        _ = recorder
        swipeToNext(f)
        let trace = f.recorder.trace.filter {
            ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(where: $0.contains)
        }
        #expect(
            trace == [
                "L1.viewWillAppear(true)", "L0.viewWillDisappear(true)", "L1.viewDidAppear(true)",
                "L0.viewDidDisappear(true)",
            ])
        #expect(f.delegate.log == ["will(1)", "did(1)"])
        #expect(f.controller.children.count == 1 && f.controller.children.first is PagingController)
        f.expectValid()
    }

    @Test("issue 17 install: the container and the first child appear once, in order; the neighbour stays disappeared")
    func installTrace() {
        let recorder = LifecycleRecorder()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let pages = StickyPages(rows: [10, 10], recorder: recorder, header: header)
        let controller = StickyHeaderPagingController()
        controller.dataSource = pages
        recorder.watch(controller, as: "SH")
        let host = HeadlessHost(rootViewController: controller)
        host.runUntilIdle()
        let appearance = recorder.trace.filter { ["viewWillAppear", "viewDidAppear"].contains(where: $0.contains) }
        #expect(
            appearance == [
                "SH.viewWillAppear(false)", "L0.viewWillAppear(false)", "SH.viewDidAppear(false)",
                "L0.viewDidAppear(false)",
            ])
        #expect(recorder.callbacks(of: "L1").filter { $0.contains("Appear") }.isEmpty)
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }

    @Test("issue 17 children find the controller: stickyHeaderPagingController through the inner pager")
    func childFindsController() throws {
        let f = StickyFixture()
        let child = try #require(f.controller.selectedViewController)
        #expect(child.stickyHeaderPagingController === f.controller)
        #expect(f.controller.stickyHeaderPagingController == nil)
    }

    @Test(
        "issue 17 insertChild(at:) before the shown child keeps it shown, without callbacks; removeChild(at:) of the shown one shows the next"
    )
    func insertAndRemove() throws {
        let f = StickyFixture()
        f.controller.select(childAt: 1, animated: false)
        f.settle()
        let shown = try #require(f.controller.selectedViewController)
        f.recorder.reset()
        f.pages.rows.insert(30, at: 0)
        f.controller.insertChild(at: 0)
        f.settle()
        #expect(f.controller.selectedViewController === shown && f.controller.selectedIndex == 2)
        #expect(f.recorder.callbacks(of: "L1").isEmpty)
        f.pages.rows.remove(at: 2)
        f.controller.removeChild(at: 2)
        f.settle()
        #expect(f.controller.selectedIndex == 2 && f.controller.selectedViewController !== shown)
        #expect(
            f.recorder.callbacks(of: "L1").filter { $0.contains("Disappear") } == [
                "viewWillDisappear(false)", "viewDidDisappear(false)",
            ])
        #expect(f.shownList?.contentInset.top == 300, "the new child's list is adopted")
        f.expectValid()
    }

    @Test("issue 17 a child without a list still pages; the header stays where the last list left it")
    func childWithoutList() throws {
        let f = StickyFixture(rows: [200, nil, 200])
        f.shownList?.contentOffset.y = -200
        #expect(f.headerTop == -100)
        f.controller.select(childAt: 1, animated: true)
        f.settle()
        #expect(f.controller.selectedIndex == 1 && f.headerTop == -100)
        f.controller.select(childAt: 2, animated: true)
        f.settle()
        #expect(f.shownList?.contentOffset.y == -200 && f.headerTop == -100)
        f.expectValid()
    }

    @Test("issue 17 headerHeight: a change keeps how far lists have scrolled; animated, the header grows over time")
    func headerHeightChange() throws {
        let f = StickyFixture()
        let list = try #require(f.shownList)
        f.controller.headerHeight = 200
        #expect(list.contentInset.top == 200 && list.contentOffset.y == -200 && f.header.frame.height == 200)
        f.controller.setHeaderHeight(320, animated: true)
        f.host.advance(by: 0.15)
        let midway = f.header.layer.presentation()?.bounds.height ?? 0
        #expect(midway > 200 && midway < 320, "\(midway)")
        f.settle()
        #expect(list.contentOffset.y == -320 && f.headerTop == 0 && f.header.frame.height == 320)
        expectDiagnostic(.invalidContainerUse) { f.controller.headerHeight = -1 }
        expectDiagnostic(.invalidContainerUse) { f.controller.pinnedHeaderHeight = .nan }
        #expect(f.controller.headerHeight == 320 && f.controller.pinnedHeaderHeight == 44)
        f.expectValid()
    }

    @Test("issue 17 misuse: select(childAt:) out of range is a named diagnostic and the selection stays")
    func selectOutOfRange() {
        let f = StickyFixture()
        var completed: Bool?
        expectDiagnostic(.invalidContainerUse) { f.controller.select(childAt: 7, animated: true) { completed = $0 } }
        #expect(completed == false && f.controller.selectedIndex == 0)
    }

    @Test(
        "issue 17 misuse: insertChild past the end and removeChild out of range are named diagnostics and refused; an already edited data source is reloaded"
    )
    func editOutOfRange() {
        let f = StickyFixture()
        let children = (f.controller.children.first?.children ?? []).map(ObjectIdentifier.init)
        f.recorder.reset()
        expectDiagnostic(.invalidContainerUse) { f.controller.insertChild(at: 4, animated: false) }
        expectDiagnostic(.invalidContainerUse) { f.controller.insertChild(at: -1, animated: true) }
        expectDiagnostic(.invalidContainerUse) { f.controller.removeChild(at: 3, animated: false) }
        expectDiagnostic(.invalidContainerUse) { f.controller.removeChild(at: -1, animated: true) }
        f.settle()
        #expect(f.controller.selectedIndex == 0 && f.recorder.trace.isEmpty, "\(f.recorder.trace)")
        #expect((f.controller.children.first?.children ?? []).map(ObjectIdentifier.init) == children)
        // Positive control: the last index is one to insert at, and the data source first.
        f.pages.rows.append(7)
        f.controller.insertChild(at: 3, animated: false)
        f.settle()
        f.pages.rows.removeLast()
        f.controller.removeChild(at: 3, animated: false)
        f.settle()
        f.expectValid()
        // The data source already edited and a wrong index: refused, and the controller reloads
        // from the data source rather than keep a child it no longer has.
        let pager = f.controller.children.first as? PagingController
        f.pages.rows.removeLast()
        expectDiagnostic(.invalidContainerUse) { f.controller.removeChild(at: 5, animated: false) }
        f.settle()
        #expect(pager?.engine.pageCount == 2, "\(String(describing: pager?.engine.pageCount))")
        f.expectValid()
    }

    @Test("issue 17 the controller, its header and its children are freed when it goes")
    func lifetime() {
        weak var weakController: StickyHeaderPagingController?
        weak var weakHeader: UIView?
        var made: [WeakController] = []
        do {
            let f = StickyFixture()
            f.shownList?.contentOffset.y = 100
            f.controller.select(childAt: 2, animated: true)
            f.settle()
            weakController = f.controller
            weakHeader = f.header
            made = f.pages.made
            f.host.window.rootViewController = nil
            f.settle()
        }
        #expect(weakController == nil && weakHeader == nil)
        #expect(made.allSatisfy { $0.controller == nil })
    }
}

/// Lists a data source keeps: given back as they were when their page leaves.
@MainActor
@Suite("Sticky header: lists given back", .isolatedRuntime)
struct StickyHeaderListReleaseTests {
    final class KeptPages: StickyHeaderPagingControllerDataSource {
        let children = (0..<5).map { _ in StickyListChild(rows: 3) }
        func numberOfViewControllers(in stickyHeaderPagingController: StickyHeaderPagingController) -> Int {
            children.count
        }
        func stickyHeaderPagingController(
            _ stickyHeaderPagingController: StickyHeaderPagingController, viewControllerAt index: Int
        ) -> UIViewController? { children[index] }
        func headerView(in stickyHeaderPagingController: StickyHeaderPagingController) -> UIView? {
            UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        }
    }

    @Test(
        "issue 17 a kept child's list is given back as it was when its page leaves, and adopted the same way when it returns"
    )
    func givenBackAndAdoptedAgain() throws {
        let pages = KeptPages()
        let first = pages.children[0]
        first.loadViewIfNeeded()
        first.tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        let controller = StickyHeaderPagingController()
        controller.dataSource = pages
        controller.pinnedHeaderHeight = 44
        let host = HeadlessHost(
            safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0), rootViewController: controller)
        host.runUntilIdle()
        let adopted = first.tableView.contentInset
        #expect(adopted.top == 300 && adopted.bottom > 44 && first.tableView.contentInsetAdjustmentBehavior == .never)
        controller.select(childAt: 4, animated: false)
        host.runUntilIdle()
        #expect(first.parent == nil)
        #expect(first.tableView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        #expect(first.tableView.contentInsetAdjustmentBehavior == .automatic && first.tableView.scrollsToTop)
        controller.select(childAt: 0, animated: false)
        host.runUntilIdle()
        #expect(first.tableView.contentInset == adopted, "no inset piles up on a second adoption")
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}

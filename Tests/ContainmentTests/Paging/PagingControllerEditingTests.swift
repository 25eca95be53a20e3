import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// insertPages / deletePages / movePage around the current page, through the real controller:
/// the current controller is kept when it survives (no callbacks), and a deleted current page
/// hands over to its successor with one disappear/appear pair.
@MainActor
@Suite("PagingController — editing pages", .isolatedRuntime)
struct PagingControllerEditingTests {
    @Test("insert before the current page: same controller, index moves up, no callbacks, nothing asked for")
    func insertBefore() {
        let f = NamedPagingFixture()
        let current = f.pager.selectedViewController
        f.pages.names.insert("X", at: 0)
        f.pager.insertPages(at: [0], animated: true)
        #expect(f.pager.selectedIndex == 3 && f.pager.selectedViewController === current)
        #expect(f.trace.isEmpty && f.pages.requested.isEmpty && f.delegate.log.isEmpty)
        #expect(f.live == ["B", "C", "D"])
        f.expectValid()
    }

    @Test("insert right after the current page: the new page becomes the next neighbour, loaded; the old one released")
    func insertAfter() {
        let f = NamedPagingFixture()
        f.pages.names.insert("X", at: 3)
        f.pager.insertPages(at: [3], animated: false)
        #expect(f.pager.selectedIndex == 2 && f.selected == "C")
        #expect(f.pages.requested == ["X"] && f.live == ["B", "C", "X"])
        #expect(f.trace.isEmpty)
        f.expectValid()
    }

    @Test("delete the current page: the page after it slides in and appears; the deleted one disappears and leaves")
    func deleteCurrent() {
        let f = NamedPagingFixture()
        let deleted = f.pager.selectedViewController
        f.pages.names.remove(at: 2)
        f.pager.deletePages(at: [2], animated: true)
        #expect(
            f.trace == [
                "D.viewWillAppear(true)", "C.viewWillDisappear(true)", "D.viewDidAppear(true)",
                "C.viewDidDisappear(true)",
            ])
        #expect(f.pager.selectedIndex == 2 && f.selected == "D")
        #expect(deleted?.parent == nil && f.pages.requested == ["E"] && f.live == ["B", "D", "E"])
        #expect(f.delegate.log.isEmpty)
        f.expectValid()
    }

    @Test("delete the current last page: the page before it becomes current (animated false)")
    func deleteCurrentLast() {
        let f = NamedPagingFixture(selected: 4)
        f.pages.names.removeLast()
        f.pager.deletePages(at: [4], animated: false)
        #expect(
            f.trace == [
                "D.viewWillAppear(false)", "E.viewWillDisappear(false)", "D.viewDidAppear(false)",
                "E.viewDidDisappear(false)",
            ])
        #expect(f.pager.selectedIndex == 3 && f.selected == "D" && f.live == ["C", "D"])
        f.expectValid()
    }

    @Test("delete the current page and the one after it: the next survivor is asked for and appears")
    func deleteCurrentAndNext() {
        let f = NamedPagingFixture()
        f.pages.names.removeSubrange(2...3)
        f.pager.deletePages(at: [3, 2], animated: false)
        #expect(
            f.trace == [
                "E.viewWillAppear(false)", "C.viewWillDisappear(false)", "E.viewDidAppear(false)",
                "C.viewDidDisappear(false)",
            ])
        #expect(f.pager.selectedIndex == 2 && f.selected == "E" && f.live == ["B", "E"])
        f.expectValid()
    }

    @Test("delete a neighbour of the current page: it leaves without appearance callbacks; the next one is loaded")
    func deleteNeighbour() {
        let f = NamedPagingFixture()
        let neighbour = f.pager.children.first { $0.title == "D" }
        f.pages.names.remove(at: 3)
        f.pager.deletePages(at: [3], animated: false)
        #expect(f.trace.isEmpty && neighbour?.parent == nil)
        #expect(f.pager.selectedIndex == 2 && f.live == ["B", "C", "E"] && f.pages.requested == ["E"])
        f.expectValid()
    }

    @Test("move the current page to the front: same controller, new index, neighbours follow, no callbacks")
    func moveCurrent() {
        let f = NamedPagingFixture()
        let current = f.pager.selectedViewController
        f.pages.names = ["C", "A", "B", "D", "E"]
        f.pager.movePage(at: 2, to: 0)
        #expect(f.pager.selectedIndex == 0 && f.pager.selectedViewController === current)
        #expect(f.trace.isEmpty && f.live == ["C", "A"] && f.pages.requested == ["A"])
        f.expectValid()
    }

    @Test("move another page past the current one: the current index follows, no callbacks")
    func moveOther() {
        let f = NamedPagingFixture()
        f.pages.names = ["B", "C", "D", "E", "A"]
        f.pager.movePage(at: 0, to: 4)
        #expect(f.pager.selectedIndex == 1 && f.selected == "C" && f.live == ["B", "C", "D"])
        #expect(f.trace.isEmpty && f.pages.requested.isEmpty)
        f.expectValid()
    }

    @Test("insert into an empty pager: the first page is loaded and appears")
    func insertIntoEmpty() {
        let f = NamedPagingFixture([], selected: 0)
        f.pages.names = ["A", "B"]
        f.pager.insertPages(at: [0, 1], animated: false)
        #expect(f.trace == ["A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        #expect(f.pager.selectedIndex == 0 && f.live == ["A", "B"])
        f.expectValid()
    }

    @Test("an edit during a drag lands the drag first, then edits, balanced")
    func editDuringDrag() {
        let f = NamedPagingFixture()
        f.host.touchDown(at: CGPoint(x: 195, y: 422))
        f.host.moveTouch(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 45, y: 422), duration: 0.2, steps: 10)
        f.pages.names.insert("X", at: 0)
        f.pager.insertPages(at: [0], animated: false)
        // The drag (150 of 390 points) is nearer C: it lands back there at once (not animated),
        // a cancel — D never appears — and only then are the pages edited, with no callbacks.
        #expect(
            f.trace == [
                "D.viewWillAppear(true)", "C.viewWillDisappear(true)", "C.viewWillAppear(false)",
                "C.viewDidAppear(false)",
                "D.viewWillDisappear(false)", "D.viewDidDisappear(false)",
            ])
        #expect(f.pager.selectedIndex == 3 && f.selected == "C")
        f.host.touchUp(at: CGPoint(x: 45, y: 422))
        f.expectValid()
    }

    @Test("misuse: a data source whose count does not match the edit is a named diagnostic, and the pager reloads")
    func countMismatch() {
        let f = NamedPagingFixture()
        expectDiagnostic(.invalidContainerUse) { f.pager.deletePages(at: [1], animated: false) }
        #expect(f.pager.selectedIndex == 2 && f.selected == "C" && f.pages.requested == ["B", "C", "D"])
        f.expectValid()
    }

    @Test("an edit before the pager's view loads is not a mismatch: the first load counts the edited pages")
    func editBeforeLoad() {
        let recorder = LifecycleRecorder()
        let pages = NamedPages(["A", "B"], recorder: recorder)
        let pager = PagingController()
        pager.dataSource = pages
        pages.names.append("C")
        pager.insertPages(at: [2], animated: false)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: pager)
        host.runUntilIdle()
        pager.select(pageAt: 2, animated: false)
        #expect(pager.selectedViewController?.title == "C")
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }

    @Test("misuse: editing a pager whose pages are its viewControllers array is refused with a diagnostic")
    func editInArrayMode() {
        let pages = (0..<3).map { _ in UIViewController() }
        let pager = PagingController(viewControllers: pages)
        let host = HeadlessHost(rootViewController: pager)
        host.runUntilIdle()
        expectDiagnostic(.invalidContainerUse) { pager.deletePages(at: [0], animated: false) }
        #expect(pager.selectedViewController === pages[0] && pager.viewControllers.count == 3)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}

/// Edits naming pages that do not exist (issue 18: misuse is never silent).
@MainActor
@Suite("Paging: edits out of range", .isolatedRuntime)
struct PagingEditOutOfRangeTests {
    @Test(
        "issue 18 insertPages past the end and deletePages out of range are named diagnostics; nothing changes, an edited data source is read again"
    )
    func outOfRangeEditsRefused() {
        let f = PagingFixture()
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        let shown = f.pager.selectedViewController
        f.recorder.reset()
        expectDiagnostic(.invalidContainerUse) { f.pager.deletePages(at: [7], animated: false) }
        expectDiagnostic(.invalidContainerUse) { f.pager.insertPages(at: [-1], animated: false) }
        expectDiagnostic(.invalidContainerUse) { f.pager.insertPages(at: [2, 9], animated: false) }
        f.settle()
        #expect(f.pager.selectedIndex == 2 && f.pager.selectedViewController === shown && f.recorder.trace.isEmpty)
        // The data source already lost a page: the refused edit reloads from it.
        f.pages.count = 4
        expectDiagnostic(.invalidContainerUse) { f.pager.deletePages(at: [5], animated: false) }
        f.settle()
        #expect(f.pager.selectedIndex == 2 && f.pager.selectedViewController !== shown)
        // Positive control: a valid edit is silent and applied.
        f.pages.count = 3
        f.pager.deletePages(at: [0], animated: false)
        f.settle()
        #expect(f.pager.selectedIndex == 1)
        f.expectValid()
    }
}

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Every release, reload and selection lands on a page (issue 37): the edges, a selection during
/// the return from an edge, reloads at any point of a drag, and a storm of flicks. Each test
/// drives the pager through synthetic touches and checks what the user sees at rest.
@MainActor
@Suite("PagingController — landing", .isolatedRuntime)
struct PagingLandingTests {
    @Test("7.4 a release 300 pt past the first page springs back onto it within the pager's spring (0.3 s)")
    func releasePastFirstPage() {
        let f = PagingFixture()
        f.drag(by: 300)
        #expect(f.pager.scrollView.contentOffset.x < -100)  // rubber-banded, not 300
        f.lift(at: 300, hold: 0.1)
        f.host.advance(by: 0.3 + 1.0 / 60)
        let shown = f.pager.scrollView.layer.presentation()?.bounds.origin.x ?? .nan
        #expect(abs(shown) <= 0.5, "still \(shown) pt off the page after the spring")
        f.settle()
        f.expectAtRest(on: 0)
        #expect(
            f.trace == [
                "P0.viewWillDisappear(true)", "P0.viewWillAppear(true)", "P0.viewDidAppear(true)",
            ] || f.trace.isEmpty, "\(f.trace)")
    }

    @Test("7.4 a release past the last page springs back onto it within the pager's spring")
    func releasePastLastPage() {
        let f = PagingFixture(pages: 3)
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.drag(by: -300)
        f.lift(at: -300, hold: 0.1)
        f.host.advance(by: 0.3 + 1.0 / 60)
        let shown = f.pager.scrollView.layer.presentation()?.bounds.origin.x ?? .nan
        #expect(abs(shown - 780) <= 0.5, "still \(shown - 780) pt off the page after the spring")
        f.settle()
        f.expectAtRest(on: 2)
    }

    @Test("7.4 a flick past the first page comes back with the spring, not with the scroll view's bounce")
    func flickPastFirstPage() {
        let f = PagingFixture()
        _ = f.host.flick(from: f.center, velocity: CGVector(dx: 2500, dy: 0), duration: 0.1)
        f.host.advance(by: 0.3 + 2.0 / 60)
        let shown = f.pager.scrollView.layer.presentation()?.bounds.origin.x ?? .nan
        #expect(abs(shown) <= 0.5, "still \(shown) pt off")
        f.settle()
        f.expectAtRest(on: 0)
    }

    @Test("5.6 select(pageAt:animated: true) 0.05 s into the return from an edge lands on the selected page")
    func selectAnimatedDuringEdgeReturn() {
        let f = PagingFixture()
        f.drag(by: 300)
        f.lift(at: 300, hold: 0.1)
        f.host.advance(by: 0.05)
        var finished: [Bool] = []
        f.pager.select(pageAt: 2, animated: true) { finished.append($0) }
        f.settle()
        #expect(finished == [true])
        f.expectAtRest(on: 2)
    }

    @Test("5.6 select(pageAt:animated: false) 0.05 s into the return from an edge lands on the selected page")
    func selectDuringEdgeReturn() {
        let f = PagingFixture()
        f.drag(by: 300)
        f.lift(at: 300, hold: 0.1)
        f.host.advance(by: 0.05)
        var finished: [Bool] = []
        f.pager.select(pageAt: 2, animated: false) { finished.append($0) }
        f.settle()
        #expect(finished == [true])
        f.expectAtRest(on: 2)
        #expect(
            f.trace.suffix(4) == [
                "P2.viewWillAppear(false)", "P0.viewWillDisappear(false)", "P2.viewDidAppear(false)",
                "P0.viewDidDisappear(false)",
            ], "\(f.trace)")
    }

    @Test("5.6 reloadData() 10 pt into a drag: the finger keeps the pages and the release lands on one")
    func reloadEarlyInDrag() {
        let f = PagingFixture()
        f.drag(by: -10, steps: 2, duration: 0.05)
        f.pager.reloadData()
        f.move(to: -240, from: -10)
        f.lift(at: -240)
        f.settle()
        f.expectAtRest(on: 1)
    }

    @Test("5.6 reloadData() late in a drag, then a slow release back: at rest on the first page")
    func reloadLateInDrag() {
        let f = PagingFixture()
        f.drag(by: -234)
        f.pager.reloadData()
        f.move(to: -100, from: -234)
        f.lift(at: -100)
        f.settle()
        f.expectAtRest(on: 0)
    }

    @Test("5.6 reloadData() from the delegate's didScrollTo during a drag: at rest on a page")
    func reloadFromDelegateDuringDrag() {
        let f = PagingFixture()
        var reloads = 0
        f.delegate.onScroll = { position in
            if reloads < 3, position != position.rounded() { reloads += 1; f.pager.reloadData() }
        }
        f.drag(by: -240)
        f.lift(at: -240)
        f.settle()
        #expect(reloads == 3)
        f.expectAtRest(on: 1)
    }

    @Test("5.6 a reload that shrinks the pages from 6 to 3 during a drag from page 4 rests on the last page, aligned")
    func reloadShrinkingDuringDrag() {
        let f = PagingFixture(pages: 6)
        f.pager.select(pageAt: 4, animated: false)
        f.settle()
        f.drag(by: 120)
        f.pages.count = 3
        f.pager.reloadData()
        f.move(to: 200, from: 120)
        f.lift(at: 200)
        f.settle()
        f.expectAtRest(on: 2)
    }

    @Test(
        "7.5 (UNC) a storm of 10 flicks in 0.5 s moves ten pages: each flick lands one page past where the last was heading"
    )
    func flickStormAdvancesOnePagePerFlick() {
        let f = PagingFixture(pages: 20)
        for _ in 0..<10 {
            _ = f.host.flick(from: f.center, velocity: CGVector(dx: -3000, dy: 0), duration: 0.05)
        }
        f.settle()
        f.expectAtRest(on: 10)
    }

    @Test("7.5 (UNC) a flick back during a settle towards the next page returns to the page it left")
    func flickBackDuringSettle() {
        let f = PagingFixture(pages: 5)
        _ = f.host.flick(from: f.center, velocity: CGVector(dx: -3000, dy: 0), duration: 0.05)
        _ = f.host.flick(from: f.center, velocity: CGVector(dx: 3000, dy: 0), duration: 0.05)
        f.settle()
        f.expectAtRest(on: 0)
    }
}

extension PagingFixture {
    /// What the user sees at rest: the pager is on `page`, aligned to the pixel, `pagePosition`
    /// is that index, the shown page is the one that appeared, and the hierarchy is valid.
    func expectAtRest(on page: Int, _ location: SourceLocation = #_sourceLocation) {
        #expect(pager.selectedIndex == page, "selected \(pager.selectedIndex)", sourceLocation: location)
        let offset = pager.scrollView.contentOffset.x
        let shown = pager.scrollView.layer.presentation()?.bounds.origin.x ?? offset
        #expect(offset == CGFloat(page) * size.width, "content offset \(offset)", sourceLocation: location)
        #expect(shown == offset, "presentation \(shown) ≠ model \(offset)", sourceLocation: location)
        #expect(pager.pagePosition == CGFloat(page), "pagePosition \(pager.pagePosition)", sourceLocation: location)
        #expect(!pager.scrollView.isDragging && !pager.scrollView.isDecelerating, sourceLocation: location)
        let frame = pager.selectedViewController?.viewIfLoaded?.frame
        #expect(
            frame?.minX == CGFloat(page) * size.width, "page frame \(String(describing: frame))",
            sourceLocation: location)
        expectValid(location)
    }
}

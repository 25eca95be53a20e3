import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The fuller delegate (seed 003's TODO 3) and paging from the header (issue 17).
@MainActor
@Suite("Sticky header: delegate and paging from the header", .isolatedRuntime)
struct StickyHeaderDelegateTests {
    private func swipe(_ f: StickyFixture, y: CGFloat, by distance: CGFloat, steps: Int = 12, release: Bool = true) {
        let start = CGPoint(x: distance < 0 ? 350 : 40, y: y)
        f.host.touchDown(at: start)
        for step in 1...steps {
            f.host.advance(by: 1.0 / 60.0)
            f.host.touchMove(to: CGPoint(x: start.x + CGFloat(step) * distance / CGFloat(steps), y: y))
        }
        guard release else { return }
        f.host.touchUp(at: CGPoint(x: start.x + distance, y: y))
        f.settle()
    }

    @Test(
        "issue 17 a horizontal swipe that starts on the header pages (the header passes it to the list, whose pager takes it)"
    )
    func swipeOnHeaderPages() {
        let f = StickyFixture()
        swipe(f, y: 150, by: -300)
        #expect(f.controller.selectedIndex == 1 && f.headerTop == 0)
        f.expectValid()
    }

    @Test("issue 17 delegate: one change is will once and did once; an abandoned one lands back on the old index")
    func willAndDid() {
        let f = StickyFixture()
        swipe(f, y: 600, by: -300)
        #expect(f.delegate.log == ["will(1)", "did(1)"])
        f.delegate.log = []
        // A short slow drag, held, then let go: it goes back.
        swipe(f, y: 600, by: -60, steps: 6, release: false)
        f.host.advance(by: 0.3)
        f.host.touchUp(at: CGPoint(x: 290, y: 600))
        f.settle()
        #expect(f.controller.selectedIndex == 1)
        #expect(f.delegate.log == ["will(2)", "did(1)"])
        f.expectValid()
    }

    @Test("issue 17 delegate: page progress every frame of a swipe and of a selection, from the index to the target")
    func pageProgress() {
        let f = StickyFixture()
        f.delegate.pagePositions = []
        swipe(f, y: 600, by: -300)
        let swipePositions = f.delegate.pagePositions
        #expect(swipePositions.count >= 12 && swipePositions.last == 1, "\(swipePositions)")
        #expect(zip(swipePositions, swipePositions.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "\(swipePositions)")
        #expect(f.controller.pagePosition == 1)
        f.delegate.pagePositions = []
        f.controller.select(childAt: 0, animated: true)
        f.settle()
        let back = f.delegate.pagePositions
        #expect(back.count >= 10 && back.last == 0 && zip(back, back.dropFirst()).allSatisfy { $0 >= $1 }, "\(back)")
    }

    @Test("issue 17 delegate: the header position is told when it moves, and not when it does not")
    func headerPositions() throws {
        let f = StickyFixture()
        let list = try #require(f.shownList)
        f.delegate.headerPositions = []
        list.contentOffset.y = -200
        list.contentOffset.y = 0
        list.contentOffset.y = 500
        #expect(f.delegate.headerPositions.map(\.frame.minY) == [-100, -256])
        #expect(f.delegate.headerPositions.map(\.isPinned) == [false, true])
        #expect(f.delegate.headerPositions.last?.collapseProgress == 1)
        // Pinned: the list scrolls under the header, which does not move.
        list.contentOffset.y = 900
        #expect(f.delegate.headerPositions.count == 2)
    }
}

import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// `pagePosition` and `pagingController(_:didScrollTo:)` on every frame the pages move (issue 17:
/// a tab strip's indicator follows the pager through drags, springs and selections).
@MainActor
@Suite("Paging: the shown page position, every frame", .isolatedRuntime)
struct PagingPositionReportingTests {
    @Test("issue 17 a drag reports the position each move: the selected index plus the shown fraction")
    func dragReportsEachMove() {
        let f = PagingFixture()
        f.delegate.positions = []
        f.drag(by: -195, steps: 10)
        let positions = f.delegate.positions
        #expect(positions.count >= 8)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "\(positions)")
        #expect(abs((positions.last ?? 0) - f.pager.pagePosition) < 1e-9)
        #expect(f.pager.pagePosition > 0.4 && f.pager.pagePosition < 0.6, "\(f.pager.pagePosition)")
        f.move(to: -250, from: -195)
        f.lift(at: -250)
        f.settle()
        #expect(f.delegate.positions.last == 1 && f.pager.pagePosition == 1)
        f.expectValid()
    }

    @Test(
        "issue 17 an animated selection reports every frame of its spring, monotone from 0 to the target, never twice the same"
    )
    func animatedSelectionReportsEveryFrame() {
        let f = PagingFixture()
        f.delegate.positions = []
        f.pager.select(pageAt: 1, animated: true)
        #expect(f.pager.pagePosition < 0.05, "the spring has not moved yet: \(f.pager.pagePosition)")
        f.settle()
        let positions = f.delegate.positions
        // 0.3 s at 60 frames a second: about 18 frames.
        #expect(positions.count >= 12, "\(positions)")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "\(positions)")
        #expect(positions.first.map { $0 > 0 && $0 < 0.5 } == true && positions.last == 1, "\(positions)")
        f.expectValid()
    }

    @Test("issue 17 a jump to a far page travels the whole distance: 0 to 4, monotone")
    func jumpTravelsWholeDistance() {
        let f = PagingFixture()
        f.delegate.positions = []
        f.pager.select(pageAt: 4, animated: true)
        f.settle()
        let positions = f.delegate.positions
        #expect(positions.count >= 12 && positions.last == 4, "\(positions)")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "\(positions)")
        #expect(positions.contains { $0 > 1.5 && $0 < 2.5 }, "the middle of the way is reported: \(positions)")
        f.expectValid()
    }

    @Test("issue 17 a released drag springs on: positions continue from the release to the landing")
    func releaseContinues() {
        let f = PagingFixture()
        f.delegate.positions = []
        f.drag(by: -250, steps: 10)
        let atRelease = f.delegate.positions.count
        let released = f.pager.pagePosition
        f.host.touchUp(at: f.point(-250, vertical: false))
        f.settle()
        let spring = Array(f.delegate.positions.dropFirst(atRelease))
        #expect(spring.count >= 8, "\(spring)")
        #expect(spring.allSatisfy { $0 >= released - 1e-9 } && spring.last == 1, "\(released) then \(spring)")
        #expect(zip(spring, spring.dropFirst()).allSatisfy { $0 <= $1 }, "\(spring)")
        f.expectValid()
    }

    @Test("issue 17 a change without motion reports once: a plain selection, then a delete before the page")
    func changesWithoutMotion() {
        let f = PagingFixture()
        f.delegate.positions = []
        f.pager.select(pageAt: 3, animated: false)
        #expect(f.delegate.positions == [3])
        f.pages.count = 4
        f.pager.deletePages(at: [0], animated: false)
        f.settle()
        #expect(f.delegate.positions == [3, 2] && f.pager.selectedIndex == 2)
        f.expectValid()
    }

    @Test("issue 17 wrapping pages report positions modulo the count: across the seam from the last page")
    func wrappingPositions() {
        let f = PagingFixture(pages: 3) { $0.isInfinite = true }
        f.pager.select(pageAt: 2, animated: false)
        f.settle()
        f.delegate.positions = []
        f.pager.select(pageAt: 0, animated: true)
        f.settle()
        let positions = f.delegate.positions
        #expect(positions.allSatisfy { $0 >= 0 && $0 < 3 }, "\(positions)")
        #expect(positions.contains { $0 > 2.3 && $0 < 2.9 } && positions.last == 0, "\(positions)")
        f.expectValid()
    }
}

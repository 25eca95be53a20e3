import Foundation
import Testing
@testable import PortableUIKit

/// Pins spec 7.5 (paging targets and the page snap).
struct PagingTests {
    /// Five full pages of 320 pt: legal range [0, 1280].
    let pages = ScrollPagingTarget(pageSize: 320, range: ScrollAxisRange(minimum: 0, maximum: 1280))

    @Test("7.5 paging lands on multiples of the bounds size")
    func multiplesOfBounds() {
        #expect(pages.lastPage == 4)
        for offset: CGFloat in [0, 100, 170, 333, 700, 1000, 1280] {
            for velocity: CGFloat in [-2_000, -299, 0, 150, 800] {
                for start in 0...4 {
                    let target = pages.targetOffset(releaseOffset: offset, velocity: velocity, startPage: start)
                    #expect(target.truncatingRemainder(dividingBy: 320) == 0)
                    #expect(target >= 0 && target <= 1280)
                }
            }
        }
    }

    @Test("7.5 at most one page per flick, even at 100000 pt/s")
    func onePagePerFlick() {
        #expect(pages.targetPage(releaseOffset: 400, velocity: 100_000, startPage: 1) == 2)
        #expect(pages.targetPage(releaseOffset: 250, velocity: -100_000, startPage: 1) == 0)
        #expect(pages.targetPage(releaseOffset: 1000, velocity: 100_000, startPage: 1) == 2)
        let motion = ScrollAxisMotion.paging(from: 400, velocity: 100_000, startPage: 1, pages: pages)
        #expect(motion.restPosition == 640)
        #expect(motion.position(at: motion.finishTime) == 640)
    }

    @Test("7.5 a slow release goes to the nearest page")
    func slowReleaseNearest() {
        #expect(pages.targetPage(releaseOffset: 500, velocity: 0, startPage: 1) == 2)
        #expect(pages.targetPage(releaseOffset: 450, velocity: 100, startPage: 1) == 1)
        #expect(pages.targetPage(releaseOffset: 150, velocity: -100, startPage: 1) == 0)
        // A slow release after dragging several pages by hand: nearest page, no one-page limit.
        #expect(pages.targetPage(releaseOffset: 1250, velocity: 0, startPage: 0) == 4)
    }

    @Test("7.5 the 300 pt/s page-change threshold is honoured just below and at/above")
    func velocityThreshold() {
        #expect(ScrollPagingTarget.velocityThreshold == 300)
        #expect(pages.targetPage(releaseOffset: 330, velocity: 299.9, startPage: 1) == 1)
        #expect(pages.targetPage(releaseOffset: 330, velocity: 300, startPage: 1) == 2)
        #expect(pages.targetPage(releaseOffset: 330, velocity: 300.1, startPage: 1) == 2)
        #expect(pages.targetPage(releaseOffset: 310, velocity: -299.9, startPage: 1) == 1)
        #expect(pages.targetPage(releaseOffset: 310, velocity: -300, startPage: 1) == 0)
    }

    @Test("7.5 targets are clamped at the first and the last page")
    func clampedAtEnds() {
        #expect(pages.targetPage(releaseOffset: -40, velocity: -5_000, startPage: 0) == 0)
        #expect(pages.targetPage(releaseOffset: 1330, velocity: 5_000, startPage: 4) == 4)
        #expect(pages.targetOffset(releaseOffset: 1330, velocity: 5_000, startPage: 4) == 1280)
        #expect(pages.targetPage(releaseOffset: 0, velocity: 0, startPage: 99) == 0)
        #expect(pages.targetPage(releaseOffset: 1280, velocity: 1_000, startPage: 99) == 4)
    }

    @Test("7.5 a last partial page clamps to the maximum offset")
    func lastPartialPage() {
        // Content 1500 wide in 320 bounds: max offset 1180, pages 0…4, page 4 rests at 1180.
        let partial = ScrollPagingTarget(pageSize: 320, range: ScrollAxisRange(minimum: 0, maximum: 1180))
        #expect(partial.lastPage == 4)
        #expect(partial.offset(ofPage: 4) == 1180)
        #expect(partial.targetOffset(releaseOffset: 1000, velocity: 1_000, startPage: 3) == 1180)
        #expect(partial.targetPage(releaseOffset: 1100, velocity: 0, startPage: 3) == 4)
        #expect(partial.targetPage(releaseOffset: 1060, velocity: 0, startPage: 3) == 3)
    }

    @Test("7.5 the last page is not invented by rounding noise in the maximum offset")
    func lastPageTolerance() {
        let almostTwo = ScrollPagingTarget(pageSize: 320, range: ScrollAxisRange(minimum: 0, maximum: 640 + 1e-10))
        #expect(almostTwo.lastPage == 2)
        let noScroll = ScrollPagingTarget(pageSize: 320, range: ScrollAxisRange(minimum: 0, maximum: 0))
        #expect(noScroll.lastPage == 0)
        #expect(noScroll.targetOffset(releaseOffset: 30, velocity: 5_000, startPage: 0) == 0)
    }

    @Test("7.5 the page snap carries the release velocity and settles in about 0.3–0.4 s")
    func snapTiming() {
        let motion = ScrollAxisMotion.paging(from: 400, velocity: 200, startPage: 1, pages: pages)
        #expect(motion.restPosition == 320)
        #expect(motion.velocity(at: 0) == 200)
        #expect(motion.phase(at: 0) == .bouncing)
        let still = ScrollAxisMotion.paging(from: 400, velocity: 0, startPage: 1, pages: pages)
        // Within 1 % of the 80 pt displacement by 0.35 s, but not yet at 0.25 s.
        #expect(abs(still.position(at: 0.35) - 320) < 0.8)
        #expect(abs(still.position(at: 0.25) - 320) > 0.8)
        #expect(still.finishTime > 0.3 && still.finishTime < 0.6)
    }
}

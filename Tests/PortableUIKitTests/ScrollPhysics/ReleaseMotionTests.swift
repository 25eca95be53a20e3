import Foundation
import Testing
@testable import PortableUIKit

/// Pins the 2-D release motion that combines both axes (spec 7.2, 7.3, 7.5).
struct ReleaseMotionTests {
    let range = ScrollOffsetRange(
        contentSize: CGSize(width: 1600, height: 5000),
        boundsSize: CGSize(width: 320, height: 480),
        adjustedInsetTop: 0, left: 0, bottom: 0, right: 0
    )

    @Test("7.2 the 2-D release motion finishes only when both axes have")
    func finishesWhenBothDo() {
        let motion = ScrollReleaseMotion.deceleration(
            from: CGPoint(x: 100, y: 1000), velocity: CGPoint(x: 50, y: 2000),
            range: range, bouncesHorizontally: true, bouncesVertically: true
        )
        #expect(motion.horizontal.finishTime < motion.vertical.finishTime)
        #expect(motion.finishTime == motion.vertical.finishTime)
        #expect(!motion.isFinished(at: motion.horizontal.finishTime))
        #expect(motion.isFinished(at: motion.finishTime))
        #expect(motion.position(at: 0) == CGPoint(x: 100, y: 1000))
        #expect(motion.velocity(at: 0) == CGPoint(x: 50, y: 2000))
        #expect(motion.position(at: motion.finishTime) == motion.restPosition)
    }

    @Test("7.5 2-D paging lands on multiples of the bounds size per axis")
    func pagingTwoAxes() {
        let motion = ScrollReleaseMotion.paging(
            from: CGPoint(x: 350, y: 500), velocity: CGPoint(x: 900, y: -10),
            pageSize: CGSize(width: 320, height: 480),
            horizontalStartPage: 1, verticalStartPage: 1,
            range: range
        )
        #expect(motion.restPosition == CGPoint(x: 640, y: 480))
        #expect(motion.position(at: motion.finishTime) == CGPoint(x: 640, y: 480))
    }

    @Test("7.3 2-D landing ends exactly on the rewritten, clamped target")
    func landingTwoAxes() {
        let motion = ScrollReleaseMotion.landing(
            from: CGPoint(x: 10, y: 10), on: CGPoint(x: 2000, y: 777.25), range: range
        )
        #expect(motion.restPosition == CGPoint(x: 1280, y: 777.25))
        #expect(motion.position(at: motion.finishTime) == CGPoint(x: 1280, y: 777.25))
    }
}

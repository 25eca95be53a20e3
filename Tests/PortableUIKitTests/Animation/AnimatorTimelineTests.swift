import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The property animator's timeline, without views or clock.
@Suite("8.8 animator timeline", .isolatedRuntime)
struct AnimatorTimelineTests {
    @Test("ten steps of 0.1 s reach the end of a 1 s timeline although they sum to 0.9999999999999999")
    func reachesEndDespiteRounding() {
        var timeline = AnimatorTimeline(duration: 1, timing: .cubic(.linear))
        var ended = false
        for _ in 0..<10 { ended = timeline.advance(by: 0.1) }
        #expect(ended && timeline.fraction == 1)
        timeline.isReversed = true
        for _ in 0..<10 { ended = timeline.advance(by: 0.1) }
        #expect(ended && timeline.fraction == 0)
    }

    @Test("a segment added at 0.5 runs over the remaining half with the curve; scrubbing is linear")
    func segments() {
        var timeline = AnimatorTimeline(duration: 2, timing: .cubic(.easeInEaseOut))
        _ = timeline.advance(by: 1.5)
        let expected = CubicTimingCurve.easeInEaseOut.progress(at: 0.5)
        #expect(abs(timeline.progress(ofSegmentStartingAt: 0.5) - expected) < 1e-9)
        #expect(timeline.progress(ofSegmentStartingAt: 0.9) == 0)
        timeline.isScrubbingLinearly = true
        #expect(abs(timeline.progress(ofSegmentStartingAt: 0) - 0.75) < 1e-12)
    }
}

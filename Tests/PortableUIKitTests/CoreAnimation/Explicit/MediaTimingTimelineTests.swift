import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The pure CAMediaTiming engine (spec 18.2): parent time → a place inside one pass.
@MainActor
@Suite("CAMediaTiming timeline", .isolatedRuntime)
struct MediaTimingTimelineTests {
    @Test("18.2 active duration = duration × max(repeatCount, 1) × (autoreverses ? 2 : 1) ÷ speed")
    func activeDuration() {
        #expect(MediaTimingTimeline(duration: 2).activeDuration == 2)
        #expect(MediaTimingTimeline(duration: 2, repeatCount: 3).activeDuration == 6)
        #expect(MediaTimingTimeline(duration: 2, repeatCount: 3, autoreverses: true).activeDuration == 12)
        #expect(MediaTimingTimeline(duration: 2, speed: 4, repeatCount: 3, autoreverses: true).activeDuration == 3)
        #expect(MediaTimingTimeline(duration: 2, repeatCount: 2.5).activeDuration == 5)
        #expect(MediaTimingTimeline(duration: 2, speed: 0).activeDuration == .infinity)
        #expect(MediaTimingTimeline(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
        #expect(MediaTimingTimeline(duration: 2, repeatDuration: 5).activeDuration == 5)
    }

    @Test("18.2 parent tp maps to t = (tp − beginTime) × speed + timeOffset, then into the pass")
    func mapping() {
        let timeline = MediaTimingTimeline(beginTime: 10, duration: 4, speed: 2)
        #expect(timeline.sample(atParent: 11)?.time == 2)
        #expect(timeline.sample(atParent: 11)?.fraction == 0.5)
        #expect(timeline.sample(atParent: 9) == nil)
        #expect(timeline.sample(atParent: 12) == nil)
    }

    @Test("18.2 repeats count passes; a fractional repeatCount 2.5 ends half-way through the third pass")
    func repeats() {
        let timeline = MediaTimingTimeline(duration: 1, repeatCount: 2.5, fillsForwards: true)
        #expect(timeline.sample(atParent: 0.25) == .init(time: 0.25, iteration: 0, fraction: 0.25))
        #expect(timeline.sample(atParent: 1.25) == .init(time: 0.25, iteration: 1, fraction: 0.25))
        #expect(timeline.sample(atParent: 2.25) == .init(time: 0.25, iteration: 2, fraction: 0.25))
        #expect(timeline.sample(atParent: 99) == .init(time: 0.5, iteration: 2, fraction: 0.5))
        // The end of a whole pass belongs to that pass (the to-value), not the next one's start.
        #expect(
            MediaTimingTimeline(duration: 1, repeatCount: 2, fillsForwards: true).sample(atParent: 5)
                == .init(time: 1, iteration: 1, fraction: 1))
    }

    @Test("18.2 with autoreverses each repeat plays forwards and then backwards")
    func autoreverse() {
        let timeline = MediaTimingTimeline(duration: 1, repeatCount: 2, autoreverses: true)
        #expect(timeline.sample(atParent: 0.25)?.fraction == 0.25)
        #expect(timeline.sample(atParent: 1.25)?.fraction == 0.75)
        #expect(timeline.sample(atParent: 2.25) == .init(time: 0.25, iteration: 1, fraction: 0.25))
        #expect(timeline.sample(atParent: 3.75) == .init(time: 0.25, iteration: 1, fraction: 0.25))
        #expect(timeline.activeDuration == 4)
    }

    @Test(
        "18.2 fill modes: removed shows nothing outside, backwards the start before, forwards the end after, both both")
    func fillModes() {
        func timeline(_ mode: CAMediaTimingFillMode) -> MediaTimingTimeline {
            MediaTimingTimeline(
                beginTime: 5, duration: 2, fillsBackwards: mode.fillsBackwards, fillsForwards: mode.fillsForwards)
        }
        #expect(timeline(.removed).sample(atParent: 4) == nil)
        #expect(timeline(.removed).sample(atParent: 8) == nil)
        #expect(timeline(.backwards).sample(atParent: 4)?.fraction == 0)
        #expect(timeline(.backwards).sample(atParent: 8) == nil)
        #expect(timeline(.forwards).sample(atParent: 4) == nil)
        #expect(timeline(.forwards).sample(atParent: 8)?.fraction == 1)
        #expect(timeline(.both).sample(atParent: 4)?.fraction == 0)
        #expect(timeline(.both).sample(atParent: 8)?.fraction == 1)
        // Positive control: inside the active interval every mode shows the animation.
        for mode in [CAMediaTimingFillMode.removed, .backwards, .forwards, .both] {
            #expect(timeline(mode).sample(atParent: 6)?.fraction == 0.5)
        }
    }

    @Test("18.2 a timeOffset starts the animation part-way and wraps to its start (CA-O4)")
    func timeOffsetWraps() {
        let timeline = MediaTimingTimeline(duration: 4, timeOffset: 1)
        #expect(timeline.sample(atParent: 0)?.time == 1)
        #expect(timeline.sample(atParent: 2)?.time == 3)
        #expect(timeline.sample(atParent: 3.5)?.time == 0.5)
        #expect(timeline.sample(atParent: 4.5) == nil)
    }

    @Test("18.2 speed 0 with a timeOffset holds the animation at that time (pausing)")
    func pausedBySpeedZero() {
        let timeline = MediaTimingTimeline(beginTime: 3, duration: 4, speed: 0, timeOffset: 1.5)
        #expect(timeline.sample(atParent: 3)?.time == 1.5)
        #expect(timeline.sample(atParent: 1000)?.time == 1.5)
    }

    @Test("18.2 a negative speed plays the active span backwards from its end")
    func negativeSpeed() {
        let timeline = MediaTimingTimeline(duration: 4, speed: -2)
        #expect(timeline.sample(atParent: 0.5)?.time == 3)
        #expect(timeline.sample(atParent: 1.5)?.time == 1)
        #expect(timeline.endTime == 2)
    }
}

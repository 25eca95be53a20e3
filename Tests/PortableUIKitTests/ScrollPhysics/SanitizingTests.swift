import Foundation
import Testing
@testable import PortableUIKit

/// Pins the documented handling of invalid input (spec 7.1–7.6 sanitising).
struct SanitizingTests {
    @Test("Sanitising 7.2: NaN and infinite velocities count as 0")
    func nonFiniteVelocity() {
        for velocity in [CGFloat.nan, .infinity, -.infinity] {
            let decay = ScrollDeceleration(initialPosition: 12, initialVelocity: velocity)
            #expect(decay.initialVelocity == 0)
            #expect(decay.restPosition == 12)
            #expect(decay.duration() == 0)
            let motion = ScrollAxisMotion.deceleration(
                from: 12, velocity: velocity, range: ScrollAxisRange(minimum: 0, maximum: 100), bounces: true
            )
            #expect(motion.finishTime == 0)
            #expect(motion.position(at: 1) == 12)
        }
        let nanPosition = ScrollDeceleration(initialPosition: .nan, initialVelocity: 100)
        #expect(nanPosition.initialPosition == 0)
        #expect(nanPosition.restPosition.isFinite)
    }

    @Test("Sanitising 7.1: rates ≤ 0 or ≥ 1 are clamped into [0.01, 0.9999]; NaN becomes .normal")
    func invalidRates() {
        let cases: [(CGFloat, CGFloat)] = [
            (0, 0.01), (-3, 0.01), (-.infinity, 0.01),
            (1, 0.9999), (1.5, 0.9999), (.infinity, 0.9999),
            (.nan, 0.998), (0.5, 0.5),
        ]
        for (input, expected) in cases {
            let decay = ScrollDeceleration(initialPosition: 0, initialVelocity: 1000, rate: input)
            #expect(decay.rate == expected)
            #expect(decay.restPosition.isFinite)
            #expect(decay.duration().isFinite)
            #expect(decay.position(at: 1).isFinite)
        }
    }

    @Test("Sanitising 7.4: a zero, negative or NaN dimension gives no rubber-band overshoot")
    func degenerateRubberBand() {
        let range = ScrollAxisRange(minimum: 0, maximum: 100)
        for dimension in [CGFloat(0), -50, .nan, .infinity] {
            let band = RubberBand(dimension: dimension)
            #expect(band.dimension == 0)
            #expect(band.displayedOvershoot(forRaw: 40) == 0)
            #expect(band.rawOvershoot(forDisplayed: 40) == 0)
            #expect(band.displayedOffset(forRaw: 140, in: range) == 100)
        }
        let invalidCoefficient = RubberBand(dimension: 960, coefficient: -1)
        #expect(invalidCoefficient.coefficient == 0.55)
    }

    @Test("Sanitising 7.4: the inverse caps displayed overshoots at 0.999 of the dimension; NaN → 0")
    func rubberBandInverseCap() {
        let band = RubberBand(dimension: 960)
        let capped = band.rawOvershoot(forDisplayed: 960 * 0.999)
        #expect(band.rawOvershoot(forDisplayed: 960) == capped)
        #expect(band.rawOvershoot(forDisplayed: 5_000) == capped)
        #expect(band.rawOvershoot(forDisplayed: -5_000) == -capped)
        #expect(capped.isFinite)
        #expect(band.rawOvershoot(forDisplayed: .nan) == 0)
        #expect(band.displayedOvershoot(forRaw: .nan) == 0)
        #expect(band.displayedOvershoot(forRaw: .infinity) == 960)
        #expect(band.displayedOvershoot(forRaw: -.infinity) == -960)
    }

    @Test("Sanitising 7.2: NaN or negative times count as 0; +∞ means at rest")
    func invalidTimes() {
        let decay = ScrollDeceleration(initialPosition: 5, initialVelocity: 1000)
        #expect(decay.position(at: .nan) == 5)
        #expect(decay.position(at: -2) == 5)
        #expect(decay.position(at: .infinity) == decay.restPosition)
        let motion = ScrollAxisMotion.deceleration(
            from: 1100, velocity: 0, range: ScrollAxisRange(minimum: 0, maximum: 1000), bounces: true
        )
        #expect(motion.position(at: -1) == 1100)
        #expect(motion.position(at: .infinity) == 1000)
        #expect(motion.phase(at: .nan) == .bouncing)
        #expect(motion.isFinished(at: .infinity))
    }

    @Test("Sanitising 7.2: a NaN or non-positive threshold becomes the default 1/6 pt")
    func invalidThreshold() {
        let decay = ScrollDeceleration(initialPosition: 0, initialVelocity: 1000)
        #expect(decay.duration(threshold: .nan) == decay.duration())
        #expect(decay.duration(threshold: -1) == decay.duration())
        #expect(decay.duration(threshold: 0) == decay.duration())
        #expect(ScrollRestThreshold.forDisplayScale(0) == ScrollRestThreshold.default)
    }

    @Test("Sanitising 7.6: negative sizes and non-finite insets count as 0")
    func invalidRangeInput() {
        let range = ScrollOffsetRange(
            contentSize: CGSize(width: -100, height: CGFloat.nan),
            boundsSize: CGSize(width: 320, height: -480),
            adjustedInsetTop: .infinity, left: .nan, bottom: 10, right: 0
        )
        #expect(range.minimum == CGPoint(x: 0, y: 0))
        #expect(range.maximum == CGPoint(x: 0, y: 10))
        let axis = ScrollAxisRange(minimum: .nan, maximum: .infinity)
        #expect(axis.minimum == 0 && axis.maximum == 0)
        #expect(axis.clamp(.nan) == 0)
    }

    @Test("Sanitising 7.5: zero page size, NaN velocity and NaN offsets in paging")
    func invalidPaging() {
        let range = ScrollAxisRange(minimum: 0, maximum: 1280)
        let noPages = ScrollPagingTarget(pageSize: 0, range: range)
        #expect(noPages.lastPage == 0)
        #expect(noPages.targetOffset(releaseOffset: 700, velocity: 5_000, startPage: 3) == 0)
        let pages = ScrollPagingTarget(pageSize: 320, range: range)
        #expect(pages.targetPage(releaseOffset: 700, velocity: .nan, startPage: 0) == 2)
        #expect(pages.targetPage(releaseOffset: .nan, velocity: 0, startPage: 3) == 3)
        #expect(pages.targetPage(releaseOffset: 0, velocity: .infinity, startPage: 1) == 2)
        let huge = ScrollPagingTarget(pageSize: 1e-300, range: ScrollAxisRange(minimum: 0, maximum: 1e300))
        #expect(huge.lastPage == ScrollPagingTarget.maximumPageIndex)
        let motion = ScrollAxisMotion.paging(from: .nan, velocity: .nan, startPage: 2, pages: pages)
        #expect(motion.restPosition == 640)
        #expect(motion.position(at: 0) == 640)
    }

    @Test("Sanitising 7.4: springs with non-finite or non-positive parameters")
    func invalidSpring() {
        let spring = ScrollBounceSpring(from: .nan, velocity: .infinity, to: 50, stiffness: -4, mass: .nan)
        #expect(spring.stiffness == 100)
        #expect(spring.mass == 1)
        #expect(spring.initialDisplacement == 0)
        #expect(spring.initialVelocity == 0)
        #expect(spring.settleTime() == 0)
        let noTarget = ScrollBounceSpring(from: 20, velocity: 0, to: .nan)
        #expect(noTarget.target == 20)
        #expect(noTarget.position(at: 1) == 20)
    }
}

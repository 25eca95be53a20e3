import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("HeadlessHost refuses times it cannot run (issue 18)", .isolatedRuntime)
struct HeadlessHostRefusalTests {
    @Test("issue 18 host: advance(by:) of NaN, ±inf or a negative time reports runLoop and leaves the clock")
    func advanceRefusesNonFinite() {
        let host = HeadlessHost()
        for seconds in [TimeInterval.nan, .infinity, -.infinity, -1] {
            let start = host.now
            expectDiagnostic(.runLoop) { host.advance(by: seconds) }
            #expect(host.now == start, "advance(by: \(seconds))")
        }
        let start = host.now
        host.advance(by: 0.5)
        #expect(abs(host.now - start - 0.5) < 1e-9)
    }

    @Test("issue 18 host: a frameInterval of 0, negative, NaN or inf is refused with runLoop and the interval stays")
    func frameIntervalRefused() {
        let host = HeadlessHost()
        for interval in [0, -1, TimeInterval.nan, .infinity] {
            expectDiagnostic(.runLoop) { host.frameInterval = interval }
            #expect(host.frameInterval == 1.0 / 60.0)
        }
        host.frameInterval = 0.5
        #expect(host.frameInterval == 0.5)
    }

    @Test("issue 18 host: one advance runs at most maximumFramesPerAdvance turns and still lands on the end time")
    func hugeAdvanceIsBounded() {
        let host = HeadlessHost()
        var ticks = 0
        let link = CADisplayLink(handler: { _ in ticks += 1 })
        link.add(to: .main, forMode: .common)
        let start = host.now
        host.advance(by: 1e9)
        link.invalidate()
        #expect(ticks <= HeadlessHost.maximumFramesPerAdvance + 1)
        #expect(ticks > 1_000)
        #expect(host.now == start + 1e9)
    }

    @Test(
        "issue 18 host: flick and edgeSwipe with a NaN, infinite, negative or over-an-hour duration report invalidTouchInput and send nothing"
    )
    func touchDurationsRefused() {
        let host = HeadlessHost()
        for duration in [TimeInterval.nan, .infinity, -1, 1e300] {
            let start = host.now
            expectDiagnostic(.invalidTouchInput) {
                host.flick(from: CGPoint(x: 100, y: 400), velocity: CGVector(dx: 0, dy: -500), duration: duration)
            }
            expectDiagnostic(.invalidTouchInput) { host.edgeSwipe(from: .left, distance: 100, duration: duration) }
            #expect(host.now == start)
        }
    }
}

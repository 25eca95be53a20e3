import Foundation
import Testing
@testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// CADisplayLink on the virtual clock.
@MainActor
@Suite("CADisplayLink", .isolatedRuntime)
struct CADisplayLinkTests {
    @Test("a link fires once per tick with timestamp, duration and targetTimestamp from the clock")
    func firesPerTick() {
        let host = HeadlessHost()
        var stamps: [TimeInterval] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        let start = host.now
        host.advance(by: 0.05)
        #expect(stamps.count == 3)
        #expect(abs(link.duration - 1.0 / 60) < 1e-9)
        #expect(abs(link.targetTimestamp - (link.timestamp + link.duration)) < 1e-12)
        #expect(abs(stamps.last! - (start + 0.05)) < 1e-9)
        link.invalidate()
        host.advance(by: 0.05)
        #expect(stamps.count == 3)
    }

    @Test("preferredFramesPerSecond 30 skips every other 60 Hz tick; isPaused suspends firing")
    func rateAndPause() {
        let host = HeadlessHost()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        host.advance(by: 1)
        #expect(count >= 30 && count <= 31)
        link.isPaused = true
        host.advance(by: 1)
        #expect(count <= 31)
        link.isPaused = false
        host.advance(by: 0.5)
        #expect(count > 31)
        link.invalidate()
    }
}

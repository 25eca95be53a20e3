import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// guide § Core Animation and drawing: its example, run as written.
@MainActor
@Suite("Guide: Core Animation example (18.3, 18.5, 18.13)", .isolatedRuntime)
struct CoreAnimationGuideTests {
    @Test(
        "18.3 the guide's strokeEnd animation: copied on add, half-drawn near the middle, model unchanged, gone at the end"
    )
    func readmeExampleRuns() {
        let host = HeadlessHost()
        let bar = CAShapeLayer()
        host.window.layer.addSublayer(bar)
        bar.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 4), cornerRadius: 2).cgPath
        bar.strokeColor = UIColor.systemBlue.cgColor
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 0.6
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        bar.add(grow, forKey: "grow")  // a copy is added; changing `grow` now changes nothing
        grow.duration = 10
        #expect(bar.animation(forKey: "grow")?.duration == 0.6)
        host.advance(by: 0.3)
        let middle = bar.presentation()?.strokeEnd ?? -1
        #expect(middle > 0.3 && middle < 0.7, "ease-in-ease-out is about half-way at half time: \(middle)")
        #expect(bar.strokeEnd == 1, "the model is unchanged")
        host.advance(by: 0.4)
        #expect(bar.animationKeys() == nil)
        #expect(bar.presentation()?.strokeEnd == 1)
    }
}

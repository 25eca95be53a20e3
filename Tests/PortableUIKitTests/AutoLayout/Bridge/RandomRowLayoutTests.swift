import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A view that counts its layout passes.
@MainActor
private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// A deterministic generator (SplitMix64), so that failures replay.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor
@Suite("Auto Layout bridge: random rows against frames computed by hand (17.3, 17.11, 17.21)", .isolatedRuntime)
struct RandomRowLayoutTests {
    @Test(
        "17.3 random rows: required widths, one filler, optional preferences that lose, random spacing; frames as computed by hand"
    )
    func randomRows() {
        var random = SeededGenerator(state: 20)
        let host = HeadlessHost(size: CGSize(width: 1000, height: 1000))
        for round in 0..<40 {
            let width = CGFloat(Int.random(in: 300...900, using: &random))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
            host.window.addSubview(box)
            let count = Int.random(in: 1...6, using: &random)
            let filler = Int.random(in: 0..<count, using: &random)
            let spacing = CGFloat(Int.random(in: 0...12, using: &random))
            var views: [UIView] = []
            var widths: [CGFloat] = []
            var heights: [CGFloat] = []
            for index in 0..<count {
                let view = constrainedView(in: box)
                let height = CGFloat(Int.random(in: 1...150, using: &random))
                pin(view, .height, height)
                pin(view, .top, to: box, .top, CGFloat(Int.random(in: 0...40, using: &random)))
                heights.append(height)
                let required = CGFloat(Int.random(in: 10...40, using: &random))
                if index == filler {
                    // An optional preference that cannot hold: the filler takes the rest.
                    pin(view, .width, 1, priority: UILayoutPriority(Float(Int.random(in: 1...999, using: &random))))
                    widths.append(0)
                } else {
                    pin(view, .width, required)
                    pin(
                        view, .width, required + 50,
                        priority: UILayoutPriority(Float(Int.random(in: 1...999, using: &random))))
                    widths.append(required)
                }
                if let previous = views.last {
                    pin(view, .leading, to: previous, .trailing, spacing)
                } else {
                    pin(view, .leading, to: box, .leading, spacing)
                }
                views.append(view)
            }
            pin(box, .trailing, to: views[count - 1], .trailing, spacing)
            widths[filler] = width - widths.reduce(0, +) - spacing * CGFloat(count + 1)
            if widths[filler] < 1 {
                // The filler's preference of 1 pt holds there: keep the case simple and skip it.
                box.removeFromSuperview()
                continue
            }
            host.runTurn()
            var x = spacing
            for index in 0..<count {
                let frame = views[index].frame
                #expect(
                    abs(frame.minX - x) < 1e-6 && abs(frame.width - widths[index]) < 1e-6,
                    "round \(round), view \(index): \(frame) vs x \(x) width \(widths[index])")
                #expect(frame.height == heights[index])
                x += widths[index] + spacing
            }
            #expect(!views.contains { $0.hasAmbiguousLayout })
            box.removeFromSuperview()
        }
        #expect(
            AutoLayoutEngineHost.shared.records.values.filter(\.isLive).count
                < 10, "removed rows take their outside constraints with them")
    }

    @Test("17.21 a constant change lays out only the affected superview: no walk over the whole tree per pass")
    func changeTouchesOnlyTheAffectedSuperview() {
        let host = HeadlessHost(size: CGSize(width: 1000, height: 1000))
        var boxes: [CountingView] = []
        var lefts: [NSLayoutConstraint] = []
        for index in 0..<200 {
            let box = CountingView(frame: CGRect(x: 0, y: CGFloat(index), width: 100, height: 5))
            host.window.addSubview(box)
            let view = constrainedView(in: box)
            lefts.append(pin(view, .left, to: box, .left))
            pin(view, .top, to: box, .top)
            pin(view, .width, 10)
            pin(view, .height, 5)
            boxes.append(box)
        }
        // A subview whose size changes marks its superview again (UIView+Layout): settle first.
        host.runUntilIdle()
        let settled = boxes.map(\.layouts)
        host.runTurn()
        #expect(boxes.map(\.layouts) == settled, "a turn with no change lays nothing out")
        let before = boxes.map(\.layouts)
        lefts[17].constant = 30
        host.runUntilIdle()
        let after = boxes.map(\.layouts)
        let laidOut = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(laidOut == [17])
        #expect(boxes[17].subviews[0].frame.minX == 30)
        // Positive control: a change everywhere lays out every box.
        for constraint in lefts { constraint.constant = 1 }
        host.runUntilIdle()
        #expect(zip(after, boxes.map(\.layouts)).allSatisfy { $0 != $1 })
    }
}

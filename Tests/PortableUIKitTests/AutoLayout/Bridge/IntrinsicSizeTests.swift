import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Auto Layout bridge: intrinsic size, hugging, compression resistance (17.9–17.11)", .isolatedRuntime)
struct IntrinsicSizeTests {
    @Test("17.11 hugging 250 vs 251 in 300 pt: (200, 100)")
    func huggingProbe() {
        let host = HeadlessHost()
        let (_, a, b) = intrinsicRow(width: 300, host: host)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        host.runTurn()
        #expect(a.frame.width == 200 && b.frame.width == 100)
        #expect(a.frame.height == 100)
    }

    @Test("17.11 compression resistance 750 vs 751 in 150 pt: (50, 100)")
    func compressionProbe() {
        let host = HeadlessHost()
        let (_, a, b) = intrinsicRow(width: 150, host: host)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        host.runTurn()
        #expect(a.frame.width == 50 && b.frame.width == 100)
    }

    @Test("17.10 a priority change after layout moves the growth to the other view (the strengths follow)")
    func priorityChangeUpdatesStrengths() {
        let host = HeadlessHost()
        let (_, a, b) = intrinsicRow(width: 300, host: host)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        host.runTurn()
        #expect(a.frame.width == 200)
        a.setContentHuggingPriority(UILayoutPriority(260), for: .horizontal)
        host.runTurn()
        #expect(a.frame.width == 100 && b.frame.width == 200)
    }

    @Test("17.9 invalidateIntrinsicContentSize re-reads the size; without it the engine keeps the old one")
    func invalidationRereads() {
        let host = HeadlessHost()
        let view = IntrinsicView(CGSize(width: 40, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(view)
        pin(view, .left, to: host.window, .left)
        pin(view, .top, to: host.window, .top)
        host.runTurn()
        #expect(view.frame.size == CGSize(width: 40, height: 20))
        view.intrinsic = CGSize(width: 70, height: 30)
        host.window.setNeedsLayout()
        host.runTurn()
        #expect(view.frame.size == CGSize(width: 40, height: 20))
        view.invalidateIntrinsicContentSize()
        host.runTurn()
        #expect(view.frame.size == CGSize(width: 70, height: 30))
        #expect(!view.hasAmbiguousLayout)
    }

    @Test("17.9 a label sizes to its text; a new text resizes it at the next pass")
    func labelFollowsText() {
        let host = HeadlessHost()
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(label)
        pin(label, .left, to: host.window, .left, 8)
        pin(label, .top, to: host.window, .top, 8)
        host.runTurn()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 0)
        let before = label.frame.width
        label.text = "Hello, world"
        host.runTurn()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > before)
    }

    @Test("17.9 a view without intrinsic metric adds no content-size constraints")
    func noMetricNoConstraints() {
        let host = HeadlessHost()
        let view = constrainedView(in: host.window)
        pin(view, .width, 10)
        #expect(view.autoLayoutState?.itemVariables?.intrinsicConstraints.isEmpty == true)
        let label = UILabel()
        label.text = "x"
        label.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(label)
        pin(label, .left, to: host.window, .left)
        #expect(label.autoLayoutState?.itemVariables?.intrinsicConstraints.count == 4)
    }
}

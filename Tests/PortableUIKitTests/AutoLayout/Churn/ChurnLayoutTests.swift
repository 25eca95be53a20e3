import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Layouts made after an earlier constrained subtree left the hierarchy (issue 42, item 1): what
/// the engine kept of the first subtree must not change the second's solution.
@MainActor
@Suite("Auto Layout under churn: a removed subtree leaves nothing behind (17.2, 17.4, 17.11, 17.19)", .isolatedRuntime)
struct ChurnLayoutTests {
    /// A 300 × 200 box in the window with a centred subview `v.width = 0.5 × box.width + 10`,
    /// `v.height = 0.25 × v.width`.
    private func centredBox(in host: HeadlessHost) -> (UIView, UIView) {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pin(view, .width, to: box, .width, multiplier: 0.5, 10)
        pin(view, .height, to: view, .width, multiplier: 0.25)
        pin(view, .centerX, to: box, .centerX)
        pin(view, .centerY, to: box, .centerY)
        return (box, view)
    }

    @Test("17.4 a box rebuilt after the first was removed lays out as the first: (70, 80, 160, 40)")
    func rebuiltBoxLaysOutAsTheFirst() {
        let host = HeadlessHost()
        for _ in 0..<3 {
            let (box, view) = centredBox(in: host)
            host.runTurn()
            #expect(view.frame == CGRect(x: 70, y: 80, width: 160, height: 40))
            box.removeFromSuperview()
        }
    }
}

extension ChurnLayoutTests {
    /// A centred box laid out and removed (freed when the caller's scope ends), as in the issue's
    /// session before each of the layouts below.
    private func churn(_ host: HeadlessHost) {
        let (box, _) = centredBox(in: host)
        host.runTurn()
        box.removeFromSuperview()
    }

    @Test("17.2 after a removed box, a multiplier on a position still reads the installing view's coordinates: x 50")
    func positionMultiplierAfterRemoval() {
        let host = HeadlessHost()
        for _ in 0..<3 {
            churn(host)
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            host.window.addSubview(box)
            let view = constrainedView(in: box)
            pin(view, .centerX, to: box, .centerX, multiplier: 0.5)
            pin(view, .width, 50)
            pin(view, .top, to: box, .top)
            pin(view, .height, 10)
            host.runTurn()
            #expect(view.frame == CGRect(x: 50, y: 0, width: 50, height: 10))
            box.removeFromSuperview()
        }
    }

    @Test("17.11 after a removed box, hugging 250 vs 251 in 300 pt is still (200, 100) with the trailing edge held")
    func huggingAfterRemoval() {
        let host = HeadlessHost()
        for _ in 0..<3 {
            churn(host)
            let (box, a, b) = intrinsicRow(width: 300, host: host)
            b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let diagnostics = diagnosticRules { host.runTurn() }
            #expect(diagnostics.isEmpty)
            #expect(a.frame.width == 200 && b.frame.width == 100)
            #expect(b.frame.maxX == 300)
            box.removeFromSuperview()
        }
    }

    @Test("17.19 after a removed box, H:|-[w]-| insets by the margins: width 284")
    func visualFormatAfterRemoval() {
        let host = HeadlessHost()
        for _ in 0..<3 {
            churn(host)
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            host.window.addSubview(box)
            let view = constrainedView(in: box)
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-[w]-|", options: [], metrics: nil, views: ["w": view])
                    + NSLayoutConstraint.constraints(
                        withVisualFormat: "V:|-[w(20)]", options: [], metrics: nil, views: ["w": view]))
            host.runTurn()
            #expect(view.frame == CGRect(x: 8, y: 8, width: 284, height: 20))
            box.removeFromSuperview()
        }
    }
}

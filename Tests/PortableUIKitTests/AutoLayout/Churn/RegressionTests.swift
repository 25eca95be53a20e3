import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A view that counts its `layoutSubviews` calls.
@MainActor
private final class CountingView: UIView {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

/// A view with a fixed intrinsic height.
@MainActor
private final class TallView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 420) }
}

/// Issue 42, items 3–9: UIKit's letter where PortableUIKit differed.
@MainActor
@Suite(
    "Auto Layout: rounding, priorities, axes, anchors, fitting, idle layout (17.1, 17.5, 17.6, 17.15, 17.20)",
    .isolatedRuntime)
struct AutoLayoutLetterTests {
    @Test(
        "17.15a engine frames are rounded to the screen's pixel grid (3×): 100.1 wide becomes 100, an x of 1e-14 becomes 0"
    )
    func framesAreRoundedToPixels() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pin(view, .left, to: box, .left, 1e-14)
        pin(view, .top, to: box, .top, 10.2)
        pin(view, .width, 100.1)
        pin(view, .height, 33.4)
        host.runTurn()
        // The frame is kept as center and bounds, so reading it back may be a few ulps off the
        // grid value itself (as in UIKit's logs: 33.333333333333336).
        let scale = host.window.screen.scale
        #expect(view.frame.minX == 0)
        #expect(view.frame.width == 100)
        #expect(abs(view.frame.minY * scale - (10.2 * scale).rounded()) < 1e-9)
        #expect(abs(view.frame.maxY * scale - ((10.2 + 33.4) * scale).rounded()) < 1e-9)
    }

    @Test("17.5 a priority may go from required to optional while the constraint is not in a window (Parchment)")
    func priorityChangeBeforeWindow() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = constrainedView(in: box)
        pin(view, .left, to: box, .left)
        pin(view, .top, to: box, .top)
        pin(view, .width, 100)
        let height = pin(view, .height, 80)
        let low = pin(view, .height, 40, priority: .defaultLow)
        let rules = diagnosticRules { height.priority = .defaultHigh }
        #expect(rules.isEmpty)
        #expect(height.priority == .defaultHigh)
        low.priority = .defaultHigh - 1
        host.window.addSubview(box)
        host.runTurn()
        #expect(view.frame.height == 80)
    }

    @Test("17.5 in a window, required ↔ optional is refused with UIKit's message; optional ↔ optional is allowed")
    func priorityChangeInWindowRefused() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        let width = pin(view, .width, 100)
        let optional = pin(view, .height, 40, priority: .defaultLow)
        let report = PortableUIKitDiagnostics.collecting { width.priority = .defaultHigh }
        #expect(report.diagnostics.map(\.rule) == [.invalidConstraint])
        #expect(
            report.diagnostics.first?.message.contains(
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.")
                == true)
        #expect(width.priority == .required)
        #expect(diagnosticRules { optional.priority = .defaultHigh }.isEmpty)
        #expect(optional.priority == .defaultHigh)
    }

    @Test("17.1 a horizontal position may be related to a vertical one (SnapKit's left == other.top + 50)")
    func crossAxisPositionsAreAccepted() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(box)
        let a = constrainedView(in: box), b = constrainedView(in: box)
        pinFrame(b, to: box, CGRect(x: 0, y: 30, width: 10, height: 10))
        var constraint: NSLayoutConstraint?
        let rules = diagnosticRules {
            constraint = NSLayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
                multiplier: 1, constant: 50)
            constraint?.isActive = true
        }
        #expect(rules.isEmpty)
        #expect(constraint?.isActive == true)
        pin(a, .top, to: box, .top)
        pin(a, .width, 10)
        pin(a, .height, 10)
        host.runTurn()
        #expect(a.frame.minX == 80)
    }

    @Test(
        "17.6 anchors have identity: v.topAnchor === v.topAnchor, and a constraint's firstAnchor is the view's anchor")
    func anchorsHaveIdentity() {
        let view = UIView(), guide = UILayoutGuide()
        #expect(view.topAnchor === view.topAnchor)
        #expect(view.topAnchor == view.topAnchor)
        #expect(view.widthAnchor === view.widthAnchor)
        #expect(guide.leadingAnchor === guide.leadingAnchor)
        let top = view.topAnchor.constraint(equalTo: view.bottomAnchor)
        #expect(top.firstAnchor == view.topAnchor)
        #expect(top.secondAnchor == view.bottomAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        #expect((width.firstAnchor as AnyObject) is NSLayoutDimension)
        #expect(width.firstAnchor === view.widthAnchor)
    }

    @Test("17.1 a multiplier of 0 reads back as a constant constraint: no second item, multiplier 1")
    func zeroMultiplierReadsAsConstant() {
        let a = UIView(), b = UIView()
        let constraint = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
            multiplier: 0, constant: 30)
        #expect(constraint.secondItem == nil)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.multiplier == 1)
        #expect(constraint.constant == 30)
    }

    @Test("17.20 systemLayoutSizeFitting counts the receiver's subtree only: 420 tall inside a 0 × 0 surface")
    func fittingIgnoresConstraintsOutsideTheSubtree() {
        let host = HeadlessHost()
        let surface = UIView(frame: .zero)
        host.window.addSubview(surface)
        let content = constrainedView(in: surface)
        let tall = TallView()
        tall.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(tall)
        for attribute in [NSLayoutConstraint.Attribute.top, .bottom, .leading, .trailing] {
            pin(content, attribute, to: surface, attribute)
            pin(tall, attribute, to: content, attribute)
        }
        host.runTurn()
        let size = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.height == 420)
        #expect(size.width == 0)
        host.runTurn()
        #expect(content.frame.size == .zero)
    }

    @Test("17.15 an idle layoutIfNeeded() runs no layoutSubviews after an Auto Layout pass")
    func idleLayoutIfNeededRunsNothing() {
        let host = HeadlessHost()
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(root)
        let view = constrainedView(in: root)
        pinFrame(view, to: root, CGRect(x: 10, y: 10, width: 100, height: 50))
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1)
    }
}

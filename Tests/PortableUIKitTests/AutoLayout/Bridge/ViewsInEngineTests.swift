import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Auto Layout bridge: views in the engine (17.2, 17.8, 17.15)", .isolatedRuntime)
struct ViewsInEngineTests {
    @Test("17.15 a constrained subview lays out in the window's pass, not before: (20, 10, 100, 50)")
    func constrainedSubviewLaysOutInWindow() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pinFrame(view, to: box, CGRect(x: 20, y: 10, width: 100, height: 50), leading: true)
        #expect(view.frame == .zero)
        host.runTurn()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(!view.hasAmbiguousLayout)
    }

    @Test("17.2 trailing and bottom follow the superview's size; the superview's frame stays owner-set")
    func edgesFollowSuperviewSize() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 5, y: 5, width: 300, height: 200))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pin(view, .leading, to: box, .leading, 10)
        pin(view, .trailing, to: box, .trailing, -10)
        pin(view, .top, to: box, .top, 10)
        pin(view, .bottom, to: box, .bottom, -10)
        host.runTurn()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        box.frame = CGRect(x: 5, y: 5, width: 200, height: 100)
        host.runTurn()
        #expect(box.frame == CGRect(x: 5, y: 5, width: 200, height: 100))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test(
        "17.2 a multiplier on a position is relative to the installing view's origin: centerX == 0.5 × box.centerX puts the centre at 75"
    )
    func multiplierOnPositionUsesInstallingViewCoordinates() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 40, y: 0, width: 300, height: 100))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pin(view, .centerX, to: box, .centerX, multiplier: 0.5)
        pin(view, .width, 50)
        pin(view, .top, to: box, .top)
        pin(view, .height, 10)
        host.runTurn()
        #expect(view.center.x == 75)
    }

    @Test("17.2 a constraint between cousins is read in the common ancestor's coordinates through the views between")
    func cousinsRelateThroughTheirAncestors() {
        let host = HeadlessHost()
        let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        host.window.addSubview(left)
        host.window.addSubview(right)
        let anchor = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        left.addSubview(anchor)
        let follower = constrainedView(in: right)
        pin(follower, .leading, to: anchor, .trailing, 7)
        pin(follower, .top, to: anchor, .bottom)
        pin(follower, .width, 10)
        pin(follower, .height, 10)
        host.runTurn()
        // anchor's trailing in the window: 10 + 5 + 30 = 45; in right: 45 + 7 − 200 = −148.
        #expect(follower.frame == CGRect(x: -148, y: 5, width: 10, height: 10))
        #expect(follower.convert(CGPoint.zero, to: nil) == CGPoint(x: 52, y: 55))
    }

    @Test("17.8 a frame set by hand on a view placed by constraints is overwritten at the next pass")
    func handSetFrameIsOverwritten() {
        let host = HeadlessHost()
        let view = constrainedView(in: host.window)
        pinFrame(view, to: host.window, CGRect(x: 30, y: 40, width: 10, height: 10))
        host.runTurn()
        view.frame = CGRect(x: 0, y: 0, width: 99, height: 99)
        #expect(view.frame.width == 99)
        view.superview?.setNeedsLayout()
        host.runTurn()
        #expect(view.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
    }

    @Test("17.8 a view that translates its mask is fixed at its frame; moving it moves the views related to it")
    func maskConstraintsFollowTheFrame() {
        let host = HeadlessHost()
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        host.window.addSubview(fixed)
        let follower = constrainedView(in: host.window)
        pin(follower, .leading, to: fixed, .trailing, 5)
        pin(follower, .top, to: fixed, .top)
        pin(follower, .width, 20)
        pin(follower, .height, to: fixed, .height)
        host.runTurn()
        #expect(follower.frame == CGRect(x: 65, y: 10, width: 20, height: 50))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        fixed.center = CGPoint(x: 135, y: 35)
        host.runTurn()
        #expect(follower.frame == CGRect(x: 165, y: 10, width: 20, height: 50))
        fixed.bounds = CGRect(x: 0, y: 0, width: 70, height: 80)
        host.runTurn()
        #expect(follower.frame == CGRect(x: 175, y: -5, width: 20, height: 80))
    }

    @Test(
        "17.8 flexible mask parts follow a superview placed by the engine exactly as AutoresizingArithmetic shares the change"
    )
    func flexibleMaskFollowsEngineSuperview() {
        let host = HeadlessHost()
        let panel = constrainedView(in: host.window)
        let width = pin(panel, .width, 100)
        pin(panel, .height, 50)
        pin(panel, .left, to: host.window, .left)
        pin(panel, .top, to: host.window, .top)
        host.runTurn()
        let flexible = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 10))
        flexible.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        panel.addSubview(flexible)
        let follower = constrainedView(in: panel)
        pin(follower, .leading, to: flexible, .trailing)
        pin(follower, .width, 5)
        pin(follower, .top, to: panel, .top)
        pin(follower, .height, 5)
        host.runTurn()
        #expect(follower.frame.minX == 90)
        width.constant = 200
        host.runTurn()
        let expected = AutoresizingArithmetic.resize(
            CGRect(x: 10, y: 0, width: 80, height: 10), mask: [.flexibleWidth, .flexibleLeftMargin],
            from: CGSize(width: 100, height: 50), to: CGSize(width: 200, height: 50))
        #expect(panel.frame.width == 200)
        #expect(nearlyEqual(flexible.frame, expected))
        #expect(abs(follower.frame.minX - expected.maxX) < 1e-9)
    }

    @Test("17.8 the mask constraints' text: h=--& v=--& for the empty mask, -&- for a flexible size")
    func maskText() {
        #expect(AutoLayoutEngineHost.maskText([]) == "h=--& v=--&")
        #expect(AutoLayoutEngineHost.maskText([.flexibleWidth, .flexibleHeight]) == "h=-&- v=-&-")
        #expect(AutoLayoutEngineHost.maskText([.flexibleLeftMargin, .flexibleBottomMargin]) == "h=&-- v=--&")
    }

    @Test("17.15 layoutIfNeeded lays out now; frames change only in a layout pass")
    func layoutIfNeededLaysOutNow() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(box)
        host.runTurn()
        let view = constrainedView(in: box)
        let left = pin(view, .left, to: box, .left, 20)
        pin(view, .top, to: box, .top)
        pin(view, .width, 10)
        pin(view, .height, 10)
        box.layoutIfNeeded()
        #expect(view.frame.minX == 20)
        left.constant = 50
        #expect(view.frame.minX == 20)
        box.layoutIfNeeded()
        #expect(view.frame.minX == 50)
    }

    @Test("17.15 leaving the superview deactivates the constraints to views outside the subtree; those inside stay")
    func removalDeactivatesOutsideConstraints() {
        let host = HeadlessHost()
        let container = constrainedView(in: host.window)
        let inner = constrainedView(in: container)
        let outside = pin(container, .left, to: host.window, .left, 10)
        let inside = pin(inner, .left, to: container, .left, 5)
        let own = pin(inner, .width, 20)
        host.runTurn()
        container.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive && own.isActive)
        #expect(host.window.constraints.isEmpty)
        host.window.addSubview(container)
        container.layoutIfNeeded()
        #expect(inner.frame.minX == 5 && inner.frame.width == 20)
    }

    @Test("17.21 an item leaves the engine with its last constraint, with its auxiliary constraints")
    func itemLeavesWithLastConstraint() {
        let host = HeadlessHost()
        let view = IntrinsicView(CGSize(width: 10, height: 10))
        view.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(view)
        let width = pin(view, .width, 30)
        #expect(view.autoLayoutState?.itemVariables != nil)
        #expect(host.window.autoLayoutState?.itemVariables == nil)
        width.isActive = false
        #expect(view.autoLayoutState?.itemVariables == nil)
        #expect(AutoLayoutEngineHost.shared.participants.isEmpty)
        #expect(AutoLayoutEngineHost.shared.engine.constraints.isEmpty)
    }
}

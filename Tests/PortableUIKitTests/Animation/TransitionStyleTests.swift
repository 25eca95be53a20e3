import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Transition styles (spec 3.5 transition field): presentation values at 0 %, 49 %, 51 %, 100 %
/// and the appearance traces of a child switch that uses them (3.4).
@MainActor
@Suite("3.5 transition styles", .isolatedRuntime)
struct TransitionStyleTests {
    func scene() -> (HeadlessHost, UIView, UIView, UIView) {
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let from = UIView(frame: container.bounds), to = UIView(frame: container.bounds)
        host.window.addSubview(container)
        container.addSubview(from)
        host.runUntilIdle()
        return (host, container, from, to)
    }

    func opacity(_ view: UIView) -> Float { view.layer.presentation()!.opacity }

    @Test("3.5 cross-dissolve fades the outgoing view out and the incoming one in, then removes the outgoing view")
    func crossDissolve() {
        let (host, container, from, to) = scene()
        var finished: Bool?
        let start = host.now
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
            finished = $0
        }
        #expect(to.superview === container && container.subviews == [from, to])
        #expect(opacity(to) == 0 && opacity(from) == 1, "0 %")
        host.window.tick(start + 0.49)
        #expect(abs(opacity(to) - 0.49) < 1e-6 && abs(opacity(from) - 0.51) < 1e-6)
        host.window.tick(start + 0.51)
        #expect(abs(opacity(to) - 0.51) < 1e-6 && abs(opacity(from) - 0.49) < 1e-6)
        host.window.tick(start + 1)
        #expect(finished == true && from.superview == nil && opacity(to) == 1 && to.alpha == 1)
    }

    @Test(
        "3.5 flip from left turns the container about the vertical axis with perspective; the content swaps at half-way"
    )
    func flip() {
        let (host, container, from, to) = scene()
        let start = host.now
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionFlipFromLeft, .curveLinear])
        func angle() -> Double {
            let m = container.layer.presentation()!.transform
            return atan2(Double(-m.m13), Double(m.m11))
        }
        #expect(abs(angle()) < 1e-9 && opacity(from) == 1 && opacity(to) == 0, "0 %")
        host.window.tick(start + 0.49)
        #expect(abs(abs(angle()) - 0.98 * .pi / 2) < 1e-6, "49 %: nearly edge-on")
        #expect(opacity(from) == 1 && opacity(to) == 0, "the old content shows until half-way")
        #expect(
            container.layer.presentation()!.transform.m34 != 0 || container.layer.presentation()!.transform.m14 != 0,
            "seen with perspective")
        host.window.tick(start + 0.51)
        #expect(abs(abs(angle()) - 0.98 * .pi / 2) < 1e-6, "51 %: the other side, nearly edge-on")
        #expect(opacity(from) == 0 && opacity(to) == 1, "the new content shows after half-way")
        host.window.tick(start + 1)
        #expect(CATransform3DIsIdentity(container.layer.presentation()!.transform) && from.superview == nil)
        let left = TransitionStyle.flipTransform(at: 0.25, axis: (0, 1), sign: -1)
        let right = TransitionStyle.flipTransform(at: 0.25, axis: (0, 1), sign: 1)
        #expect(left.m13 == -right.m13, "flip from right turns the other way")
    }

    @Test("3.5 showHideTransitionViews hides and shows instead of removing and adding")
    func showHide() {
        let (host, container, from, to) = scene()
        to.isHidden = true
        container.addSubview(to)
        UIView.transition(
            from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        host.runUntilIdle()
        #expect(from.superview === container && from.isHidden && !to.isHidden)
    }

    @Test("3.5 curl up (approximate) slides the outgoing view off the top while it fades")
    func curl() {
        let (host, container, from, to) = scene()
        let start = host.now
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionCurlUp, .curveLinear])
        host.window.tick(start + 0.5)
        #expect(abs(from.layer.presentation()!.position.y - (200 - 200)) < 1e-6)
        #expect(abs(opacity(from) - 0.5) < 1e-6)
        host.window.tick(start + 1)
        #expect(from.superview == nil && container.subviews == [to])
    }

    @Test("transition(with:) reveals the views its block adds (no snapshot of the old content)")
    func transitionWithView() {
        let (host, container, from, _) = scene()
        let added = UIView(frame: container.bounds)
        let start = host.now
        var finished: Bool?
        UIView.transition(
            with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: {
                from.removeFromSuperview()
                container.addSubview(added)
            }, completion: { finished = $0 })
        #expect(from.superview == nil)
        host.window.tick(start + 0.25)
        #expect(abs(opacity(added) - 0.25) < 1e-6)
        host.window.tick(start + 1)
        #expect(finished == true && opacity(added) == 1)
    }

    /// A settled container showing `old`, then `transition(from: old, to: new…)` with `options`,
    /// the seed 004 way (containment calls in the completion). Returns the start time.
    func switchChild(duration: TimeInterval, options: UIView.AnimationOptions)
        -> (
            host: HeadlessHost, recorder: LifecycleRecorder, container: ContainerController,
            old: UIViewController, new: UIViewController, start: TimeInterval
        )
    {
        let container = ContainerController(), old = UIViewController(), new = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["old": old, "new": new])
        container.display(old)
        host.runUntilIdle()
        recorder.reset()
        old.willMove(toParent: nil)
        container.addChild(new)
        new.view.frame = container.containerView.bounds
        let start = host.now
        container.transition(from: old, to: new, duration: duration, options: options, animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: container)
        }
        return (host, recorder, container, old, new, start)
    }

    /// The animated switch's trace (3.4 order, chosen): the same for every style.
    let animatedSwitchTrace = [
        "old.willMove(toParent: nil)", "new.willMove(toParent: container)", "new.viewDidLoad",
        "old.viewWillDisappear(true) movingFromParent", "new.viewWillAppear(true) movingToParent",
        "new.viewIsAppearing(true) movingToParent",
        "old.viewDidDisappear(true) movingFromParent", "new.viewDidAppear(true) movingToParent",
        "old.didMove(toParent: nil)", "new.didMove(toParent: container)",
    ]

    @Test(
        "3.4 a child switch through transition(from:to:) with a cross-dissolve: animated appearance, opacities at 0, 49, 51, 100 %"
    )
    func controllerCrossDissolve() {
        let (host, recorder, _, old, new, start) = switchChild(
            duration: 1, options: [.transitionCrossDissolve, .curveLinear])
        for (time, expected) in [(0.0, Float(0)), (0.49, 0.49), (0.51, 0.51)] {
            host.window.tick(start + time)
            #expect(abs(new.view.layer.presentation()!.opacity - expected) < 1e-6, "\(time)")
            #expect(abs(old.view.layer.presentation()!.opacity - (1 - expected)) < 1e-6, "\(time)")
        }
        #expect(old.appearanceState == .disappearing && new.appearanceState == .appearing)
        host.window.tick(start + 1)
        #expect(new.view.layer.presentation()!.opacity == 1 && old.view.superview == nil)
        #expect(recorder.trace == animatedSwitchTrace)
    }

    @Test(
        "3.4 a child switch through transition(from:to:) with a flip: animated appearance, did-callbacks after the flip, content swap at half-way"
    )
    func controllerFlip() {
        let (host, recorder, container, old, new, start) = switchChild(
            duration: 0.5, options: [.transitionFlipFromRight, .curveLinear])
        host.window.tick(start + 0.245)
        #expect(old.view.layer.presentation()!.opacity == 1 && new.view.layer.presentation()!.opacity == 0)
        #expect(
            !CATransform3DIsIdentity(container.containerView.layer.presentation()!.transform),
            "the container flips, not the root view")
        #expect(CATransform3DIsIdentity(container.view.layer.presentation()!.transform))
        host.window.tick(start + 0.255)
        #expect(old.view.layer.presentation()!.opacity == 0 && new.view.layer.presentation()!.opacity == 1)
        #expect(new.appearanceState == .appearing)
        host.window.tick(start + 0.5)
        #expect(recorder.trace == animatedSwitchTrace)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}

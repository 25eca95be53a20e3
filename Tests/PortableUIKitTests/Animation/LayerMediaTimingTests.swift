import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Layer time (CAMediaTiming on CALayer): `local = (parent − beginTime) × speed + timeOffset`,
/// conversions through media time, and animations that run in their layer's local time — the
/// pause / scrub / resume / cancel technique of interactive transitions.
@MainActor
@Suite("Layer media timing", .isolatedRuntime)
struct LayerMediaTimingTests {
    /// A window with a container view holding a 100 × 100 view centred at (50, 50), at a media
    /// time well past every duration used here (as on a device, where media time counts from boot).
    func scene() -> (HeadlessHost, UIView, UIView) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(container)
        container.addSubview(view)
        host.runUntilIdle()
        host.window.tick(host.now + 10)
        return (host, container, view)
    }

    func x(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// Where a default (ease-in-out) animation of x from 50 to 250 stands at `fraction` of its duration.
    func eased(_ fraction: Double) -> Double { 50 + 200 * CubicTimingCurve.easeInEaseOut.progress(at: fraction) }

    /// Freezes `layer`'s local time at 0, the first step of an interactive transition.
    func pause(_ layer: CALayer) {
        layer.speed = 0
        layer.timeOffset = 0
    }

    /// Resumes a paused layer at `speed` so that its local time continues from where it was paused.
    /// `beginTime` is in the superlayer's time; at speed 1 this is the classic
    /// `layer.convertTime(CACurrentMediaTime(), from: nil) - paused` (with speed 1, beginTime 0 and
    /// timeOffset 0 a layer's time equals its superlayer's).
    func resume(_ layer: CALayer, speed: Double) {
        let paused = layer.timeOffset
        layer.speed = Float(speed)
        layer.timeOffset = 0
        layer.beginTime = 0
        let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.beginTime = parentNow - paused / speed
    }

    // MARK: Conversions

    @Test(
        "convertTime maps through each layer's (parent − beginTime) × speed + timeOffset and back, nested speeds 2 and 0.5"
    )
    func nestedConversions() {
        let root = CALayer(), child = CALayer(), sibling = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        root.addSublayer(sibling)
        child.addSublayer(grandchild)
        root.beginTime = 1; root.speed = 2; root.timeOffset = 0.5
        child.beginTime = 3; child.speed = 0.5; child.timeOffset = -1
        sibling.beginTime = 2
        grandchild.beginTime = 0.75; grandchild.speed = 2
        // Media 10 → root (10 − 1) × 2 + 0.5 = 18.5 → child (18.5 − 3) × 0.5 − 1 = 6.75
        // → grandchild (6.75 − 0.75) × 2 = 12; sibling of child: 18.5 − 2 = 16.5.
        #expect(root.convertTime(10, from: nil) == 18.5)
        #expect(child.convertTime(10, from: nil) == 6.75)
        #expect(grandchild.convertTime(10, from: nil) == 12)
        #expect(child.convertTime(6.75, to: nil) == 10)
        #expect(grandchild.convertTime(12, to: nil) == 10)
        #expect(child.convertTime(6.75, to: root) == 18.5)
        #expect(root.convertTime(18.5, to: child) == 6.75)
        #expect(sibling.convertTime(6.75, from: child) == 16.5)
        #expect(child.convertTime(16.5, from: sibling) == 6.75)
        #expect(grandchild.convertTime(18.5, from: root) == 12)
        for t in [-3.0, 0, 0.1, 7.3, 1e4 + 0.37] {
            #expect(abs(grandchild.convertTime(grandchild.convertTime(t, to: nil), from: nil) - t) < 1e-9)
            #expect(abs(sibling.convertTime(sibling.convertTime(t, to: grandchild), from: grandchild) - t) < 1e-9)
        }
    }

    @Test(
        "convertTime between two root layers goes through media time (Apple's example: 0.5 → 1.25 at speed 0.5, offset 1)"
    )
    func rootToRoot() {
        let layer = CALayer(), offsetSlowMoLayer = CALayer()
        offsetSlowMoLayer.timeOffset = CFTimeInterval(1)
        offsetSlowMoLayer.speed = 0.5
        #expect(offsetSlowMoLayer.convertTime(CFTimeInterval(0.5), from: layer) == 1.25)
        #expect(layer.convertTime(CFTimeInterval(0.5), to: offsetSlowMoLayer) == 1.25)
        #expect(layer.convertTime(1.25, from: offsetSlowMoLayer) == 0.5)
    }

    @Test("a paused chain's local times convert to the current media time, never to an infinite or NaN time")
    func pausedInverse() {
        let root = CALayer(), paused = CALayer(), child = CALayer(), other = CALayer()
        root.addSublayer(paused)
        paused.addSublayer(child)
        paused.speed = 0; paused.timeOffset = 4
        child.speed = 2; child.beginTime = 1
        other.speed = 0.5
        let now = CACurrentMediaTime()
        #expect(child.convertTime(now, from: nil) == 6, "forward: (4 − 1) × 2 whatever the media time")
        #expect(child.convertTime(6, to: nil) == now)
        #expect(child.convertTime(123, to: nil) == now)
        #expect(child.convertTime(6, to: other) == now * 0.5)
        #expect(other.convertTime(6, from: child) == now * 0.5)
        #expect(child.convertTime(99, to: root).isFinite)
    }

    // MARK: Pause and scrub

    @Test(
        "speed 0 on a superview's layer freezes a subview's animation: presentation constant, no pending work, no completion"
    )
    func pauseFreezes() {
        let (host, container, view) = scene()
        pause(container.layer)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center.x = 250 }, completion: { finished = $0 })
        #expect(view.center.x == 250, "the model changes at once")
        host.advance(by: 0.5)
        #expect(abs(x(view) - 50) < 1e-9)
        #expect(!host.window.hasPendingWork, "a paused animation does not keep the host ticking")
        #expect(host.runUntilIdle() == 0)
        host.advance(by: 2)
        #expect(abs(x(view) - 50) < 1e-9)
        #expect(finished == nil && view.layer.animationKeys() == ["position"])
    }

    @Test("timeOffset scrubs a paused animation along its curve (25 % and 75 % of the duration); ticks do not move it")
    func timeOffsetScrubs() {
        let (host, container, view) = scene()
        pause(container.layer)
        var finished: Bool?
        UIView.animate(withDuration: 2, animations: { view.center.x = 250 }, completion: { finished = $0 })
        container.layer.timeOffset = 0.25 * 2
        #expect(abs(x(view) - eased(0.25)) < 1e-9)
        host.advance(by: 1)
        #expect(abs(x(view) - eased(0.25)) < 1e-9)
        container.layer.timeOffset = 0.75 * 2
        #expect(abs(x(view) - eased(0.75)) < 1e-9)
        container.layer.timeOffset = 0.1 * 2
        host.runTurn()
        #expect(abs(x(view) - eased(0.1)) < 1e-9, "scrubbing back works too")
        #expect(finished == nil)
    }

    @Test(
        "scrubbing a paused layer to the end retires the animation on the next tick (finished), as Core Animation does")
    func scrubToEndFinishes() {
        let (host, container, view) = scene()
        pause(container.layer)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center.x = 250 }, completion: { finished = $0 })
        host.advance(by: 0.5)
        #expect(!host.window.hasPendingWork)
        container.layer.timeOffset = 1
        #expect(host.window.hasPendingWork, "the end is reached: the host must tick once more")
        host.runUntilIdle()
        #expect(finished == true && view.layer.animationKeys() == nil && x(view) == 250)
    }

    @Test("a delay counts in the layer's local time: a paused layer shows the start until scrubbed past the delay")
    func delayInLocalTime() {
        let (host, container, view) = scene()
        pause(container.layer)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 250 })
        host.advance(by: 1)
        container.layer.timeOffset = 0.5
        #expect(abs(x(view) - 50) < 1e-9)
        container.layer.timeOffset = 0.75
        #expect(abs(x(view) - 100) < 1e-9)
    }

    // MARK: Resume and cancel

    @Test(
        "resuming at speed s continues from the paused point and completes (finished) at resume + remaining ÷ s",
        arguments: [1.0, 2.0])
    func resumeFromPausedPoint(speed: Double) {
        let (host, container, view) = scene()
        let layer = container.layer
        pause(layer)
        var finished: Bool?, firedAt: CFTimeInterval?
        UIView.animate(
            withDuration: 1, animations: { view.center.x = 250 },
            completion: {
                finished = $0
                firedAt = CACurrentMediaTime()
            })
        host.advance(by: 0.3)
        layer.timeOffset = 0.25
        host.advance(by: 0.3)
        resume(layer, speed: speed)
        let resumedAt = host.now
        #expect(abs(layer.convertTime(CACurrentMediaTime(), from: nil) - 0.25) < 1e-9)
        #expect(abs(x(view) - eased(0.25)) < 1e-9, "no jump")
        #expect(host.window.hasPendingWork, "finite again: the host keeps ticking")
        host.advance(by: 0.25 / speed)
        #expect(abs(x(view) - eased(0.5)) < 1e-6)
        host.advance(by: 0.5 / speed - 0.01)
        #expect(finished == nil)
        host.advance(by: 0.01)
        #expect(finished == true)
        #expect(abs((firedAt ?? 0) - (resumedAt + 0.75 / speed)) < 1e-9)
        #expect(view.layer.animationKeys() == nil && x(view) == 250)
    }

    @Test(
        "cancel: a display link lowers timeOffset to 0 (start shown); speed 1, timeOffset 0, beginTime 0 then completes at once"
    )
    func cancelByLoweringTimeOffset() {
        let (host, container, view) = scene()
        let layer = container.layer
        pause(layer)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center.x = 250 }, completion: { finished = $0 })
        layer.timeOffset = 0.6
        host.runTurn()
        #expect(abs(x(view) - eased(0.6)) < 1e-9)
        let link = CADisplayLink { link in
            layer.timeOffset = max(0, layer.timeOffset - link.duration)
            if layer.timeOffset == 0 { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        var shown: [Double] = []
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            shown.append(x(view))
        }
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 >= $1 }, "runs back to the start")
        #expect(layer.timeOffset == 0 && abs(x(view) - 50) < 1e-9, "the start values")
        #expect(finished == nil && view.layer.animationKeys() == ["position"])
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        #expect(x(view) == 250, "local time is media time again, long past the animation's end: the model shows")
        #expect(host.window.hasPendingWork)
        host.runTurn()
        #expect(finished == true && view.layer.animationKeys() == nil)
    }

    // MARK: Speed and defaults

    @Test("speed 2 on an ancestor halves an animation's wall duration; a view outside it runs at normal speed")
    func doubleSpeed() {
        let (host, container, view) = scene()
        let outside = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(outside)
        container.layer.speed = 2
        var fast: Bool?, normal: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.center.x = 250
                outside.center.x = 250
            })
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { fast = $0 })
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { outside.alpha = 0 },
            completion: { normal = $0 })
        host.advance(by: 0.25)
        #expect(abs(x(view) - 150) < 1e-9 && abs(x(outside) - 100) < 1e-9)
        host.advance(by: 0.24)
        #expect(fast == nil)
        host.advance(by: 0.01)
        #expect(fast == true && normal == nil && x(view) == 250)
        host.advance(by: 0.5)
        #expect(normal == true)
    }

    @Test("default layer time leaves animations exactly on media time: begin at now + delay, end at begin + duration")
    func defaultsExact() {
        let (host, _, view) = scene()
        let start = host.now
        UIView.animate(withDuration: 0.7, delay: 0.1, options: [], animations: { view.alpha = 0.3 })
        let animation = view.layer.runningAnimations[0]
        #expect(animation.beginTime == start + 0.1)
        #expect(animation.endTime == start + 0.1 + 0.7)
        host.advance(by: 0.4)
        #expect(
            animation.fraction(at: host.now) == animation.timing.progress(at: host.now - (start + 0.1), duration: 0.7))
    }

    // MARK: Transitions and moving layers

    @Test(
        "UIView.transition(from:to:) flipping inside a paused container scrubs with timeOffset and completes after resuming"
    )
    func flipInPausedContainer() {
        let (host, container, from) = scene()
        let to = UIView(frame: container.bounds)
        let layer = container.layer
        pause(layer)
        var finished: Bool?
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]) {
            finished = $0
        }
        func angle() -> Double {
            let m = layer.presentation()!.transform
            return atan2(Double(-m.m13), Double(m.m11))
        }
        func opacity(_ view: UIView) -> Float { view.layer.presentation()!.opacity }
        host.advance(by: 0.5)
        #expect(abs(angle()) < 1e-9 && opacity(from) == 1 && opacity(to) == 0, "paused at 0 %")
        layer.timeOffset = 0.25
        #expect(abs(abs(angle()) - 0.25 * .pi) < 1e-6 && opacity(from) == 1 && opacity(to) == 0)
        layer.timeOffset = 0.75
        #expect(abs(abs(angle()) - 0.25 * .pi) < 1e-6 && opacity(from) == 0 && opacity(to) == 1, "the other side")
        host.advance(by: 1)
        #expect(finished == nil && from.superview === container)
        resume(layer, speed: 1)
        host.advance(by: 0.25)
        #expect(finished == true && from.superview == nil)
        #expect(CATransform3DIsIdentity(layer.presentation()!.transform))
    }

    @Test(
        "an animation follows its layer's current chain: moved under a paused layer it holds; removed, it runs on media time"
    )
    func followsCurrentChain() {
        let (host, _, view) = scene()
        let start = host.now
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
            completion: { finished = $0 })
        host.advance(by: 0.25)
        #expect(abs(x(view) - 100) < 1e-9)
        let paused = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(paused)
        paused.layer.speed = 0
        paused.layer.timeOffset = start + 0.5
        paused.addSubview(view)
        #expect(abs(x(view) - 150) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(x(view) - 150) < 1e-9 && finished == nil)
        view.removeFromSuperview()
        #expect(abs(x(view) - (50 + 200 * (host.now - start))) < 1e-9, "its own chain: media time")
        host.advance(by: 0.25)
        #expect(finished == true)
    }
}

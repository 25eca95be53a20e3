import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// UIView block animations on the virtual clock: model vs presentation (principle 2), curves and
/// springs (8.2–8.7), completion order and replacement, options (3.5), appearance (2.5).
@MainActor
@Suite("UIView animations", .isolatedRuntime)
struct ViewAnimationTests {
    /// A visible host with one view, at a fresh media time.
    func scene() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        return (host, view)
    }

    func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

    @Test("principle 2: the model changes at once, the presentation follows the curve on the clock")
    func modelAndPresentation() {
        let (host, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys() == ["opacity"])
        host.advance(by: 0.25)
        #expect(abs(opacity(view) - 0.75) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs(opacity(view) - 0.25) < 1e-6)
        host.advance(by: 0.25)
        #expect(view.layer.animationKeys() == nil)
        #expect(opacity(view) == 0)
    }

    @Test("8.7 the default curve is ease-in-out: presentation equals the cubic solution at each time")
    func easeInOut() {
        let (host, view) = scene()
        UIView.animate(withDuration: 2) { view.center = CGPoint(x: 250, y: 50) }
        for step in 1...7 {
            host.advance(by: 0.25)
            let fraction = Double(step) / 8
            let expected = 50 + 200 * CubicTimingCurve.easeInEaseOut.progress(at: fraction)
            #expect(abs(Double(view.layer.presentation()!.position.x) - expected) < 1e-6)
        }
    }

    @Test("frame changes animate bounds and position; the completion runs on the tick that passes the end")
    func frameAndCompletion() {
        let (host, view) = scene()
        var finished: Bool?
        UIView.animate(
            withDuration: 0.5, animations: { view.frame = CGRect(x: 100, y: 100, width: 200, height: 50) },
            completion: { finished = $0 })
        #expect(Set(view.layer.animationKeys() ?? []) == ["bounds", "position"])
        host.advance(by: 0.4)
        #expect(finished == nil)
        host.advance(by: 0.1)
        #expect(finished == true)
    }

    @Test("8.7 a duration ≤ 0, or a block that animates nothing, applies at once and completes at the next turn")
    func zeroDuration() {
        let (host, view) = scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { calls.append($0) })
        UIView.animate(withDuration: 1, animations: {}, completion: { calls.append($0) })
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
        #expect(calls.isEmpty)
        host.runTurn()
        #expect(calls == [true, true])
    }

    @Test("replacing an animation on the same key completes the old one with finished == false; removal too")
    func replacementAndRemoval() {
        let (host, view) = scene()
        var first: Bool?, second: Bool?, third: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first = $0 })
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { second = $0 })
        host.runTurn()
        #expect(first == false && second == nil)
        view.layer.removeAllAnimations()
        UIView.animate(withDuration: 1, animations: { view.center.x += 10 }, completion: { third = $0 })
        host.runTurn()
        #expect(second == false && third == nil)
        host.advance(by: 1)
        #expect(third == true)
    }

    @Test(
        "3.5 without beginFromCurrentState a re-animation starts from the old model value; with it, from the presentation"
    )
    func beginFromCurrentState() {
        let (host, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        #expect(view.layer.presentation()!.position.x == 150, "jumps to the in-flight animation's end")
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 50 })
        host.advance(by: 0.5)
        let midway = view.layer.presentation()!.position.x
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 0 })
        #expect(abs(view.layer.presentation()!.position.x - midway) < 1e-9, "continues from where it is")
    }

    @Test(
        "3.5 beginFromCurrentState with nothing in flight animates from the old model value (it does not start at the end)"
    )
    func beginFromCurrentStateWithNothingInFlight() {
        let (host, view) = scene()
        view.center.x = 100
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 200 })
        #expect(view.center.x == 200, "the model changes at once")
        #expect(view.layer.presentation()!.position.x == 100, "the presentation starts where the view was")
        host.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.position.x - 150) < 1e-9, "halfway on a linear curve")
        host.advance(by: 0.5)
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()!.position.x == 200)
    }

    @Test(
        "completions fire oldest end first; a completion that starts an animation gets its own completion on a later tick"
    )
    func completionOrder() {
        let (host, view) = scene()
        let other = UIView()
        host.window.addSubview(other)
        var log: [String] = []
        UIView.animate(
            withDuration: 0.3, animations: { view.alpha = 0.5 },
            completion: { _ in
                log.append("long")
            })
        UIView.animate(
            withDuration: 0.1, animations: { other.alpha = 0.5 },
            completion: { _ in
                log.append("short")
                UIView.animate(
                    withDuration: 0.05, animations: { other.alpha = 1 }, completion: { _ in log.append("chained") })
            })
        host.advance(by: 1)
        #expect(log == ["short", "chained", "long"])
        log = []
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { _ in log.append("a") })
        UIView.animate(withDuration: 0.1, animations: { other.alpha = 0 }, completion: { _ in log.append("b") })
        host.window.tick(host.now + 5)
        #expect(log == ["b", "a"], "one late tick still completes in end-time order")
    }

    @Test("3.5 nested blocks inherit the outer duration and curve unless they override them")
    func nestedInheritance() {
        let (host, view) = scene()
        let other = UIView()
        host.window.addSubview(other)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.alpha = 0
                UIView.animate(withDuration: 0.1, animations: { other.alpha = 0 })
                UIView.animate(
                    withDuration: 0.1, delay: 0, options: .overrideInheritedDuration,
                    animations: { other.center.x = 100 })
            })
        host.advance(by: 0.5)
        #expect(abs(opacity(other) - 0.5) < 1e-6, "inherited 1 s and linear")
        #expect(other.layer.presentation()!.position.x == 100, "0.1 s override has ended")
    }

    @Test("3.5 repeat with autoreverse oscillates and never completes; runUntilIdle does not wait for it")
    func repeatAutoreverse() {
        let (host, view) = scene()
        var completed = false
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { view.alpha = 0 }, completion: { _ in completed = true })
        host.advance(by: 0.25)
        #expect(abs(opacity(view) - 0.75) < 1e-6)
        host.advance(by: 1)
        #expect(abs(opacity(view) - 0.25) < 1e-6, "on the way back")
        host.advance(by: 10)
        #expect(!completed && view.layer.animationKeys() == ["opacity"])
        #expect(!host.window.hasPendingWork)
        view.layer.removeAllAnimations()
        host.runUntilIdle()
        #expect(completed)
    }

    @Test("8.4 a damped spring follows the closed form and lands exactly on the model value at its duration")
    func spring() {
        let (host, view) = scene()
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.5,
            options: [], animations: { view.center.x = 150 })
        let spring = SpringMotion(dampingRatio: 0.4, duration: 0.6, initialVelocity: 0.5)
        var overshot = false
        for _ in 0..<6 {
            host.advance(by: 0.1)
            if view.layer.presentation()!.position.x > 150 { overshot = true }
        }
        #expect(overshot, "ζ = 0.4 overshoots")
        #expect(view.layer.presentation()!.position.x == 150)
        #expect(view.layer.animationKeys() == nil)
        let (host2, view2) = scene()
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.5,
            options: [], animations: { view2.center.x = 150 })
        host2.advance(by: 0.2)
        let expected = 50 + 100 * spring.progress(at: 0.2)
        #expect(abs(Double(view2.layer.presentation()!.position.x) - expected) < 1e-6)
    }

    @Test("performWithoutAnimation and a disabled animation switch apply changes without animating")
    func withoutAnimation() {
        let (host, view) = scene()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.25 }
            #expect(UIView.inheritedAnimationDuration == 1)
        }
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.25)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.alpha = 0.75 }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.75)
        #expect(host.runUntilIdle() == 1, "the two blocks animate nothing: they complete at the next turn")
    }

    @Test("L1.14 performWithoutAnimation disables UIView.animate blocks opened inside it")
    func nestedAnimateWithoutAnimation() {
        let (host, view) = scene()
        var finished: Bool?
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
        host.runUntilIdle()
        #expect(finished == true)
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        #expect(view.layer.animationKeys() != nil, "after the block, animations run again")
    }

    @Test(
        "2.5 a controller whose view is added inside an animation block appears animated; viewDidAppear waits for the animation"
    )
    func appearanceInsideAnimation() {
        let container = ContainerController()
        let (host, recorder) = settledHost(root: container)
        let child = UIViewController()
        recorder.watch(child, as: "child")
        container.addChild(child)
        child.view.alpha = 0
        UIView.animate(withDuration: 0.5) {
            container.containerView.addSubview(child.view)
            child.view.alpha = 1
        }
        child.didMove(toParent: container)
        host.runTurn()
        #expect(recorder.callbacks(of: "child").last == "viewIsAppearing(true) movingToParent")
        host.advance(by: 0.4)
        #expect(child.appearanceState == .appearing)
        host.advance(by: 0.1)
        #expect(recorder.callbacks(of: "child").last == "viewDidAppear(true) movingToParent")
    }

    @Test(
        "determinism: the same script gives the same presentation values at the same times after it starts, whatever the clock read when it started"
    )
    func determinism() {
        /// Runs the script on a fresh host starting at media time `start` (the shared clock only
        /// moves forward, so runs go in increasing order); samples 60 frames, `phase` frames late.
        func run(startingAt start: TimeInterval, phase: Double = 0) -> [CATransform3D] {
            let host = HeadlessHost()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            host.window.addSubview(view)
            host.window.tick(start)
            UIView.animate(
                withDuration: 0.7, delay: 0.1, usingSpringWithDamping: 0.6, initialSpringVelocity: 1, options: [],
                animations: { view.transform = CGAffineTransform(rotationAngle: 1).scaledBy(x: 2, y: 2) })
            var samples: [CATransform3D] = []
            for frame in 1...60 {
                host.window.tick(start + (Double(frame) + phase) / 60)
                samples.append(view.layer.presentation()!.transform)
            }
            host.runUntilIdle()
            return samples
        }
        let early = run(startingAt: 1)
        let late = run(startingAt: 4_321.123)
        #expect(early.count == 60 && late.count == 60)
        // Relative times differ by rounding at the larger clock value (about 1e-12 s), so values
        // agree to far better than any rendering needs, but not bit for bit.
        let entries: (CATransform3D) -> [CGFloat] = { [$0.m11, $0.m12, $0.m21, $0.m22, $0.m41, $0.m42] }
        let worst =
            zip(early, late).map { pair in
                zip(entries(pair.0), entries(pair.1)).map { abs($0 - $1) }.max() ?? 0
            }.max() ?? 0
        #expect(worst < 1e-6, "largest difference \(worst)")
        #expect(Set(early.map { $0.m11 }).count > 30, "the values do move")
        // Positive control: the same comparison sees samples taken half a frame off.
        let shifted = run(startingAt: 9_876.5, phase: 0.5)
        #expect(zip(early, shifted).contains { abs($0.m11 - $1.m11) > 1e-3 })
    }

    @Test(
        "an animation started at a large media time still ends on the frame that reaches its end (rounding tolerance)")
    func largeMediaTime() {
        for offset in [100.0, 1235.0, 123_456.789] {
            let (host, view) = scene()
            host.window.tick(host.now + offset)
            var finished: Bool?
            UIView.animate(withDuration: 0.6, animations: { view.center.x += 100 }, completion: { finished = $0 })
            for _ in 0..<6 { host.advance(by: 0.1) }
            #expect(view.layer.animationKeys() == nil, "offset \(offset)")
            #expect(finished == true, "offset \(offset)")
        }
    }
}

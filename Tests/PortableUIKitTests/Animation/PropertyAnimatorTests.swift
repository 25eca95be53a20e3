import Foundation
import Testing
@testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// UIViewPropertyAnimator: every row of the spec 8.8 table, and 8.9.
@MainActor
@Suite("8.8 8.9 UIViewPropertyAnimator", .isolatedRuntime)
struct PropertyAnimatorTests {
    func scene() -> (HeadlessHost, UIView) {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        return (host, view)
    }

    func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("8.8 inactive → start → active running; natural completion → inactive with completions(.end)")
    func startAndComplete() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center.x == 50, "blocks run when the animator becomes active")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.center.x == 150)
        host.advance(by: 0.5)
        #expect(abs(x(view) - 100) < 1e-6 && abs(animator.fractionComplete - 0.5) < 1e-9)
        host.advance(by: 0.5)
        #expect(positions == [.end] && animator.state == .inactive && !animator.isRunning)
        #expect(view.layer.animationKeys() == nil && x(view) == 150)
    }

    @Test("8.8 pause from inactive → active paused; pausing again is a no-op; scrubbing is linear and needs a pause")
    func pauseAndScrub() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.25
        #expect(abs(x(view) - 75) < 1e-9, "scrubsLinearly: 25 % of the way, not the eased value")
        host.advance(by: 1)
        #expect(abs(x(view) - 75) < 1e-9, "paused: time does not move it")
        animator.startAnimation()
        #expect(!diagnosticRules { animator.fractionComplete = 0.9 }.isEmpty, "not writable while running")
        host.advance(by: 0.75)
        #expect(animator.state == .inactive && x(view) == 150)
    }

    @Test("8.8 setting fractionComplete on an inactive animator makes it active and paused")
    func scrubFromInactive() {
        let (_, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        animator.stopAnimation(true)  // UIKit raises when a paused animator is released
    }

    @Test("8.8 pausesOnCompletion keeps it active at the end and skips completions")
    func pausesOnCompletion() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 150 }
        var completed = false
        animator.addCompletion { _ in completed = true }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        host.advance(by: 1)
        #expect(animator.state == .active && !animator.isRunning && !completed)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        host.advance(by: 1)
        #expect(!completed && abs(x(view) - 50) < 1e-6, "reversed back to the start, still paused at the end")
        animator.stopAnimation(true)  // UIKit raises when a paused animator is released
    }

    @Test("8.8 isReversed runs back to the start values and completes at .start")
    func reversed() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.isReversed = true
        host.advance(by: 0.25)
        #expect(abs(x(view) - 75) < 1e-6)
        host.advance(by: 0.5)
        #expect(positions == [.start] && view.center.x == 50)
    }

    @Test("8.8 stopAnimation(true) → inactive, no completions, properties stay where they were on screen")
    func stopWithoutFinishing() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var completed = false
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !completed)
        #expect(abs(view.center.x - 100) < 1e-6 && view.layer.animationKeys() == nil)
    }

    @Test(
        "8.8 stopAnimation(false) → stopped; finishAnimation(at:) is legal only there and runs completions with the position"
    )
    func stopThenFinish() {
        for (position, expected) in [(UIViewAnimatingPosition.end, CGFloat(150)), (.start, 50), (.current, 100)] {
            let (host, view) = scene()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            #expect(diagnosticRules { animator.finishAnimation(at: .end) } == [.invalidAnimatorUse])
            animator.startAnimation()
            host.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && abs(view.center.x - 100) < 1e-6)
            animator.finishAnimation(at: position)
            #expect(positions == [position] && animator.state == .inactive)
            #expect(abs(view.center.x - expected) < 1e-6)
        }
    }

    @Test("8.8 programmer errors on a stopped animator: start, pause, addAnimations, fractionComplete")
    func stoppedErrors() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 0.2)
        animator.stopAnimation(false)
        let rules = diagnosticRules {
            animator.startAnimation()
            animator.pauseAnimation()
            animator.addAnimations { view.alpha = 0 }
            animator.fractionComplete = 0.5
        }
        #expect(rules == [.invalidAnimatorUse, .invalidAnimatorUse, .invalidAnimatorUse, .invalidAnimatorUse])
        #expect(animator.state == .stopped && view.alpha == 1)
        animator.finishAnimation(at: .current)  // UIKit raises when a stopped animator is released
    }

    @Test(
        "8.8 addAnimations on an active animator runs for the remaining duration; delayFactor delays by a share of it")
    func addAnimationsRemaining() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        animator.addAnimations({ view.center.y = 150 }, delayFactor: 0.5)
        host.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6, "half of the remaining 0.5 s")
        #expect(abs(view.layer.presentation()!.position.y - 50) < 1e-6, "starts after 0.5 × 0.5 s")
        host.advance(by: 0.125)
        #expect(abs(view.layer.presentation()!.position.y - 100) < 1e-6)
        host.advance(by: 0.125)
        #expect(animator.state == .inactive && view.alpha == 0 && view.center.y == 150)
    }

    @Test("8.8 isInterruptible changes only while inactive; a non-interruptible animator cannot pause")
    func interruptible() {
        let (_, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.isInterruptible = false
        animator.startAnimation()
        #expect(diagnosticRules { animator.isInterruptible = true } == [.invalidAnimatorUse])
        #expect(diagnosticRules { animator.pauseAnimation() } == [.invalidAnimatorUse])
        #expect(animator.isRunning)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
    }

    @Test(
        "8.9 continueAnimation needs a paused interruptible animator; it scales the duration and can change the curve")
    func continueAnimation() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        #expect(
            diagnosticRules { animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) } == [
                .invalidAnimatorUse
            ])
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        #expect(animator.isRunning)
        host.advance(by: 0.5)
        #expect(abs(x(view) - 125) < 1e-6, "remaining half now takes 1 s: a quarter further after 0.5 s")
        host.advance(by: 0.5)
        #expect(animator.state == .inactive && x(view) == 150)
    }

    @Test("8.5 a physical spring ignores the animator's duration and runs until it settles")
    func physicalSpring() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(
            duration: 10,
            timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero))
        animator.addAnimations { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 2)
        #expect(animator.state == .inactive && x(view) == 150)
    }

    @Test("runningPropertyAnimator starts at once (after its delay) with the options' curve")
    func runningAnimator() {
        let (host, view) = scene()
        var done: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.alpha = 0 },
            completion: { done = $0 })
        #expect(animator.isRunning)
        host.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        host.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        host.runUntilIdle()
        #expect(done == .end)
    }
}

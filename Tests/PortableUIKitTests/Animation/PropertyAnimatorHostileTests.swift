import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("UIViewPropertyAnimator with hostile input (issue 18)", .isolatedRuntime)
struct PropertyAnimatorHostileTests {
    @Test(
        "issue 18 animator: fractionComplete = NaN is refused with invalidAnimatorUse and leaves the fraction; ±inf clamp to 0…1 as in UIKit"
    )
    func nanFractionIsRefused() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        expectDiagnostic(.invalidAnimatorUse) { animator.fractionComplete = .nan }
        #expect(animator.fractionComplete == 0.25)
        animator.fractionComplete = .infinity
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = -.infinity
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        host.advance(by: 1.5)
        #expect(animator.state == .inactive)
        #expect(view.frame.origin.x == 100)
    }

    @Test("issue 18 animator: an infinite or 1e-300 s cubic duration completes at once (the first frame), not never")
    func degenerateDurationsComplete() {
        let host = HeadlessHost()
        for duration in [TimeInterval.infinity, 1e-300] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.window.addSubview(view)
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { view.frame.origin.x = 50 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            host.advance(by: 0.1)
            #expect(ended == .end, "duration \(duration)")
            #expect(animator.duration == duration, "duration reads what was given")
        }
    }

    @Test(
        "issue 18 animator: releasing a paused animator reports invalidAnimatorUse (UIKit raises) and its animation leaves the layer at the model value"
    )
    func releasingPausedAnimatorIsReported() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        expectDiagnostic(.invalidAnimatorUse) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
        }
        host.advance(by: 0.1)
        #expect(view.layer.animationKeys()?.isEmpty ?? true)
        #expect(view.frame.origin.x == 100)
    }
}

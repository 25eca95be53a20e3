import Foundation
import Testing
import Containment
import ContainmentTestTraits

/// The pure release rule of interactive transitions.
@Suite("InteractiveTransitionDecision", .isolatedRuntime)
struct InteractiveTransitionDecisionTests {
    @Test("progress is translation over distance, clamped to 0…1, 0 for a degenerate distance")
    func progress() {
        #expect(InteractiveTransitionDecision.progress(translation: 195, distance: 390) == 0.5)
        #expect(InteractiveTransitionDecision.progress(translation: -40, distance: 390) == 0)
        #expect(InteractiveTransitionDecision.progress(translation: 500, distance: 390) == 1)
        #expect(InteractiveTransitionDecision.progress(translation: 10, distance: 0) == 0)
        #expect(InteractiveTransitionDecision.progress(translation: .nan, distance: 390) == 0)
        #expect(InteractiveTransitionDecision.progress(translation: 10, distance: .infinity) == 0)
    }

    @Test("a flick at or above the threshold decides by direction; slower releases by progress")
    func release() {
        let rule = InteractiveTransitionDecision()
        #expect(rule.shouldFinish(progress: 0.1, velocity: 300))
        #expect(!rule.shouldFinish(progress: 0.9, velocity: -300))
        #expect(!rule.shouldFinish(progress: 0.49, velocity: 299))
        #expect(rule.shouldFinish(progress: 0.5, velocity: -299))
        #expect(rule.shouldFinish(progress: 0.6, velocity: .nan))
        let strict = InteractiveTransitionDecision(velocityThreshold: 1000, progressThreshold: 0.8)
        #expect(!strict.shouldFinish(progress: 0.7, velocity: 900))
        #expect(strict.shouldFinish(progress: 0.8, velocity: 0))
    }
}

#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The property animators of an animator's running transitions: one per transition context,
/// handed out again each time it is asked for (spec 8.11 requires the same object for the whole
/// transition) and forgotten when the transition completes.
@MainActor
final class TransitionPropertyAnimators {
    private var running: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// The animator of `context`'s transition. The first time, `setUp` adds the views and the
    /// animations; when the animator ends, `cleanUp` runs and the transition completes
    /// (cancelled when the context says so).
    func animator(
        for context: UIViewControllerContextTransitioning, duration: TimeInterval,
        setUp: (UIViewPropertyAnimator) -> Void, cleanUp: @escaping () -> Void
    ) -> UIViewPropertyAnimator {
        let key = ObjectIdentifier(context)
        if let animator = running[key] { return animator }
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        running[key] = animator
        setUp(animator)
        animator.addCompletion { [weak self] _ in
            cleanUp()
            self?.running[key] = nil
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }
}

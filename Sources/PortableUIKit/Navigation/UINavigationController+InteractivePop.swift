#if !canImport(UIKit)
import Foundation

/// The interactive pop (spec 5.3, 5.4): the left-edge pan pops the top controller and scrubs the
/// pop's slide with the finger (progress = horizontal translation / view width, linear). On
/// release the pop finishes when it is more than half done or the finger moves right faster than
/// ``releaseVelocityThreshold``; otherwise, or when the gesture is cancelled, it is cancelled. The
/// slide then runs forward or backward from where the finger left it, for the remaining part of
/// the 0.35 s duration.
extension UINavigationController {
    /// Rightward speed (pt/s) above which a release finishes the pop whatever the progress.
    static let releaseVelocityThreshold: CGFloat = 300

    /// Whether the edge pan may start a pop: on screen, at least two controllers, nothing running
    /// or owed.
    var canBeginInteractivePop: Bool {
        activeTransition == nil && !hasPendingChange && stack.count >= 2 && appearanceState == .appeared
    }

    func makeInteractivePopGestureRecognizer() -> NavigationInteractivePopGestureRecognizer {
        let recognizer = NavigationInteractivePopGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleInteractivePop(pan)
        }
        recognizer.navigationController = self
        recognizer.edges = .left
        recognizer.delaysTouchesBegan = true
        return recognizer
    }

    private func handleInteractivePop(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard canBeginInteractivePop, let top = stack.last else { return }
            stack.removeLast()
            release([top])
            pendingAnimated = true
            startDeferredTransitionIfNeeded(interactivelyPopping: [top])
            scrub(with: pan)
        case .changed:
            scrub(with: pan)
        case .ended, .cancelled:
            guard let transition = activeTransition, transition.isInteractive, let animator = transition.animator,
                animator.state == .active, !animator.isRunning
            else { return }
            let progress = interactivePopProgress(of: pan) ?? animator.fractionComplete
            let velocity = pan.velocity(in: _view).x
            let finishes =
                pan.state == .ended
                && (progress > 0.5 || velocity > Self.releaseVelocityThreshold)
            transition.coordinator?.interactionEnded(cancelled: !finishes)
            animator.isReversed = !finishes
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        default:
            break
        }
    }

    private func scrub(with pan: UIPanGestureRecognizer) {
        guard let transition = activeTransition, transition.isInteractive, let animator = transition.animator,
            !animator.isRunning, let progress = interactivePopProgress(of: pan)
        else { return }
        animator.fractionComplete = progress
    }

    /// The pop's progress for the finger's translation, clamped to 0…1; nil when the translation
    /// is NaN (a host touch at NaN, which UIKit never delivers): the pop stays where it was and a
    /// release decides from there, so one bad touch cannot leave the transition stuck.
    private func interactivePopProgress(of pan: UIPanGestureRecognizer) -> CGFloat? {
        guard let view = _view, view.bounds.width > 0 else { return 0 }
        let progress = pan.translation(in: view).x / view.bounds.width
        guard !progress.isNaN else { return nil }
        return min(max(progress, 0), 1)
    }
}
#endif

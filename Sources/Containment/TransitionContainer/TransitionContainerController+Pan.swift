#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension TransitionContainerController: UIGestureRecognizerDelegate {
    func makeInteractivePan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleInteractivePan(pan)
        }
        pan.delegate = self
        return pan
    }

    /// The pan begins only when it is mostly horizontal, no transition runs, and a controller
    /// lies in the direction the finger moves.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === interactivePanGestureRecognizer else { return true }
        guard activeTransition == nil, let target = panTarget(for: interactivePanGestureRecognizer) else {
            return false
        }
        return delegate?.containerController(self, shouldSelect: target.controller) ?? true
    }

    /// The neighbour the pan moves to, and the direction (+1: finger moving left, to the next).
    private func panTarget(for pan: UIPanGestureRecognizer) -> (controller: UIViewController, direction: CGFloat)? {
        let translation = pan.translation(in: view)
        guard abs(translation.x) > abs(translation.y), let selected, let current = index(of: selected) else {
            return nil
        }
        let direction: CGFloat = translation.x < 0 ? 1 : -1
        let next = current + Int(direction)
        guard controllers.indices.contains(next) else { return nil }
        return (controllers[next], direction)
    }

    private func handleInteractivePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard activeTransition == nil, let target = panTarget(for: pan) else { return }
            let interaction = ContainerTransitionInteraction()
            panTransition = (interaction, target.direction)
            select(target.controller, animated: true, interaction: interaction)
            if activeTransition == nil { panTransition = nil }
        case .changed:
            guard let (interaction, direction) = panTransition else { return }
            let travel = -direction * pan.translation(in: view).x
            interaction.update(
                InteractiveTransitionDecision.progress(translation: travel, distance: contentView.bounds.width))
        case .ended:
            guard let (interaction, direction) = panTransition else { return }
            panTransition = nil
            let velocity = -direction * pan.velocity(in: view).x
            if interactiveDecision.shouldFinish(progress: interaction.percentComplete, velocity: velocity) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            let interaction = panTransition?.interaction
            panTransition = nil
            interaction?.cancel()
        default:
            break
        }
    }
}

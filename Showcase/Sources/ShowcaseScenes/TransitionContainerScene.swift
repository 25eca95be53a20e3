import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// Vends the flip for the last switch of the scene, the default slide otherwise.
@MainActor
private final class SceneTransitionDelegate: TransitionContainerControllerDelegate {
    var useFlip = false
    var selections: [String] = []
    func containerController(_ containerController: TransitionContainerController,
                             animationControllerForTransitionFrom fromVC: UIViewController,
                             to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        useFlip ? FlipTransitionAnimator(duration: 0.6) : nil
    }
    func containerController(_ containerController: TransitionContainerController, didSelect viewController: UIViewController) {
        selections.append("didSelect \(viewController.title ?? "?")")
    }
}

/// Issue 6: TransitionContainerController — an animated slide, a pan held mid-way and released to
/// finish, a pan released early that cancels and restores, then a flip.
@MainActor
public func transitionContainerScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(name: "transition", title: "TransitionContainerController — slide, interactive pan, cancel, flip", duration: 4.6) { host in
        let cards = [("First", UIColor.systemIndigo), ("Second", .systemOrange), ("Third", .systemTeal)].map { name, color in
            let card = CardController(name, color: color)
            card.title = name
            return card
        }
        let container = TransitionContainerController(viewControllers: cards)
        let delegate = SceneTransitionDelegate()
        container.delegate = delegate
        let recorder = LifecycleRecorder()
        for card in cards { recorder.watch(card, as: card.title ?? "?") }
        host.window.rootViewController = container
        let script = SceneScript()
        script.trace = { [delegate] in recorder.trace + delegate.selections }
        script.pictureKeyFrame = 3
        script.keyFrame(0, "First")
        script.at(0.2) { container.setSelectedViewController(cards[1], animated: true) }
        script.keyFrame(0.375, "default slide, half-way")
        script.keyFrame(0.8, "Second")
        // A finger drags 200 pt to the left and holds: the slide to Third follows it.
        script.at(1.0) { host.window.sendTouch(.began, at: CGPoint(x: 320, y: 420)) }
        let steps = Int((0.4 * fps).rounded())
        for step in 1...steps {
            let x = 320 - 200 * CGFloat(step) / CGFloat(steps)
            script.at(1.0 + Double(step) / fps) { host.window.sendTouch(.moved, at: CGPoint(x: x, y: 420)) }
        }
        script.keyFrame(1.6, "pan held: the slide follows")
        script.at(1.8) { host.window.sendTouch(.ended, at: CGPoint(x: 120, y: 420)) }
        script.keyFrame(2.3, "released: Third")
        // A short pan back that is released early: cancelled, Third stays.
        script.drag(on: host.window, from: CGPoint(x: 80, y: 420), to: CGPoint(x: 160, y: 420), at: 2.5, duration: 0.5, fps: fps)
        script.keyFrame(3.0, "short pan released: cancelling")
        script.at(3.4) {
            delegate.useFlip = true
            container.setSelectedViewController(cards[0], animated: true)
        }
        script.keyFrame(3.6, "flip to First, a third in")
        script.keyFrame(4.4, "First")
        return script
    }
}

import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// Vends the flip for the last switch of the scene, the default slide otherwise.
@MainActor
private final class SceneTransitionDelegate: TransitionContainerControllerDelegate {
    var useFlip = false
    var calls: DelegateCallLog

    init(recorder: LifecycleRecorder) { calls = DelegateCallLog(recorder: recorder) }

    func containerController(
        _ containerController: TransitionContainerController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        useFlip ? FlipTransitionAnimator(duration: 0.6) : nil
    }
    func containerController(
        _ containerController: TransitionContainerController, didSelect viewController: UIViewController
    ) {
        calls.log("delegate.didSelect(\(viewController.title ?? "?"))")
    }
}

/// Issue 6: TransitionContainerController — an animated slide, a pan held mid-way and released to
/// finish, a pan released early that cancels and restores, then a flip.
@MainActor
public func transitionContainerScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(
        name: "transition", title: "TransitionContainerController — slide, interactive pan, cancel, flip", duration: 4.6
    ) { host in
        let cards = [("First", UIColor.systemIndigo), ("Second", .systemOrange), ("Third", .systemTeal)].map {
            name, color in
            let card = CardController(name, color: color)
            card.title = name
            return card
        }
        let container = TransitionContainerController(viewControllers: cards)
        let recorder = LifecycleRecorder()
        for card in cards { recorder.watch(card, as: card.title ?? "?") }
        let delegate = SceneTransitionDelegate(recorder: recorder)
        container.delegate = delegate
        host.window.rootViewController = container
        let script = SceneScript()
        script.trace = { [delegate] in delegate.calls.trace }
        script.pictureKeyFrame = 3
        delegate.calls.log("// 1. The container appears with the window: First, its selected child, appears with it.")
        script.keyFrame(0, "First")
        script.at(0.2) {
            delegate.calls.log(
                "// 2. setSelectedViewController(Second, animated: true): the default slide. Containment first (willMove), then the \"will\" callbacks, then the \"did\" ones when the slide ends; the delegate hears of it last."
            )
            container.setSelectedViewController(cards[1], animated: true)
        }
        script.keyFrame(0.375, "default slide, half-way")
        script.keyFrame(0.8, "Second")
        // A finger drags 200 pt to the left and holds: the slide to Third follows it.
        script.at(1.0) {
            delegate.calls.log(
                "// 3. A pan to the left, held, then released past half-way: the interactive slide to Third finishes, with the same order as an animated switch."
            )
            host.window.sendTouch(.began, at: CGPoint(x: 320, y: 420))
        }
        let steps = Int((0.4 * fps).rounded())
        for step in 1...steps {
            let x = 320 - 200 * CGFloat(step) / CGFloat(steps)
            script.at(1.0 + Double(step) / fps) { host.window.sendTouch(.moved, at: CGPoint(x: x, y: 420)) }
        }
        script.keyFrame(1.6, "pan held: the slide follows")
        script.at(1.8) { host.window.sendTouch(.ended, at: CGPoint(x: 120, y: 420)) }
        script.keyFrame(2.3, "released: Third")
        // A short pan back that is released early: cancelled, Third stays.
        script.at(2.5) {
            delegate.calls.log(
                """
                // 4. A short pan back to Second, released early: the transition is cancelled and Third stays. \
                Second had begun to appear (viewWillAppear, viewIsAppearing): it leaves the container (willMove(toParent: nil)) \
                and gets viewWillDisappear/viewDidDisappear, so its appearance ends unbalanced, with no viewDidAppear (spec 5.3's \
                recommendation for the appearing side). Third had begun to disappear: it gets viewWillAppear(false) and \
                viewDidAppear(false), not animated because the reversal is immediate. Second.didMove(toParent: nil) comes last, \
                once the cancelled animation has let go of its view; the delegate hears nothing: the selection did not change.
                """)
        }
        script.drag(
            on: host.window, from: CGPoint(x: 80, y: 420), to: CGPoint(x: 160, y: 420), at: 2.5, duration: 0.5, fps: fps
        )
        script.keyFrame(3.0, "short pan released: cancelling")
        script.at(3.4) {
            delegate.calls.log(
                "// 5. setSelectedViewController(First, animated: true) with a flip the delegate vends: the same order as the slide in 2."
            )
            delegate.useFlip = true
            container.setSelectedViewController(cards[0], animated: true)
        }
        script.keyFrame(3.6, "flip to First, a third in")
        script.keyFrame(4.4, "First")
        return script
    }
}

import Foundation
import PortableUIKit
import ContainmentTesting

/// Seed 001's container: a content view whose child is switched without animation by
/// `transitionToChildViewController(_:)`, exactly as the seed writes it.
@MainActor
final class SwitchingContainer: UIViewController {
    let containerView = UIView()
    private(set) var current: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        containerView.frame = view.bounds.insetBy(dx: 16, dy: 16)
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(containerView)
    }

    func transitionToChildViewController(_ toViewController: UIViewController) {
        let fromViewController = current
        fromViewController?.willMove(toParent: nil)
        addChild(toViewController)
        let toView = toViewController.view!
        toView.frame = containerView.bounds
        containerView.addSubview(toView)
        fromViewController?.view.removeFromSuperview()
        fromViewController?.removeFromParent()
        toViewController.didMove(toParent: self)
        current = toViewController
    }

    /// Seed 001's animated switch with UIKit's `transition(from:to:…)`: the outgoing child gets
    /// `willMove(nil)`, the incoming one is added, and containment finishes in the completion.
    func animateTransition(
        to toViewController: UIViewController, options: UIView.AnimationOptions, duration: TimeInterval
    ) {
        guard let fromViewController = current else { return transitionToChildViewController(toViewController) }
        fromViewController.willMove(toParent: nil)
        addChild(toViewController)
        toViewController.view.frame = containerView.bounds
        current = toViewController
        transition(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: nil
        ) { _ in
            fromViewController.removeFromParent()
            toViewController.didMove(toParent: self)
        }
    }
}

/// Seed 001: a container switches its child with a cross-dissolve, then flips back.
@MainActor
public func seedSwitchScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(name: "switch", title: "Seed 001 — switching children: cross-dissolve, then flip", duration: 2.6) {
        host in
        let container = SwitchingContainer()
        let first = CardController("First", color: .systemIndigo)
        let second = CardController("Second", color: .systemOrange)
        let recorder = LifecycleRecorder()
        recorder.watch(first, as: "first")
        recorder.watch(second, as: "second")
        host.window.rootViewController = container
        container.transitionToChildViewController(first)
        let script = SceneScript()
        script.trace = { recorder.trace }
        script.pictureKeyFrame = 3
        script.keyFrame(0, "first child")
        script.at(0.3) { container.animateTransition(to: second, options: .transitionCrossDissolve, duration: 0.6) }
        script.keyFrame(0.6, "cross-dissolve, half-way")
        script.keyFrame(1.0, "second child")
        script.at(1.2) { container.animateTransition(to: first, options: .transitionFlipFromLeft, duration: 0.8) }
        script.keyFrame(1.4, "flip, a quarter in")
        script.keyFrame(1.75, "flip, past half-way")
        script.keyFrame(2.4, "first child again")
        return script
    }
}

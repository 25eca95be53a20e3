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
        view.backgroundColor = .systemBackground
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
}

/// Plays the scene on a headless host and returns the recorded trace, one turn per step.
@MainActor
func playSeedSwitchScene() -> [String] {
    let container = SwitchingContainer()
    let first = UIViewController(), second = UIViewController()
    first.title = "First"
    second.title = "Second"
    let recorder = LifecycleRecorder()
    recorder.watch(container, as: "container")
    recorder.watch(first, as: "first")
    recorder.watch(second, as: "second")
    var lines: [String] = []
    func step(_ title: String, _ body: () -> Void) {
        recorder.reset()
        body()
        lines.append("## \(title)")
        lines += recorder.trace
    }
    let host = HeadlessHost()
    step("install the container as the window's root, then one turn") {
        host.window.rootViewController = container
        host.runUntilIdle()
    }
    step("show the first child (no previous child), then one turn") {
        container.transitionToChildViewController(first)
        host.runUntilIdle()
    }
    step("switch to the second child, then one turn") {
        container.transitionToChildViewController(second)
        host.runUntilIdle()
    }
    return lines
}

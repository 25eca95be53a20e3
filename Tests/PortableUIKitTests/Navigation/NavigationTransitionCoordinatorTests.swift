import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A controller that looks at its transition coordinator from its appearance callbacks, as the
/// widely used patterns do.
@MainActor
private final class CoordinatorProbe: UIViewController {
    var coordinatorInWillAppear: UIViewControllerTransitionCoordinator?
    var coordinatorInWillDisappear: UIViewControllerTransitionCoordinator?
    var onWillAppear: ((UIViewControllerTransitionCoordinator?) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorInWillAppear = transitionCoordinator
        onWillAppear?(transitionCoordinator)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        coordinatorInWillDisappear = transitionCoordinator
    }
}

/// Spec 5.7: navigation transitions have a transition coordinator.
@MainActor
@Suite("§5.7 navigation transition coordinator", .isolatedRuntime)
struct NavigationTransitionCoordinatorTests {
    private func scene(_ count: Int) -> (UINavigationController, [CoordinatorProbe], HeadlessHost) {
        let probes = (0..<count).map { _ in CoordinatorProbe() }
        let nav = UINavigationController(rootViewController: probes[0])
        if count > 1 { nav.setViewControllers(probes, animated: false) }
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: nav)
        host.runUntilIdle()
        return (nav, probes, host)
    }

    @Test(
        "5.7 an animated push has one coordinator from the children's viewWill… on, describing the push; nil once it ended"
    )
    func pushCoordinator() throws {
        let (nav, probes, host) = scene(1)
        let pushed = CoordinatorProbe()
        nav.pushViewController(pushed, animated: true)
        host.runTurn()
        let coordinator = try #require(pushed.coordinatorInWillAppear)
        #expect(probes[0].coordinatorInWillDisappear === coordinator)
        #expect(nav.transitionCoordinator === coordinator)
        #expect(coordinator.isAnimated)
        #expect(!coordinator.isInteractive && !coordinator.initiallyInteractive && !coordinator.isCancelled)
        #expect(coordinator.transitionDuration == 0.35)
        #expect(coordinator.viewController(forKey: .from) === probes[0])
        #expect(coordinator.viewController(forKey: .to) === pushed)
        #expect(coordinator.view(forKey: .to) === pushed.view)
        #expect(coordinator.containerView === nav.view)
        #expect(coordinator.presentationStyle == .none)

        host.advance(by: 0.175)
        #expect(abs(coordinator.percentComplete - 0.5) < 0.1, "\(coordinator.percentComplete)")
        host.runUntilIdle()
        #expect(nav.transitionCoordinator == nil)
        #expect(pushed.transitionCoordinator == nil)
        #expect(coordinator.animate(alongsideTransition: { _ in }) == false, "an ended coordinator takes nothing")
    }

    @Test("5.7 a non-animated push has no coordinator")
    func nonAnimatedPushHasNone() {
        let (nav, _, host) = scene(1)
        let pushed = CoordinatorProbe()
        nav.pushViewController(pushed, animated: false)
        host.runUntilIdle()
        #expect(nav.topViewController === pushed)
        #expect(pushed.coordinatorInWillAppear == nil)
    }

    @Test(
        "5.7 alongside animations registered in viewWillAppear run in the slide; completions come after the did-callbacks and didShow [UNC]"
    )
    func alongsideAndCompletion() {
        let (nav, probes, host) = scene(1)
        let recorder = LifecycleRecorder()
        let pushed = CoordinatorProbe()
        recorder.watch(pushed, as: "pushed")
        recorder.watch(probes[0], as: "root")
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        nav.view.addSubview(badge)
        badge.alpha = 0
        var traceAtCompletion: [String]?
        var cancelledAtCompletion: Bool?
        pushed.onWillAppear = { coordinator in
            coordinator?.animate(
                alongsideTransition: { _ in badge.alpha = 1 },
                completion: { context in
                    traceAtCompletion = recorder.trace
                    cancelledAtCompletion = context.isCancelled
                })
        }
        nav.pushViewController(pushed, animated: true)
        host.runTurn()
        #expect(badge.alpha == 1, "the model value is set at once")
        host.advance(by: 0.175)
        let midway = badge.layer.presentation()!.opacity
        #expect(midway > 0.2 && midway < 0.8, "halfway through the ease-in-out slide: \(midway)")
        #expect(traceAtCompletion == nil)
        host.runUntilIdle()
        #expect(badge.layer.presentation()!.opacity == 1)
        #expect(cancelledAtCompletion == false)
        #expect(
            traceAtCompletion == [
                "pushed.willMove(toParent: UINavigationController)", "pushed.viewDidLoad",
                "root.viewWillDisappear(true)", "pushed.viewWillAppear(true) movingToParent",
                "pushed.viewIsAppearing(true) movingToParent",
                "root.viewDidDisappear(true)", "pushed.viewDidAppear(true) movingToParent",
                "pushed.didMove(toParent: UINavigationController)",
            ], "the completion comes after every callback of the push")
    }

    @Test(
        "5.3 5.7 interactive pop: the coordinator is interactive under the finger, reports the cancel when the finger lifts, and its completion sees isCancelled"
    )
    func interactivePopCancelled() throws {
        let (nav, probes, host) = scene(2)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        nav.view.addSubview(badge)
        probes[0].onWillAppear = { $0?.animate(alongsideTransition: { _ in badge.alpha = 0 }) }
        let edge = CGPoint(x: 2, y: 240)
        host.touchDown(at: edge)
        host.moveTouch(from: edge, to: CGPoint(x: 82, y: 240), duration: 0.2, steps: 12)
        let coordinator = try #require(probes[0].coordinatorInWillAppear)
        #expect(probes[1].coordinatorInWillDisappear === coordinator)
        #expect(probes[1].transitionCoordinator === coordinator, "the popped child still reaches it through its parent")
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        #expect(coordinator.viewController(forKey: .from) === probes[1])
        #expect(coordinator.viewController(forKey: .to) === probes[0])
        #expect(abs(coordinator.percentComplete - 80.0 / 320.0) < 0.01, "\(coordinator.percentComplete)")

        let scrubbed = badge.layer.presentation()!.opacity
        #expect(
            abs(scrubbed - Float(1 - 80.0 / 320.0)) < 0.05,
            "an alongside animation is scrubbed with the finger: \(scrubbed)")

        var changes: [(interactive: Bool, cancelled: Bool)] = []
        var completedCancelled: Bool?
        coordinator.notifyWhenInteractionChanges { changes.append(($0.isInteractive, $0.isCancelled)) }
        coordinator.animate(alongsideTransition: nil, completion: { completedCancelled = $0.isCancelled })
        host.advance(by: 0.3)  // the finger rests: release slowly
        host.touchUp(at: CGPoint(x: 82, y: 240))
        host.runTurn()
        #expect(changes.count == 1)
        #expect(changes.first?.interactive == false && changes.first?.cancelled == true)
        #expect(completedCancelled == nil, "completions wait for the end of the slide back")
        host.runUntilIdle()
        #expect(completedCancelled == true)
        #expect(nav.viewControllers == probes)
        #expect(nav.transitionCoordinator == nil)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "5.3 5.7 interactive pop that finishes: the interaction change says not cancelled, the completion runs after the pop"
    )
    func interactivePopFinished() throws {
        let (nav, probes, host) = scene(2)
        var changes: [Bool] = []
        var completed: Bool?
        probes[0].onWillAppear = { coordinator in
            coordinator?.notifyWhenInteractionChanges { changes.append($0.isCancelled) }
            coordinator?.animate(alongsideTransition: nil, completion: { completed = $0.isCancelled })
        }
        host.edgeSwipe(from: .left, distance: 220)
        host.runUntilIdle()
        #expect(changes == [false])
        #expect(completed == false)
        #expect(nav.viewControllers == [probes[0]])
    }
}

#if !canImport(UIKit)
import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// TransitionContainerController under hostile input: completion speeds that describe no
/// completion (≤ 0, NaN, infinite, tiny, huge) are refused as UIPercentDrivenInteractiveTransition
/// refuses them, so the transition still completes; a list holding the container itself is
/// refused; out-of-range selections are refused; interruptions mid-transition settle.
extension HostileCatalog {
    static let transitionContainer: [HostileCase] = completionSpeedCases + transitionMisuseCases

    /// A delegate that vends one interaction controller for every programmatic selection.
    @MainActor
    final class InteractionVendor: TransitionContainerControllerDelegate {
        let interaction: UIViewControllerInteractiveTransitioning
        init(_ interaction: UIViewControllerInteractiveTransitioning) { self.interaction = interaction }
        func containerController(
            _ containerController: TransitionContainerController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        )
            -> UIViewControllerInteractiveTransitioning?
        { interaction }
    }

    /// An interaction controller that answers any completion speed, as a custom conformer may.
    @MainActor
    final class FixedSpeedInteraction: NSObject, UIViewControllerInteractiveTransitioning {
        let speed: CGFloat
        weak var context: UIViewControllerContextTransitioning?
        init(speed: CGFloat) { self.speed = speed }
        var completionSpeed: CGFloat { speed }
        func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            context = transitionContext
        }
    }

    @MainActor
    static func containerWorld(_ world: HostileWorld, count: Int = 3) -> (
        TransitionContainerController, [UIViewController]
    ) {
        let children = (0..<count).map { _ in UIViewController() }
        let container = TransitionContainerController(viewControllers: children)
        world.show(container)
        return (container, children)
    }

    /// A container whose delegate vends `interaction`, switching from child 0 to child `index`
    /// animated, one turn in: the interaction has its transition.
    @MainActor
    static func interactiveSwitch(
        _ world: HostileWorld, to index: Int, through interaction: UIViewControllerInteractiveTransitioning
    ) -> (TransitionContainerController, [UIViewController]) {
        let (container, children) = containerWorld(world)
        let vendor = InteractionVendor(interaction)
        world.keep(vendor)
        world.keep(interaction)
        container.delegate = vendor
        container.setSelectedViewController(children[index], animated: true)
        world.host.runTurn()
        return (container, children)
    }

    /// After the hostile input: the container settles and a plain animated switch lands.
    @MainActor
    static func checkContainerStillWorks(
        _ container: TransitionContainerController, _ children: [UIViewController], in world: HostileWorld
    ) {
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        world.check(container.activeTransition == nil, "the transition completed (it is still running)")
        container.delegate = nil
        let target = children.first { $0 !== container.selectedViewController } ?? children[0]
        container.setSelectedViewController(target, animated: true)
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        world.check(container.selectedViewController === target, "a later switch landed")
        world.check(container.activeTransition == nil, "the later switch completed")
    }

    static let hostileSpeeds: [(String, CGFloat, Bool)] = [
        ("zero", 0, true), ("negative", -1, true), ("nan", .nan, true), ("inf", .infinity, true),
        ("minus-inf", -.infinity, true),
        ("tiny", 1e-300, true), ("small", 1e-6, true), ("huge", 1e300, false), ("normal-half", 0.5, false),
        ("normal-four", 4, false),
    ]

    static let completionSpeedCases: [HostileCase] = hostileSpeeds.flatMap { label, speed, refused in
        [
            HostileCase(
                "transition/interaction-completion-speed-\(label)-finish",
                refused ? HostileCase.diagnosed(.invalidTransitionContextUse) : .tolerated
            ) { world in
                let interaction = ContainerTransitionInteraction()
                interaction.completionSpeed = speed
                let (container, children) = interactiveSwitch(world, to: 1, through: interaction)
                interaction.update(0.4)
                interaction.finish()
                world.host.advance(by: 2)
                world.check(container.selectedViewController === children[1], "the finished switch landed")
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase(
                "transition/interaction-completion-speed-\(label)-cancel",
                refused ? HostileCase.diagnosed(.invalidTransitionContextUse) : .tolerated
            ) { world in
                let interaction = ContainerTransitionInteraction()
                interaction.completionSpeed = speed
                let (container, children) = interactiveSwitch(world, to: 2, through: interaction)
                interaction.update(0.7)
                interaction.cancel()
                world.host.advance(by: 2)
                world.check(container.selectedViewController === children[0], "the cancelled switch went back")
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase(
                "transition/custom-interaction-speed-\(label)",
                refused ? HostileCase.diagnosed(.invalidTransitionContextUse) : .tolerated
            ) { world in
                let interaction = FixedSpeedInteraction(speed: speed)
                let (container, children) = interactiveSwitch(world, to: 1, through: interaction)
                interaction.context?.updateInteractiveTransition(0.5)
                interaction.context?.finishInteractiveTransition()
                world.host.advance(by: 2)
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase(
                "transition/percent-driven-speed-\(label)",
                refused ? HostileCase.diagnosed(.invalidTransitionContextUse) : .tolerated
            ) { world in
                let interaction = UIPercentDrivenInteractiveTransition()
                interaction.completionSpeed = speed
                let (container, children) = interactiveSwitch(world, to: 1, through: interaction)
                interaction.update(0.5)
                interaction.finish()
                checkContainerStillWorks(container, children, in: world)
            },
        ]
    }

    static let interactionProgress: [(String, CGFloat)] = [
        ("nan", .nan), ("inf", .infinity), ("minus-inf", -.infinity), ("huge", 1e300), ("negative", -5),
    ]

    static let transitionMisuseCases: [HostileCase] =
        interactionProgress.map { label, progress in
            HostileCase("transition/interaction-update-\(label)", .tolerated) { world in
                let interaction = ContainerTransitionInteraction()
                let (container, children) = interactiveSwitch(world, to: 1, through: interaction)
                interaction.update(progress)
                world.host.advance(by: 0.1)
                interaction.finish()
                checkContainerStillWorks(container, children, in: world)
            }
        } + [
            HostileCase("transition/view-controllers-containing-itself", HostileCase.diagnosed(.invalidContainerUse)) {
                world in
                let (container, children) = containerWorld(world)
                container.viewControllers = [children[0], container]
                world.host.runUntilIdle()
                world.check(
                    !container.viewControllers.contains { $0 === container },
                    "the container is not among its own controllers")
                container.selectedIndex = 1
                checkContainerStillWorks(container, container.viewControllers, in: world)
            },
            HostileCase(
                "transition/init-with-itself-impossible-so-set-only-itself", HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let (container, children) = containerWorld(world)
                container.viewControllers = [container]
                world.host.runUntilIdle()
                world.check(
                    container.viewControllers.allSatisfy { $0 !== container },
                    "the container is not among its own controllers")
                container.viewControllers = children
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase(
                "transition/view-controllers-containing-its-parent", HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let outer = TransitionContainerController(viewControllers: [])
                let inner = TransitionContainerController(viewControllers: [UIViewController()])
                outer.viewControllers = [inner]
                world.show(outer)
                inner.viewControllers = [UIViewController(), outer]
                world.host.runUntilIdle()
                world.check(
                    !inner.viewControllers.contains { $0 === outer }, "the parent is not among the child's controllers")
            },
            HostileCase("transition/view-controllers-duplicates", HostileCase.diagnosed(.invalidContainerUse)) {
                world in
                let (container, children) = containerWorld(world)
                container.viewControllers = [children[0], children[1], children[0]]
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/selected-index-out-of-range-high", HostileCase.diagnosed(.invalidContainerUse)) {
                world in
                let (container, children) = containerWorld(world)
                container.selectedIndex = 3
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/selected-index-negative", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let (container, children) = containerWorld(world)
                container.selectedIndex = -1
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/selected-index-not-found", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let (container, children) = containerWorld(world)
                container.selectedIndex = NSNotFound
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/selected-index-int-min", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let (container, children) = containerWorld(world)
                container.selectedIndex = Int.min
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/select-foreign-controller", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let (container, children) = containerWorld(world)
                container.setSelectedViewController(UIViewController(), animated: true)
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/select-itself", HostileCase.diagnosed(.invalidContainerUse)) { world in
                let (container, children) = containerWorld(world)
                container.setSelectedViewController(container, animated: true)
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/selection-storm-mid-transition", .tolerated) { world in
                let (container, children) = containerWorld(world)
                for round in 0..<30 {
                    container.setSelectedViewController(children[round % 3], animated: round % 2 == 0)
                    if round % 5 == 0 { world.host.runTurn() }
                }
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/replace-list-mid-transition", .tolerated) { world in
                let (container, children) = containerWorld(world)
                container.setSelectedViewController(children[2], animated: true)
                world.host.advance(by: 0.05)
                let fresh = [UIViewController(), UIViewController()]
                container.viewControllers = fresh
                checkContainerStillWorks(container, fresh, in: world)
            },
            HostileCase("transition/empty-list-mid-transition", .tolerated) { world in
                let (container, children) = containerWorld(world)
                container.setSelectedViewController(children[1], animated: true)
                world.host.advance(by: 0.05)
                container.viewControllers = []
                world.host.advance(by: 2)
                world.host.runUntilIdle()
                world.check(container.selectedViewController == nil, "nothing is shown with no controllers")
                container.viewControllers = children
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/window-hidden-mid-transition", .tolerated) { world in
                let (container, children) = containerWorld(world)
                container.setSelectedViewController(children[1], animated: true)
                world.host.advance(by: 0.05)
                world.window.isHidden = true
                world.host.advance(by: 0.05)
                world.window.isHidden = false
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/root-removed-mid-transition", .tolerated) { world in
                let (container, children) = containerWorld(world)
                container.setSelectedViewController(children[1], animated: true)
                world.host.advance(by: 0.05)
                world.window.rootViewController = nil
                world.host.advance(by: 1)
                world.show(container)
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/pan-with-nan-touch", .tolerated) { world in
                let (container, children) = containerWorld(world)
                world.stroke(
                    CGPoint(x: 300, y: 400), CGPoint(x: 250, y: 400), CGPoint(x: CGFloat.nan, y: 400),
                    CGPoint(x: CGFloat.nan, y: 400))
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/pan-with-inf-touch", .tolerated) { world in
                let (container, children) = containerWorld(world)
                world.stroke(
                    CGPoint(x: 300, y: 400), CGPoint(x: 250, y: 400), CGPoint(x: -CGFloat.infinity, y: 400),
                    CGPoint(x: -CGFloat.infinity, y: 400))
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/interaction-finish-twice", HostileCase.diagnosed(.invalidTransitionContextUse)) {
                world in
                let interaction = ContainerTransitionInteraction()
                let (container, children) = interactiveSwitch(world, to: 1, through: interaction)
                interaction.finish()
                interaction.finish()
                interaction.cancel()
                checkContainerStillWorks(container, children, in: world)
            },
            HostileCase("transition/interaction-never-ended-then-selection", .tolerated) { world in
                let interaction = ContainerTransitionInteraction()
                let (container, children) = interactiveSwitch(world, to: 1, through: interaction)
                interaction.update(0.3)
                container.setSelectedViewController(children[2], animated: true)
                interaction.finish()
                world.host.advance(by: 1)
                world.host.runTurn()
                (container.delegate as? InteractionVendor).map {
                    ($0.interaction as? ContainerTransitionInteraction)?.finish()
                }
                checkContainerStillWorks(container, children, in: world)
            },
        ]
}
#endif

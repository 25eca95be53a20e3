#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// The navigation controller under hostile input: a NaN or infinite touch during the
/// interactive back swipe (UIKit never delivers one, but a host might) must not leave the
/// controller refusing every later push and pop or a controller mid-appearance; push and pop
/// misuse storms are refused one by one with `invalidNavigationStackUse` and leave the stack usable.
extension HostileCatalog {
    static let navigation: [HostileCase] = backSwipeCases + stackMisuseCases

    /// A navigation controller showing `root` then `top`, pushed and settled.
    @MainActor
    static func navigationWorld(_ world: HostileWorld) -> (UINavigationController, UIViewController, UIViewController) {
        let root = UIViewController()
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        world.show(navigation)
        navigation.pushViewController(top, animated: false)
        world.host.runUntilIdle()
        return (navigation, root, top)
    }

    /// After the hostile input: the stack still pushes and pops, animated, and ends settled.
    @MainActor
    static func checkNavigationStillWorks(_ navigation: UINavigationController, in world: HostileWorld) {
        world.host.runUntilIdle()
        let before = navigation.viewControllers.count
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        world.host.advance(by: 1)
        world.host.runUntilIdle()
        world.check(
            navigation.topViewController === pushed,
            "a push after the hostile touch landed (top is \(String(describing: navigation.topViewController)))")
        world.check(
            navigation.viewControllers.count == before + 1,
            "the stack grew by one (\(navigation.viewControllers.count) after \(before))")
        navigation.popViewController(animated: true)
        world.host.advance(by: 1)
        world.host.runUntilIdle()
        world.check(navigation.viewControllers.count == before, "a pop after the hostile touch landed")
        world.check(navigation.transitionCoordinator == nil, "no transition is left running")
    }

    static let hostileCoordinates: [(String, CGFloat)] = [
        ("nan", .nan), ("inf", .infinity), ("minus-inf", -.infinity), ("huge", 1e300), ("tiny", 1e-300),
        ("negative-huge", -1e300),
    ]

    /// A back swipe: down at the left edge, two frames of moves, then the hostile phase.
    static let backSwipeCases: [HostileCase] =
        hostileCoordinates.flatMap { label, value in
            [
                HostileCase("navigation/back-swipe-move-x-\(label)", .tolerated) { world in
                    let (navigation, _, _) = navigationWorld(world)
                    world.stroke(
                        CGPoint(x: 4, y: 400), CGPoint(x: 60, y: 400), CGPoint(x: value, y: 400),
                        CGPoint(x: value, y: 400))
                    checkNavigationStillWorks(navigation, in: world)
                },
                HostileCase("navigation/back-swipe-move-y-\(label)", .tolerated) { world in
                    let (navigation, _, _) = navigationWorld(world)
                    world.stroke(
                        CGPoint(x: 4, y: 400), CGPoint(x: 60, y: 400), CGPoint(x: 120, y: value),
                        CGPoint(x: 160, y: 400))
                    checkNavigationStillWorks(navigation, in: world)
                },
                HostileCase("navigation/back-swipe-lift-\(label)", .tolerated) { world in
                    let (navigation, _, _) = navigationWorld(world)
                    world.stroke(CGPoint(x: 4, y: 400), CGPoint(x: 60, y: 400), CGPoint(x: value, y: value))
                    checkNavigationStillWorks(navigation, in: world)
                },
                HostileCase("navigation/back-swipe-begin-\(label)", .tolerated) { world in
                    let (navigation, _, _) = navigationWorld(world)
                    world.stroke(CGPoint(x: value, y: 400), CGPoint(x: 60, y: 400), CGPoint(x: 120, y: 400))
                    checkNavigationStillWorks(navigation, in: world)
                },
            ]
        } + [
            HostileCase("navigation/back-swipe-cancelled-mid-way", .tolerated) { world in
                let (navigation, _, _) = navigationWorld(world)
                world.host.touchDown(at: CGPoint(x: 4, y: 400))
                world.host.advance(by: 1.0 / 60)
                world.host.touchMove(to: CGPoint(x: 100, y: 400))
                world.host.send([.init(phase: .cancelled, location: CGPoint(x: CGFloat.nan, y: 400))])
                checkNavigationStillWorks(navigation, in: world)
            },
            HostileCase("navigation/back-swipe-then-push-mid-swipe", HostileCase.diagnosed(.invalidNavigationStackUse))
            { world in
                let (navigation, _, _) = navigationWorld(world)
                world.host.touchDown(at: CGPoint(x: 4, y: 400))
                world.host.advance(by: 1.0 / 60)
                world.host.touchMove(to: CGPoint(x: 100, y: 400))
                world.host.advance(by: 1.0 / 60)
                navigation.pushViewController(UIViewController(), animated: true)
                world.host.touchMove(to: CGPoint(x: CGFloat.nan, y: 400))
                world.host.touchUp(at: CGPoint(x: 300, y: 400))
                checkNavigationStillWorks(navigation, in: world)
            },
            HostileCase("navigation/back-swipe-window-resized-nan-free", .tolerated) { world in
                let (navigation, _, _) = navigationWorld(world)
                world.host.touchDown(at: CGPoint(x: 4, y: 400))
                world.host.advance(by: 1.0 / 60)
                world.host.touchMove(to: CGPoint(x: 100, y: 400))
                world.host.resize(to: CGSize(width: 844, height: 390))
                world.host.advance(by: 1.0 / 60)
                world.host.touchUp(at: CGPoint(x: 700, y: 200))
                checkNavigationStillWorks(navigation, in: world)
            },
        ]

    static let stackMisuseCases: [HostileCase] = [
        HostileCase("navigation/push-same-controller-twice", HostileCase.diagnosed(.invalidNavigationStackUse)) {
            world in
            let (navigation, _, top) = navigationWorld(world)
            navigation.pushViewController(top, animated: true)
            navigation.pushViewController(top, animated: false)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/push-storm-animated", .tolerated) { world in
            let (navigation, _, _) = navigationWorld(world)
            for _ in 0..<20 { navigation.pushViewController(UIViewController(), animated: true) }
            world.host.advance(by: 1)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/pop-storm-animated", HostileCase.diagnosed(.invalidNavigationStackUse)) { world in
            let (navigation, _, _) = navigationWorld(world)
            for _ in 0..<20 { navigation.popViewController(animated: true) }
            world.host.advance(by: 1)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/pop-root", HostileCase.diagnosed(.invalidNavigationStackUse)) { world in
            let (navigation, _, _) = navigationWorld(world)
            navigation.popViewController(animated: false)
            world.check(navigation.popViewController(animated: false) == nil, "popping the root returns nil")
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/push-and-pop-same-turn", .tolerated) { world in
            let (navigation, _, _) = navigationWorld(world)
            navigation.pushViewController(UIViewController(), animated: true)
            navigation.popViewController(animated: true)
            navigation.popToRootViewController(animated: true)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase(
            "navigation/push-the-navigation-controller-itself", HostileCase.diagnosed(.invalidNavigationStackUse)
        ) { world in
            let (navigation, _, _) = navigationWorld(world)
            navigation.pushViewController(navigation, animated: false)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/set-empty-stack", HostileCase.diagnosed(.invalidNavigationStackUse)) { world in
            let (navigation, _, _) = navigationWorld(world)
            navigation.setViewControllers([], animated: true)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/set-stack-with-duplicates", HostileCase.diagnosed(.invalidNavigationStackUse)) {
            world in
            let (navigation, root, _) = navigationWorld(world)
            navigation.setViewControllers([root, root], animated: true)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/pop-to-controller-not-on-stack", HostileCase.diagnosed(.invalidNavigationStackUse)) {
            world in
            let (navigation, _, _) = navigationWorld(world)
            navigation.popToViewController(UIViewController(), animated: true)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/push-child-of-another-parent", HostileCase.diagnosed(.invalidNavigationStackUse)) {
            world in
            let (navigation, _, _) = navigationWorld(world)
            let other = UIViewController()
            let child = UIViewController()
            other.addChild(child)
            child.didMove(toParent: other)
            world.keep(other)
            navigation.pushViewController(child, animated: true)
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/push-while-hidden-window", .tolerated) { world in
            let (navigation, _, _) = navigationWorld(world)
            world.window.isHidden = true
            navigation.pushViewController(UIViewController(), animated: true)
            world.host.runUntilIdle()
            world.window.isHidden = false
            checkNavigationStillWorks(navigation, in: world)
        },
        HostileCase("navigation/memory-warning-mid-push", .tolerated) { world in
            let (navigation, _, _) = navigationWorld(world)
            navigation.pushViewController(UIViewController(), animated: true)
            world.host.advance(by: 0.1)
            world.host.simulateMemoryWarning()
            checkNavigationStillWorks(navigation, in: world)
        },
    ]
}
#endif

#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// View controller containment under hostile input: one controller as the root of two windows
/// is refused with `invalidChild` (a controller has one place in the hierarchy); addChild
/// cycles are refused; removing from a parent twice is a no-op as in UIKit; unbalanced
/// appearance transitions are reported and leave no controller mid-appearance.
extension HostileCatalog {
    static let controllers: [HostileCase] = [
        HostileCase("controllers/root-of-two-windows", HostileCase.diagnosed(.invalidChild)) { world in
            let shared = UIViewController()
            world.show(shared)
            let other = HeadlessHost(size: CGSize(width: 200, height: 300))
            world.keep(other)
            other.window.rootViewController = shared
            other.runUntilIdle()
            world.host.runUntilIdle()
            world.check(other.window.rootViewController == nil, "the second window did not take the controller")
            world.check(shared.view.window === world.window, "the controller's view stays in its first window")
            world.check(shared.viewIfLoaded.map { !$0.isHidden } == true, "the controller's view is still shown")
        },
        HostileCase("controllers/root-moved-between-windows-properly", .tolerated) { world in
            let shared = UIViewController()
            world.show(shared)
            let other = HeadlessHost(size: CGSize(width: 200, height: 300))
            world.keep(other)
            world.window.rootViewController = nil
            world.host.runUntilIdle()
            other.window.rootViewController = shared
            other.runUntilIdle()
            world.check(shared.view.window === other.window, "the controller moved to the second window")
            other.window.rootViewController = nil
            other.runUntilIdle()
        },
        HostileCase("controllers/root-of-two-windows-second-hidden", HostileCase.diagnosed(.invalidChild)) { world in
            let shared = UIViewController()
            let other = HeadlessHost(size: CGSize(width: 200, height: 300))
            other.window.isHidden = true
            world.keep(other)
            other.window.rootViewController = shared
            world.show(shared)
            world.check(world.window.rootViewController == nil, "the first window did not take the controller")
            other.window.rootViewController = nil
        },
        HostileCase("controllers/navigation-root-of-two-windows", HostileCase.diagnosed(.invalidChild)) { world in
            let navigation = UINavigationController(rootViewController: UIViewController())
            world.show(navigation)
            let other = HeadlessHost()
            world.keep(other)
            other.window.rootViewController = navigation
            other.runUntilIdle()
            navigation.pushViewController(UIViewController(), animated: true)
            world.host.advance(by: 1)
            world.host.runUntilIdle()
            world.check(navigation.viewControllers.count == 2, "the navigation controller still pushes")
        },
        HostileCase("controllers/window-root-is-a-child-elsewhere", HostileCase.diagnosed(.invalidChild)) { world in
            let parent = UIViewController()
            let child = UIViewController()
            world.show(parent)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            let other = HeadlessHost()
            world.keep(other)
            other.window.rootViewController = child
        },
        HostileCase("controllers/add-child-to-itself", HostileCase.diagnosed(.invalidChild)) { world in
            let controller = UIViewController()
            world.show(controller)
            controller.addChild(controller)
            world.check(controller.children.isEmpty, "no child was added")
        },
        HostileCase("controllers/add-child-cycle-two", HostileCase.diagnosed(.invalidChild)) { world in
            let a = UIViewController()
            let b = UIViewController()
            world.show(a)
            a.addChild(b)
            a.view.addSubview(b.view)
            b.didMove(toParent: a)
            b.addChild(a)
            world.check(b.children.isEmpty, "the cycle was refused")
        },
        HostileCase("controllers/add-child-cycle-three", HostileCase.diagnosed(.invalidChild)) { world in
            let a = UIViewController()
            let b = UIViewController()
            let c = UIViewController()
            world.show(a)
            a.addChild(b)
            a.view.addSubview(b.view)
            b.didMove(toParent: a)
            b.addChild(c)
            b.view.addSubview(c.view)
            c.didMove(toParent: b)
            c.addChild(a)
            world.check(c.children.isEmpty, "the cycle was refused")
        },
        HostileCase("controllers/add-window-root-as-child", HostileCase.diagnosed(.childViewInAnotherHierarchy)) {
            world in
            let root = UIViewController()
            world.show(root)
            let other = UIViewController()
            world.extraControllers.append(other)
            other.addChild(root)
            world.check(other.children.isEmpty, "the root did not become another controller's child")
        },
        HostileCase("controllers/add-child-twice", HostileCase.diagnosed(.invalidChild)) { world in
            let parent = UIViewController()
            let child = UIViewController()
            world.show(parent)
            parent.addChild(child)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            world.check(parent.children.count == 1, "the child is there once")
        },
        HostileCase("controllers/remove-from-parent-twice", .tolerated) { world in
            let parent = UIViewController()
            let child = UIViewController()
            world.show(parent)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            child.removeFromParent()
            world.check(parent.children.isEmpty, "the child left")
        },
        HostileCase("controllers/remove-from-parent-without-parent", .tolerated) { world in
            let loose = UIViewController()
            world.show(UIViewController())
            loose.removeFromParent()
            loose.willMove(toParent: nil)
            loose.didMove(toParent: nil)
        },
        HostileCase("controllers/remove-root-from-parent", .tolerated) { world in
            let root = UIViewController()
            world.show(root)
            root.removeFromParent()
            world.check(world.window.rootViewController === root, "the root stays the root")
        },
        HostileCase("controllers/add-child-then-other-parent", HostileCase.diagnosed(.childViewInAnotherHierarchy)) {
            world in
            let first = UIViewController()
            let second = UIViewController()
            let container = UIViewController()
            world.show(container)
            for parent in [first, second] {
                container.addChild(parent)
                container.view.addSubview(parent.view)
                parent.didMove(toParent: container)
            }
            let child = UIViewController()
            first.addChild(child)
            first.view.addSubview(child.view)
            child.didMove(toParent: first)
            second.addChild(child)
            world.check(child.parent === first, "the child stays with its first parent")
        },
        HostileCase("controllers/begin-appearance-twice", .tolerated) { world in
            let parent = UIViewController()
            let child = UIViewController()
            world.show(parent)
            child.beginAppearanceTransition(true, animated: false)
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            world.keep(child)
        },
        HostileCase("controllers/end-appearance-without-begin", HostileCase.diagnosed(.unbalancedAppearanceTransition))
        { world in
            let parent = UIViewController()
            world.show(parent)
            let child = UIViewController()
            child.endAppearanceTransition()
            child.endAppearanceTransition()
            world.keep(child)
        },
        HostileCase("controllers/begin-appear-then-disappear-unbalanced", .tolerated) { world in
            let child = UIViewController()
            world.show(UIViewController())
            child.beginAppearanceTransition(true, animated: true)
            child.beginAppearanceTransition(false, animated: true)
            child.endAppearanceTransition()
            world.keep(child)
        },
        HostileCase(
            "controllers/root-appearance-forced-while-shown", HostileCase.diagnosed(.unbalancedAppearanceTransition)
        ) { world in
            let root = UIViewController()
            world.show(root)
            root.beginAppearanceTransition(true, animated: false)
            root.endAppearanceTransition()
        },
        HostileCase(
            "controllers/appearance-methods-called-directly", HostileCase.diagnosed(.appearanceMethodCalledDirectly)
        ) { world in
            let root = UIViewController()
            world.show(root)
            root.viewWillAppear(false)
            root.viewDidAppear(false)
        },
        HostileCase("controllers/did-move-to-wrong-parent", .tolerated) { world in
            let parent = UIViewController()
            let child = UIViewController()
            world.show(parent)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: UIViewController())
            child.didMove(toParent: parent)
        },
        HostileCase("controllers/child-view-in-other-parents-view", HostileCase.diagnosed(.hierarchyInconsistency)) {
            world in
            let root = UIViewController()
            let a = UIViewController()
            let b = UIViewController()
            world.show(root)
            for child in [a, b] {
                root.addChild(child)
                root.view.addSubview(child.view)
                child.didMove(toParent: root)
            }
            let grandchild = UIViewController()
            a.addChild(grandchild)
            b.view.addSubview(grandchild.view)
            grandchild.didMove(toParent: a)
            grandchild.willMove(toParent: nil)
            grandchild.view.removeFromSuperview()
            grandchild.removeFromParent()
        },
        HostileCase("controllers/root-view-replaced-while-shown", .tolerated) { world in
            let root = UIViewController()
            world.show(root)
            root.view = UIView()
            world.host.runUntilIdle()
        },
        HostileCase("controllers/window-root-set-to-same-twice-and-nil-storm", .tolerated) { world in
            let root = UIViewController()
            for round in 0..<20 {
                world.window.rootViewController = round % 3 == 2 ? nil : root
                if round % 2 == 0 { world.host.runTurn() }
            }
            world.show(root)
        },
    ]
}
#endif
